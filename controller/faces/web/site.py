"""An aiohttp site on its own thread and asyncio loop, beside the box's (or the hub's) other threads."""

from __future__ import annotations

import asyncio
import threading
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable

from aiohttp import web

from controller.faces.web.address import public_url
from controller.faces.web.guard import IDLE_TIMEOUT, ConnectionGuard
from drivers.closing import Closing


class BackgroundSite(Closing, ABC):
    """Serves the application that :meth:`build` makes on ``host:port`` (port 0 picks a free one), behind a
    :class:`~controller.faces.web.guard.ConnectionGuard`."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.guard = ConnectionGuard()
        self.public_url = ""
        """``[web] public_url``: the address to show instead of the one found (set before :meth:`start`)."""
        self.url = ""
        self.loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name=f"web-{type(self).__name__}", daemon=True)

    @abstractmethod
    def build(self) -> web.Application:
        """The application to serve (called on the site's loop)."""

    async def before_close(self) -> None:
        """Close what the application holds open (live streams) before the site stops."""

    def start(self) -> str:
        """Bind and serve on the site's thread; return the URL, or raise OSError (e.g. the port is taken)."""
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
        app = self.build()
        app.middlewares.insert(0, self._arrived)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False, keepalive_timeout=IDLE_TIMEOUT)
        await self._runner.setup()
        assert self._runner.server is not None  # made by setup()
        self.guard.install(self._runner.server)
        await web.TCPSite(self._runner, self.host, self.port).start()
        self.port = int(self._runner.addresses[0][1])
        self.url = public_url(self.host, self.port, self.public_url)

    @web.middleware
    async def _arrived(self, request: web.Request,
                       handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> web.StreamResponse:
        """The whole request within its time, body included (a body announced and sent a byte every few seconds
        used to be held for ever, and then cut with no answer): its head has arrived, so its connection is no slow
        client's, and a body that has not arrived :attr:`ConnectionGuard.head_timeout` seconds later gets 408."""
        self.guard.answered(request)
        if request.body_exists:
            try:  # read here, kept by aiohttp for the handler's own read
                await asyncio.wait_for(request.read(), timeout=self.guard.head_timeout)
            except asyncio.TimeoutError:
                self.guard.too_slow(request)
                answer = web.json_response({"error": "the request's body did not arrive in time"}, status=408)
                answer.force_close()
                return answer
            except web.HTTPException as exc:  # too large: said by the guards, in the box's words
                if exc.status != 413:
                    raise
        return await handler(request)

    async def _unbind(self) -> None:
        await self.before_close()
        if self._runner is not None:
            await self._runner.cleanup()
        self.guard.uninstall()

    def sync(self, timeout: float = 30.0) -> None:
        """Wait until the site's loop has run everything handed to it so far."""
        if self.loop is not None and self._thread.is_alive():
            asyncio.run_coroutine_threadsafe(asyncio.sleep(0), self.loop).result(timeout)

    def close(self) -> None:
        """Stop serving."""
        if self.loop is not None and self._thread.is_alive():
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(5)
