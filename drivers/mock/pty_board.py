"""The Pico firmware running on a thread behind a real pseudo-terminal.

For ``--simulate`` with a serial board, for the self-test and for the tests:
the firmware (:mod:`drivers.firmware.pegboard`, the very code that runs on the
Pico) scans a :class:`~drivers.mock.peg_matrix.SimulatedPegMatrix` through the
``machine`` stand-in and writes its frames into the pty; the box opens the pty's
other end with pyserial through a stable link path, as it would /dev/pegboard.
"""

from __future__ import annotations

import os
import select
import threading
import time
import tty
from pathlib import Path

from gpiozero.pins.mock import MockFactory

from drivers.firmware.machine_standin import Machine, ticks_diff, ticks_ms
from drivers.firmware.pegboard import PegBoard


class PtyPegBoard:
    """Plug, unplug and replug a simulated Pico; ``link`` is the device path to open."""

    def __init__(self, factory: MockFactory, rows: tuple[int, ...], cols: tuple[int, ...], link: Path) -> None:
        self._factory = factory
        self._rows, self._cols = rows, cols
        self.link = link
        self._master: int | None = None
        self._slave: int | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.firmware: PegBoard | None = None

    def plug(self) -> None:
        """A new USB connection: a fresh pty, the link pointed at it, the firmware started."""
        self._master, self._slave = os.openpty()
        tty.setraw(self._slave)
        if self.link.is_symlink() or self.link.exists():
            self.link.unlink()
        self.link.symlink_to(os.ttyname(self._slave))
        master = self._master
        self.firmware = PegBoard(Machine(self._factory), ticks_ms, ticks_diff,
                                 lambda data: self._write(master, data), lambda: self._read(master),
                                 rows=self._rows, cols=self._cols)
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name="pico", daemon=True)
        self._thread.start()

    def _write(self, fd: int, data: bytes) -> None:
        try:
            os.write(fd, data)
        except OSError:
            pass  # nobody listening (unplugged, or the box not started yet)

    def _read(self, fd: int) -> bytes:
        try:
            if select.select([fd], [], [], 0)[0]:
                return os.read(fd, 256)
        except OSError:
            pass
        return b""

    def _run(self) -> None:
        assert self.firmware is not None
        self.firmware.hello()
        self.firmware.snapshot()
        while not self._stop.is_set():
            start = time.monotonic()
            self.firmware.step()
            spare = 0.001 - (time.monotonic() - start)  # about 1 kHz, as on the Pico
            if spare > 0:
                time.sleep(spare)

    def unplug(self) -> None:
        """Pull the cable: the firmware stops and both ends of the pty close."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=2)
            self._thread = None
        for fd in (self._master, self._slave):
            if fd is not None:
                try:
                    os.close(fd)
                except OSError:
                    pass
        self._master = self._slave = None
        if self.link.is_symlink():
            self.link.unlink()
