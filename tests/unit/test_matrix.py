"""The GPIO peg matrix: the real scanner on gpiozero mock pins driven by a simulated board."""

from __future__ import annotations

import logging

import pytest
from gpiozero.pins.mock import MockFactory

from drivers.inputs import Input, PegAmbiguous, PegDown, PegFault, PegUp, cell_name
from drivers.matrix import DEBOUNCE_MODES, MatrixConfig, MatrixScanner
from drivers.mock.peg_matrix import SimulatedPegMatrix

ROWS = (2, 3, 4, 5, 6, 7, 8, 9)
COLS = (10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25)
PERIOD = 0.0005


class Bench:
    """A stepped clock, a simulated 8x16 board and the real scanner."""

    def __init__(self, **config: object) -> None:
        self.now = 0.0
        self.factory = factory = MockFactory()
        diodes = bool(config.get("diodes", True))
        low = bool(config.get("rows_active_low", True))
        self.board = SimulatedPegMatrix(factory, ROWS, COLS, clock=lambda: self.now, diodes=diodes,
                                        rows_active_low=low, seed=3)
        self.events: list[Input] = []
        self.scanner = MatrixScanner(MatrixConfig(ROWS, COLS, **config), self.events.append,  # type: ignore[arg-type]
                                     pin_factory=factory, clock=lambda: self.now, settle=lambda s: None)
        self.scanner.scan_once()

    def run(self, seconds: float) -> list[Input]:
        start = len(self.events)
        for _ in range(round(seconds / PERIOD)):
            self.now += PERIOD
            self.scanner.scan_once()
        return self.events[start:]


@pytest.mark.parametrize("mode", DEBOUNCE_MODES)
def test_twenty_bounces_in_3_ms_give_exactly_one_peg_down(mode: str) -> None:
    bench = Bench(debounce=mode, debounce_window=0.005)
    bench.board.press((3, 7), at=0.001, bounces=20, within=0.003)
    events = bench.run(0.05)
    assert events == [PegDown((3, 7))]
    bench.board.release((3, 7), at=bench.now + 0.001, bounces=20, within=0.003)
    assert bench.run(0.05) == [PegUp((3, 7))]


def test_eager_reports_at_once_and_deferred_after_the_window() -> None:
    times = {}
    for mode in ("eager", "deferred"):
        bench = Bench(debounce=mode, debounce_window=0.005)
        bench.board.press((0, 0), at=0.001, bounces=5, within=0.002)
        while not bench.events:
            bench.run(PERIOD)
        times[mode] = bench.now - 0.001
    assert times["eager"] <= PERIOD + 1e-9
    assert 0.005 <= times["deferred"] <= 0.003 + 0.005 + 2 * PERIOD


def first_report(bench: Bench) -> float:
    while not bench.events:
        bench.run(PERIOD)
    return bench.now


def test_window_reports_one_window_after_the_first_edge_however_the_contact_bounces() -> None:
    times = {}
    for mode in ("window", "deferred"):
        bench = Bench(debounce=mode, debounce_window=0.005)
        bench.board.press((0, 0), at=0.001, bounces=5, within=0.002)
        times[mode] = first_report(bench) - 0.001
        assert bench.events == [PegDown((0, 0))]
    # the window counts from the last scan that read the peg up, and the bounce lies inside it
    assert 0.005 - PERIOD <= times["window"] <= 0.005 + 2 * PERIOD
    assert times["deferred"] >= 0.002 + 0.005 - 2 * PERIOD  # the window follows the last bounce


def test_window_ignores_a_spike_shorter_than_half_the_window_and_waits_out_a_long_bounce() -> None:
    bench = Bench(debounce="window", debounce_window=0.005)
    bench.board.set_state((1, 1), True, at=0.001)
    bench.board.set_state((1, 1), False, at=0.003)  # closed for 2 ms only
    assert bench.run(0.05) == []
    start = bench.now + 0.001
    bench.board.press((2, 2), at=start, bounces=10, within=0.008)  # bouncing for longer than the window
    assert start + 0.008 + 0.0025 <= first_report(bench) <= start + 0.008 + 0.0025 + 2 * PERIOD
    assert bench.events == [PegDown((2, 2))]


def test_window_counts_from_the_last_scan_that_read_the_peg_up_when_a_bounce_hid_the_first_edge() -> None:
    bench = Bench(debounce="window", debounce_window=0.005, scan_period=0.002)
    board, cell = bench.board, (5, 5)
    board.set_state(cell, True, at=0.0101)  # the edge...
    board.set_state(cell, False, at=0.0102)  # ...bounces open across the scan at 12 ms...
    board.set_state(cell, True, at=0.0121)  # ...and is read closed first at 14 ms
    scans = [0.002 * k for k in range(1, 15)]
    reported: list[object] = []
    for at in scans:
        bench.now = at
        bench.scanner.scan_once()
        reported += [at] * len(bench.events[len(reported):])
    assert bench.events == [PegDown(cell)]
    assert reported[0] == pytest.approx(0.018)  # 12 ms + the window, not 14 ms + the window


def test_window_starts_at_the_edge_that_woke_the_scanner_not_at_the_scan_that_read_it() -> None:
    bench = Bench(debounce="window", debounce_window=0.005)
    bench.run(0.01)
    woken = bench.now
    bench.scanner.woke_by_edge(woken)  # the kernel saw the edge; a bounce hid it from the first scan
    bench.board.press((4, 4), at=woken + 0.0012)  # first read 1.5 ms after the wake-up
    assert woken + 0.005 - 1e-6 <= first_report(bench) <= woken + 0.005 + PERIOD + 1e-6


def test_without_diodes_a_ghost_rectangle_is_ambiguous_never_a_dot() -> None:
    bench = Bench(diodes=False)
    for cell in ((0, 0), (0, 1)):
        bench.board.press(cell)
    assert sorted(e.cell for e in bench.run(0.02) if isinstance(e, PegDown)) == [(0, 0), (0, 1)]
    bench.board.press((1, 0))  # the third corner: the fourth, (1, 1), reads closed with it
    events = bench.run(0.02)
    assert not [e for e in events if isinstance(e, PegDown)]  # which of the two is the peg cannot be told
    assert sorted(e.cell for e in events if isinstance(e, PegAmbiguous)) == [(1, 0), (1, 1)]
    assert bench.scanner.closed_cells() == [(0, 0), (0, 1)]
    assert bench.scanner.faults()["ambiguous"] == [(1, 0), (1, 1)]
    bench.board.press((1, 1))  # now really pressed: still cannot be told from a ghost
    assert not [e for e in bench.run(0.02) if isinstance(e, PegDown)]
    bench.board.release((0, 1))  # with three corners closed the fourth is a ghost: nothing changes
    assert bench.run(0.02) == []
    bench.board.release((0, 0))  # row 0 empties: the rectangle is gone and row 1 is judged afresh
    events = bench.run(0.02)
    assert sorted(events, key=str) == sorted([PegUp((0, 0)), PegUp((0, 1)), PegDown((1, 0)), PegDown((1, 1))], key=str)


GHOST_CORNERS = [(0, 0), (0, 1), (1, 0), (1, 1)]


@pytest.mark.parametrize("ghost", GHOST_CORNERS, ids=cell_name)
@pytest.mark.parametrize("together", [False, True], ids=["one by one", "all at once"])
def test_without_diodes_the_ghost_corner_is_never_a_dot(ghost: tuple[int, int], together: bool) -> None:
    """Whichever corner is the ghost (before or after the last real peg in the scan's order) and
    however the three real pegs come down, the ghost is never reported as a peg down."""
    bench = Bench(diodes=False)
    real = [(r + 2, c + 5) for r, c in GHOST_CORNERS if (r, c) != ghost]
    phantom = (ghost[0] + 2, ghost[1] + 5)
    events: list[Input] = []
    for cell in real:
        bench.board.press(cell)
        if not together:
            events += bench.run(0.02)
    events += bench.run(0.02)
    assert PegDown(phantom) not in events
    assert phantom in bench.scanner.faults()["ambiguous"]
    assert phantom not in bench.scanner.closed_cells()


def test_with_diodes_no_ghost_appears() -> None:
    bench = Bench(diodes=True)
    for cell in ((0, 0), (0, 1), (1, 0)):
        bench.board.press(cell)
    events = bench.run(0.02)
    assert not [e for e in events if isinstance(e, PegAmbiguous)]
    bench.board.press((1, 1))
    assert bench.run(0.02) == [PegDown((1, 1))]


def test_a_chattering_cell_is_flagged_once_then_ignored() -> None:
    bench = Bench(chatter_changes=10, chatter_window=1.0)
    bench.board.chatter((5, 9), start=0.01, period=0.02, count=60)
    events = bench.run(1.5)
    faults = [e for e in events if isinstance(e, PegFault)]
    assert faults == [PegFault((5, 9), "chatter")]
    edges_after = events[events.index(faults[0]) + 1:]
    assert not [e for e in edges_after if isinstance(e, (PegDown, PegUp))]
    assert bench.scanner.faults()["chatter"] == [(5, 9)]
    bench.board.press((2, 2))  # the rest of the board still works meanwhile
    assert PegDown((2, 2)) in bench.run(0.02)


def test_a_cell_closed_at_start_is_flagged_once_by_name() -> None:
    factory = MockFactory()
    now = [0.0]
    board = SimulatedPegMatrix(factory, ROWS, COLS, clock=lambda: now[0])
    board.set_state((4, 12), True, at=-1.0)
    events: list[Input] = []
    scanner = MatrixScanner(MatrixConfig(ROWS, COLS), events.append, pin_factory=factory,
                            clock=lambda: now[0], settle=lambda s: None)
    for _ in range(50):
        now[0] += PERIOD
        scanner.scan_once()
    assert events == [PegFault((4, 12), "closed at start")]
    assert cell_name((4, 12)) == "R4C12"
    assert scanner.closed_cells() == [(4, 12)]  # what a game checks at set-up


def test_a_resumed_game_expects_its_pegs_down_and_hears_one_lifted_meanwhile() -> None:
    factory = MockFactory()
    now = [0.0]
    board = SimulatedPegMatrix(factory, ROWS, COLS, clock=lambda: now[0])
    for cell in ((1, 1), (4, 12), (6, 3)):
        board.set_state(cell, True, at=-1.0)
    events: list[Input] = []
    scanner = MatrixScanner(MatrixConfig(ROWS, COLS), events.append, pin_factory=factory,
                            clock=lambda: now[0], settle=lambda s: None)
    scanner.expect_closed([(1, 1), (4, 12), (2, 2)])  # the journal's pegs down; (2, 2) was lifted while off
    for _ in range(50):
        now[0] += PERIOD
        scanner.scan_once()
    assert events == [PegFault((6, 3), "closed at start"), PegUp((2, 2))]
    board.set_state((1, 1), False, at=now[0])  # and a peg the game knew was down now pops up: an edge
    for _ in range(50):
        now[0] += PERIOD
        scanner.scan_once()
    assert events[-1] == PegUp((1, 1))


def test_rows_driven_high_with_pull_down_columns() -> None:
    bench = Bench(rows_active_low=False)
    bench.board.press((7, 15))
    assert bench.run(0.02) == [PegDown((7, 15))]


def test_the_scanner_reserves_its_pins() -> None:
    from gpiozero import Button
    from gpiozero.exc import GPIOPinInUse

    bench = Bench()
    with pytest.raises(GPIOPinInUse):
        Button(ROWS[0], pin_factory=bench.factory)


def test_a_press_from_another_thread_never_breaks_a_scan(caplog: pytest.LogCaptureFixture) -> None:
    """The simulated table is pressed from the fingers' thread while the scanner's thread reads it (it
    used to raise "dictionary changed size during iteration" inside the scan, losing scans)."""
    import sys
    import time

    from drivers.matrix import MatrixConfig

    caplog.set_level(logging.ERROR, logger="drivers.matrix")
    switch = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # hand the GIL over as often as possible, to meet the scan mid-way
    try:
        for _ in range(3):
            factory = MockFactory()
            board = SimulatedPegMatrix(factory, ROWS, COLS, clock=time.monotonic, diodes=False)
            scanner = MatrixScanner(MatrixConfig(ROWS, COLS, diodes=False, scan_period=0.0005, idle_poll=0),
                                    lambda item: None, pin_factory=factory)
            scanner.start()
            for r in range(len(ROWS)):
                for c in range(len(COLS)):
                    board.press((r, c))
                    board.release((r, c), at=time.monotonic() + 0.001)
            scanner.close()
    finally:
        sys.setswitchinterval(switch)
    assert [r.getMessage() for r in caplog.records] == []


def test_an_idle_scanner_sleeps_until_an_edge_and_a_press_wakes_it() -> None:
    """With diodes an idle scanner drives the rows without a closed peg and sleeps until a column
    changes: a press is reported without any scan while nothing moved, and rows holding a peg are
    scanned at the idle rate."""
    import queue
    import time

    from drivers.matrix import MatrixConfig

    factory = MockFactory()
    board = SimulatedPegMatrix(factory, ROWS, COLS, clock=time.monotonic)
    inputs: queue.Queue[Input] = queue.Queue()
    config = MatrixConfig(ROWS, COLS, idle_after=0.05, idle_poll=0.02)
    scanner = MatrixScanner(config, inputs.put, pin_factory=factory, pin_edges=True)
    scanner.start()
    try:
        while not (scanner.stats.sleeps >= 3 and scanner.stats.asleep):  # asleep on the empty board
            time.sleep(0.001)
        assert scanner.stats.edge_wakes == 0
        board.press((2, 5))
        assert inputs.get(timeout=60) == PegDown((2, 5))
        assert scanner.stats.edge_wakes >= 1
        polls_before = scanner.stats.sleeps
        while scanner.stats.sleeps < polls_before + 3:  # asleep again, row 2 now polled
            time.sleep(0.01)
        board.press((2, 9))  # in the row that holds a peg: no edge can come, the idle poll finds it
        assert inputs.get(timeout=60) == PegDown((2, 9))
        board.press((6, 1))
        assert inputs.get(timeout=60) == PegDown((6, 1))
    finally:
        scanner.close()


def test_a_scanner_woken_by_an_edge_stays_awake_even_when_its_first_scan_reads_the_contact_open() -> None:
    """A bounce can open the contact again before the first scan after the wake-up: the scanner must
    not go back to sleep then (on a real board the next edges would wake it, in the simulation none
    come, and either way the push would wait for the next poll)."""
    import queue
    import time

    factory = MockFactory()
    board_time = [0.0]
    board = SimulatedPegMatrix(factory, ROWS, COLS, clock=lambda: board_time[0])
    inputs: queue.Queue[Input] = queue.Queue()
    # asleep at once (nothing ever changed); once something changes, awake for a minute
    scanner = MatrixScanner(MatrixConfig(ROWS, COLS, idle_after=60), inputs.put, pin_factory=factory, pin_edges=True)
    scanner.start()
    try:
        while not scanner.stats.asleep:
            time.sleep(0.001)
        sleeps = scanner.stats.sleeps
        board_time[0] = 1.0
        with board.at_once():  # the edge and the bounce open again, before the scanner can read either
            board.set_state((3, 3), True, at=1.0)
            board.set_state((3, 3), False, at=1.0)
        while scanner.stats.sleeps == sleeps:  # woken
            time.sleep(0.001)
        scans = scanner.scans
        while scanner.scans < scans + 3 and not scanner.stats.asleep:
            time.sleep(0.001)
        assert not scanner.stats.asleep
        board_time[0] = 1.001
        board.set_state((3, 3), True, at=1.001)  # the contact settles closed
        board_time[0] = 1.1
        assert inputs.get(timeout=60) == PegDown((3, 3))
    finally:
        scanner.close()


def test_a_pending_push_is_scanned_again_when_its_debounce_is_due_not_a_scan_period_later() -> None:
    import queue
    import time

    slept: list[float] = []

    def sleep(seconds: float) -> None:  # what the scanner asks for is what this test checks; no need to wait it out
        slept.append(seconds)
        time.sleep(min(seconds, 0.001))

    factory = MockFactory()
    board = SimulatedPegMatrix(factory, ROWS, COLS, clock=time.monotonic)
    reports: queue.Queue[tuple[Input, list[float]]] = queue.Queue()
    config = MatrixConfig(ROWS, COLS, scan_period=10.0, idle_after=60)  # a scan every 10 s, asleep at once
    scanner = MatrixScanner(config, lambda item: reports.put((item, list(slept))), pin_factory=factory,
                            pin_edges=True, sleep=sleep)
    scanner.start()
    try:
        while not scanner.stats.asleep:
            time.sleep(0.001)
        board.press((1, 2))  # the edge wakes it; the window ends 5 ms later, long before the next scan is due
        item, asked = reports.get(timeout=60)
        assert item == PegDown((1, 2))
        assert asked and max(asked) <= config.debounce_window
    finally:
        scanner.close()


def test_mock_pins_call_back_only_while_the_scanner_sleeps_not_on_every_scan() -> None:
    """A scan changes the columns with every row it drives (pegs down): a callback for each would cost
    the simulated box more than the scan itself; the pins listen (gpiozero's ``when_changed``) only while armed."""
    from drivers.matrix_lines import PinLines

    factory = MockFactory()
    board = SimulatedPegMatrix(factory, ROWS, COLS, clock=lambda: 0.0)
    owner = Bench  # anything gpiozero can reserve the pins for
    lines = PinLines(factory, ROWS, COLS, active_low=True, settle=0, owner=owner, edges=True)
    columns = [factory.pin(c) for c in COLS]

    def listening() -> bool:
        return any(pin.when_changed is not None for pin in columns)

    for r in range(len(ROWS)):
        board.press((r, r))
    for r in range(len(ROWS)):
        assert lines.read_row(r) == 1 << r
    assert not listening()
    lines.drive_rows([0])  # asleep with row 0 driven: a push there calls back and wakes the scanner
    assert lines.arm() == 1 and not listening()  # (0, 0) is closed: nothing to wait for, nothing listening
    lines.drive_rows([1, 2])
    board.release((1, 1))
    board.release((2, 2))
    assert lines.arm() == 0 and listening()
    board.press((2, 9))
    assert lines.wait_edge(60) is True  # woken by the column's callback
    lines.close()


def test_the_first_scan_is_made_before_start_returns(monkeypatch: pytest.MonkeyPatch) -> None:
    """A box says it is ready after starting its scanner: by then the board as it was is known (a peg found
    down at start is named so), and a peg pushed the moment after READY is a push, not a peg found down."""
    monkeypatch.setattr(MatrixScanner, "_run", lambda self: None)  # the thread scans nothing: start()'s own only
    factory = MockFactory()
    board = SimulatedPegMatrix(factory, ROWS, COLS, clock=lambda: 0.0)
    board.press((2, 3), at=-1.0)
    events: list[Input] = []
    scanner = MatrixScanner(MatrixConfig(ROWS, COLS), events.append, pin_factory=factory, clock=lambda: 0.0,
                            settle=lambda s: None)
    scanner.start()
    assert scanner.scans == 1 and events == [PegFault((2, 3), "closed at start")]
    scanner.close()
