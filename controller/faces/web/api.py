"""The table server's routes: pages, the JSON API, the QR code and the live stream (DESIGN.md).

Every refusal is a 4xx with ``{"error": one line}`` and changes nothing. Actions go to
the game loop like any other input, so they are journalled, undoable and resumed.
"""

from __future__ import annotations

import asyncio
import functools
import io
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aiohttp import web

from controller.core.loop import DoAction, LoopInput, Reply
from controller.faces.web.bodies import WORD, BadRequest, bearer, json_error, read_json, request_id, words
from controller.faces.web.guard import OWN_ADDRESSES
from controller.faces.web.hosting import Hosting
from controller.faces.web.limits import TABLE_LOCKOUT, CodeLockout
from controller.faces.web.live_pages import LivePages
from controller.faces.web.membership import Membership
from controller.faces.web.table import SeatError
from controller.faces.web.page_text import localized_page
from games.base import Action, Msg

if TYPE_CHECKING:
    from controller.faces.web.server import TableServer

REPLY_TIMEOUT = 15.0
STATUS = {"illegal": 409, "forbidden": 403, "stale": 409}
PAGES = {"/": "table.html", "/seat": "seat.html", "/host": "host.html"}


@functools.lru_cache(maxsize=8)
def qr_svg(link: str) -> bytes:
    """The QR code of ``link`` as SVG, made once per link (segno is loaded on the first): a crowd asking for it again
    and again costs the box nothing."""
    import segno
    out = io.BytesIO()
    segno.make(link, error="m").save(out, kind="svg", scale=8, border=2, dark="#000", light="#fff", xmldecl=False)
    return out.getvalue()


class Api:
    """The handlers of one :class:`TableServer`."""

    def __init__(self, server: TableServer) -> None:
        self.server = server
        self.lockout = CodeLockout()
        """Wrong host codes, counted for the table (:data:`TABLE_LOCKOUT`): many addresses get no more tries
        than one. The host's phone (its token) is never locked out."""
        self.hosting = Hosting(self)
        """The host's routes (``controller.faces.web.hosting``)."""
        self.membership = Membership(self)
        """The members' routes (``controller.faces.web.membership``)."""
        self.live_pages = LivePages(self)
        """The live stream and its caps (``controller.faces.web.live_pages``)."""

    def routes(self, app: web.Application) -> None:
        """Register every route."""
        for path in PAGES:
            app.router.add_get(path, self.page)
        app.router.add_get("/qr.svg", self.qr)
        app.router.add_get("/favicon.ico", self.icon)
        app.router.add_get("/api/info", self.info)
        app.router.add_get("/api/view", self.view)
        app.router.add_post("/api/actions", self.act)
        self.membership.routes(app)
        self.hosting.routes(app)
        app.router.add_get("/api/stream", self.live_pages.live)

    def error(self, exc: BadRequest | SeatError) -> web.Response:
        """A refusal, its reason in the box's language when it is a message."""
        reason = exc.reason
        return json_error(exc.status, self.server.words.text(reason) if isinstance(reason, Msg) else reason)

    def refusal(self, exc: SeatError) -> web.Response:
        """A join or seat refused, or (202) waiting for the host's OK: ``{"waiting": why}`` then."""
        if exc.status == 202:
            return web.json_response({"waiting": self.server.words.text(exc.reason)}, status=202)
        return self.error(exc)

    async def page(self, request: web.Request) -> web.StreamResponse:
        """The table page, a phone's seat page, or the host's page; asked for by another of the box's names (its
        ``.local`` name, its IP address), it sends the browser to the one name the box prints and its QR code
        holds: a phone keeps its seat in the browser's storage of one name, so it must always be the same one."""
        canonical = self.server.canonical(request.host)
        if canonical is not None:
            raise web.HTTPFound(canonical + request.path_qs.lstrip("/"))
        return web.Response(text=localized_page(PAGES[request.path], self.server.words), content_type="text/html", headers={"Cache-Control": "no-store"})

    def not_locked_out(self) -> None:
        """A 429 while the table is locked out for wrong host codes (even with the right one)."""
        wait = self.lockout.wait(TABLE_LOCKOUT)
        if wait:
            raise BadRequest(429, Msg("page.api.locked_out", {"seconds": int(wait) + 1}))

    def _is_table(self, request: web.Request, token: str | None = None) -> bool:
        """Whether the asker is the table: the box itself, or a screen the host made the table's."""
        token = token or bearer(request)
        table = self.server.table
        return (request.remote or "") in OWN_ADDRESSES or bool(token and (table.is_screen(token) or table.is_host(token)))

    async def qr(self, request: web.Request) -> web.StreamResponse:
        """The QR code of the seat page's address, as SVG (segno is loaded on the first request); for the table
        (``?table=TOKEN``, or the box itself) with the table's join code in it, so that scanning it joins a phone."""
        link = self.server.join_link() if self._is_table(request, request.query.get("table")) else self.server.url + "seat"
        return web.Response(body=qr_svg(link), content_type="image/svg+xml", headers={"Cache-Control": "no-store"})

    async def icon(self, request: web.Request) -> web.StreamResponse:
        """A yellow dot, so that browsers stop asking."""
        svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#ffd400"/></svg>'
        return web.Response(text=svg, content_type="image/svg+xml")

    async def info(self, request: web.Request) -> web.StreamResponse:
        """The join address, the seats taken, the games a host may start; for a member, which phone it is; for the
        table, the join code; for the host, the table itself (``Hosting.panel``) and the settings."""
        table = self.server.table
        shown = {"join_code": table.join_code, "join_link": self.server.join_link()} if self._is_table(request) else {}
        member = self.membership.member(request)
        me = {"me": {"phone": member.number, "seat": table.seat_of(member.id), "host": member.id == table.host}} \
            if member is not None else {}
        host = self.hosting.is_host(request)
        panel = self.hosting.panel() if host else {}
        return web.json_response({"url": self.server.url, "join": self.server.url + "seat", **shown, **me,
                                  "seats_taken": table.taken(), "games": self.server.games, "table": table.revision,
                                  "host": host, **panel})

    def latest_view(self) -> dict[str, Any]:
        latest = self.server.stream.latest
        if latest is None:
            raise BadRequest(503, Msg("page.api.starting"))
        return dict(latest.view)

    def seat_of(self, request: web.Request) -> str:
        token = bearer(request)
        if not token:
            raise BadRequest(401, Msg("page.api.claim_first"))
        member = self.server.table.member_for(token)
        if member is None:
            raise BadRequest(401, Msg("page.api.bad_token"))
        player = self.server.table.seat_of(member.id)
        if player is None:
            raise BadRequest(403, Msg("page.api.no_seat"))
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
            game_id = self.server.table.game_id
            tap = request_id(request, f"seat-{player}")
            reply = await self.through_loop(lambda r: DoAction(Action.make(name, **args), seat=player,
                                                                game_id=game_id, reply=r, request=tap))
        except BadRequest as exc:
            return self.error(exc)
        return self.answer(reply, player)
