"""The scanner on lgpio and gpiod 2 (through their stand-ins on mock pins): calls per scan, sleeping
until an edge, choosing the library, and backing off when a scan cannot keep up (issue 17, 3 and 4)."""

from __future__ import annotations

import queue
import sys
import threading
import time
from typing import Any

import pytest
from gpiozero.pins.mock import MockFactory

from drivers.mock.gpio_libraries import GpiodStandIn, LgpioStandIn
from drivers.inputs import Input, PegDown, PegUp
from drivers.matrix import MatrixConfig, MatrixScanner
from drivers.matrix_lines import GpiodLines, LgpioLines, PinLines, real_lines
from drivers.mock.peg_matrix import SimulatedPegMatrix

ROWS = (5, 6, 12, 13, 16, 19, 20, 26)
COLS = (0, 1, 2, 3, 4, 7, 8, 9, 10, 11, 14, 15, 18, 21, 24, 25)


def rig(kind: str, **config: Any) -> tuple[SimulatedPegMatrix, Any, MatrixScanner, queue.Queue[Input]]:
    factory = MockFactory()
    board = SimulatedPegMatrix(factory, ROWS, COLS, clock=time.monotonic)
    library: Any = LgpioStandIn(factory) if kind == "lgpio" else GpiodStandIn(factory)
    lines = LgpioLines(library, 0, ROWS, COLS, active_low=True, settle=0) if kind == "lgpio" else \
        GpiodLines(library, "/dev/gpiochip0", ROWS, COLS, active_low=True, settle=0)
    inputs: queue.Queue[Input] = queue.Queue()
    return board, library, MatrixScanner(MatrixConfig(ROWS, COLS, **config), inputs.put, lines=lines), inputs


@pytest.mark.parametrize("kind", ["lgpio", "gpiod"])
def test_a_full_scan_is_at_most_30_library_calls_and_reads_the_board(kind: str) -> None:
    board, library, scanner, inputs = rig(kind, debounce_window=0.0)
    scanner.scan_once()
    before = sum(library.calls.values())
    scanner.scan_once()
    assert sum(library.calls.values()) - before == 24  # per row: drive, one read of all columns, release
    board.press((3, 4))
    board.press((7, 15))
    scanner.scan_once()
    scanner.scan_once()
    assert {inputs.get_nowait(), inputs.get_nowait()} == {PegDown((3, 4)), PegDown((7, 15))}
    board.release((3, 4))
    scanner.scan_once()
    scanner.scan_once()
    assert inputs.get_nowait() == PegUp((3, 4))
    scanner.close()


def test_with_gpiod_an_idle_scanner_sleeps_in_the_kernel_until_a_column_edge() -> None:
    board, library, scanner, inputs = rig("gpiod", idle_after=0.05)
    scanner.start()
    try:
        while not (scanner.stats.sleeps >= 2 and scanner.stats.asleep):
            time.sleep(0.001)
        board.press((2, 6))
        assert inputs.get(timeout=60) == PegDown((2, 6))
        assert scanner.stats.edge_wakes >= 1
    finally:
        scanner.close()


@pytest.mark.parametrize("kind", ["gpiod", "gpiozero"])
def test_the_debounce_window_of_a_push_that_wakes_the_scanner_starts_at_the_edge_not_at_the_wake_up(
        kind: str) -> None:
    """gpiod's kernel timestamps an edge as it happens (a mock pin's callback runs as it changes): a
    scanner slow to wake, here held up by the board until well after the edge, still counts the
    debounce window from the edge."""
    if kind == "gpiod":
        board, _, scanner, inputs = rig("gpiod", idle_after=60)
    else:
        factory = MockFactory()
        board = SimulatedPegMatrix(factory, ROWS, COLS, clock=time.monotonic)
        inputs = queue.Queue()
        scanner = MatrixScanner(MatrixConfig(ROWS, COLS, idle_after=60), inputs.put, pin_factory=factory,
                                pin_edges=True)
    woken_at: list[float] = []
    real_woke = scanner.woke_by_edge
    def woke(at: float) -> None:
        woken_at.append(at)
        real_woke(at)
    scanner.woke_by_edge = woke  # type: ignore[method-assign]  # watching a method of the real scanner
    scanner.start()
    try:
        while not scanner.stats.asleep:
            time.sleep(0.001)
        with board.at_once():  # the scanner wakes but cannot drive its rows again until the board lets go
            before = time.monotonic()
            board.press((4, 9))
            after = time.monotonic()
        assert inputs.get(timeout=60) == PegDown((4, 9))
        assert len(woken_at) == 1 and before <= woken_at[0] <= after
    finally:
        scanner.close()


def test_with_lgpio_the_scanner_polls_instead_of_using_its_alert_thread() -> None:
    board, library, scanner, inputs = rig("lgpio", idle_after=0.0)
    scanner.start()
    try:
        while scanner.scans < 1:  # the first scan is the baseline: a peg already down then is a fault
            time.sleep(0.001)
        board.press((1, 1))
        assert inputs.get(timeout=60) == PegDown((1, 1))
        assert scanner.stats.sleeps == 0 and library.calls["group_read"] > 8
    finally:
        scanner.close()


def test_the_fastest_installed_library_is_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    chips = ["/dev/gpiochip0"]
    gpiod, lgpio = GpiodStandIn(MockFactory()), LgpioStandIn(MockFactory())
    monkeypatch.setitem(sys.modules, "gpiod", gpiod)
    monkeypatch.setitem(sys.modules, "lgpio", lgpio)
    chosen = real_lines(ROWS, COLS, active_low=True, settle=0, chips=chips)
    assert isinstance(chosen, GpiodLines)
    chosen.close()
    monkeypatch.setitem(sys.modules, "gpiod", None)  # not installed: import fails
    chosen = real_lines(ROWS, COLS, active_low=True, settle=0, chips=chips)
    assert isinstance(chosen, LgpioLines)
    chosen.close()
    other = LgpioStandIn(MockFactory(), label="some-other-chip")
    monkeypatch.setitem(sys.modules, "lgpio", other)
    assert real_lines(ROWS, COLS, active_low=True, settle=0, chips=chips) is None  # not the header's chip
    monkeypatch.setitem(sys.modules, "lgpio", None)
    assert real_lines(ROWS, COLS, active_low=True, settle=0, chips=chips) is None  # gpiozero's pins then


class SlowLines(PinLines):
    """Pins whose every row read takes a millisecond: a scan (8 ms) cannot keep a 2 ms period."""

    def read_row(self, row: int) -> int:
        time.sleep(0.001)
        return super().read_row(row)


def test_a_scanner_that_falls_behind_rests_between_scans_and_reports_its_rate() -> None:
    factory = MockFactory()
    config = MatrixConfig(ROWS, COLS, scan_period=0.002, idle_poll=0)
    sleeps: list[float] = []

    def sleep(seconds: float) -> None:
        sleeps.append(seconds)
        time.sleep(seconds)

    class Owner:
        """The pins' holder (gpiozero keeps a weak reference to it)."""

    owner = Owner()
    lines = SlowLines(factory, ROWS, COLS, active_low=True, settle=0, owner=owner)
    scanner = MatrixScanner(config, lambda item: None, lines=lines, sleep=sleep)
    scanner.start()
    try:
        while scanner.stats.achieved_rate == 0:  # measured once a second of scanning has passed
            time.sleep(0.05)
    finally:
        scanner.close()
    assert scanner.stats.behind > 0
    assert len(sleeps) >= scanner.scans - 1  # a rest after every scan: never a spinning core
    assert min(sleeps) >= 0.0005
    assert 0 < scanner.stats.achieved_rate < 1 / 0.008


@pytest.mark.parametrize("kind", ["gpiod", "gpiozero"])
def test_stopping_wakes_a_scanner_asleep_until_an_edge_at_once(kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A shutdown must not wait for the sleeping scanner's heartbeat (here an hour): stopping wakes it."""
    monkeypatch.setattr("drivers.matrix.IDLE_HEARTBEAT", 3600.0)
    if kind == "gpiod":
        _, _, scanner, _ = rig("gpiod", idle_after=0.05)
    else:
        factory = MockFactory()
        SimulatedPegMatrix(factory, ROWS, COLS, clock=time.monotonic)
        scanner = MatrixScanner(MatrixConfig(ROWS, COLS, idle_after=0.05), lambda item: None, pin_factory=factory,
                                pin_edges=True)
    scanner.start()
    while not scanner.stats.asleep:
        time.sleep(0.001)
    [thread] = [t for t in threading.enumerate() if t.name == "peg-scanner"]
    scanner.stop_soon()
    thread.join(timeout=120)  # without the wake it sleeps on for the hour
    assert not thread.is_alive()
    scanner.close()
