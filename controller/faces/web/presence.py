"""A press at the box: the proof of being at the table that nobody on the Wi-Fi can give.

A member asks to host (the host's phone is dead, or gone home): the box says which phone asks and that holding a
button at the box agrees. Or strangers guarded the door of a table that has no host yet: a hold at the box makes a
new join code, which the box says aloud for the table alone. The next hold
of any button within :data:`PRESS_WITHIN` seconds agrees instead of doing its game action. The game loop takes
the request on its own thread (:meth:`Presence.take`); the table server applies it on its own.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

PRESS_WITHIN = 60.0
"""Seconds a request waits for a hold at the box."""


@dataclass(frozen=True)
class AtTheBox:
    """What a hold at the box would agree to: ``kind`` ``"host"`` (member ``subject`` hosts; ``number`` is its
    phone's number, for the box to say) or ``"new_code"`` (a new join code, said aloud)."""

    kind: str
    subject: str
    number: int


class Presence:
    """At most one request waiting for a hold at the box (a newer one replaces it); thread-safe.

    >>> now = [0.0]
    >>> presence = Presence(clock=lambda: now[0])
    >>> presence.ask(AtTheBox("host", "m1", 3)); now[0] = 59.0; presence.take()
    AtTheBox(kind='host', subject='m1', number=3)
    >>> presence.take() is None
    True
    >>> presence.ask(AtTheBox("host", "m1", 3)); now[0] = 120.0; presence.take() is None
    True
    """

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._asked: tuple[AtTheBox, float] | None = None

    def ask(self, request: AtTheBox) -> None:
        """A phone asks: the next hold at the box within :data:`PRESS_WITHIN` seconds agrees."""
        with self._lock:
            self._asked = (request, self._clock() + PRESS_WITHIN)

    def waiting(self) -> AtTheBox | None:
        """The request a hold would agree to now, if any."""
        with self._lock:
            if self._asked is None or self._clock() > self._asked[1]:
                return None
            return self._asked[0]

    def take(self) -> AtTheBox | None:
        """A button was held at the box: the request it agrees to (no longer waiting), or None."""
        with self._lock:
            asked, self._asked = self._asked, None
        if asked is None or self._clock() > asked[1]:
            return None
        return asked[0]
