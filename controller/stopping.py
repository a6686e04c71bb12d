"""How a run ends on a signal: SIGTERM (systemd stopping the service) like Ctrl-C, and an
unbroken shutdown however many more arrive."""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable


def stop_on_signals() -> None:
    """SIGTERM ends the run like Ctrl-C (KeyboardInterrupt in the main thread): finish, flush, exit 0."""
    def stop(signum: int, frame: object) -> None:
        raise KeyboardInterrupt
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, stop)


def finish_unbroken(finish: Callable[[], None]) -> None:
    """Run ``finish`` with SIGTERM and Ctrl-C held off, then put their handlers back.

    A second signal must not cut the shutdown short: it would leave the box's threads running,
    and they would keep the process alive after the main thread has given up.
    """
    if threading.current_thread() is not threading.main_thread():
        finish()
        return
    handlers = {signum: signal.signal(signum, signal.SIG_IGN) for signum in (signal.SIGTERM, signal.SIGINT)}
    try:
        finish()
    finally:
        for signum, handler in handlers.items():
            signal.signal(signum, handler)
