"""What the game loop is handed besides the hardware's inputs (``drivers.inputs``): a phone's or a script's action,
a new game, the box's own work, an input that could not be understood, the end; and what it answers."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from games.base import Action, Event, Msg


@dataclass(frozen=True)
class Reply:
    """What became of an input that asked for an answer (a phone's action, a host command).

    ``refusal`` is ``None`` when it was applied, else one of ``illegal`` (the rules
    forbid it now), ``forbidden`` (not this seat's to do) or ``stale`` (a new game began).
    """

    events: tuple[Event, ...] = ()
    reason: str = ""
    refusal: str | None = None
    seq: int = 0
    """The sequence number of the update that showed it (pages have it once they reach that number)."""
    repeat: bool = False
    """A request applied before (its id seen): ``events`` are its first answer's, nothing was applied now."""


@dataclass(frozen=True)
class DoAction:
    """A game action with no hardware behind it (a script's ``do`` line, a screen tap, a phone).

    ``seat`` is the player a phone plays for: the action must be that player's to perform.
    ``game_id`` (when set) must still be the game under way. ``reply`` is called on the
    loop thread with the outcome. ``request`` is the client's id for this tap: applied once,
    a retry with the same id (even after a restart) is answered with the first answer.
    """

    action: Action
    seat: str | None = None
    game_id: int | None = None
    reply: Callable[[Reply], None] | None = None
    request: str | None = None


@dataclass(frozen=True)
class NewGame:
    """The host starts a new game (the old one, if unfinished, is abandoned unscored).

    ``None`` fields keep the current game's choice; ``request`` as :class:`DoAction`'s.
    """

    game: str | None = None
    players: tuple[str, ...] | None = None
    options: Mapping[str, str] | None = None
    reply: Callable[[Reply], None] | None = None
    request: str | None = None


@dataclass(frozen=True)
class Job:
    """Work of the box's own that must run on the loop's thread, which owns the messages, the speaker and the
    mixer (the host's settings): ``reply`` is called there with what ``work`` returned, or the exception it
    raised."""

    work: Callable[[], object]
    reply: Callable[[object], None]


@dataclass(frozen=True)
class InputError:
    """An input that could not be understood; reported as an ``error`` event (a message in the box's
    language; a text as it is)."""

    reason: str | Msg


@dataclass(frozen=True)
class Stop:
    """Ends the loop once everything before it has been handled."""
