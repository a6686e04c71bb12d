"""What one device on the Wi-Fi may hold of the box's web server: a few connections per address, a bounded
total that a crowd cannot keep a phone out of, and a few seconds to send a whole request.

A phone opens a handful of connections (a page, its stream, a tap); one device that opens hundreds, or opens
them and never finishes a request (a slow client, "slowloris"), would otherwise take every open file the
service may have and every other phone's place. The guard works where connections are accepted, before a
request exists: one over its address's share is closed at once. At the total, a newcomer takes the place of the
connection idle longest among those that never carried a member's token (never the box's own): a crowd holding
every place loses one each time a phone arrives, and the phone is served. A connection that has not sent a
complete request's head within :data:`HEAD_TIMEOUT` seconds is closed then. The box's own address (127.0.0.1: its screen) counts towards no cap. Refusals are logged
at most once a minute.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from aiohttp import web

from controller.core.every_minute import EveryMinute

log = logging.getLogger(__name__)

PER_ADDRESS = 32
"""Open connections one address may hold: a browser opens up to six per server for its requests, and one more
for each page's live stream; a laptop with the table and host pages in one window and three seat pages in windows
of their own peaks at about 25 (measured by tests/system/test_web_laptop.py)."""
TOTAL = 200
"""Open connections in all from other devices (the unit's ``LimitNOFILE=`` leaves room for them, the box's own and
everything else)."""
HEAD_TIMEOUT = 10.0
"""Seconds a new connection has to send its first complete request, and any request to send its body."""
OWN_ADDRESSES = frozenset({"127.0.0.1", "::1"})
"""The box itself (its screen's browser, a page opened on it): no device on the Wi-Fi has these addresses."""
IDLE_TIMEOUT = 30.0
"""Seconds an idle keep-alive connection stays open (aiohttp's default is an hour)."""


class ConnectionGuard:
    """Counts an aiohttp server's connections per address and closes those over the caps or too slow."""

    def __init__(self, per_address: int = PER_ADDRESS, total: int = TOTAL, head_timeout: float = HEAD_TIMEOUT) -> None:
        self.per_address, self.total, self.head_timeout = per_address, total, head_timeout
        self.open: dict[str, int] = {}
        """Open connections per address."""
        self.refused = 0
        """Connections closed at once (over a cap) or for being too slow, since the start."""
        self._address: dict[Any, str] = {}
        """Each open connection's address (by its protocol handler), oldest first."""
        self._transports: dict[Any, asyncio.Transport] = {}
        self._answered: set[Any] = set()
        self._trusted: set[Any] = set()
        """Connections that carried a member's token: never the ones pushed out."""
        self._active: dict[Any, float] = {}
        """When each open connection last began a request (or was opened): the longest idle goes first."""
        self._closed = EveryMinute("web: closed %d connection(s) from a device that holds too many or is too slow "
                                   "(last: %s)", log)
        self.errors = OneLineErrors()
        """aiohttp's own errors, one line a minute (on its ``aiohttp.server`` logger while the site serves)."""

    def install(self, server: web.Server) -> None:
        """Watch ``server``'s connections (an :class:`aiohttp.web.AppRunner`'s ``server`` after ``setup()``)."""
        made, lost = server.connection_made, server.connection_lost

        def connection_made(handler: Any, transport: asyncio.Transport) -> None:
            made(handler, transport)
            self._made(handler, transport)

        def connection_lost(handler: Any, exc: BaseException | None = None) -> None:
            self._lost(handler)
            lost(handler, exc)

        server.connection_made = connection_made  # type: ignore[method-assign]
        server.connection_lost = connection_lost  # type: ignore[method-assign]
        logging.getLogger("aiohttp.server").addFilter(self.errors)

    def uninstall(self) -> None:
        """Stop filtering aiohttp's errors (the site has closed)."""
        logging.getLogger("aiohttp.server").removeFilter(self.errors)

    def answered(self, request: web.BaseRequest) -> None:
        """A request's head arrived on this connection: it is no slow client (its body has a timer of its own)."""
        self._answered.add(request.protocol)
        if request.protocol in self._active:
            self._active[request.protocol] = time.monotonic()

    def trust(self, request: web.BaseRequest) -> None:
        """This connection carried a member's token: a crowd never pushes it out."""
        if request.protocol in self._address:
            self._trusted.add(request.protocol)

    def too_slow(self, request: web.BaseRequest) -> None:
        """A request whose body did not arrive in time: counted and logged as a slow client's (once a minute)."""
        self.refused += 1
        self._closed.happened(f"{request.remote} sent no complete request in {self.head_timeout:.0f} s")

    def _made(self, handler: Any, transport: asyncio.Transport) -> None:
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if peer else ""
        held = self.open.get(address, 0)
        if address not in OWN_ADDRESSES:  # the box's own screen and pages opened on it: no share to keep
            if held >= self.per_address:
                self._refuse(transport, f"{address} holds {held} connections")
                return
            if self.others() >= self.total and not self._push_out():
                self._refuse(transport, f"{address} holds {held} connections ({self.others()} in all)")
                return
        self.open[address] = held + 1
        self._address[handler] = address
        self._transports[handler] = transport
        self._active[handler] = time.monotonic()
        asyncio.get_running_loop().call_later(self.head_timeout, self._check_slow, handler, transport)

    def others(self) -> int:
        """Open connections from other devices than the box itself."""
        return sum(n for address, n in self.open.items() if address not in OWN_ADDRESSES)

    def _push_out(self) -> bool:
        """Make room for a newcomer: close the connection that has been idle longest of those that carried no
        member's token (a crowd's kept-alive connections, which it must keep busy to keep, go before a phone's fresh
        ones). False when every connection is a member's."""
        idle = [(seen, h) for h, seen in self._active.items()
                if h not in self._trusted and self._address.get(h) not in OWN_ADDRESSES]
        if not idle:
            return False
        _, oldest = min(idle, key=lambda pair: pair[0])
        address = self._address[oldest]
        self.refused += 1
        self._closed.happened(f"{address} gave way to a newcomer ({self.open.get(address, 0)} connections)")
        transport = self._transports[oldest]
        self._lost(oldest)  # counted out now (its own connection_lost, later, finds nothing to count)
        asyncio.get_running_loop().call_soon(transport.abort)
        return True

    def _lost(self, handler: Any) -> None:
        self._answered.discard(handler)
        self._transports.pop(handler, None)
        self._active.pop(handler, None)
        address = self._address.pop(handler, None)
        self._trusted.discard(handler)
        if address is not None:
            self.open[address] -= 1
            if not self.open[address]:
                del self.open[address]

    def _check_slow(self, handler: Any, transport: asyncio.Transport) -> None:
        if handler in self._address and handler not in self._answered and not transport.is_closing():
            self._refuse(transport, f"{self._address[handler]} sent no complete request in {self.head_timeout:.0f} s")

    def _refuse(self, transport: asyncio.Transport, why: str) -> None:
        self.refused += 1
        # not at once: aiohttp's handler for this connection must have begun before it may lose it
        asyncio.get_running_loop().call_soon(transport.abort)
        self._closed.happened(why)


class OneLineErrors(logging.Filter):
    """aiohttp's own errors for requests it cannot parse (a line too long, too many headers, both a length and
    chunks) as one line a minute, without their traceback: each used to log ten lines at ERROR."""

    def __init__(self) -> None:
        super().__init__()
        self._refused = EveryMinute("web: refused %d request(s) that could not be read (last: %s: %s)", log)

    def filter(self, record: logging.LogRecord) -> bool:
        """Drop the record; every minute, say in one line how many there were and what the last one was."""
        if record.levelno < logging.ERROR or record.exc_info is None:
            return True
        error = record.exc_info[1]
        self._refused.happened(type(error).__name__,
                               " ".join(str(error).split())[:160] if error is not None else record.getMessage())
        return False

