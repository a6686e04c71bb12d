"""The Pico peg board on the host, plugged into the virtual Pi: the firmware (``drivers/firmware/pegboard.py``,
the very code a Pico runs) under CPython with the ``machine`` stand-in, scanning a simulated 8 x 16 matrix,
speaking over QEMU's chardev socket behind the guest's USB serial device (``/dev/ttyUSB0``).

QEMU's ``usb-serial`` attaches the USB device only while its chardev is connected: connecting the socket
plugs the cable in, closing it pulls the cable out, as the box sees a Pico's.
"""

from __future__ import annotations

import select
import socket
import threading
import time
from pathlib import Path

from gpiozero.pins.mock import MockFactory

from drivers.firmware.machine_standin import Machine, ticks_diff, ticks_ms
from drivers.firmware.pegboard import PegBoard
from drivers.mock.peg_matrix import SimulatedPegMatrix

ROWS = (0, 1, 2, 3, 4, 5, 6, 7)
COLS = (8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 26)
"""The Pico's own GPIO numbers for the matrix (the firmware reports cells by row and column index)."""


class SocketPico:
    """Plug, unplug and press the pegs of a simulated Pico on QEMU's socket at ``path``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._factory = MockFactory()
        self.board = SimulatedPegMatrix(self._factory, ROWS, COLS, clock=time.monotonic)
        """The switches under the maze: ``press(cell)``, ``release(cell)``."""
        self._socket: socket.socket | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def plug(self, timeout: float = 30) -> None:
        """Connect to QEMU (the cable in): the firmware says hello and sends its snapshot, then scans."""
        deadline = time.monotonic() + timeout
        while True:
            link = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                link.connect(str(self.path))
                break
            except OSError:
                link.close()
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)
        self._socket = link
        firmware = PegBoard(Machine(self._factory), ticks_ms, ticks_diff, lambda data: self._write(link, data),
                            lambda: self._read(link), rows=ROWS, cols=COLS)
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, args=(firmware,), name="pico", daemon=True)
        self._thread.start()

    @staticmethod
    def _write(link: socket.socket, data: bytes) -> None:
        try:
            link.sendall(data)
        except OSError:
            pass  # the guest's side not open yet: a Pico's frames go nowhere then too

    @staticmethod
    def _read(link: socket.socket) -> bytes:
        try:
            if select.select([link], [], [], 0)[0]:
                return link.recv(256)
        except OSError:
            pass
        return b""

    def _run(self, firmware: PegBoard) -> None:
        firmware.hello()
        firmware.snapshot()
        while not self._stop.is_set():
            firmware.step()
            time.sleep(0.001)  # about 1 kHz, as on the Pico

    def unplug(self) -> None:
        """Close the socket (the cable out): the firmware stops."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None
        if self._socket is not None:
            self._socket.close()
            self._socket = None
