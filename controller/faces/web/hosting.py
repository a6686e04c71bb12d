"""The host's side of the API: who the host is, and what only the host may do.

The first phone to join with the game's code is the host (``POST /api/join``), as in a party game: it
chooses the game, the players, the options and the box's settings, starts, undoes, abandons and plays
again. Its token is kept across games and restarts. A host gone for five minutes (no page of its open)
hands the role to the next phone that joins with the code. The host code (printed at start and in the log) still
works for the terminal, and takes the host role over from a phone that has gone (``command: "host"``).
"""

from __future__ import annotations

import asyncio
import hmac
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aiohttp import web

from controller.core.loop import DoAction, NewGame, Reply
from controller.faces.web.bodies import BadRequest, bearer, read_json, request_id, words
from controller.faces.web.seats import SeatError
from games.base import Action, Msg

if TYPE_CHECKING:
    from controller.faces.web.api import Api

HOST_AWAY = 300.0
"""Five minutes without the host's phone (its battery died, it went home): the next phone with the code hosts."""
COMMANDS = ("new", "undo", "abandon", "release", "table", "settings", "host", "resign")


class Hosting:
    """The host's handlers of one :class:`~controller.faces.web.api.Api`."""

    def __init__(self, api: Api) -> None:
        self.api = api
        self.server = api.server
        self.host_seen = time.monotonic()
        """When the host was last at the table (a page of its open, a request of its); the box's start counts,
        so that a restarted box gives its host time to reconnect."""
        self.away_after = HOST_AWAY
        """Seconds without the host after which the next phone to join with the code hosts instead."""

    def host_away(self) -> bool:
        """Whether the host has left: no page of its open, and none of its requests, for :attr:`away_after`."""
        if self.server.stream.host_here():
            self.host_seen = time.monotonic()
            return False
        return time.monotonic() - self.host_seen >= self.away_after

    def routes(self, app: web.Application) -> None:
        """Register the host's routes."""
        app.router.add_post("/api/join", self.join)
        app.router.add_post("/api/host", self.host)
        app.router.add_post("/api/again", self.again)

    def is_host(self, request: web.Request) -> bool:
        """Whether the asker holds the host's token (and so is at the table now)."""
        host = self.server.seats.is_host(bearer(request))
        if host:
            self.host_seen = time.monotonic()
        return host

    async def join(self, request: web.Request) -> web.StreamResponse:
        """A phone arrives with the join code it heard: the first one becomes the host."""
        try:
            body = await read_json(request)
            self.api.latest_view()
            address = self.api.not_locked_out(self.api.join_lockout, request)
            try:
                token = self.server.seats.become_host(body.get("code"), taken_over=self.host_away())
            except SeatError as exc:
                self.api.join_lockout.wrong(address)
                return self.api.error(exc)
            self.api.join_lockout.right(address)
        except BadRequest as exc:
            return self.api.error(exc)
        return web.json_response({"host_token": token} if token else {"host": False})

    def _check_host(self, request: web.Request, body: dict[str, Any]) -> None:
        """The host's token, or the host code (a wrong one counts towards the asker's lockout)."""
        if self.is_host(request):
            return
        address = self.api.not_locked_out(self.api.lockout, request)
        code = body.get("code")
        if not isinstance(code, str) or not hmac.compare_digest(code.encode(), self.server.host_code.encode()):
            self.api.lockout.wrong(address)
            raise BadRequest(403, Msg("page.api.wrong_code"))
        self.api.lockout.right(address)

    async def host(self, request: web.Request) -> web.StreamResponse:
        """The host's commands: ``new`` game, ``undo``, ``abandon`` (start afresh), ``release`` a seat, ``table``
        (this screen shows the join code), ``settings``, ``host`` (take the role over with the host code) and
        ``resign`` (hand it on)."""
        try:
            body = await read_json(request)
            self._check_host(request, body)
            command = body.get("command")
            if command not in COMMANDS:
                raise BadRequest(400, f"command must be one of {', '.join(COMMANDS)}")
            if command == "table":  # this screen shows the table: it may show the join code
                return web.json_response({"table_token": self.server.seats.new_table()})
            if command == "host":
                return web.json_response({"host_token": self.server.seats.take_host()})
            if command == "resign":
                self.server.seats.give_up_host()
                return web.json_response({"host": False})
            if command == "settings":
                return await self._settings(body.get("settings"))
            if command == "release":
                player = body.get("player")
                if not isinstance(player, str) or not self.server.seats.release(player):
                    raise BadRequest(404, Msg("page.api.no_seat_taken", {"player": str(player)[:40]}))
                self.server.stream.unseat(player)
                return web.json_response({"released": player})
            tap = request_id(request, "host")
            if command == "undo":
                game_id = self.server.seats.game_id
                reply = await self.api.through_loop(lambda r: DoAction(Action.make("undo"), game_id=game_id,
                                                                        reply=r, request=tap))
            else:
                reply = await self.api.through_loop(lambda r: self.new_game(body, str(command), r, tap))
        except BadRequest as exc:
            return self.api.error(exc)
        return self.api.answer(reply, None)

    async def _settings(self, changes: Any) -> web.StreamResponse:
        """Change the box's settings (checked, kept, applied at once), off the server's loop: the file is synced."""
        if not isinstance(changes, dict) or not changes:
            raise BadRequest(400, 'send {"command": "settings", "settings": {NAME: VALUE}}')
        change = self.server.change_settings
        if change is None:
            raise BadRequest(409, Msg("page.api.no_settings"))
        try:
            current = await asyncio.get_running_loop().run_in_executor(None, change, changes)
        except ValueError as exc:
            raise BadRequest(400, str(exc)) from None
        return web.json_response({"settings": current})

    async def again(self, request: web.Request) -> web.StreamResponse:
        """Play again once a game is over (the same game, players and options, or the ``game``, ``players`` and
        ``options`` the body gives, as the host page asks them): the host's, or the first seated phone's, to do,
        so that two phones never start two games."""
        try:
            host = self.is_host(request)
            player = None if host else self.api.seat_of(request)
            body = await read_json(request) if request.body_exists else {}
            if not self.api.latest_view().get("finished"):
                raise BadRequest(409, Msg("page.api.not_over"))
            taken = self.server.seats.taken()
            if not host and (not taken or player != taken[0]):
                raise BadRequest(403, Msg("page.api.first_seat", {"player": taken[0] if taken else ""}))
            tap = request_id(request, "host" if host else f"seat-{player}")
            reply: Reply = await self.api.through_loop(lambda r: self.new_game(body, "new", r, tap))
        except BadRequest as exc:
            return self.api.error(exc)
        return self.api.answer(reply, player)

    def new_game(self, body: dict[str, Any], command: str, reply: Callable[[Reply], None],
                 tap: str | None) -> NewGame:
        """The loop's input for a new game (``abandon``: the same again, afresh), or 400 for bad words."""
        if command == "abandon":
            return NewGame(reply=reply, request=tap)
        game = body.get("game")
        if game is not None and (not isinstance(game, str) or game not in self.server.games):
            raise BadRequest(400, Msg("page.api.unknown_game", {"game": str(game)[:40], "games": tuple(self.server.games)}))
        players = body.get("players")
        if players is not None and (not isinstance(players, list) or not 1 <= len(players) <= 8
                                    or not all(isinstance(p, str) and 0 < len(p) <= 24 for p in players)):
            raise BadRequest(400, Msg("page.api.bad_players", {"count": 24}))
        options = words(body.get("options"), "options") if body.get("options") is not None else None
        return NewGame(game=game, players=tuple(players) if players else None, options=options, reply=reply,
                       request=tap)
