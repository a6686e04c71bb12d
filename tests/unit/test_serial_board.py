"""The Pico firmware and the box's serial link, end to end through a real pseudo-terminal."""

from __future__ import annotations

import queue
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any
from pathlib import Path

import pytest
import serial
from gpiozero.pins.mock import MockFactory

from drivers.inputs import BoardLink, Input, PegDown, PegUp
from drivers.mock.peg_matrix import SimulatedPegMatrix
from drivers.mock.pty_board import PtyPegBoard
from drivers.serial_board import LinkState, SerialPegBoard

ROWS = (0, 1, 2, 3, 4, 5, 6, 7)
COLS = (8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 26)



def keeping(opened: list[serial.SerialBase]) -> Callable[..., serial.SerialBase]:
    """pyserial's opener, keeping each port it opens (the test writes a board's frames into loop://)."""
    def open_port(*args: Any, **kwargs: Any) -> serial.SerialBase:
        opened.append(serial.serial_for_url(*args, **kwargs))
        return opened[-1]
    return open_port

def wait_for(inputs: "queue.Queue[Input]", wanted: set[Input], timeout: float = 3.0) -> set[Input]:
    seen: set[Input] = set()
    end = time.monotonic() + timeout
    while not wanted <= seen and time.monotonic() < end:
        try:
            seen.add(inputs.get(timeout=0.05))
        except queue.Empty:
            pass
    return seen


@dataclass
class Rig:
    """A simulated board, the Pico firmware behind a pty, and the box's serial link reading it."""

    board: SimulatedPegMatrix
    pico: PtyPegBoard
    host: SerialPegBoard
    inputs: "queue.Queue[Input]"


@pytest.fixture
def rig(tmp_path: Path) -> Iterator[Rig]:
    factory = MockFactory()
    board = SimulatedPegMatrix(factory, ROWS, COLS, clock=time.monotonic)
    pico = PtyPegBoard(factory, ROWS, COLS, tmp_path / "pegboard")
    inputs: queue.Queue[Input] = queue.Queue()
    pico.plug()
    host = SerialPegBoard(str(pico.link), inputs.put)
    host.start()
    try:
        yield Rig(board, pico, host, inputs)
    finally:
        host.close()
        pico.unplug()


def test_firmware_scans_debounces_and_reports_through_the_pty(rig: Rig) -> None:
    board, pico, host, inputs = rig.board, rig.pico, rig.host, rig.inputs
    assert host.connected.wait(2)
    board.press((2, 5), bounces=10, within=0.002)
    board.press((7, 15))
    assert wait_for(inputs, {PegDown((2, 5)), PegDown((7, 15))}) == {PegDown((2, 5)), PegDown((7, 15))}
    board.release((7, 15))
    assert wait_for(inputs, {PegUp((7, 15))}) == {PegUp((7, 15))}
    assert host.closed_cells() == [(2, 5)]
    assert host.session.state is LinkState.SYNCED
    assert pico.firmware is not None and pico.firmware.scans > 5


def test_unplugging_reconnects_and_the_snapshot_restores_missed_edges(rig: Rig) -> None:
    board, pico, host, inputs = rig.board, rig.pico, rig.host, rig.inputs
    board.press((1, 1))
    assert wait_for(inputs, {PegDown((1, 1))})
    pico.unplug()
    deadline = time.monotonic() + 60  # a hang guard only
    while host.connected.is_set() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not host.connected.is_set(), "the box did not notice the cable was pulled"
    assert wait_for(inputs, {BoardLink(False, str(pico.link))}) == {BoardLink(False, str(pico.link))}  # said aloud
    board.press((3, 3))  # pegs pushed while the cable is out
    board.release((1, 1))
    time.sleep(0.2)
    pico.plug()
    assert host.connected.wait(60), "no reconnect"
    seen = wait_for(inputs, {BoardLink(True, str(pico.link)), PegDown((3, 3)), PegUp((1, 1))}, timeout=60)
    assert {BoardLink(True, str(pico.link)), PegDown((3, 3)), PegUp((1, 1))} <= seen
    assert host.stats.reconnects == 1
    assert host.closed_cells() == [(3, 3)]


@contextmanager
def looped_board() -> Iterator[tuple[SerialPegBoard, serial.SerialBase, "queue.Queue[Input]"]]:
    """The box's serial link on pyserial's ``loop://``, which plays back what is written: the test writes a
    board's frames into it (and reads what the box answers)."""
    inputs: queue.Queue[Input] = queue.Queue()
    opened: list[serial.SerialBase] = []
    host = SerialPegBoard("loop://", inputs.put, opener=keeping(opened))
    host.start()
    try:
        assert host.connected.wait(60)
        yield host, opened[-1], inputs
    finally:
        host.close()


def test_loop_url_works_as_a_port() -> None:
    from drivers.serial_frames import encode

    with looped_board() as (_, port, inputs):
        port.write(encode(0, "H", "pegboard", 1, 8, 16) + encode(1, "S", *["0000"] * 8) + encode(2, "D", 4, 4))
        assert wait_for(inputs, {PegDown((4, 4))}) == {PegDown((4, 4))}


def test_an_impossible_hello_on_a_real_port_is_reported_and_a_new_hello_asked_for() -> None:
    from drivers.inputs import BoardFault
    from drivers.serial_frames import encode

    with looped_board() as (host, port, inputs):
        port.write(encode(0, "H", "pegboard", 1, 200, 16))
        item = inputs.get(timeout=60)
        assert isinstance(item, BoardFault) and "200 rows" in item.reason
        assert host.session.board_fault


def test_a_frame_with_a_good_checksum_and_extra_words_is_dropped_and_counted_never_a_peg() -> None:
    """``D 2 3 junk`` with a valid CRC used to be taken for a peg at 2,3."""
    from drivers.serial_frames import encode

    with looped_board() as (host, port, inputs):
        port.write(encode(0, "H", "pegboard", 1, 8, 16) + encode(1, "S", *["0000"] * 8))
        before = host.session.stats.decoder.garbage
        port.write(encode(2, "D", 2, 3, "junk") + encode(3, "U", 1) + encode(4, "H", "pegboard", 1, 8, 16, "x")
                   + encode(5, "D", 4, 4))
        assert wait_for(inputs, {PegDown((4, 4))}) == {PegDown((4, 4))}  # sent last: the others were handled
        assert host.session.stats.decoder.garbage - before == 3
        assert host.closed_cells() == [(4, 4)]
