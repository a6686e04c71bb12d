"""The table server's routes: pages, the JSON API, the QR code and the live stream (DESIGN.md).

Every refusal is a 4xx with ``{"error": one line}`` and changes nothing. Actions go to
the game loop like any other input, so they are journalled, undoable and resumed.
"""

from __future__ import annotations

import asyncio
import io
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from controller.core.loop import DoAction, LoopInput, Reply
from controller.faces.web.bodies import WORD, BadRequest, bearer, json_error, read_json, request_id, words
from controller.faces.web.guard import OWN_ADDRESSES
from controller.words.languages import LANGUAGES
from controller.faces.web.hosting import Hosting
from controller.faces.web.limits import CodeLockout
from controller.faces.web.seats import SeatError
from controller.faces.web.stream import Client
from controller.faces.web.page_text import localized_page
from games.base import Action, Msg

if TYPE_CHECKING:
    from controller.faces.web.server import TableServer

REPLY_TIMEOUT = 15.0
STREAMS_PER_ADDRESS = 8
STREAMS_IN_ALL = 120
"""Live pages from other devices in all (the guard's 200 connections leave room for plain requests beside them):
at the cap the newest stranger's page is refused, never one already open, never the box's own."""
"""Live streams one address may hold open: a phone needs one; a laptop at the table may show the table page, the
host's page and a seat page or three for players without a phone (five), with room for a reload."""
STATUS = {"illegal": 409, "forbidden": 403, "stale": 409}
PAGES = {"/": "table.html", "/seat": "seat.html", "/host": "host.html"}


class Api:
    """The handlers of one :class:`TableServer`."""

    def __init__(self, server: TableServer) -> None:
        self.server = server
        self.lockout = CodeLockout()
        """Wrong host codes per address."""
        self.join_lockout = CodeLockout()
        """Wrong join codes per address (a four-digit code, so that nobody can try them all)."""
        self.hosting = Hosting(self)
        """The host's routes (``controller.faces.web.hosting``)."""
        self.streams: dict[str, int] = {}
        """Open live streams per address."""
        self.claims: dict[tuple[int | None, str], tuple[str, str]] = {}
        """This game's seat claims by their Idempotency-Key: (player, token), to answer a retry again (in memory:
        after a restart the seat is kept, and its phone still holds its token)."""

    def routes(self, app: web.Application) -> None:
        """Register every route."""
        for path in PAGES:
            app.router.add_get(path, self.page)
        app.router.add_get("/qr.svg", self.qr)
        app.router.add_get("/favicon.ico", self.icon)
        app.router.add_get("/api/info", self.info)
        app.router.add_get("/api/view", self.view)
        app.router.add_post("/api/seats", self.claim)
        app.router.add_post("/api/actions", self.act)
        self.hosting.routes(app)
        app.router.add_get("/api/stream", self.live)

    def error(self, exc: BadRequest | SeatError) -> web.Response:
        """A refusal, its reason in the box's language when it is a message."""
        reason = exc.reason
        return json_error(exc.status, self.server.words.text(reason) if isinstance(reason, Msg) else reason)

    async def page(self, request: web.Request) -> web.StreamResponse:
        """The table page, a phone's seat page, or the host's page; asked for by another of the box's names (its
        ``.local`` name, its IP address), it sends the browser to the one name the box prints and its QR code
        holds: a phone keeps its seat in the browser's storage of one name, so it must always be the same one."""
        canonical = self.server.canonical(request.host)
        if canonical is not None:
            raise web.HTTPFound(canonical + request.path_qs.lstrip("/"))
        return web.Response(text=localized_page(PAGES[request.path], self.server.words), content_type="text/html", headers={"Cache-Control": "no-store"})

    @staticmethod
    def not_locked_out(lockout: CodeLockout, request: web.Request) -> str:
        """The asker's address, or a 429 while it is locked out for wrong codes (even with the right one)."""
        address = request.remote or ""
        wait = lockout.wait(address)
        if wait:
            raise BadRequest(429, Msg("page.api.locked_out", {"seconds": int(wait) + 1}))
        return address

    def _is_table(self, request: web.Request, token: str | None = None) -> bool:
        """Whether the asker is the table: the box itself, or a screen the host made the table's."""
        token = token or bearer(request)
        seats = self.server.seats
        return (request.remote or "") in OWN_ADDRESSES or bool(token and (seats.is_table(token) or seats.is_host(token)))

    async def qr(self, request: web.Request) -> web.StreamResponse:
        """The QR code of the seat page's address, as SVG (segno is loaded on the first request); for the table
        (``?table=TOKEN``, or the box itself) with the game's join code in it, so that scanning it seats a phone."""
        import segno
        link = self.server.join_link() if self._is_table(request, request.query.get("table")) else self.server.url + "seat"
        out = io.BytesIO()
        segno.make(link, error="m").save(out, kind="svg", scale=8, border=2, dark="#000", light="#fff", xmldecl=False)
        return web.Response(body=out.getvalue(), content_type="image/svg+xml", headers={"Cache-Control": "no-store"})

    async def icon(self, request: web.Request) -> web.StreamResponse:
        """A yellow dot, so that browsers stop asking."""
        svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#ffd400"/></svg>'
        return web.Response(text=svg, content_type="image/svg+xml")

    async def info(self, request: web.Request) -> web.StreamResponse:
        """The join address, the seats taken, the games a host may start."""
        table = {"join_code": self.server.seats.join_code, "join_link": self.server.join_link()} \
            if self._is_table(request) else {}
        host = self.hosting.is_host(request)
        settings = {"settings": self.server.settings(), "languages": LANGUAGES} \
            if host and self.server.settings is not None else {}
        return web.json_response({"url": self.server.url, "join": self.server.url + "seat", **table,
                                  "seats_taken": self.server.seats.taken(), "games": self.server.games,
                                  "host": host, **settings})

    def latest_view(self) -> dict[str, Any]:
        latest = self.server.stream.latest
        if latest is None:
            raise BadRequest(503, Msg("page.api.starting"))
        return dict(latest.view)

    def seat_of(self, request: web.Request) -> str:
        token = bearer(request)
        if not token:
            raise BadRequest(401, Msg("page.api.claim_first"))
        player = self.server.seats.player_for(token)
        if player is None:
            raise BadRequest(401, Msg("page.api.bad_token"))
        return player

    async def view(self, request: web.Request) -> web.StreamResponse:
        """The public view; with a seat's token, that player's private view too."""
        try:
            view = self.latest_view()
            if "Authorization" in request.headers:
                player = self.seat_of(request)
                latest = self.server.stream.latest
                assert latest is not None
                view["private"] = latest.private.get(player, {})
        except BadRequest as exc:
            return self.error(exc)
        return web.json_response(view)

    async def claim(self, request: web.Request) -> web.StreamResponse:
        """Claim a free seat: answers the player and the seat's secret token."""
        try:
            body = await read_json(request)
            player = body.get("player")
            if not isinstance(player, str):
                raise BadRequest(400, 'send {"player": NAME, "code": JOIN_CODE}')
            self.latest_view()
            tap = request_id(request, "claim")
            kept = self.claims.get((self.server.seats.game_id, tap)) if tap else None
            if kept is not None and kept[0] == player and self.server.seats.player_for(kept[1]) == player:
                return web.json_response({"player": player, "token": kept[1], "repeat": True})
            address = self.not_locked_out(self.join_lockout, request)
            try:
                token = self.server.seats.claim(player, body.get("code"))
            except SeatError as exc:
                if exc.status == 403:
                    self.join_lockout.wrong(address)
                raise
            self.join_lockout.right(address)
            if tap:  # a claim whose answer was lost (the Wi-Fi dropped) is answered again, not refused as taken
                self.claims = {k: v for k, v in self.claims.items() if k[0] == self.server.seats.game_id}
                self.claims[(self.server.seats.game_id, tap)] = (player, token)
        except BadRequest as exc:
            return self.error(exc)
        except SeatError as exc:
            return self.error(exc)
        return web.json_response({"player": player, "token": token})

    async def through_loop(self, make: Callable[[Callable[[Reply], None]], LoopInput]) -> Reply:
        """Submit an input built by ``make(reply)`` and wait for the loop's answer."""
        loop = asyncio.get_running_loop()
        answer: asyncio.Future[Reply] = loop.create_future()

        def settle(outcome: Reply) -> None:
            if not answer.done():  # the request may have timed out meanwhile
                answer.set_result(outcome)

        def reply(outcome: Reply) -> None:  # called on the game loop's thread
            loop.call_soon_threadsafe(settle, outcome)

        item: LoopInput = make(reply)
        self.server.submit(item)
        try:
            outcome = await asyncio.wait_for(answer, REPLY_TIMEOUT)
            # Answer once the pages can have it too: a GET /api/view after this answer shows the action.
            await asyncio.wait_for(self.server.stream.reached(outcome.seq), REPLY_TIMEOUT)
            return outcome
        except asyncio.TimeoutError:
            raise BadRequest(503, Msg("page.api.no_answer")) from None

    def answer(self, reply: Reply, player: str | None) -> web.Response:
        if reply.refusal is not None:
            return json_error(STATUS[reply.refusal], reply.reason)
        words = self.server.words
        events = [{**e.data, "event": e.kind, "text": words.event(e).text} for e in reply.events
                  if e.private_to is None or e.private_to == player]
        return web.json_response({"events": events, "seq": reply.seq, **({"repeat": True} if reply.repeat else {})})

    async def act(self, request: web.Request) -> web.StreamResponse:
        """A seat's action, applied through the loop: answers its events, or why not."""
        try:
            player = self.seat_of(request)
            body = await read_json(request)
            name = body.get("action")
            if not isinstance(name, str) or not WORD.match(name):
                raise BadRequest(400, 'send {"action": NAME, "args": {KEY: VALUE}}')
            args = words(body.get("args"), "args")
            game = self.server.games.get(str(self.latest_view()["game"]))
            # "status": the box says the standing and join code
            allowed: dict[str, list[str]] = {**(game["actions"] if game else {}), "status": []}
            if name not in allowed:
                raise BadRequest(400, f"unknown action {name!r} (actions: {', '.join(sorted(allowed))})")
            extra = sorted(set(args) - set(allowed[name]))
            if extra:
                raise BadRequest(400, f"{name} does not take {', '.join(extra)} "
                                      f"(it takes: {', '.join(allowed[name]) or 'nothing'})")
            game_id = self.server.seats.game_id
            tap = request_id(request, f"seat-{player}")
            reply = await self.through_loop(lambda r: DoAction(Action.make(name, **args), seat=player,
                                                                game_id=game_id, reply=r, request=tap))
        except BadRequest as exc:
            return self.error(exc)
        return self.answer(reply, player)

    async def live(self, request: web.Request) -> web.StreamResponse:
        """The live stream (WebSocket): the first message may carry a seat's token. One address may hold
        :data:`STREAMS_PER_ADDRESS` of them: one device cannot take every other page's place."""
        address = request.remote or ""
        if address not in OWN_ADDRESSES:  # the box's own screen is always served
            if self.streams.get(address, 0) >= STREAMS_PER_ADDRESS:
                return json_error(429, self.server.words.render("page.api.too_many_streams",
                                                                {"count": STREAMS_PER_ADDRESS}))
            if sum(n for a, n in self.streams.items() if a not in OWN_ADDRESSES) >= STREAMS_IN_ALL:
                return json_error(503, self.server.words.render("page.api.busy", {"count": STREAMS_IN_ALL}))
        self.streams[address] = self.streams.get(address, 0) + 1
        try:
            return await self._live(request)
        finally:
            self.streams[address] -= 1
            if not self.streams[address]:
                del self.streams[address]

    async def _live(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(heartbeat=20, max_msg_size=1024)
        await ws.prepare(request)
        client = Client(ws)
        try:
            first = await ws.receive(timeout=10)
        except asyncio.TimeoutError:
            first = None
        if first is not None and first.type == WSMsgType.TEXT:
            try:
                hello = json.loads(first.data)
                token, host = hello.get("token"), hello.get("host")
            except (json.JSONDecodeError, AttributeError):
                token = host = None
            client.host = isinstance(host, str) and self.server.seats.is_host(host)
            if isinstance(token, str):
                client.player = self.server.seats.player_for(token)
                if client.player is None:
                    said = self.server.words.render("page.api.bad_token", {})
                    await ws.send_str(json.dumps({"type": "error", "error": said}))

        async def until_closed() -> None:
            async for _ in ws:  # the page sends nothing more; this ends when it closes
                pass

        await self.server.stream.serve(client, until_closed)
        await ws.close()
        return ws
