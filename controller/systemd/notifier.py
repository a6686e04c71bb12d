"""Life under systemd: READY, STATUS, watchdog pings from the loop, STOPPING.

Outside systemd (no $NOTIFY_SOCKET) every call is a cheap no-op.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from controller.systemd.sd_notify import sd_notify, watchdog_interval

log = logging.getLogger(__name__)


class ServiceNotifier:
    """Tells systemd how the box is doing; the loop's heartbeat drives :meth:`beat`."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._interval = watchdog_interval()
        self._last_ping = 0.0
        self._status = ""

    def _send(self, message: str) -> None:
        try:
            sd_notify(message)
        except OSError as exc:  # systemd gone or socket refused: never fatal for the game
            log.debug("sd_notify %r failed: %s", message, exc)

    def ready(self, status: str) -> None:
        """Inputs and audio are up."""
        self._status = status
        self._send(f"READY=1\nSTATUS={status}")

    def beat(self, status: str) -> None:
        """Called from the game loop: update STATUS if it changed, ping the watchdog when due."""
        if status != self._status:
            self._status = status
            self._send(f"STATUS={status}")
        if self._interval is not None and self._clock() - self._last_ping >= self._interval:
            self._last_ping = self._clock()
            self._send("WATCHDOG=1")

    def stopping(self) -> None:
        """The box is shutting down."""
        self._send("STOPPING=1\nSTATUS=stopping")
