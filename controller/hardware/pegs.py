"""The peg-sensor hardware the config asks for: a GPIO matrix, a serial board, or neither.

With simulation the same real drivers read a simulated board: the GPIO scanner
reads gpiozero mock pins, and the serial link reads the Pico firmware running
behind a pseudo-terminal.
"""

from __future__ import annotations

import logging
import os
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from controller.core.config import Config
from controller.hardware.choice import HardwareError, gpio_chips
from drivers.pin_factories import PinFactory
from drivers.pin_names import gpio_number
from drivers.closing import Closing
from drivers.inputs import Input
from drivers.matrix import MatrixConfig, MatrixScanner
from drivers.matrix_lines import MatrixLines, real_lines
from drivers.mock.peg_matrix import SimulatedPegMatrix
from drivers.mock.fingers import mock_pin_factory
from games.base import Msg

if TYPE_CHECKING:  # pyserial and the simulated Pico: imported only for a serial board
    from drivers.mock.pty_board import PtyPegBoard
    from drivers.serial_board import LinkStats, SerialPegBoard

log = logging.getLogger(__name__)
Cell = tuple[int, int]
PICO_ROWS = (0, 1, 2, 3, 4, 5, 6, 7)
PICO_COLS = (8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 26)


def matrix_config(config: Config) -> MatrixConfig:
    """The scanner's settings from ``[pegs]``."""
    return MatrixConfig(
        rows=tuple(gpio_number(p) for p in config.items("pegs.rows")),
        cols=tuple(gpio_number(p) for p in config.items("pegs.cols")),
        rows_active_low=config.flag("pegs.rows_active_low"), diodes=config.flag("pegs.diodes"),
        scan_period=config.number("pegs.scan_period_ms") / 1000, settle=config.whole("pegs.settle_us") / 1e6,
        debounce=config.text("pegs.debounce"), debounce_window=config.number("pegs.debounce_ms") / 1000,
        chatter_changes=config.whole("pegs.chatter_bursts"), idle_poll=config.number("pegs.idle_poll_ms") / 1000)


def _real_lines(settings: MatrixConfig) -> MatrixLines | None:
    """gpiod or lgpio straight, for a fast scan on a Pi; None (gpiozero's pins) when GPIOZERO_PIN_FACTORY
    chooses the pin library, or neither library is installed."""
    if os.environ.get("GPIOZERO_PIN_FACTORY"):
        return None
    chips = [f"/dev/{name}" for name in gpio_chips()]
    return real_lines(settings.rows, settings.cols, active_low=settings.rows_active_low, settle=settings.settle,
                      chips=chips)


def _check_port(url: str) -> None:
    """A real serial peg board must be there at start: HardwareError (one line) when it cannot be opened.

    Later the link reconnects by itself (a cable pulled mid-game); a box that starts without its
    board would only ever wait, so it stops and says why (systemd starts it again).
    """
    from drivers.serial_board import port_problem
    problem = port_problem(url)
    if problem:
        raise HardwareError(f"the serial peg board [pegs] serial_port = {url!r} cannot be opened: {problem}")


class PegHardware(Closing):
    """Whichever peg board is configured, started and closed as one; ``board`` is gpio or serial."""

    def __init__(self, config: Config, board: str, on_input: Callable[[Input], None], *, pin_factory: PinFactory,
                 simulate: bool) -> None:
        self.kind = board
        self.simulated: SimulatedPegMatrix | None = None
        self.scanner: MatrixScanner | None = None
        self.serial: SerialPegBoard | None = None
        self._pico: PtyPegBoard | None = None
        self._tmp: tempfile.TemporaryDirectory[str] | None = None
        if board == "gpio":
            settings = matrix_config(config)
            if simulate:
                self.simulated = SimulatedPegMatrix(pin_factory, settings.rows, settings.cols, clock=time.monotonic,
                                                    diodes=settings.diodes, rows_active_low=settings.rows_active_low)
            lines = None if simulate else _real_lines(settings)
            self.scanner = MatrixScanner(settings, on_input, pin_factory=pin_factory, lines=lines, pin_edges=simulate)
            log.info("peg matrix scanned through %s", self.scanner.lines.name)
        elif board == "serial":
            from drivers.mock.pty_board import PtyPegBoard
            from drivers.serial_board import SerialPegBoard
            url = config.text("pegs.serial_port")
            if simulate:
                pico_pins = mock_pin_factory()  # the Pico's own pins, not the Pi's
                self.simulated = SimulatedPegMatrix(pico_pins, PICO_ROWS, PICO_COLS, clock=time.monotonic)
                self._tmp = tempfile.TemporaryDirectory(prefix="pegboard-")
                self._pico = PtyPegBoard(pico_pins, PICO_ROWS, PICO_COLS, Path(self._tmp.name) / "pegboard")
                url = str(self._pico.link)
            else:
                _check_port(url)
            self.serial = SerialPegBoard(url, on_input, baudrate=config.whole("pegs.serial_baud"))
        else:
            raise ValueError(f"no peg board {board!r}")

    def start(self) -> None:
        """Start scanning (or plug in the simulated Pico and connect)."""
        if self._pico is not None:
            self._pico.plug()
        if self.scanner is not None:
            self.scanner.start()
        if self.serial is not None:
            self.serial.start()
            self.serial.connected.wait(2)

    def closed_cells(self) -> list[Cell]:
        """Which cells are closed now: what a game asks at set-up."""
        if self.scanner is not None:
            return self.scanner.closed_cells()
        assert self.serial is not None
        return self.serial.closed_cells()

    def faults(self) -> dict[str, list[Cell]]:
        """Chattering and ambiguous cells (a Pico reports chatter; ghosts need the GPIO board's view)."""
        if self.scanner is not None:
            return self.scanner.faults()
        assert self.serial is not None
        return {"chatter": sorted(self.serial.session.faults), "ambiguous": []}

    def link_stats(self) -> LinkStats | None:
        """Serial link statistics, for a serial board."""
        return self.serial.stats if self.serial is not None else None

    def stop_soon(self) -> None:
        """Ask the board's thread to stop, without waiting (a shutdown does the rest meanwhile, then closes)."""
        for part in (self.scanner, self.serial):
            if part is not None:
                part.stop_soon()

    def close(self) -> None:
        """Stop everything and release the pins."""
        if self.scanner is not None:
            self.scanner.close()
        if self.serial is not None:
            self.serial.close()
        if self._pico is not None:
            self._pico.unplug()
        if self._tmp is not None:
            self._tmp.cleanup()


class PegFingers:
    """Pushes and lifts pegs on the simulated board by space id (script ``peg B7 down`` lines).

    With a stepped clock (scripts, the demo) it then steps the scanner through the
    debounce window itself, so the same script always gives the same output; with
    the scanner on its own thread it waits for it in real time.
    """

    def __init__(self, board: SimulatedPegMatrix, spaces: dict[str, Cell], *, settle: float,
                 scanner: MatrixScanner | None = None, advance: Callable[[float], None] | None = None,
                 period: float = 0.002) -> None:
        self._board = board
        self._spaces = spaces
        self._scanner = scanner
        self._advance = advance
        self._period = period
        self._settle = settle

    def peg(self, space: str, down: bool) -> Msg | None:
        """Move one peg; return the reason, as a message, when it cannot be done."""
        cell = self._spaces.get(space)
        if cell is None:
            return Msg("script.no_peg_space", {"space": space})
        self._board.press(cell) if down else self._board.release(cell)
        if self._scanner is not None and self._advance is not None:
            for _ in range(round(self._settle / self._period) + 2):
                self._advance(self._period)
                self._scanner.scan_once()
        else:
            time.sleep(self._settle + 3 * self._period)
        return None


class SteppedClock(Protocol):
    """The simulated clock of scripts and the demo: read it, and move it on."""

    def now(self) -> float:
        """The simulated time."""

    def advance(self, seconds: float) -> None:
        """Move the simulated time on."""


@dataclass
class PegBoard:
    """What a box drives for a game on the pegs: the hardware (or its simulation) and the script's fingers."""

    hardware: PegHardware | None = None
    scanner: MatrixScanner | None = None
    """A scanner stepped by the script (no thread of its own), when the clock is simulated."""
    fingers: PegFingers | None = None


def build_peg_board(config: Config, simulate: bool, spaces: dict[str, Cell], down: Sequence[Cell],
                    on_input: Callable[[Input], None], factory: PinFactory, stepped: SteppedClock | None) -> PegBoard:
    """The peg board ``[pegs]`` asks for; ``down`` are the cells the game holds down (a resumed game).

    A real board's scanner expects those cells closed; a simulated table starts with them pressed,
    so that it carries on from the journal's state instead of with every peg up.
    """
    board = config.text("pegs.board")
    settings = matrix_config(config)
    if not simulate:
        if board == "none":
            return PegBoard()
        hardware = PegHardware(config, board, on_input, pin_factory=factory, simulate=False)
        if hardware.scanner is not None:
            hardware.scanner.expect_closed(down)
        return PegBoard(hardware)
    if stepped is not None and board in ("none", "gpio"):
        simulated = SimulatedPegMatrix(factory, settings.rows, settings.cols, clock=stepped.now,
                                       diodes=settings.diodes, rows_active_low=settings.rows_active_low)
        scanner = MatrixScanner(settings, on_input, pin_factory=factory, clock=stepped.now)
        for cell in down:
            simulated.press(cell)
        scanner.expect_closed(down)
        scanner.scan_once()  # the baseline
        return PegBoard(None, scanner, PegFingers(simulated, spaces, settle=settings.debounce_window, scanner=scanner,
                                                  advance=stepped.advance, period=settings.scan_period))
    hardware = PegHardware(config, "gpio" if board == "none" else board, on_input, pin_factory=factory, simulate=True)
    assert hardware.simulated is not None
    for cell in down:
        hardware.simulated.press(cell)
    if hardware.scanner is not None:
        hardware.scanner.expect_closed(down)
    return PegBoard(hardware, None, PegFingers(hardware.simulated, spaces, settle=settings.debounce_window,
                                               period=settings.scan_period))
