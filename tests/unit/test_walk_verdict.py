"""``companion diagnose --walk``'s verdict: the rows and columns on which no peg closed are named."""

from __future__ import annotations

from controller.cli.diagnose import walk_verdict

ROWS = [5, 6, 12, 13, 16, 19, 20, 26]
COLS = [0, 1, 2, 3, 4, 7, 8, 9, 10, 11, 14, 15, 18, 21, 24, 25]
EVERY_CELL = {(r, c) for r in range(8) for c in range(16)}


def test_a_walk_with_row_3_and_column_9_cut_names_those_two_and_nothing_else() -> None:
    seen = {(r, c) for r, c in EVERY_CELL if r != 3 and c != 9}
    lines = walk_verdict(seen, ROWS, COLS, gpio=True)
    assert lines == [
        "Walk: 105 of 128 cells closed at least once.",
        "Row R3 (GPIO13): no peg on it closed while pegs on 7 other rows did: check its wire.",
        "Column C9 (GPIO11): no peg on it closed while pegs on 15 other columns did: check its wire.",
    ]


def test_a_few_missed_cells_name_no_wire() -> None:
    seen = EVERY_CELL - {(3, 4), (0, 9), (7, 15)}
    assert walk_verdict(seen, ROWS, COLS, gpio=False)[1:] == ["Every row and column closed at least once."]


def test_a_serial_board_names_its_rows_without_gpio_pins() -> None:
    seen = {(r, c) for r, c in EVERY_CELL if r != 0}
    assert walk_verdict(seen, ROWS, COLS, gpio=False)[1] == \
        "Row R0: no peg on it closed while pegs on 7 other rows did: check its wire."


def test_nothing_closed_says_so() -> None:
    assert walk_verdict(set(), ROWS, COLS, gpio=True)[1].startswith("No peg closed at all")
