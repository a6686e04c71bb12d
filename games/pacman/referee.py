"""The move referee: does each peg pushed down fit the move Pac-Man is making?

Pure functions over the maze graph (tunnel included); the engine calls :func:`judge`
for every peg that goes down on an uneaten dot and acts on the verdict according to
``--option referee=off|warn|strict``.

The box knows where Pac-Man was last seen (the last dot he ate, START, a power
pellet), how many steps the move may take (the roll, or one die of a power move,
plus any steps of earlier moves that no peg accounted for: he may have walked them
over eaten spaces) and which pegs went down since. Pegs go down in the order Pac-Man
passes them, so between two pegs of one move he walked only over spaces that eat
nothing (grey circles, eaten dots, START, the tunnel, power pellets): the fewest
steps through those is the least the move can have cost. Judging never blames a fair
move, which is why the budget is generous when a move ends away from its last dot.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from enum import StrEnum

from games.base import Event, Msg
from games.pacman.maze import Maze
from games.pacman.vocabulary import Kind


class Verdict(StrEnum):
    """What the referee found about one peg."""

    OK = "ok"
    TOO_FAR = "too_far"
    """More steps than the move allows from where it began."""
    NO_PATH = "no_path"
    """The dot does not lie on one path with the move so far (a jump, a dot behind a wall)."""
    NOT_MOVING = "not_moving"
    """A peg pushed while Pac-Man has no move (the ghosts' turn, before a roll)."""


class Referee(StrEnum):
    """``--option referee=``: how the box acts on a verdict other than ``ok``."""

    OFF = "off"
    WARN = "warn"
    """Score the dot and name the problem aloud."""
    STRICT = "strict"
    """Hold the dot as disputed, unscored, until the players confirm it or lift the peg."""


@dataclass
class Move:
    """A move under way: where it began, its step budget, and how far the pegs so far took it."""

    start: str
    allowed: int
    at: str
    steps: int = 0

    @property
    def left(self) -> int:
        """Steps of the budget that no peg has accounted for yet."""
        return max(0, self.allowed - self.steps)


@dataclass(frozen=True)
class Judgement:
    """One peg judged: the ``referee`` event's fields."""

    space: str
    verdict: Verdict
    steps: int
    allowed: int

    def to_json(self) -> dict[str, object]:
        """The event's fields, JSON-ready."""
        return {"space": self.space, "verdict": str(self.verdict), "steps": self.steps, "allowed": self.allowed}


def quiet_steps(maze: Maze, start: str, goal: str, eaten: Collection[str]) -> int | None:
    """The fewest steps from ``start`` to ``goal`` passing over no uneaten dot (a dot not in ``eaten``)
    and not into the cage.

    ``None`` when every walk between them would eat another dot on the way.
    """
    full = maze.distances(start).get(goal)
    if full is None or full <= 1:  # unreachable, or neighbours (nothing in between): the common case
        return full
    links, cage, dots = maze.links, maze.cage, maze.dots
    seen, frontier, step = {start}, [start], 0
    while frontier:  # breadth first, a whole step at a time
        step += 1
        further = []
        for here in frontier:
            for n in links[here]:
                if n == goal:
                    return step
                if n in seen:
                    continue
                seen.add(n)
                if n in cage or (n in dots and n not in eaten):
                    continue
                further.append(n)
        frontier = further
    return None


def judge(maze: Maze, move: Move | None, space: str, eaten: Collection[str]) -> Judgement:
    """Judge one peg pushed down on the uneaten dot ``space`` against the move under way (``eaten``:
    the dots eaten on this level so far)."""
    if move is None:
        return Judgement(space, Verdict.NOT_MOVING, 0, 0)
    cost = quiet_steps(maze, move.at, space, eaten)
    if cost is None:
        return Judgement(space, Verdict.NO_PATH, move.steps + maze.distances(move.at).get(space, 0), move.allowed)
    steps = move.steps + cost
    return Judgement(space, Verdict.OK if steps <= move.allowed else Verdict.TOO_FAR, steps, move.allowed)


def advance(move: Move, judgement: Judgement) -> None:
    """Pac-Man stands on the judged dot now: the move so far ends there."""
    move.at, move.steps = judgement.space, judgement.steps


def power_pellet_reached(maze: Maze, move: Move | None, eaten: Collection[str]) -> str | None:
    """Which power pellet Pac-Man reached when told ``power``: the one within the move's steps.

    ``None`` when that is not certain (two pellets within reach, or none): the box then
    keeps the move's unused steps as its uncertainty about where Pac-Man stands.
    """
    if move is None:
        return None
    reach = maze.distances(move.at)  # no walk is shorter than the shortest: only those within it are searched
    within = [space for space in maze.of_kind("power") if reach.get(space, move.left + 1) <= move.left
              and (cost := quiet_steps(maze, move.at, space, eaten)) is not None and cost <= move.left]
    return within[0] if len(within) == 1 else None


def referee_event(judgement: Judgement, mode: Referee) -> Event:
    """The ``referee`` event for a verdict other than ``ok``: what is wrong, and what happens to the dot."""
    held = mode is Referee.STRICT
    tail = Msg("pacman.referee.held", {"space": judgement.space}) if held else Msg("pacman.referee.counted")
    msg = f"pacman.referee.{judgement.verdict}"
    return Event(Kind.REFEREE, judgement.to_json(), msg=msg, say_msg=msg + ".say",
                 params={**judgement.to_json(), "count": judgement.steps, "tail": tail, "say_tail": Msg("pacman.referee.held.say") if held else ""})
