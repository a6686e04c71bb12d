"""Who belongs at this table: the phones that joined with the code (the *members*), the player each one plays
for, the host among them, and the door they came in by (``controller.faces.web.door``).

A phone joins once an evening, with the code the box says, and stays a member across games, restarts and power
cuts until the host removes it or resets the table. Its secret token (``secrets``, or the ticket it made itself
while it waited at the door) is the only thing it shows; the box keeps each token's SHA-256 only, compared in
constant time. A new game seats the members again by name: whoever played ann plays ann again, and a member whose
name is not in the new game taps one, with no code. The host is a member, the first to join; the role passes only
to another member, by the host's hand or by a press at the box (``controller.faces.web.presence``), never by
absence. With a ``path`` (beside the database) all of it is written atomically at every change.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from controller.core.atomic import replace_atomically
from controller.faces.web.door import Door, Waiting
from controller.words.messages import Messages
from games.base import Msg
from games.errors import CompanionError

log = logging.getLogger(__name__)

MEMBERS_AT_MOST = 32
"""Phones a table remembers; past that the one seen longest ago (never the host) is forgotten."""
TABLE_SCREENS = 8
"""Screens the host made the table's (a tablet, a TV) that are kept."""


def digest(token: str) -> str:
    """What the box keeps of a token: its SHA-256 (a stolen file seats nobody)."""
    return hashlib.sha256(token.encode()).hexdigest()


class SeatError(CompanionError, ValueError):
    """A join or seat that cannot be had; ``status`` is the HTTP status that says why, ``reason`` the message
    the phone shows (in the box's language; ``str()`` is the English)."""

    def __init__(self, reason: Msg, status: int) -> None:
        super().__init__(Messages().text(reason))
        self.reason, self.status = reason, status


@dataclass
class Member:
    """A phone that joined the table: what the host's panel shows of it (never its token)."""

    id: str
    digest: str
    number: int
    """"Phone 3": the number the host's panel and the phone itself show."""
    device: str = ""
    """What kind of device it said it was ("Android", "iPhone", "laptop"), to tell phones apart."""
    seen: float = 0.0
    """When it last joined or took a seat (wall clock): the one seen longest ago is forgotten first."""


class Table:
    """The members, their seats in the game under way, the host and the door; see the module docstring.

    >>> table = Table()
    >>> table.reset(1, ["ann", "bob"])
    >>> ann = table.join(table.door.code)[1]
    >>> table.sit(table.member_for(ann).id, "ann"); table.player_for(ann), table.is_host(ann)
    ('ann', True)
    >>> table.reset(2, ["ann", "bob", "cid"]); table.player_for(ann)  # a new game: ann plays ann again
    'ann'
    >>> table.join("no code")
    Traceback (most recent call last):
    ...
    controller.faces.web.table.SeatError: wrong join code: ask someone at the table (a seated phone can make the box say it again)
    """

    def __init__(self, path: Path | None = None, clock: Callable[[], float] = time.time) -> None:
        self.path = path
        self.clock = clock
        self.game_id: int | None = None
        self.players: tuple[str, ...] = ()
        self.members: dict[str, Member] = {}
        self.seats: dict[str, str] = {}
        """Player -> the id of the member who plays for them (kept across games by name)."""
        self.host: str | None = None
        """The host's member id (None until the first phone joins)."""
        self.revision = 0
        """Bumped at every change the pages should see (members, seats, host, the door): pages ask again."""
        self.on_change: Callable[[], None] | None = None
        """Called at every such change (the live stream sends every page its own view again)."""
        self.door_revision = 0
        """Bumped when a phone comes to wait at a guarded door: shown to the host's pages only, since a stranger who
        saw it move would learn that the code just tried was the right one."""
        self.on_door_change: Callable[[], None] | None = None
        """Called when :attr:`door_revision` moves (the live stream wakes the host's pages)."""
        self._host_code = ""
        self._screens: list[str] = []
        self._numbers = 0
        self.door = Door()
        self._read()

    # ---- kept on disk ------------------------------------------------------------------------------------

    def _read(self) -> None:
        if self.path is None or not self.path.exists():
            return
        try:
            kept = json.loads(self.path.read_text(encoding="utf-8"))
            if not isinstance(kept, dict):
                raise ValueError("not a JSON object")
            code = kept.get("host_code")
            self._host_code = code if isinstance(code, str) and code.isdigit() and len(code) == 6 else ""
            if kept.get("version") != 2:  # an older box's seats: its host code is kept, its phones join again
                return
            self.members = {m["id"]: Member(**m) for m in kept["members"]}
            self.seats = {str(p): str(m) for p, m in kept["seats"].items() if m in self.members}
            self.host = kept["host"] if kept["host"] in self.members else None
            self._numbers = int(kept["numbers"])
            self._screens = [str(s) for s in kept["screens"]][-TABLE_SCREENS:]
            door = kept["door"]
            self.door = Door(str(door["code"]), int(door["wrong"]), bool(door["guarded"]), self.clock)
        except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError, AttributeError) as exc:
            log.warning("%s: the table cannot be read (%s): phones join again", self.path, exc)

    def _write(self) -> None:
        self.changed()
        if self.path is None:
            return
        kept = {"version": 2, "host_code": self._host_code, "host": self.host,
                "members": [asdict(m) for m in self.members.values()], "seats": self.seats,
                "numbers": self._numbers, "screens": self._screens,
                "door": {"code": self.door.code, "wrong": self.door.wrong, "guarded": self.door.guarded}}
        try:
            replace_atomically(self.path, lambda out: json.dump(kept, out))
        except OSError as exc:  # a full card: the table holds until the box restarts
            log.warning("%s: could not keep the table (%s)", self.path, exc.strerror or exc)

    def door_changed(self) -> None:
        """Who waits at the door changed: the host's panel is told, nobody else."""
        self.door_revision += 1
        if self.on_door_change is not None:
            self.on_door_change()

    def changed(self) -> None:
        """Something changed that the pages should see (kept on disk or not: a phone waits at the door)."""
        self.revision += 1
        if self.on_change is not None:
            self.on_change()

    # ---- codes -------------------------------------------------------------------------------------------

    @property
    def join_code(self) -> str:
        """The code a phone needs to join (said by the box, shown to the host and the table only)."""
        return self.door.code

    def host_code(self, configured: str) -> str:
        """The host code: the configured one, else the kept one (a restart keeps it), else a new random one."""
        if configured:
            return configured
        if not self._host_code:
            self._host_code = f"{secrets.randbelow(10**6):06d}"
            self._write()
        return self._host_code

    def new_code(self) -> str:
        """A new join code (the host's doing): the old one lets nobody in, the door's budget is whole again."""
        code = self.door.renew()
        self._write()
        return code

    def knock(self, code: object, ticket: object = None, device: str = "") -> str:
        """A phone at the door (``Door.knock``); kept, since the budget must survive a restart."""
        arrivals = self.door.arrivals
        answer = self.door.knock(code, ticket, device)
        if answer == "wrong":  # at most WRONG_CODES writes per code: a guarded door counts in memory only
            self._write()
        elif self.door.arrivals != arrivals:
            self.door_changed()
        return answer

    # ---- members -----------------------------------------------------------------------------------------

    def join(self, code: object, device: str = "", ticket: str | None = None) -> tuple[Member, str]:
        """A phone with the right code becomes a member (the first one hosts): (member, its token). A wrong code
        raises SeatError (403), a guarded door SeatError (202: wait for the host's OK, or for a new code)."""
        answer = self.knock(code, ticket, device)
        if answer == "wrong":
            raise SeatError(Msg("page.api.wrong_join_code"), 403)
        if answer == "wait":  # the host's phone lets it in; with no host yet, a hold at the box makes a new code
            raise SeatError(Msg("page.api.wait_for_host" if self.host else "page.api.wait_at_door"), 202)
        return self.admit(device, ticket)

    def admit(self, device: str = "", ticket: str | None = None) -> tuple[Member, str]:
        """Make a new member (the door let it in): (member, its token)."""
        token = ticket or secrets.token_urlsafe(24)
        return self._new_member(digest(token), device), token

    def let_in(self, waiting_id: str) -> Member | None:
        """A phone waiting at the guarded door becomes a member (its ticket is its token); None if it is gone."""
        waiting: Waiting | None = self.door.let_in(waiting_id)
        return self._new_member(waiting.ticket_digest, waiting.device) if waiting is not None else None

    def _new_member(self, token_digest: str, device: str) -> Member:
        """A new member, the host if the table has none yet; the one seen longest ago goes past the limit."""
        self._numbers += 1
        member = Member(secrets.token_hex(4), token_digest, self._numbers, device[:24], self.clock())
        self.members[member.id] = member
        if self.host is None:
            self.host = member.id
        self._forget_oldest()
        self._write()
        return member

    def _forget_oldest(self) -> None:
        while len(self.members) > MEMBERS_AT_MOST:
            oldest = min((m for m in self.members.values() if m.id != self.host), key=lambda m: m.seen)
            self._drop(oldest.id)

    def _drop(self, member_id: str) -> None:
        self.members.pop(member_id, None)
        self.seats = {p: m for p, m in self.seats.items() if m != member_id}

    def member_for(self, token: str) -> Member | None:
        """The member whose token this is, or ``None``; every member is compared, in constant time."""
        if not token:
            return None
        presented = digest(token).encode()
        found = None
        for member in self.members.values():
            if hmac.compare_digest(member.digest.encode(), presented):
                found = member
        return found

    def remove(self, member_id: str) -> bool:
        """The host removes a phone: its token is worthless, its seat free, and the join code new (it cannot come
        back with the code it knew). The host cannot remove itself; False for an unknown phone or the host."""
        if member_id not in self.members or member_id == self.host:
            return False
        self._drop(member_id)
        self.door.renew()
        self._write()
        return True

    def reset_members(self) -> None:
        """The table is reset: every phone but the host's is forgotten, and the join code is new."""
        self.members = {m: member for m, member in self.members.items() if m == self.host}
        self.seats = {p: m for p, m in self.seats.items() if m == self.host}
        self.door.renew()
        self._write()

    # ---- the host ----------------------------------------------------------------------------------------

    def is_host(self, token: str) -> bool:
        """Whether this token is the host's phone's."""
        member = self.member_for(token)
        return member is not None and member.id == self.host

    def hand_host(self, member_id: str) -> bool:
        """The host role passes to this member (the host's hand, or a press at the box); False if no such member."""
        if member_id not in self.members:
            return False
        self.host = member_id
        self._write()
        return True

    # ---- seats in the game under way ---------------------------------------------------------------------

    def reset(self, game_id: int, players: Sequence[str]) -> None:
        """The game under way is ``game_id`` with ``players``: each member keeps the seat of the same name."""
        self.game_id, self.players = game_id, tuple(players)
        self.changed()  # a seat of a name this game lacks is kept: a later game with that name seats it again

    def seat_of(self, member_id: str | None) -> str | None:
        """The player this member plays for in the game under way, or None."""
        return next((p for p in self.players if self.seats.get(p) == member_id), None) if member_id else None

    def player_for(self, token: str) -> str | None:
        """The player whose phone this token is, or ``None``."""
        member = self.member_for(token)
        return self.seat_of(member.id) if member is not None else None

    def sit(self, member_id: str, player: str) -> None:
        """This member plays for ``player`` from now on (leaving any seat it had): a member's own tap on a free
        name, or the host moving a seat to another phone. SeatError for an unknown player."""
        if player not in self.players:
            raise SeatError(Msg("page.api.no_player", {"player": player[:40], "players": self.players}), 404)
        self.seats = {p: m for p, m in self.seats.items() if m != member_id}
        self.seats[player] = member_id
        self.members[member_id].seen = self.clock()
        self._write()

    def holder(self, player: str) -> str | None:
        """The id of the member who plays for ``player`` now, or None."""
        held = self.seats.get(player)
        return held if player in self.players else None

    def release(self, player: str) -> bool:
        """Free a seat (the host's doing); False if it was free."""
        if self.holder(player) is None:
            return False
        del self.seats[player]
        self._write()
        return True

    def taken(self) -> list[str]:
        """The players whose seats are held, in seating order."""
        return [p for p in self.players if p in self.seats]

    # ---- table screens -----------------------------------------------------------------------------------

    def new_screen(self) -> str:
        """A token for a screen the host makes the table's (a tablet, a TV): it is shown the join code."""
        token = secrets.token_urlsafe(24)
        self._screens = [*self._screens[-(TABLE_SCREENS - 1):], digest(token)]
        self._write()
        return token

    def is_screen(self, token: str) -> bool:
        """Whether this token is a table screen's (compared in constant time)."""
        presented = digest(token).encode()
        return bool(token) and any([hmac.compare_digest(held.encode(), presented) for held in self._screens])
