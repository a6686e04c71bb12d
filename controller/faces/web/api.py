"""The table server's routes: pages, the JSON API, the QR code and the live stream (DESIGN.md).

Every refusal is a 4xx with ``{"error": one line}`` and changes nothing. Actions go to
the game loop like any other input, so they are journalled, undoable and resumed.
"""

from __future__ import annotations

import asyncio
import hmac
import io
import json
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from controller.core.loop import DoAction, LoopInput, NewGame, Reply
from controller.faces.web.bodies import WORD, BadRequest, json_error, read_json, request_id, words
from controller.faces.web.guard import OWN_ADDRESSES
from controller.faces.web.limits import CodeLockout
from controller.faces.web.seats import SeatError
from controller.faces.web.stream import Client
from controller.faces.web.words import localized_page
from games.base import Action, Msg

if TYPE_CHECKING:
    from controller.faces.web.server import TableServer

REPLY_TIMEOUT = 15.0
STREAMS_PER_ADDRESS = 4
"""Live streams one address may hold open (a phone needs one; a laptop with the table, seat and host pages three)."""
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
        app.router.add_post("/api/host", self.host)
        app.router.add_post("/api/again", self.again)
        app.router.add_get("/api/stream", self.live)

    def _error(self, exc: BadRequest | SeatError) -> web.Response:
        """A refusal, its reason in the box's language when it is a message."""
        reason = exc.reason
        return json_error(exc.status, self.server.words.text(reason) if isinstance(reason, Msg) else reason)

    async def page(self, request: web.Request) -> web.StreamResponse:
        """The table page, a phone's seat page, or the host's page."""
        return web.Response(text=localized_page(PAGES[request.path], self.server.words), content_type="text/html", headers={"Cache-Control": "no-store"})

    @staticmethod
    def _not_locked_out(lockout: CodeLockout, request: web.Request) -> str:
        """The asker's address, or a 429 while it is locked out for wrong codes (even with the right one)."""
        address = request.remote or ""
        wait = lockout.wait(address)
        if wait:
            raise BadRequest(429, Msg("page.api.locked_out", {"seconds": int(wait) + 1}))
        return address

    def _is_table(self, request: web.Request, token: str | None = None) -> bool:
        """Whether the asker is the table: the box itself, or a screen the host made the table's."""
        header = request.headers.get("Authorization", "")
        token = token or (header[7:].strip() if header.startswith("Bearer ") else "")
        return (request.remote or "") in OWN_ADDRESSES or bool(token and self.server.seats.is_table(token))

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
        return web.json_response({"url": self.server.url, "join": self.server.url + "seat", **table,
                                  "seats_taken": self.server.seats.taken(), "games": self.server.games})

    def _latest_view(self) -> dict[str, Any]:
        latest = self.server.stream.latest
        if latest is None:
            raise BadRequest(503, Msg("page.api.starting"))
        return dict(latest.view)

    def _seat(self, request: web.Request) -> str:
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer ") or not header[7:].strip():
            raise BadRequest(401, Msg("page.api.claim_first"))
        player = self.server.seats.player_for(header[7:].strip())
        if player is None:
            raise BadRequest(401, Msg("page.api.bad_token"))
        return player

    async def view(self, request: web.Request) -> web.StreamResponse:
        """The public view; with a seat's token, that player's private view too."""
        try:
            view = self._latest_view()
            if "Authorization" in request.headers:
                player = self._seat(request)
                latest = self.server.stream.latest
                assert latest is not None
                view["private"] = latest.private.get(player, {})
        except BadRequest as exc:
            return self._error(exc)
        return web.json_response(view)

    async def claim(self, request: web.Request) -> web.StreamResponse:
        """Claim a free seat: answers the player and the seat's secret token."""
        try:
            body = await read_json(request)
            player = body.get("player")
            if not isinstance(player, str):
                raise BadRequest(400, 'send {"player": NAME, "code": JOIN_CODE}')
            self._latest_view()
            tap = request_id(request, "claim")
            kept = self.claims.get((self.server.seats.game_id, tap)) if tap else None
            if kept is not None and kept[0] == player and self.server.seats.player_for(kept[1]) == player:
                return web.json_response({"player": player, "token": kept[1], "repeat": True})
            address = self._not_locked_out(self.join_lockout, request)
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
            return self._error(exc)
        except SeatError as exc:
            return self._error(exc)
        return web.json_response({"player": player, "token": token})

    async def _through_loop(self, make: Any) -> Reply:
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

    def _answer(self, reply: Reply, player: str | None) -> web.Response:
        if reply.refusal is not None:
            return json_error(STATUS[reply.refusal], reply.reason)
        words = self.server.words
        events = [{**e.data, "event": e.kind, "text": words.event(e).text} for e in reply.events
                  if e.private_to is None or e.private_to == player]
        return web.json_response({"events": events, "seq": reply.seq, **({"repeat": True} if reply.repeat else {})})

    async def act(self, request: web.Request) -> web.StreamResponse:
        """A seat's action, applied through the loop: answers its events, or why not."""
        try:
            player = self._seat(request)
            body = await read_json(request)
            name = body.get("action")
            if not isinstance(name, str) or not WORD.match(name):
                raise BadRequest(400, 'send {"action": NAME, "args": {KEY: VALUE}}')
            args = words(body.get("args"), "args")
            game = self.server.games.get(str(self._latest_view()["game"]), {})
            allowed = {**game.get("actions", {}), "status": []}  # "status": the box says the standing and join code
            if name not in allowed:
                raise BadRequest(400, f"unknown action {name!r} (actions: {', '.join(sorted(allowed))})")
            extra = sorted(set(args) - set(allowed[name]))
            if extra:
                raise BadRequest(400, f"{name} does not take {', '.join(extra)} "
                                      f"(it takes: {', '.join(allowed[name]) or 'nothing'})")
            game_id = self.server.seats.game_id
            tap = request_id(request, f"seat-{player}")
            reply = await self._through_loop(lambda r: DoAction(Action.make(name, **args), seat=player,
                                                                game_id=game_id, reply=r, request=tap))
        except BadRequest as exc:
            return self._error(exc)
        return self._answer(reply, player)

    async def host(self, request: web.Request) -> web.StreamResponse:
        """The host's commands: ``new`` game, ``undo``, ``abandon`` (start afresh), ``release`` a seat."""
        try:
            body = await read_json(request)
            address = self._not_locked_out(self.lockout, request)
            code = body.get("code")
            if not isinstance(code, str) or not hmac.compare_digest(code.encode(), self.server.host_code.encode()):
                self.lockout.wrong(address)
                raise BadRequest(403, Msg("page.api.wrong_code"))
            self.lockout.right(address)
            command = body.get("command")
            if command == "table":  # this screen shows the table: it may show the join code
                return web.json_response({"table_token": self.server.seats.new_table()})
            if command == "release":
                player = body.get("player")
                if not isinstance(player, str) or not self.server.seats.release(player):
                    raise BadRequest(404, Msg("page.api.no_seat_taken", {"player": str(player)[:40]}))
                self.server.stream.unseat(player)
                return web.json_response({"released": player})
            tap = request_id(request, "host")
            if command == "undo":
                game_id = self.server.seats.game_id
                reply = await self._through_loop(lambda r: DoAction(Action.make("undo"), game_id=game_id, reply=r,
                                                                    request=tap))
            elif command in ("new", "abandon"):
                reply = await self._through_loop(lambda r: self._new_game(body, command, r, tap))
            else:
                raise BadRequest(400, "command must be new, undo, abandon, release or table")
        except BadRequest as exc:
            return self._error(exc)
        return self._answer(reply, None)

    async def again(self, request: web.Request) -> web.StreamResponse:
        """Play again once a game is over (the same game, players and options, or the ``game``, ``players`` and
        ``options`` the body gives, as the host page asks them): the first seated phone's to do (the host's page
        can too), so that two phones never start two games."""
        try:
            player = self._seat(request)
            body = await read_json(request) if request.can_read_body else {}
            if not self._latest_view().get("finished"):
                raise BadRequest(409, Msg("page.api.not_over"))
            first = self.server.seats.taken()[0]
            if player != first:
                raise BadRequest(403, Msg("page.api.first_seat", {"player": first}))
            tap = request_id(request, f"seat-{player}")
            reply = await self._through_loop(lambda r: self._new_game(body, "new", r, tap))
        except BadRequest as exc:
            return self._error(exc)
        return self._answer(reply, player)

    def _new_game(self, body: dict[str, Any], command: str, reply: Any, tap: str | None) -> NewGame:
        if command == "abandon":
            return NewGame(reply=reply, request=tap)
        game = body.get("game")
        if game is not None and game not in self.server.games:
            raise BadRequest(400, f"unknown game {str(game)[:40]!r} ({', '.join(self.server.games)})")
        players = body.get("players")
        if players is not None and (not isinstance(players, list) or not 1 <= len(players) <= 8
                                    or not all(isinstance(p, str) and 0 < len(p) <= 24 for p in players)):
            raise BadRequest(400, "players must be a list of 2 to 8 short names")
        options = words(body.get("options"), "options") if body.get("options") is not None else None
        return NewGame(game=game, players=tuple(players) if players else None, options=options, reply=reply,
                       request=tap)

    async def live(self, request: web.Request) -> web.StreamResponse:
        """The live stream (WebSocket): the first message may carry a seat's token. One address may hold
        :data:`STREAMS_PER_ADDRESS` of them: one device cannot take every other page's place."""
        address = request.remote or ""
        if self.streams.get(address, 0) >= STREAMS_PER_ADDRESS and address not in OWN_ADDRESSES:
            return json_error(429, self.server.words.render("page.api.too_many_streams", {"count": STREAMS_PER_ADDRESS}))
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
                token = json.loads(first.data).get("token")
            except (json.JSONDecodeError, AttributeError):
                token = None
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
