"""A phone's own side of the table (``controller.faces.web.table``): joining with the code, taking a seat, and
asking to host.

A phone joins once (``POST /api/join``) and is a member from then on: it takes a free seat with its token alone
(``POST /api/seats``), in this game and every later one. A phone that is not yet a member may join and sit in one
request, with the code. At a guarded door (too many wrong codes at this table) every join is answered alike,
202 "wait for the host's OK"; a member asks to host (``POST /api/me {"command": "host"}``) and the box says
which phone asks: a hold at the box agrees (``controller.faces.web.presence``).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from aiohttp import web

from controller.faces.web.bodies import BadRequest, bearer, read_json, request_id
from controller.faces.web.door import valid_ticket
from controller.faces.web.presence import AtTheBox
from controller.faces.web.table import Member, SeatError
from games.base import Msg

if TYPE_CHECKING:
    from controller.faces.web.api import Api

ASKED_QUIET = 20.0
"""Seconds between two of the box's "a phone asks..." sentences: a phone asking again and again is said once."""
DOOR_QUIET = 300.0
"""Seconds between two of the box's "hold a button for a new code" sentences on a table with no host: a stranger
knocking on and on cannot keep the speaker talking."""
DEVICES = (("iPhone", "iPhone"), ("iPad", "iPad"), ("Android", "Android"), ("CrOS", "Chromebook"),
           ("Macintosh", "Mac"), ("Windows", "Windows"), ("Linux", "Linux"))


def device_of(user_agent: str) -> str:
    """What kind of device a browser says it is, in a word, so that the host can tell phones apart.

    >>> device_of("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36"), device_of("curl/8.5")
    ('Android', '')
    """
    return next((name for mark, name in DEVICES if mark in user_agent), "")


class Membership:
    """The member routes of one :class:`~controller.faces.web.api.Api`."""

    def __init__(self, api: Api) -> None:
        self.api = api
        self.server = api.server
        self.claims: dict[str, tuple[str, str]] = {}
        """Joins-and-seats by their Idempotency-Key: (player, token), to answer a retry whose answer was lost."""
        self._said_at = -ASKED_QUIET
        """When the box last said that a phone asks (monotonic)."""
        self._door_said_at = -DOOR_QUIET

    def routes(self, app: web.Application) -> None:
        """Register the member routes."""
        app.router.add_post("/api/join", self.join)
        app.router.add_post("/api/seats", self.claim)
        app.router.add_post("/api/me", self.me)

    def member(self, request: web.Request) -> Member | None:
        """The member whose token the request carries, if any."""
        return self.server.table.member_for(bearer(request))

    def ask_at_the_box(self, asked: AtTheBox, message: str, params: dict[str, object]) -> bool:
        """Let a hold at the box agree to ``asked``, and say so aloud (the same request asked again is said at most
        once every :data:`ASKED_QUIET` seconds). False while another phone's request waits for the box."""
        waiting = self.server.presence.waiting()
        if waiting is not None and waiting.subject != asked.subject:
            return False
        self.server.presence.ask(asked)
        now = time.monotonic()
        if (waiting is None or now - self._said_at >= ASKED_QUIET) and self.server.say is not None:
            self._said_at = now
            self.server.say(Msg(message, params))
        return True

    def _enter(self, request: web.Request, body: dict[str, Any]) -> tuple[Member, str]:
        """Join the table with the body's code (and the phone's own ticket, when it sent one): the new member and
        its token, or a SeatError (403 wrong, 202 wait for the host's OK)."""
        table = self.server.table
        ticket = body.get("ticket")
        ticket = ticket if valid_ticket(ticket) else None
        known = table.member_for(ticket) if ticket else None
        if known is not None and ticket is not None:  # a retry whose answer was lost: the same member
            return known, ticket
        guarded = table.door.guarded
        try:
            return table.join(body.get("code"), self.device(request), ticket)
        except SeatError:
            if table.door.guarded and not guarded and table.host is not None and self.server.say is not None:
                self.server.say(Msg("controller.codes_tried"))  # once per code: the host's phone lets phones in
            if table.door.guarded and not guarded and table.host is None:
                self._door_press()
            raise

    def _door_press(self) -> None:
        """The door of a table with no host yet has just been guarded: for a minute, a hold at the box makes a new
        code, said aloud for the table alone. At most once every :data:`DOOR_QUIET` seconds, so that a stranger who
        spends the new code's tries at once can neither keep the speaker talking nor take every hold at the box
        (each one a game's action) for its own."""
        now = time.monotonic()
        if now - self._door_said_at < DOOR_QUIET or self.server.say is None:
            return
        self._door_said_at = now
        self.server.presence.ask(AtTheBox("new_code", "", 0))
        self.server.say(Msg("controller.door_press"))

    @staticmethod
    def device(request: web.Request) -> str:
        """The asking browser's kind of device."""
        return device_of(request.headers.get("User-Agent", ""))

    async def join(self, request: web.Request) -> web.StreamResponse:
        """A phone arrives with the code it heard: it becomes a member (the first one hosts)."""
        try:
            body = await read_json(request)
            self.api.latest_view()
            member = self.member(request)
            token = bearer(request)
            if member is None:
                member, token = self._enter(request, body)
        except BadRequest as exc:
            return self.api.error(exc)
        except SeatError as exc:
            return self.api.refusal(exc)
        host = member.id == self.server.table.host
        return web.json_response({"token": token, "phone": member.number, "host": host,
                                  **({"host_token": token} if host else {})})

    async def claim(self, request: web.Request) -> web.StreamResponse:
        """Take a free seat: a member with its token alone, anyone else with the join code (joining as it does).
        Answers the player and the phone's token."""
        try:
            body = await read_json(request)
            player = body.get("player")
            if not isinstance(player, str):
                raise BadRequest(400, 'send {"player": NAME, "code": JOIN_CODE}')
            self.api.latest_view()
            table = self.server.table
            tap = request_id(request, "claim")
            kept = self.claims.get(tap) if tap else None
            if kept is not None and kept[0] == player and table.player_for(kept[1]) == player:
                return web.json_response({"player": player, "token": kept[1], "repeat": True})
            member, token = self.member(request), bearer(request)
            if member is None:
                if player not in table.players:  # a name that is not in the game costs the door nothing
                    raise SeatError(Msg("page.api.no_player", {"player": player[:40], "players": table.players}), 404)
                member, token = self._enter(request, body)
            holder = table.holder(player)
            if holder is not None and holder != member.id:
                raise SeatError(Msg("page.api.seat_taken", {"player": player}), 409)
            table.sit(member.id, player)
            if tap:  # a claim whose answer was lost (the Wi-Fi dropped) is answered again, not refused as taken
                self.claims = {**dict(list(self.claims.items())[-63:]), tap: (player, token)}
        except BadRequest as exc:
            return self.api.error(exc)
        except SeatError as exc:
            return self.api.refusal(exc)
        return web.json_response({"player": player, "token": token})

    async def me(self, request: web.Request) -> web.StreamResponse:
        """A member's own requests: ``host`` (ask for the host role: a hold at the box agrees)."""
        try:
            body = await read_json(request)
            member = self.member(request)
            if member is None:
                raise BadRequest(401, Msg("page.api.join_first"))
            if body.get("command") != "host":
                raise BadRequest(400, 'send {"command": "host"}')
            if member.id == self.server.table.host:
                return web.json_response({"host": True})
            if not self.ask_at_the_box(AtTheBox("host", member.id, member.number), "controller.host_press",
                                       {"number": member.number}):
                raise BadRequest(409, Msg("page.member.box_busy"))
            self.server.table.door_changed()  # the host's panel says who asks
        except BadRequest as exc:
            return self.api.error(exc)
        return web.json_response({"waiting": self.server.words.render("page.member.press_at_box", {})}, status=202)
