"""The maze file's checks, one refusal each, with the key or space where the file must change."""

from __future__ import annotations

import pytest

from conftest import ROOT
from games.datafile import DataError
from games.pacman.maze import parse_maze

SHIPPED = (ROOT / "games" / "pacman" / "maze.toml").read_text(encoding="utf-8")
assert SHIPPED.rstrip().endswith("[cells]")  # the cases below add to its (empty) [cells] table


def row(text: str, number: int, change: str) -> str:
    """The shipped maze with grid row ``number`` (from 1) replaced by ``change``."""
    start = text.index('grid = """\n') + len('grid = """\n')
    lines = text[start:].split("\n")
    lines[number - 1] = change
    return text[:start] + "\n".join(lines)


def line_of(number: int) -> str:
    start = SHIPPED.index('grid = """\n') + len('grid = """\n')
    return SHIPPED[start:].split("\n")[number - 1]


CASES = {
    "one tunnel end": (row(SHIPPED, 10, "," + line_of(10)[1:]), "grid", "two tunnel ends"),
    "no start": (row(SHIPPED, 16, line_of(16).replace("S", ",")),
                 "grid", "exactly 1 start"),
    "three power pellets": (row(SHIPPED, 3, line_of(3).replace("o", ".", 1)), "grid", "exactly 4 power"),
    "a cell for a grey circle": (SHIPPED + "\nE2 = [0, 0]\n", "cells.E2", "not a dot or power space"),
    "a cell off the matrix": (SHIPPED + "\nB2 = [9, 0]\n", "cells.B2", "within 8x16"),
    "two pegs on one cell": (SHIPPED + "\nB2 = [0, 1]\n", "cells.B2", "is also C2's"),
    "a cell that is not a pair": (SHIPPED + '\nB2 = ["0", 1]\n', "cells.B2", "expected [row, col]"),
    "cells that are not a table": (SHIPPED.replace("[cells]", "cells = 3"), "cells", "expected a [cells] table"),
    "a peg on the middle column": (row(SHIPPED, 2, line_of(2)[:9] + "." + line_of(2)[10:]), "grid J2",
                                   "belongs to no section"),
    "a space cut off": (row(SHIPPED, 8, "," + line_of(8)[1:]), "grid A8", "cannot be reached from START"),
}


def test_the_shipped_maze_passes_every_check() -> None:
    maze = parse_maze(SHIPPED)
    assert len(maze.of_kind("power")) == 4 and len(maze.of_kind("tunnel")) == 2


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_check_refuses_its_fault_and_names_where(case: str) -> None:
    text, key, words = CASES[case]
    with pytest.raises(DataError) as refused:
        parse_maze(text, "my-maze.toml")
    assert f"my-maze.toml: {key}:" in str(refused.value) and words in str(refused.value), str(refused.value)
