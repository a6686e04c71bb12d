"""Seats: which phone plays for which player in the game under way.

A seat is claimed once and held by a secret token (``secrets``) that only that phone
knows; tokens are compared in constant time. A new game empties every seat, so an old
token is stale. Only the host frees a seat for another phone.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Sequence

from controller.words.messages import Messages
from games.base import Msg
from games.errors import CompanionError


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
    >>> token = seats.claim("ann")
    >>> seats.player_for(token), seats.player_for("guess"), seats.taken()
    ('ann', None, ['ann'])
    >>> seats.claim("ann")
    Traceback (most recent call last):
    ...
    controller.faces.web.seats.SeatError: ann's seat is taken: ask the host to free it
    """

    def __init__(self) -> None:
        self.game_id: int | None = None
        self.players: tuple[str, ...] = ()
        self._tokens: dict[str, str] = {}

    def reset(self, game_id: int, players: Sequence[str]) -> None:
        """A new game: every seat is free again and every old token stale."""
        self.game_id, self.players, self._tokens = game_id, tuple(players), {}

    def claim(self, player: str) -> str:
        """Take a free seat; return its token."""
        if player not in self.players:
            raise SeatError(Msg("page.api.no_player", {"player": player, "players": self.players}), 404)
        if player in self._tokens:
            raise SeatError(Msg("page.api.seat_taken", {"player": player}), 409)
        token = secrets.token_urlsafe(24)
        self._tokens[player] = token
        return token

    def player_for(self, token: str) -> str | None:
        """The player whose token this is, or ``None``; every token is compared, in constant time."""
        found = None
        for player, held in self._tokens.items():
            if hmac.compare_digest(held.encode(), token.encode()):
                found = player
        return found

    def release(self, player: str) -> bool:
        """Free a seat (the host's doing); False if it was free."""
        return self._tokens.pop(player, None) is not None

    def taken(self) -> list[str]:
        """The players whose seats are held, in seating order."""
        return [p for p in self.players if p in self._tokens]
