"""The box's side of the serial peg board: session state, reconnect policy, the link.

Layers (docs/serial-protocol.md): the port (pyserial, any URL) -> the frame
decoder (:mod:`drivers.serial_frames`) -> :class:`PegSession`, which knows what
is closed and turns frames into typed peg inputs -> ``on_input``.
:class:`Backoff` decides how long to wait between reconnect attempts.
"""

from __future__ import annotations

import enum
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import serial

from drivers.closing import Closing
from drivers.inputs import BoardFault, BoardLink, Input, PegDown, PegFault, PegUp
from drivers.serial_frames import DecoderStats, Frame, FrameDecoder, encode

log = logging.getLogger(__name__)
Cell = tuple[int, int]
MAX_ROWS, MAX_COLS = 64, 16
"""The largest matrix a hello may announce: a snapshot carries 16 columns a row (4 hex digits)."""
HELLO_AGAIN = 1.0
"""Seconds between asking again for a hello while the board's last one was impossible."""


ARITY = {"H": 4, "D": 2, "U": 2, "F": 3}
"""How many words each frame's payload has (a snapshot: one per row): a frame with more or fewer, even with a
good checksum, is dropped and counted with the garbage, never taken for a peg (``D 2 3 junk``)."""

class LinkState(enum.Enum):
    """Where the session stands with the board."""

    DISCONNECTED = "disconnected"
    CONNECTING = "connecting"
    SYNCED = "synced"
    RESYNCING = "resyncing"


@dataclass
class LinkStats:
    """Counters for the self-test: what arrived, what was lost, how often it recovered."""

    decoder: DecoderStats = field(default_factory=DecoderStats)
    gaps: int = 0
    resyncs: int = 0
    repaired_edges: int = 0
    reconnects: int = 0


class PegSession:
    """Protocol state for one board: known closed cells, expected sequence, pending requests.

    ``send`` writes a frame to the board; :meth:`handle` returns the inputs a frame means.
    """

    def __init__(self, send: Callable[[str], None], stats: LinkStats | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._send = send
        self._clock = clock
        self.stats = stats or LinkStats()
        self.state = LinkState.DISCONNECTED
        self.known: set[Cell] = set()
        self.expected: int | None = None
        self.size: tuple[int, int] | None = None
        self.faults: set[Cell] = set()
        self.board_fault = ""
        """Why the board's last hello cannot be used ("" when it can): its frames are not trusted."""
        self._asked_hello = -HELLO_AGAIN
        self._outside: set[Cell] = set()

    def connected(self) -> None:
        """The port is open: say hello and ask for a snapshot."""
        self.state = LinkState.CONNECTING
        self.expected = None
        self._send("V")
        self._send("?")

    def disconnected(self) -> None:
        """The port is gone; what is known stays until a snapshot says otherwise."""
        self.state = LinkState.DISCONNECTED

    def handle(self, frame: Frame) -> list[Input]:
        """The inputs one checked frame means."""
        if self.expected is not None and frame.seq != self.expected and frame.kind != "H":
            self.stats.gaps += 1
            if self.state is LinkState.SYNCED:
                self.state = LinkState.RESYNCING
                self._send("?")
        self.expected = (frame.seq + 1) & 0xFFFF
        try:
            words = ARITY.get(frame.kind)
            if words is not None and len(frame.payload) != words:
                raise ValueError(f"{frame.kind} with {len(frame.payload)} words, not {words}")
            if frame.kind == "H":
                return self._hello(frame)
            if self.board_fault:
                self._ask_hello()
                return []
            if frame.kind == "S":
                return self._snapshot(frame)
            if frame.kind in ("D", "U", "F"):
                return self._edge(frame)
        except (ValueError, IndexError):
            self.stats.decoder.garbage += 1  # well framed but meaningless: dropped like garbage
        return []

    def _ask_hello(self) -> None:
        """Ask the board to say hello again, at most every HELLO_AGAIN seconds."""
        if self._clock() - self._asked_hello >= HELLO_AGAIN:
            self._asked_hello = self._clock()
            self._send("V")

    def _hello(self, frame: Frame) -> list[Input]:
        if frame.payload[1] != "1":
            raise ValueError(f"unsupported board {frame.payload}")
        rows, cols = int(frame.payload[2]), int(frame.payload[3])
        if not (1 <= rows <= MAX_ROWS and 1 <= cols <= MAX_COLS):
            fault = f"the board says it has {rows} rows and {cols} columns (at most {MAX_ROWS} x {MAX_COLS})"
            self.size, self.state = None, LinkState.RESYNCING
            self._ask_hello()
            if fault == self.board_fault:
                return []
            self.board_fault = fault
            log.error("peg board: %s; its frames are ignored until it says hello with a possible size", fault)
            return [BoardFault(fault)]
        if self.board_fault:
            log.warning("peg board: a possible size again (%d x %d)", rows, cols)
            self.board_fault = ""
            self._send("?")
        if (rows, cols) != self.size:
            self._outside.clear()
        self.size = (rows, cols)
        if self.state is LinkState.SYNCED:
            self.state = LinkState.RESYNCING  # the board restarted: its edges may be gone
            self._send("?")
        return []

    def _inside(self, cell: Cell) -> bool:
        return self.size is None or (0 <= cell[0] < self.size[0] and 0 <= cell[1] < self.size[1])

    def _outside_fault(self, cell: Cell) -> list[Input]:
        """A cell beyond the announced size: a fault, reported once per cell, never a peg."""
        if cell in self._outside:
            return []
        self._outside.add(cell)
        assert self.size is not None
        log.warning("peg board: a frame names cell %d,%d outside its %d x %d matrix", *cell, *self.size)
        return [PegFault(cell, f"outside the board ({self.size[0]} x {self.size[1]})")]

    def _edge(self, frame: Frame) -> list[Input]:
        cell = int(frame.payload[0]), int(frame.payload[1])
        if cell[0] < 0 or cell[1] < 0:
            raise ValueError("a negative cell")
        if not self._inside(cell):
            return self._outside_fault(cell)
        if frame.kind == "F":
            self.faults.add(cell)
            return [PegFault(cell, frame.payload[2])]
        if self.state is LinkState.CONNECTING:
            return []  # no baseline yet: the snapshot on its way carries this edge
        if frame.kind == "D" and cell not in self.known:
            self.known.add(cell)
            return [PegDown(cell)]
        if frame.kind == "U" and cell in self.known:
            self.known.discard(cell)
            return [PegUp(cell)]
        return []

    def _snapshot(self, frame: Frame) -> list[Input]:
        masks = [int(word, 16) for word in frame.payload]
        if any(not 0 <= mask <= 0xFFFF for mask in masks):
            raise ValueError("a snapshot word of more than 16 bits")
        closed = {(row, col) for row, mask in enumerate(masks) for col in range(16) if mask >> col & 1}
        if self.size and len(frame.payload) != self.size[0]:
            raise ValueError("snapshot of the wrong size")
        faults: list[Input] = []
        for cell in sorted(c for c in closed if not self._inside(c)):
            faults += self._outside_fault(cell)
            closed.discard(cell)
        inputs: list[Input] = faults + [PegDown(c) for c in sorted(closed - self.known)]
        inputs += [PegUp(c) for c in sorted(self.known - closed)]
        if self.state is not LinkState.CONNECTING:
            self.stats.repaired_edges += len(inputs) - len(faults)
        if self.state is LinkState.RESYNCING:
            self.stats.resyncs += 1
        self.known = closed
        self.state = LinkState.SYNCED
        return inputs


@dataclass
class Backoff:
    """Reconnect delays: ``first`` seconds, doubling up to ``most``; reset once connected."""

    first: float = 0.05
    most: float = 0.5
    _next: float = 0.0

    def delay(self) -> float:
        """The wait before the next attempt."""
        self._next = min(self.most, self._next * 2) if self._next else self.first
        return self._next

    def reset(self) -> None:
        """Connected: start again from ``first`` next time."""
        self._next = 0.0


def port_problem(url: str) -> str | None:
    """Why the serial port at ``url`` (a device or any pyserial URL) cannot be opened now; None when it can."""
    try:
        serial.serial_for_url(url, timeout=0).close()
    except (serial.SerialException, OSError, ValueError) as exc:
        return str(exc)
    return None


class SerialPort(Protocol):
    """What the board's reader asks of an open pyserial port (``serial.SerialBase``)."""

    in_waiting: int
    """Bytes received and not read yet."""

    def read(self, size: int = 1) -> bytes:
        """Up to ``size`` bytes, waiting at most the port's timeout."""

    def write(self, data: bytes) -> int | None:
        """Send ``data``."""

    def close(self) -> None:
        """Close the port."""


class SerialPegBoard(Closing):
    """Reads a serial peg board on its own thread and hands peg inputs to ``on_input``."""

    def __init__(self, url: str, on_input: Callable[[Input], None], *, baudrate: int = 115200,
                 backoff: Backoff | None = None, opener: Callable[..., SerialPort] = serial.serial_for_url) -> None:
        self.url = url
        self._on_input = on_input
        self._baudrate = baudrate
        self._backoff = backoff or Backoff()
        self._opener = opener
        self._port: SerialPort | None = None
        self._seq = 0
        self._write_lock = threading.Lock()
        self.stats = LinkStats()
        self.decoder = FrameDecoder()
        self.stats.decoder = self.decoder.stats
        self.session = PegSession(self._send, self.stats)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.connected = threading.Event()

    def _send(self, kind: str) -> None:
        with self._write_lock:
            if self._port is not None:
                self._port.write(encode(self._seq, kind))
                self._seq = (self._seq + 1) & 0xFFFF

    def start(self) -> None:
        """Connect (and keep reconnecting) on a thread."""
        self._thread = threading.Thread(target=self._run, name="pegboard-serial", daemon=True)
        self._thread.start()

    def closed_cells(self) -> list[Cell]:
        """The cells the board last said are closed."""
        return sorted(self.session.known)

    def _run(self) -> None:
        first = True
        while not self._stop.is_set():
            try:
                port = self._port = self._opener(self.url, baudrate=self._baudrate, timeout=0.05)
            except (serial.SerialException, OSError) as exc:
                log.debug("cannot open %s: %s", self.url, exc)
                self._stop.wait(self._backoff.delay())
                continue
            if not first:
                self.stats.reconnects += 1
                log.warning("peg board %s reconnected", self.url)
                self._on_input(BoardLink(True, self.url))
            first = False
            self._backoff.reset()
            self.decoder = FrameDecoder()
            self.decoder.stats = self.stats.decoder
            self.connected.set()
            try:
                self.session.connected()
                self._read(port)
            except (serial.SerialException, OSError) as exc:
                log.warning("peg board %s lost (%s): reconnecting", self.url, exc)
                if not self._stop.is_set():
                    self._on_input(BoardLink(False, self.url))
            finally:
                self.connected.clear()
                self.session.disconnected()
                with self._write_lock:
                    try:
                        port.close()
                    except (serial.SerialException, OSError):
                        pass
                    self._port = None
            self._stop.wait(self._backoff.delay())

    def _read(self, port: SerialPort) -> None:
        while not self._stop.is_set():
            data = port.read(port.in_waiting or 1)
            if not data:
                continue
            for frame in self.decoder.feed(data):
                for item in self.session.handle(frame):
                    self._on_input(item)

    def stop_soon(self) -> None:
        """Ask the reading thread to stop, without waiting for it (:meth:`close` waits)."""
        self._stop.set()

    def close(self) -> None:
        """Stop the thread and close the port."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=2)
            self._thread = None
