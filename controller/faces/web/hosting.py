"""The host's side of the API: what only the host may do, and the host's panel of the table.

The first phone to join with the code hosts, as in a party game: it chooses the game, the players, the options
and the box's settings, starts, undoes, abandons and plays again, and runs the table (``panel``): which phone
plays for whom, freeing or moving a seat, removing a phone, handing the role on, letting in a phone that waits at
a guarded door, a new join code, the host code. The role passes only by the host's hand or by a press at the box;
the host code (printed at start, shown on the panel) lets a laptop at the table act as host, and is counted for the
table, never per address.
"""

from __future__ import annotations

import asyncio
import hmac
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aiohttp import web

from controller.core.loop import DoAction, Job, NewGame, Reply
from controller.faces.web.limits import TABLE_LOCKOUT
from controller.faces.web.bodies import BadRequest, bearer, read_json, request_id, words
from controller.faces.web.table import SeatError
from controller.words.languages import LANGUAGES
from games.base import Action, Msg

if TYPE_CHECKING:
    from controller.faces.web.api import Api

COMMANDS = ("new", "undo", "abandon", "release", "seat", "remove", "hand", "let_in", "turn_away", "new_code",
            "reset_table", "table", "settings")
JOB_TIMEOUT = 30.0
"""Seconds a settings change may take on the loop (the card is written and synced)."""


class Hosting:
    """The host's handlers of one :class:`~controller.faces.web.api.Api`."""

    def __init__(self, api: Api) -> None:
        self.api = api
        self.server = api.server

    def routes(self, app: web.Application) -> None:
        """Register the host's routes."""
        app.router.add_post("/api/host", self.host)
        app.router.add_post("/api/again", self.again)

    def is_host(self, request: web.Request) -> bool:
        """Whether the asker's token is the host's phone's."""
        return self.server.table.is_host(bearer(request))

    def panel(self) -> dict[str, object]:
        """What the host's panel shows of the table: its phones and their seats, the phones waiting at the door,
        the door's state, the host code and the box's settings."""
        table = self.server.table
        here = self.api.live_pages.members
        asking = self.server.presence.waiting()
        return {
            "members": [{"id": m.id, "phone": m.number, "device": m.device, "seat": table.seat_of(m.id),
                         "host": m.id == table.host, "here": m.id in here} for m in table.members.values()],
            "waiting": [{"id": w.id, "device": w.device, "since": w.since} for w in table.door.waiting],
            "guarded": table.door.guarded, "wrong_codes": table.door.wrong, "host_code": self.server.host_code,
            "asking": {"kind": asking.kind, "phone": asking.number} if asking is not None else None,
            **({"settings": self.server.settings(), "languages": LANGUAGES} if self.server.settings is not None else {}),
        }

    def _check_host(self, request: web.Request, body: dict[str, Any]) -> None:
        """The host's token, or the host code (a wrong one counts towards the table's lockout)."""
        if self.is_host(request):
            return
        self.api.not_locked_out()
        code = body.get("code")
        if not isinstance(code, str) or not code.isascii() or \
                not hmac.compare_digest(code.encode(), self.server.host_code.encode()):
            self.api.lockout.wrong(TABLE_LOCKOUT)
            raise BadRequest(403, Msg("page.api.wrong_code"))
        self.api.lockout.right(TABLE_LOCKOUT)

    async def host(self, request: web.Request) -> web.StreamResponse:
        """The host's commands (:data:`COMMANDS`): a game's (``new``, ``undo``, ``abandon``), the table's
        (``release``, ``seat``, ``remove``, ``hand``, ``let_in``, ``turn_away``, ``new_code``, ``reset_table``,
        ``table``: this screen shows the join code) and the box's (``settings``)."""
        try:
            body = await read_json(request)
            self._check_host(request, body)
            command = body.get("command")
            if command not in COMMANDS:
                raise BadRequest(400, f"command must be one of {', '.join(COMMANDS)}")
            if command == "settings":
                return await self._settings(body.get("settings"))
            answer = await self._table_command(str(command), body)
            if answer is not None:
                return web.json_response(answer)
            tap = request_id(request, "host")
            if command == "undo":
                game_id = self.server.table.game_id
                reply = await self.api.through_loop(lambda r: DoAction(Action.make("undo"), game_id=game_id,
                                                                        reply=r, request=tap))
            else:
                reply = await self.api.through_loop(lambda r: self.new_game(body, str(command), r, tap))
        except BadRequest as exc:
            return self.api.error(exc)
        except SeatError as exc:
            return self.api.error(exc)
        return self.api.answer(reply, None)

    async def _table_command(self, command: str, body: dict[str, Any]) -> dict[str, object] | None:
        """A command on the table itself: its answer, or None for a game's command."""
        table = self.server.table
        member = body.get("member")
        known = isinstance(member, str) and member in table.members
        if command in ("seat", "remove", "hand") and not (known or command == "seat" and member is None):
            raise BadRequest(404, Msg("page.api.no_member"))
        if command == "table":
            return {"table_token": table.new_screen()}
        if command in ("release", "seat"):
            player = body.get("player")
            if command == "seat" and (not isinstance(player, str) or player not in table.players):
                raise BadRequest(404, Msg("page.api.no_player", {"player": str(player)[:40], "players": table.players}))
            if not isinstance(player, str) or command == "release" or member is None:
                if not isinstance(player, str) or not table.release(player):
                    raise BadRequest(404, Msg("page.api.no_seat_taken", {"player": str(player)[:40]}))
                return {"released": player}
            table.sit(str(member), player)
            return {"seated": player, "member": member}
        if command == "remove":
            if not table.remove(str(member)):
                raise BadRequest(409, Msg("page.api.remove_host"))
            await self.server.stream.drop_member(str(member))
            return {"removed": member, "join_code": table.join_code}
        if command == "hand":
            table.hand_host(str(member))
            return {"host": False, "handed": member}
        if command in ("let_in", "turn_away"):
            return self._door(command, body.get("waiting"))
        if command == "new_code":
            return {"join_code": table.new_code()}
        if command == "reset_table":
            for gone in [m for m in table.members if m != table.host]:
                await self.server.stream.drop_member(gone)
            table.reset_members()
            return {"join_code": table.join_code}
        return None

    def _door(self, command: str, waiting: object) -> dict[str, object]:
        """Let in, or turn away, a phone that waits at the guarded door."""
        table = self.server.table
        if not isinstance(waiting, str):
            raise BadRequest(404, Msg("page.api.no_waiting"))
        if command == "turn_away":
            if not table.door.turn_away(waiting):
                raise BadRequest(404, Msg("page.api.no_waiting"))
            table.changed()  # the door keeps nothing on disk of who waits
            return {"turned_away": waiting}
        member = table.let_in(waiting)
        if member is None:
            raise BadRequest(404, Msg("page.api.no_waiting"))
        return {"let_in": waiting, "phone": member.number}

    async def _settings(self, changes: Any) -> web.StreamResponse:
        """Change the box's settings on the loop's thread, which owns the messages, the speaker and the mixer (two
        changes at once are made one after the other: both are kept)."""
        if not isinstance(changes, dict) or not changes:
            raise BadRequest(400, 'send {"command": "settings", "settings": {NAME: VALUE}}')
        change = self.server.change_settings
        if change is None:
            raise BadRequest(409, Msg("page.api.no_settings"))
        try:
            current = await self.on_loop(lambda: change(changes))
        except ValueError as exc:
            raise BadRequest(400, str(exc)) from None
        except OSError as exc:  # a full card: nothing was changed
            raise BadRequest(409, Msg("page.api.not_kept", {"reason": exc.strerror or str(exc)})) from None
        return web.json_response({"settings": current})

    async def on_loop(self, work: Callable[[], object]) -> Any:
        """Run ``work`` on the game loop's thread and give its result (or raise what it raised)."""
        loop = asyncio.get_running_loop()
        answer: asyncio.Future[object] = loop.create_future()

        def settle(outcome: object) -> None:
            if not answer.done():
                if isinstance(outcome, BaseException):
                    answer.set_exception(outcome)
                else:
                    answer.set_result(outcome)

        def reply(outcome: object) -> None:  # on the game loop's thread
            loop.call_soon_threadsafe(settle, outcome)

        self.server.submit(Job(work, reply))
        try:
            return await asyncio.wait_for(answer, JOB_TIMEOUT)
        except asyncio.TimeoutError:
            raise BadRequest(503, Msg("page.api.no_answer")) from None

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
            taken = self.server.table.taken()
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
