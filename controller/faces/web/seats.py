"""Seats: which phone plays for which player in the game under way.

A seat is claimed once and held by a secret token (``secrets``) that only that phone
knows; the box keeps only each token's SHA-256, compared in constant time. A new game
empties every seat, so an old token is stale. Only the host frees a seat for another phone.

A phone claims a seat with the game's **join code** (four digits, new each game), which
only someone who sees the table knows: the box's screen and the table page show it (the
table page only on a screen the host made the table's, or on the box itself), and the QR
code there carries it. With a ``path`` (beside the database, in the state directory) the
seats, the join code, the table screens and the host code are kept on disk, written atomically at every change: a box restarted in the middle of a
game (an update, a power cut) keeps every phone seated and the same host code.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import secrets
from collections.abc import Sequence
from pathlib import Path

from controller.core.atomic import replace_atomically
from controller.words.messages import Messages
from games.base import Msg
from games.errors import CompanionError

log = logging.getLogger(__name__)


def digest(token: str) -> str:
    """What the box keeps of a token: its SHA-256 (a stolen file seats nobody)."""
    return hashlib.sha256(token.encode()).hexdigest()


class SeatError(CompanionError, ValueError):
    """A seat that cannot be claimed; ``status`` is the HTTP status that says why, ``reason`` the message
    the phone shows (in the box's language; ``str()`` is the English)."""

    def __init__(self, reason: Msg, status: int) -> None:
        super().__init__(Messages().text(reason))
        self.reason, self.status = reason, status


class Seats:
    """The seats of one game; see the module docstring.

    >>> seats = Seats()
    >>> seats.reset(1, ["ann", "bob"])
    >>> token = seats.claim("ann", seats.join_code)
    >>> seats.player_for(token), seats.player_for("guess"), seats.taken()
    ('ann', None, ['ann'])
    >>> seats.claim("bob", "no code")
    Traceback (most recent call last):
    ...
    controller.faces.web.seats.SeatError: wrong join code: the box says this game's code aloud at each new game, and a table page shows it
    >>> seats.claim("ann", seats.join_code)
    Traceback (most recent call last):
    ...
    controller.faces.web.seats.SeatError: ann's seat is taken: ask the host to free it
    """

    def __init__(self, path: Path | None = None) -> None:
        self.game_id: int | None = None
        self.players: tuple[str, ...] = ()
        self.path = path
        self._digests: dict[str, str] = {}
        self.join_code = ""
        """The code a phone needs to claim a seat in this game (shown to the table only)."""
        self._kept = self._read()

    def _read(self) -> dict[str, object]:
        if self.path is None or not self.path.exists():
            return {}
        try:
            kept = json.loads(self.path.read_text(encoding="utf-8"))
            return kept if isinstance(kept, dict) else {}
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            log.warning("%s: the kept seats cannot be read (%s): phones claim their seats again", self.path, exc)
            return {}

    def _write(self) -> None:
        if self.path is None:
            return
        self._kept = {**self._kept, "game": self.game_id, "seats": dict(self._digests), "join": self.join_code}
        try:
            replace_atomically(self.path, lambda out: json.dump(self._kept, out))
        except OSError as exc:  # a full card: the seats hold until the box restarts
            log.warning("%s: could not keep the seats (%s)", self.path, exc.strerror or exc)

    def host_code(self, configured: str) -> str:
        """The host code: the configured one, else the kept one (a restart keeps it), else a new random one."""
        if configured:
            return configured
        kept = self._kept.get("host_code")
        if isinstance(kept, str) and kept.isdigit() and len(kept) == 6:
            return kept
        self._kept["host_code"] = f"{secrets.randbelow(10**6):06d}"
        self._write()
        return str(self._kept["host_code"])

    def reset(self, game_id: int, players: Sequence[str]) -> None:
        """A new game: every seat is free again and every old token stale; the game the kept seats belong to
        (the box restarted mid-game): those seats again."""
        seats, join = self._kept.get("seats"), self._kept.get("join")
        same = self._kept.get("game") == game_id and isinstance(seats, dict) and isinstance(join, str) and len(join) == 4
        self.game_id, self.players = game_id, tuple(players)
        if same and isinstance(seats, dict) and isinstance(join, str):
            self._digests, self.join_code = {p: str(d) for p, d in seats.items() if p in self.players}, join
        else:
            old, self._digests = self.join_code, {}
            while self.join_code == old:  # a new game, a new code: the last game's is no way in
                self.join_code = f"{secrets.randbelow(10**4):04d}"
            self._write()

    def _check_code(self, code: object) -> None:
        """The game's join code, compared in constant time, or SeatError (403)."""
        if not isinstance(code, str) or not self.join_code or not hmac.compare_digest(code.encode(), self.join_code.encode()):
            raise SeatError(Msg("page.api.wrong_join_code"), 403)

    def claim(self, player: str, code: object) -> str:
        """Take a free seat with the game's join code; return its token."""
        self._check_code(code)
        if player not in self.players:
            raise SeatError(Msg("page.api.no_player", {"player": player, "players": self.players}), 404)
        if player in self._digests:
            raise SeatError(Msg("page.api.seat_taken", {"player": player}), 409)
        token = secrets.token_urlsafe(24)
        self._digests[player] = digest(token)
        self._write()
        return token

    def player_for(self, token: str) -> str | None:
        """The player whose token this is, or ``None``; every seat is compared, in constant time."""
        presented = digest(token).encode()
        found = None
        for player, held in self._digests.items():
            if hmac.compare_digest(held.encode(), presented):
                found = player
        return found

    def release(self, player: str) -> bool:
        """Free a seat (the host's doing); False if it was free."""
        freed = self._digests.pop(player, None) is not None
        if freed:
            self._write()
        return freed

    def become_host(self, code: object, taken_over: bool = False) -> str | None:
        """The first phone to join with the game's code is the host (as in a party game): its token, kept
        across games and restarts; ``None`` when a host is already held (unless ``taken_over``: the host has
        left the table). A wrong code raises SeatError (403)."""
        self._check_code(code)
        if self._kept.get("host") and not taken_over:
            return None
        return self.take_host()

    def take_host(self) -> str:
        """A new host token (the host code takes the role over): the last host's token is stale from now on."""
        token = secrets.token_urlsafe(24)
        self._kept["host"] = digest(token)
        self._write()
        return token

    def is_host(self, token: str) -> bool:
        """Whether this token is the host's (compared in constant time)."""
        held = self._kept.get("host")
        return isinstance(held, str) and bool(token) and hmac.compare_digest(held.encode(), digest(token).encode())

    def give_up_host(self) -> None:
        """The host hands the role on: the next phone to join with the code is the host."""
        self._kept.pop("host", None)
        self._write()

    def new_table(self) -> str:
        """A token for a screen the host makes the table's (a tablet, a TV): it is shown the join code."""
        token = secrets.token_urlsafe(24)
        tables = self._kept.get("tables")
        self._kept["tables"] = [*(tables if isinstance(tables, list) else [])[-7:], digest(token)]
        self._write()
        return token

    def is_table(self, token: str) -> bool:
        """Whether this token is a table screen's (compared in constant time)."""
        tables = self._kept.get("tables")
        presented = digest(token).encode()
        return any([hmac.compare_digest(str(held).encode(), presented) for held in (tables if isinstance(tables, list) else [])])

    def taken(self) -> list[str]:
        """The players whose seats are held, in seating order."""
        return [p for p in self.players if p in self._digests]
