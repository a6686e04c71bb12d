"""A simulated PAC-MAN table for ``--demo`` and ``companion simulate``: pawns moving legally.

Pac-Man rolls and walks exactly the dice total along the maze graph (back and
forth allowed), towards the nearest dot and away from ghosts; every peg he passes
is pushed down (a :class:`~games.bot.Peg`). Ghosts follow the ghost cards: each listed ghost
moves its spaces in one continuous direction (never reversing onto the space it
just left), never through another ghost, as far as it can when blocked, chasing
Pac-Man at junctions. The table answers with the moves a family at the table would
make (pegs go through the real peg driver, actions to the controller).
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Collection
from enum import Enum

from games.base import Action
from games.bot import Move, Peg, Wait
from games.pacman.deck import GHOSTS
from games.pacman.engine import PacmanEngine
from games.pacman.state import Phase
from games.pacman.vocabulary import Act


class Plan(Enum):
    """A move the players work out only when it is due: once the dice or the card before it are known."""

    MOVE = "move"
    POWER_MOVE = "power-move"
    GHOSTS = "ghosts"


class PacmanBot:
    """Model pawns plus the players' decisions; see the module docstring."""

    def __init__(self, engine: PacmanEngine, seed: int) -> None:
        self.rng = random.Random(seed)
        self.maze = engine.maze
        self.start = self.maze.of_kind("start")[0]
        self.home = self.maze.of_kind("ghost_start")[0]
        self.cage = self.maze.of_kind("cage")
        self.pending: deque[Move | Plan] = deque()
        self.pegs_down: set[str] = set()
        cage = set(self.cage)
        self.walkable = {sid: tuple(n for n in space.neighbours if n not in cage)
                         for sid, space in self.maze.spaces.items()}
        self.power_spaces = frozenset(self.maze.of_kind("power"))
        self.turns = 0
        self.stale = 0
        self._to_dot: dict[str, int] = {}
        self._reset_pawns()

    def _reset_pawns(self) -> None:
        self.pacman = self.start
        self.ghosts = {"blinky": self.home, "pinky": self.cage[0], "inky": self.cage[1], "clyde": self.cage[2]}
        self.came_from: dict[str, str | None] = {g: None for g in GHOSTS}
        self.eyes: set[str] = set()

    def _dist(self, a: str) -> dict[str, int]:
        return self.maze.distances(a)

    # ---- the script lines --------------------------------------------------------------

    def next_move(self, engine: PacmanEngine) -> Move:
        """What a player at this table does next.

        A :class:`Plan` is worked out only now, when the engine has answered the roll or the card before it.
        """
        while True:
            if not self.pending:
                self._plan(engine)
            move = self.pending.popleft()
            if not isinstance(move, Plan):
                return move
            self.resolve(engine, move)

    def _plan(self, engine: PacmanEngine) -> None:
        g = engine.current
        if engine.awaiting_next:
            self._reset_board()
            self.pending.append(Action.make(Act.NEXT))
            return
        if g.level_check_due and self.pegs_down:
            self._reset_board()
            return
        if g.powered:
            if g.power_left:
                self.pending.append(Action.make(Act.ROLL))
                self.pending.append(Plan.POWER_MOVE)
            else:
                self.pending.append(Action.make(Act.CARD))
                self.pending.append(Plan.GHOSTS)
            return
        if g.phase is Phase.MOVE:
            self.pending.append(Wait(self.rng.choice((6, 9, 12))))
            self.pending.append(Action.make(Act.CARD))
            self.pending.append(Plan.GHOSTS)
            return
        self.turns += 1
        self.pending.append(Wait(self.rng.choice((4, 5, 6, 8))))
        self.pending.append(Action.make(Act.ROLL))
        self.pending.append(Plan.MOVE)

    def _reset_board(self) -> None:
        for space in sorted(self.pegs_down):
            self.pending.append(Peg(space, down=False))
        self.pegs_down.clear()
        self._reset_pawns()

    # ---- moving ------------------------------------------------------------------------

    def resolve(self, engine: PacmanEngine, plan: Plan) -> None:
        """Work out a planned move now that the dice or the card are known."""
        g = engine.current
        if plan is Plan.MOVE:
            self._walk(engine, g.last_roll or 0, powered=False)
        elif plan is Plan.POWER_MOVE:
            self._walk(engine, g.last_roll or 0, powered=True)
        elif plan is Plan.GHOSTS:
            self._ghost_turn(engine)

    def _walk(self, engine: PacmanEngine, steps: int, powered: bool) -> None:
        g = engine.current
        can_power = g.power_used < 4 and not powered
        self._to_dot = self._nearest_dot(engine)
        danger = self._danger()
        stop_at = (set() if powered else danger) | (self.power_spaces if can_power else set())
        path = max((self._candidate(steps, stop_at, greedy=k == 0) for k in range(30)),
                   key=lambda walk: self._judge(engine, walk, powered, danger))
        here = path[-1] if path else self.pacman
        fresh = {p for p in path if p in engine.all_dots and p not in g.eaten}
        self.stale = 0 if fresh or powered else self.stale + 1
        self.pacman = here
        eaten_ghosts = []
        fruit = bool(g.fruit_on_maze)
        left = set(engine.all_dots - g.eaten)
        for space in path:
            if space in engine.all_dots and space not in g.eaten and space not in self.pegs_down:
                self.pending.append(Peg(space))
                self.pegs_down.add(space)
                left.discard(space)
                if not left:
                    self._reset_pawns()  # the last dot: the level is cleared and the pawns go home
                    return
            if fruit and space == self.start:
                self.pending.append(Action.make(Act.FRUIT))
                fruit = False
            if powered:
                for ghost, at in self.ghosts.items():
                    if at == space and ghost not in eaten_ghosts and ghost not in self.eyes:
                        eaten_ghosts.append(ghost)
        for ghost in eaten_ghosts:
            self.pending.append(Action.make(Act.GHOST))
            self.eyes.add(ghost)  # the eyes head back to the cage on the ghosts' turns
        if self.maze.spaces[here].kind == "power" and not powered and g.power_used < 4:
            self.pending.append(Action.make(Act.POWER))
        elif not powered and here in self._danger():
            self.pending.append(Action.make(Act.CAUGHT))
            self._after_caught(engine)

    def _candidate(self, steps: int, stop_at: Collection[str], greedy: bool) -> list[str]:
        """One legal walk of exactly ``steps`` (shorter only if it ends on a space of ``stop_at``: a power
        pellet Pac-Man may take, or a ghost)."""
        path: list[str] = []
        here = self.pacman
        walkable, choice = self.walkable, self.rng.choice
        for _ in range(steps):
            options = walkable[here]
            if greedy:
                here = min(options, key=lambda n: self._to_dot.get(n, 99) + self.rng.random() * 0.5)
            else:
                here = choice(options)
            path.append(here)
            if here in stop_at:
                break
        return path

    def _nearest_dot(self, engine: PacmanEngine) -> dict[str, int]:
        """Steps from every space to the nearest uneaten dot (one breadth-first pass from all of them)."""
        left = engine.all_dots - engine.current.eaten
        dist = {s: 0 for s in left}
        todo = deque(left)  # every dot at 0 first: the distances do not depend on their order
        links = self.maze.links
        while todo:
            here = todo.popleft()
            for n in links[here]:
                if n not in dist:
                    dist[n] = dist[here] + 1
                    todo.append(n)
        return dist

    def _judge(self, engine: PacmanEngine, path: list[str], powered: bool, danger: set[str]) -> float:
        if not path:
            return -1e9
        eaten = engine.current.eaten
        fresh = len({s for s in path if s in engine.all_dots and s not in eaten})
        end = path[-1]
        from_end = self._dist(end)
        ghost_gap = min((from_end.get(at, 99) for at in danger), default=99)
        if powered:
            hunted = sum(1 for at in danger if at in path)
            return 60 * hunted + 4 * fresh - ghost_gap
        if end in danger:
            return -1000.0 if self.stale < 15 else 10.0 * fresh  # stuck for long: take the risk
        power = 25 if self.maze.spaces[end].kind == "power" and ghost_gap <= 6 else 0
        target = self._to_dot.get(end, 0)
        return 10 * fresh + 6 * min(ghost_gap, 7) + power - target + self.rng.random()

    def _move_eyes(self, ghost: str, spaces: int) -> None:
        """Eyes pass through pawns straight back to the cage; their move ends on entering it."""
        here = self.ghosts[ghost]
        home = self._dist(self.cage[1])
        for _ in range(spaces):
            here = min(self.maze.spaces[here].neighbours, key=lambda n: home.get(n, 99))
            if here in self.cage:
                self.eyes.discard(ghost)
                break
        self.ghosts[ghost], self.came_from[ghost] = here, None

    def _danger(self) -> set[str]:
        """Where the ghosts that can catch Pac-Man are (eyes cannot)."""
        return {at for name, at in self.ghosts.items() if name not in self.eyes}

    def _after_caught(self, engine: PacmanEngine) -> None:
        g = engine.current
        if engine.arcade and g.lives > 1:
            self._reset_pawns()

    def _ghost_turn(self, engine: PacmanEngine) -> None:
        for move in engine.last_card_moves:
            if move["lost"]:
                continue
            self._move_ghost(move["ghost"], move["spaces"])
            if self.ghosts[move["ghost"]] == self.pacman and move["ghost"] not in self.eyes:
                self.pending.append(Action.make(Act.CAUGHT))
                self._after_caught(engine)
                return

    def _move_ghost(self, ghost: str, spaces: int) -> None:
        if ghost in self.eyes:
            self._move_eyes(ghost, spaces)
            return
        here = self.ghosts[ghost]
        came = self.came_from[ghost]
        others = {at for name, at in self.ghosts.items() if name != ghost}
        for _ in range(spaces):
            ways = [n for n in self.maze.spaces[here].neighbours if n not in others]
            options = [n for n in ways if n != came] or ways  # a dead end is the only place to turn back
            if here in self.cage or here == self.home:
                options = [n for n in options if self._dist(n).get(self.start, 99) <
                           self._dist(here).get(self.start, 99)] or options
            else:
                options = [n for n in options if n not in self.cage]
            if not options:
                break  # blocked: as far as it can
            target = self._dist(self.pacman)
            nxt = min(options, key=lambda n: target.get(n, 99) + self.rng.random() * 2)
            came, here = here, nxt
            if here == self.pacman:
                break
        self.ghosts[ghost], self.came_from[ghost] = here, came
