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


TABLE_LOCKOUT = "table"
"""The one key the table server counts wrong host codes under: for the table, never per address."""


class CodeLockout:
    """Wrong host codes: after ``tries`` wrong ones from one address, that address is locked out for ``lock``
    seconds, twice as long after each further lockout (a 6-digit code then takes years to guess).

    >>> now = [0.0]
    >>> lockout = CodeLockout(tries=2, lock=60, clock=lambda: now[0])
    >>> lockout.wrong("a"); lockout.wait("a"), lockout.wait("b")
    (0.0, 0.0)
    >>> lockout.wrong("a"); lockout.wait("a")
    60.0
    >>> now[0] = 61.0; lockout.wait("a")
    0.0
    >>> lockout.wrong("a"); lockout.wrong("a"); lockout.wait("a")
    120.0
    """

    def __init__(self, tries: int = 5, lock: float = 60.0, clock: Callable[[], float] = time.monotonic,
                 max_clients: int = 4096) -> None:
        self.tries, self.lock, self.clock, self.max_clients = tries, lock, clock, max_clients
        self._wrong: dict[Hashable, tuple[int, int, float]] = {}
        """Address -> (wrong tries since the last lockout, lockouts so far, locked until)."""

    def wait(self, client: Hashable) -> float:
        """Seconds before this client may try a code again (0: now)."""
        until = self._wrong.get(client, (0, 0, 0.0))[2]
        return max(0.0, until - self.clock())

    def wrong(self, client: Hashable) -> None:
        """A wrong code from this client."""
        if len(self._wrong) >= self.max_clients and client not in self._wrong:
            now = self.clock()
            self._wrong = {k: v for k, v in self._wrong.items() if v[2] > now}
        tries, lockouts, until = self._wrong.get(client, (0, 0, 0.0))
        tries += 1
        if tries >= self.tries:
            until = self.clock() + self.lock * 2 ** lockouts
            tries, lockouts = 0, lockouts + 1
        self._wrong[client] = (tries, lockouts, until)

    def right(self, client: Hashable) -> None:
        """The right code: this client starts afresh."""
        self._wrong.pop(client, None)
