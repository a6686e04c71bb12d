"""The table server: aiohttp on its own thread and asyncio loop, beside the game loop.

It serves the pages (``static/``), the JSON API (``controller.web.api``) and the live
stream (``controller.web.stream``). Updates arrive from the web sink on another thread
and are handed over with ``call_soon_threadsafe``; phones' actions go to the game loop
as inputs and their outcomes come back the same way. Nothing here can block the loop.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Awaitable, Callable
from importlib import resources
from typing import Any

from aiohttp import web

from controller.loop import LoopInput
from controller.updates import Update
from controller.web.address import public_url
from controller.web.api import Api, json_error
from controller.web.limits import RateLimiter
from controller.web.seats import Seats
from controller.web.stream import Stream

log = logging.getLogger(__name__)

MAX_BODY = 4096
MAX_CONNECTIONS = 64
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class TableServer:
    """Serves one box's pages and API on ``host:port`` (port 0 picks a free one)."""

    def __init__(self, submit: Callable[[LoopInput], None], host: str, port: int, host_code: str,
                 games: dict[str, dict[str, Any]]) -> None:
        self.submit = submit
        self.host, self.port = host, port
        self.host_code = host_code
        self.games = games
        self.seats = Seats()
        self.stream = Stream()
        self.limiter = RateLimiter(rate=20, burst=40)
        self.open_connections = 0
        self.url = ""
        self.loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="web", daemon=True)

    # ---- life ------------------------------------------------------------------------

    def start(self) -> str:
        """Bind and serve on the server's thread; return the URL, or raise OSError (e.g. the port is taken)."""
        self._thread.start()
        self._ready.wait()
        if self._failure is not None:
            raise self._failure
        return self.url

    def _run(self) -> None:
        self.loop = asyncio.new_event_loop()
        try:
            self.loop.run_until_complete(self._bind())
        except BaseException as exc:  # reported to start(): a taken port, a bad address
            self._failure = exc
            self._ready.set()
            return
        self._ready.set()
        self.loop.run_forever()
        self.loop.run_until_complete(self._unbind())
        self.loop.close()

    async def _bind(self) -> None:
        app = web.Application(client_max_size=MAX_BODY, middlewares=[self._guard])
        Api(self).routes(app)
        static = resources.files("controller.web").joinpath("static")
        app.router.add_static("/static/", str(static), append_version=False)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        bound = self._runner.addresses[0]
        self.port = int(bound[1])
        self.url = public_url(self.host, self.port)

    async def _unbind(self) -> None:
        for client in list(self.stream.clients):
            await client.ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    def close(self) -> None:
        """Close every page's stream and stop serving."""
        if self.loop is not None and self._thread.is_alive():
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(5)

    def sync(self, timeout: float = 30.0) -> None:
        """Wait until the server's loop has taken every update handed to it so far."""
        if self.loop is not None and self._thread.is_alive():
            asyncio.run_coroutine_threadsafe(asyncio.sleep(0), self.loop).result(timeout)

    # ---- updates from the box ----------------------------------------------------------

    def post(self, update: Update) -> None:
        """Called from the web sink's thread: hand the update over to the server's loop."""
        if self.loop is not None and not self.loop.is_closed():
            try:
                self.loop.call_soon_threadsafe(self._take, update)
            except RuntimeError:  # the server is closing
                pass

    def _take(self, update: Update) -> None:
        if update.game_id != self.seats.game_id:
            self.seats.reset(update.game_id, [p["name"] for p in update.view["players"]])
            self.stream.unseat()
        self.stream.publish(update)

    # ---- guards ------------------------------------------------------------------------

    def _client(self, request: web.Request) -> tuple[str, str]:
        """Who is asking, for the rate limit: a seat by its (valid) token, anyone else by address.

        An invented token does not make a new client: it counts as its address.
        """
        header = request.headers.get("Authorization", "")
        player = self.seats.player_for(header[7:].strip()) if header.startswith("Bearer ") else None
        return ("seat", player) if player else ("address", request.remote or "")

    @web.middleware
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """At most 64 connections, a rate limit per client on the API, one-line JSON errors."""
        if request.path.startswith("/api/"):
            if not self.limiter.allow(self._client(request)):
                return json_error(429, "too many requests: slow down")
            length = request.content_length
            if length is not None and length > MAX_BODY:
                return json_error(413, f"the request is {length} bytes; at most {MAX_BODY} are accepted")
        if self.open_connections >= MAX_CONNECTIONS:
            return json_error(503, f"the box already serves {MAX_CONNECTIONS} connections: close a page "
                                   "and try again")
        self.open_connections += 1
        try:
            return await handler(request)
        except web.HTTPRequestEntityTooLarge:
            return json_error(413, f"the request is too large; at most {MAX_BODY} bytes are accepted")
        except web.HTTPException as exc:
            if exc.status >= 400:
                return json_error(exc.status, exc.reason)
            raise
        finally:
            self.open_connections -= 1
