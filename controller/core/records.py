"""What the journal keeps of a game: which session it is, its result, and when it was played."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from controller.core.wall_clock import iso


@dataclass(frozen=True)
class SessionRecord:
    """One journalled session's identity: what to build the engine from."""

    id: int
    game: str
    players: tuple[str, ...]
    options: dict[str, str]
    seed: int
    started_at: str
    chosen: bool = False
    """Whether the table chose this game on a running box (the host's phone), rather than the box's start."""


@dataclass(frozen=True)
class Result:
    """A finished game's result for the score log."""

    scores: dict[str, int]
    winners: list[str]
    first_player: str | None = None


@dataclass(frozen=True)
class Played:
    """When a finished game was played: its end by the wall clock, its start that minus its length (measured on
    the monotonic clock, so a clock set or stepped meanwhile changes nothing), and whether the wall clock was
    synchronised (a time taken before is put right once it is: :meth:`Journal.tidy`)."""

    started_at: str
    finished_at: str
    synced: bool
    duration: float

    @classmethod
    def ending(cls, finished: datetime, duration: float, synced: bool) -> Played:
        """The times of a game that ended at ``finished`` after ``duration`` seconds of play."""
        return cls(iso(finished - timedelta(seconds=duration)), iso(finished), synced, duration)
