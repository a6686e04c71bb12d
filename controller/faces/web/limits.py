"""Flood guards for the table server: a token bucket per client, and wrong host codes."""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable


class RateLimiter:
    """Lets each client ``burst`` requests at once and ``rate`` a second after that.

    >>> now = [0.0]
    >>> limit = RateLimiter(rate=1, burst=2, clock=lambda: now[0])
    >>> [limit.allow("a") for _ in range(3)], limit.allow("b")
    ([True, True, False], True)
    >>> now[0] = 1.0; limit.allow("a")
    True
    """

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic,
                 max_clients: int = 4096) -> None:
        self.rate, self.burst, self.clock, self.max_clients = rate, burst, clock, max_clients
        self._buckets: dict[Hashable, tuple[float, float]] = {}

    def allow(self, client: Hashable) -> bool:
        """Take one request from the client's bucket; False when it is empty."""
        now = self.clock()
        tokens, last = self._buckets.get(client, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - last) * self.rate)
        if len(self._buckets) >= self.max_clients and client not in self._buckets:
            self._forget_full(now)
        if tokens < 1:
            self._buckets[client] = (tokens, now)
            return False
        self._buckets[client] = (tokens - 1, now)
        return True

    def _forget_full(self, now: float) -> None:
        """Drop the clients whose buckets have refilled (they lose nothing), to bound memory."""
        for key, (tokens, last) in list(self._buckets.items()):
            if tokens + (now - last) * self.rate >= self.burst:
                del self._buckets[key]
