"""How a run ends on a signal: SIGTERM (systemd stopping the service) and Ctrl-C, taken only where
it is safe.

A signal turns into KeyboardInterrupt only while the main thread waits for people or for time
(a script line from standard input, the prompt, the demo's pace); anywhere else it is noted and
taken at the next such point. An exception raised at an arbitrary bytecode could leave a lock or
a queue half-done (the main thread can be inside ``queue.join()`` or a gpiozero pin), and the
shutdown would then wait on it for ever; it also never cuts the shutdown itself short.

The handler takes no lock: it sets a flag, and the pipe that :meth:`StopSignals.wait` sleeps on in
``select()`` is Python's wake-up fd, which the C-level handler writes to on whichever thread the kernel
delivered the signal to (a signal sent to the process may land on any thread: the main thread, asleep in
a system call, would otherwise never hear of it and never run the Python handler). (It used to set a ``threading.Event``, whose lock the main thread may hold
at that very moment, inside ``Event.wait()``: the handler, running on that thread, then waited for
itself, and a box stopped the moment it said READY=1 hung for ever.)
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import threading
from collections.abc import Iterable, Iterator
from typing import Any, TextIO

from drivers.closing import Closing


class StopSignals(Closing):
    """SIGTERM and SIGINT for one run (installed on the main thread only)."""

    def __init__(self) -> None:
        self._requested = False
        self._waiting = False
        self._previous: dict[int, Any] = {}
        self._previous_wakeup_fd = -1
        self._wake_read, self._wake_write = os.pipe()
        os.set_blocking(self._wake_write, False)
        os.set_blocking(self._wake_read, False)

    @property
    def requested(self) -> bool:
        """Whether a stop signal came."""
        return self._requested

    def install(self) -> None:
        """Take SIGTERM and SIGINT over (a no-op off the main thread, e.g. a box inside a test)."""
        if threading.current_thread() is threading.main_thread():
            self._previous_wakeup_fd = signal.set_wakeup_fd(self._wake_write, warn_on_full_buffer=False)
            for signum in (signal.SIGTERM, signal.SIGINT):
                self._previous[signum] = signal.signal(signum, self._on_signal)

    def uninstall(self) -> None:
        """Put the previous handlers back, and close the wake-up pipe."""
        if self._previous:
            signal.set_wakeup_fd(self._previous_wakeup_fd)
        for signum, handler in self._previous.items():
            signal.signal(signum, handler)
        self._previous.clear()
        for fd in (self._wake_read, self._wake_write):
            with contextlib.suppress(OSError):
                os.close(fd)

    def close(self) -> None:
        """The same as :meth:`uninstall`."""
        self.uninstall()

    def _on_signal(self, signum: int, frame: object) -> None:
        """A flag and a byte in a pipe: no lock (see the module docstring)."""
        self._requested = True
        try:
            os.write(self._wake_write, b"!")
        except OSError:  # a full pipe already wakes the waiter
            pass
        if self._waiting:
            raise KeyboardInterrupt

    def check(self) -> None:
        """Raise KeyboardInterrupt if a signal came (the run then finishes as after Ctrl-C)."""
        if self._requested:
            raise KeyboardInterrupt

    def wait(self, timeout: float | None = None) -> bool:
        """Sleep until a stop signal comes or ``timeout`` passes; whether one came (the handler has run once
        this returns from ``select()``: Python runs it on the main thread as soon as it is awake)."""
        if not self._requested:
            with contextlib.suppress(OSError):
                if select.select([self._wake_read], [], [], timeout)[0]:
                    os.read(self._wake_read, 512)  # the signals' bytes: the flag says which came
        return self._requested

    @contextlib.contextmanager
    def waiting(self) -> Iterator[None]:
        """A blocking wait for people or time, which a signal may interrupt."""
        self.check()
        self._waiting = True
        try:
            yield
        finally:
            self._waiting = False

    def lines(self, stream: TextIO) -> Iterator[str]:
        """The lines of ``stream`` as they arrive (standard input), each read where a signal may interrupt."""
        while True:
            with self.waiting():
                line = stream.readline()
            if not line:
                return
            yield line

    def checked(self, lines: Iterable[str]) -> Iterator[str]:
        """``lines``, stopping before the next one once a signal came."""
        for line in lines:
            self.check()
            yield line

    def sleep(self, seconds: float) -> None:
        """Pause (the demo's pace); a signal ends it at once."""
        self.wait(seconds)
        self.check()
