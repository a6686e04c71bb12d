"""The PAC-MAN board game (RULES.md section 1): pegs in, dots, sections, levels, lives, scores out.

The box senses pegs (``peg space=B7 state=down``) and is told the rest by buttons:
``roll``, ``power``, ``ghost``, ``fruit``, ``caught``, ``card`` (the ghosts' turn)
and ``next`` (start the next Pac-Man's game). Options: ``mode=arcade`` (3 lives,
yellow cards from the start), ``purist=true`` (40 points a dot), ``level=2``,
``referee=off|warn|strict`` (what the move referee does with a peg that does not fit
Pac-Man's move; see :mod:`games.pacman.referee`).
"""

from __future__ import annotations

import random
from functools import cached_property
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from games.views import JSONObject
from games.base import Action, Engine, Event, Msg, Names, Outcome, Termination, check_options, check_players
from games.errors import IllegalAction
from games.pacman import legality, views
from games.pacman.deck import FRUIT, GhostCard
from games.pacman.ghost_turn import ghost_turn
from games.pacman.maze import Maze
from games.pacman.referee import (Judgement, Move, Referee, Verdict, advance, judge, power_pellet_reached,
                                  referee_event)
from games.pacman.rotation import pacman_chosen, roll_dice, roll_off
from games.pacman.state import (ARCADE_LIVES, DOT_POINTS, GHOST_POINTS, POWER_ROLLS, SECTION_POINTS, PacmanGame,
                                Phase)
from games.pacman.vocabulary import Act, Kind



class PacmanEngine(Engine):
    """A match: every player is Pac-Man once; the highest Pac-Man score wins."""

    game = "pacman"

    def __init__(self, players: Sequence[str], options: Mapping[str, str], seed: int,
                 data: tuple[Maze, tuple[GhostCard, ...]]) -> None:
        check_players(players, 2, 5)
        check_options(options, {"mode": ("normal", "arcade"), "purist": ("true", "false"), "level": ("1", "2"),
                                 "referee": tuple(Referee)})
        super().__init__(players, options, seed)
        self.maze, self.cards = data
        self.arcade = options.get("mode") == "arcade"
        self.purist = options.get("purist") == "true"
        self.start_level = 2 if options.get("level") == "2" else 1
        self.referee = Referee(options.get("referee", Referee.WARN))
        self.rng = random.Random(seed)
        self.sections = self.maze.section_dots()
        self.all_dots = self.maze.dots
        self.power_spaces = frozenset(self.maze.of_kind("power"))
        self.peg_words = frozenset((("space", space), ("state", state))
                                   for space in self.maze.pegs for state in ("down", "up"))
        """Every peg's words (``space=B2 state=down``) as an action holds them: what :meth:`is_legal` looks up."""
        self.start_space = self.maze.of_kind("start")[0]
        self.pegs_down: set[str] = set()
        self.results: dict[str, dict[str, int]] = {}
        self.awaiting_next = False
        self.current: PacmanGame = self._new_game(players[0])  # replaced by start()
        self.shared_winners: list[str] = []
        self._waiting: list[str] = []
        self.last_card_moves: list[dict[str, Any]] = []

    # ---- views -------------------------------------------------------------------

    @property
    def outcome(self) -> Outcome | None:
        """Once every player has been Pac-Man: the highest Pac-Man score wins (ties share the win)."""
        return Outcome(Termination.BEST_SCORE, tuple(self.shared_winners)) if self.shared_winners else None

    @property
    def finished(self) -> bool:
        """Whether :attr:`outcome` is set, without building it (asked on every action)."""
        return bool(self.shared_winners)

    def scores(self) -> dict[str, int]:
        """Each player's Pac-Man score (the one playing now: so far)."""
        out = {p: r["total"] for p, r in self.results.items()}
        if not self.finished and not self.awaiting_next:
            out[self.current.player] = self.current.score.total
        return {p: out.get(p, 0) for p in self.players}

    def state_summary(self) -> JSONObject:
        """The game under way, the results so far and the rotation."""
        return {"mode": "arcade" if self.arcade else "normal", "purist": self.purist,
                "game": self.current.summary(), "results": dict(self.results),
                "awaiting_next": self.awaiting_next, "pegs_down": len(self.pegs_down), "referee": str(self.referee),
                "dots_left": len(self.all_dots - self.current.eaten)}

    @property
    def turn(self) -> str | None:
        """The Pac-Man playing now (``None`` between two Pac-Men's games and at the end)."""
        return None if self.finished or self.awaiting_next else self.current.player

    def actor(self, action: Action) -> str | None:
        """Pac-Man performs his own moves; anyone flips the ghost card, confirms a disputed dot (but Pac-Man's own
        player: :meth:`refuses_seat`) or starts the next game."""
        return None if action.name in (Act.CARD, Act.NEXT, Act.CONFIRM) else self.turn

    def refuses_seat(self, action: Action, seat: str) -> Msg | None:
        """A disputed dot is confirmed by another player or the host, never by the Pac-Man who ate it."""
        if action.name == Act.CONFIRM and seat == self.turn:
            return Msg("pacman.confirm_by_other", {"player": seat})
        return None

    def actions_for(self, player: str) -> list[Action]:
        """A seat's buttons: the legal actions but the pegs, which come from the board."""
        return [a for a in legality.turn_actions(self) if self.actor(a) in (None, player) and not self.refuses_seat(a, player)]

    def panel(self) -> JSONObject:
        """The maze with eaten dots, sections, power moves, fruit, lives, level and the score."""
        return views.panel(self)

    def legal_actions(self) -> list[Action]:
        """Exactly the actions the rules allow now: ``apply`` accepts an action if and only if it is listed.

        Every peg may change at any time (the board reports what it senses); the rest
        follows from the phase of Pac-Man's turn.
        """
        if self.finished:
            return []
        return [*self.peg_actions, *legality.turn_actions(self)]

    @cached_property
    def peg_actions(self) -> tuple[Action, ...]:
        """Every peg may go down or up at any time (the board reports what it senses): worked out when first
        listed (a game on the board only ever looks a peg up in :attr:`peg_words`)."""
        return tuple(Action.make(Act.PEG, space=space, state=state) for space in self.maze.pegs
                     for state in ("down", "up"))

    def is_legal(self, action: Action) -> bool:
        """Membership in :meth:`legal_actions` without building it: a peg is looked up among the pegs, any
        other action among the few of the turn's phase (every peg goes through here: the peg's path)."""
        if self.finished:
            return False
        if action.name == legality.PEG:
            return action.args in self.peg_words  # the words' tuple hashes in C, the dataclass in Python
        return action in legality.turn_actions(self)

    # ---- set-up ------------------------------------------------------------------

    def _new_game(self, player: str) -> PacmanGame:
        game = PacmanGame(player, self.start_level, ARCADE_LIVES if self.arcade else 1)
        game.new_level_deck(self.cards, self.rng, yellow=self.arcade)
        game.set_out(self.start_space)
        return game

    def start(self) -> list[Event]:
        """Roll for the first Pac-Man and start the first game."""
        return self._choose_pacman(list(self.players))

    def _choose_pacman(self, candidates: list[str]) -> list[Event]:
        pacman, rounds = roll_off(candidates, self.rng)
        self.first_player = self.first_player or pacman
        self.current = self._new_game(pacman)
        return pacman_chosen(self.players, pacman, rounds, self.current, self.arcade)

    # ---- actions -----------------------------------------------------------------

    def _apply(self, action: Action) -> list[Event]:
        """Apply one action: peg, roll, power, ghost, fruit, caught, card, next or confirm."""
        if self.finished:
            raise IllegalAction(msg="pacman.over", params={"players": Names(self.winners)})
        handler = HANDLERS.get(action.name)
        if handler is None:
            raise IllegalAction(msg="pacman.unknown_action", params={"action": action.name})
        if self.awaiting_next and action.name not in (Act.NEXT, Act.PEG):
            raise IllegalAction(msg="pacman.press_next", params={"player": self.current.player})
        return handler(self, action)

    def _level_check(self) -> list[Event]:
        g = self.current
        if not g.level_check_due:
            return []
        g.level_check_due = False
        stuck = [s for s in self.maze.spaces if s in self.pegs_down and self.maze.spaces[s].peg]  # reading order
        if not stuck:
            return []
        cells = [list(self.maze.spaces[space].cell or ()) for space in stuck]
        return [Event(Kind.PEGS_NOT_UP, {"spaces": stuck, "cells": cells}, msg="pacman.pegs_not_up",
                      say_msg="pacman.pegs_not_up.say",
                      params={"spaces": tuple(stuck), "first": tuple(stuck[:5]), "count": len(stuck)})]

    def _peg(self, action: Action) -> list[Event]:
        space, state = action.arg("space"), action.arg("state")
        if space not in self.maze.spaces or not self.maze.spaces[space].peg:
            raise IllegalAction(msg="pacman.not_peg", params={"space": space})
        if state not in ("down", "up"):
            raise IllegalAction(msg="pacman.peg_state")
        g = self.current
        if state == "up":  # a peg popping up (bumped) never un-eats a dot; it withdraws a disputed one
            self.pegs_down.discard(space)
            if self.awaiting_next or g.disputed.pop(space, None) is None:
                return []
            return [Event(Kind.DISPUTE_DROPPED, {"space": space}, msg="pacman.dispute_dropped", params={"space": space})]
        self.pegs_down.add(space)
        if self.awaiting_next or space in g.eaten or space in g.disputed:
            return []
        if space in self.power_spaces:  # the owner fitted sensors to the power spaces
            return self._power_peg(space)
        events = self._level_check()
        judgement = judge(self.maze, g.move, space, g.eaten)
        if judgement.verdict is not Verdict.OK and self.referee is not Referee.OFF:
            events.append(referee_event(judgement, self.referee))
            if self.referee is Referee.STRICT:
                g.disputed[space] = str(judgement.verdict)
                return events
        if g.move is not None:
            advance(g.move, judgement)
            g.position = space
        return events + self._eat(space)

    def _confirm(self, action: Action) -> list[Event]:
        space = action.arg("space")
        g = self.current
        if space not in g.disputed:
            held = tuple(sorted(g.disputed)) or Msg("pacman.none")
            raise IllegalAction(msg="pacman.no_dispute", params={"space": space, "held": held})
        del g.disputed[space]
        if g.move is not None:
            g.move.at = g.position = space
        return self._eat(space)

    def _eat(self, space: str) -> list[Event]:
        g = self.current
        g.eaten.add(space)
        g.dots_eaten_total += 1
        if self.purist:
            g.score.dots += DOT_POINTS
        section = self.maze.spaces[space].section or 0
        dots = self.sections.get(section, frozenset())
        progress = Msg("pacman.progress", {"section": section, "eaten": len(dots & g.eaten), "dots": len(dots)}) \
            if section else ""
        events = [Event(Kind.DOT_EATEN, {"space": space, "player": g.player, "section": section, "score": g.score.total},
                        msg="pacman.dot", params={"player": g.player, "space": space, "progress": progress})]
        if section and section not in g.sections and self.sections[section] <= g.eaten:
            g.sections.add(section)
            g.score.sections += SECTION_POINTS
            events.append(Event(Kind.SECTION_CLEARED, {"section": section, "player": g.player, "score": g.score.total},
                                msg="pacman.section_cleared", say_msg="pacman.section_cleared.say",
                                params={"section": section, "count": SECTION_POINTS, "score": g.score.total}))
        if self.all_dots <= g.eaten:
            events += self._level_cleared()
        return events

    def _level_cleared(self) -> list[Event]:
        g = self.current
        g.level += 1
        g.eaten, g.sections, g.power_used = set(), set(), 0
        g.fruit_next, g.fruit_on_maze, g.level_check_due = 0, None, True
        g.set_out(self.start_space)  # "start level 2 just as you did level 1": Blinky opens the cage again
        g.new_level_deck(self.cards, self.rng, yellow=self.arcade)
        return [Event(Kind.LEVEL_CLEARED, {"level": g.level - 1, "player": g.player, "score": g.score.total,
                                        "deck": len(g.deck)},
                      msg="pacman.level_cleared", say_msg="pacman.level_cleared.say",
                      params={"done": g.level - 1, "level": g.level})]

    def _begin_move(self, steps: int) -> None:
        g = self.current
        g.move = Move(g.position, steps + g.unseen_steps, g.position)
        g.unseen_steps = 0

    def _end_move(self) -> None:
        g = self.current
        if g.move is not None:
            g.position, g.unseen_steps, g.move = g.move.at, g.move.left, None

    def _roll(self, action: Action) -> list[Event]:
        g = self.current
        if g.phase is Phase.MOVE:
            raise IllegalAction(msg="pacman.rolled")
        if g.phase is Phase.POWER and not g.power_left:
            raise IllegalAction(msg="pacman.power_done")
        events = self._level_check()
        self._end_move()
        if g.phase is Phase.POWER:
            die = roll_dice(self.rng, 1)[0]
            g.power_left = (g.power_left or 0) - 1
            g.last_roll = die
            self._begin_move(die)
            return events + [Event(Kind.POWER_ROLL, {"roll": die, "left": g.power_left}, msg="pacman.power_roll",
                                   say_msg="pacman.power_roll.say", params={"die": die, "count": g.power_left})]
        dice = roll_dice(self.rng)
        g.phase, g.has_rolled, g.last_roll = Phase.MOVE, True, sum(dice)
        self._begin_move(sum(dice))
        return events + [Event(Kind.ROLL, {"dice": dice, "total": sum(dice), "player": g.player}, msg="pacman.roll",
                               say_msg="pacman.roll.say", params={"player": g.player, "a": dice[0], "b": dice[1],
                                                                   "c": dice[2], "total": sum(dice)})]

    def _power_peg(self, space: str) -> list[Event]:
        g = self.current
        if g.phase is Phase.MOVE and g.power_used < 4:
            return self._power_on(space)
        if g.phase is Phase.ROLL and self.referee is not Referee.OFF:
            return [referee_event(Judgement(space, Verdict.NOT_MOVING, 0, 0), self.referee)]
        return []  # powered already, or every pellet used: Pac-Man passes over it

    def _power(self, action: Action) -> list[Event]:
        g = self.current
        if g.phase is Phase.POWER:
            raise IllegalAction(msg="pacman.already_powered")
        if g.phase is Phase.ROLL:
            raise IllegalAction(msg="pacman.power_roll_first")
        if g.power_used >= 4:
            raise IllegalAction(msg="pacman.pellets_used")
        return self._power_on(power_pellet_reached(self.maze, g.move, g.eaten))

    def _power_on(self, space: str | None) -> list[Event]:
        """Pac-Man stands on a power pellet (at ``space`` when known): his move ends, three power moves follow."""
        g = self.current
        self._end_move()
        if space is not None:
            g.position, g.unseen_steps = space, 0
        g.phase, g.power_used = Phase.POWER, g.power_used + 1
        g.power_left, g.ghosts_this_power = POWER_ROLLS, 0
        return [Event(Kind.POWER_ON, {"player": g.player, "rolls": POWER_ROLLS}, msg="pacman.power_on",
                      say_msg="pacman.power_on.say", params={"player": g.player, "count": POWER_ROLLS})]

    def _ghost(self, action: Action) -> list[Event]:
        g = self.current
        if g.phase is not Phase.POWER:
            raise IllegalAction(msg="pacman.ghost_not_powered")
        if g.move is None:
            raise IllegalAction(msg="pacman.ghost_roll_first")
        if g.ghosts_this_power >= 4:
            raise IllegalAction(msg="pacman.ghosts_all_eaten")
        g.ghosts_this_power += 1
        g.score.ghosts += GHOST_POINTS
        return [Event(Kind.GHOST_EATEN, {"player": g.player, "points": GHOST_POINTS, "score": g.score.total},
                      msg="pacman.ghost_eaten", say_msg="pacman.ghost_eaten.say",
                      params={"player": g.player, "count": GHOST_POINTS, "points": GHOST_POINTS})]

    def _fruit(self, action: Action) -> list[Event]:
        g = self.current
        if not g.fruit_on_maze:
            raise IllegalAction(msg="pacman.no_fruit")
        if g.move is None:
            raise IllegalAction(msg="pacman.fruit_roll_first")
        name, points = FRUIT[g.fruit_next - 1]
        g.fruit_on_maze = None
        g.score.fruit += points
        return [Event(Kind.FRUIT_EATEN, {"player": g.player, "fruit": name, "points": points, "score": g.score.total},
                      msg="pacman.fruit_eaten", say_msg="pacman.fruit_eaten.say",
                      params={"player": g.player, "fruit": Msg(f"pacman.fruit.{name}"), "count": points})]

    def _caught(self, action: Action) -> list[Event]:
        g = self.current
        if g.phase is Phase.POWER:
            raise IllegalAction(msg="pacman.caught_powered")
        if not g.has_rolled:
            raise IllegalAction(msg="pacman.caught_roll_first")
        events = [Event(Kind.CAUGHT, {"player": g.player}, msg="pacman.caught", say_msg="pacman.caught.say",
                        params={"player": g.player})]
        if self.arcade and g.lives > 1:
            g.lives -= 1
            g.set_out(self.start_space)  # the ghosts go back to the cage: Blinky opens it again (docs/pacman.md)
            events.append(Event(Kind.LIFE_LOST, {"player": g.player, "lives": g.lives}, msg="pacman.life_lost",
                                say_msg="pacman.life_lost.say", params={"player": g.player, "count": g.lives}))
            return events
        g.lives = 0
        self.results[g.player] = g.score.to_json()
        parts = Msg("pacman.parts.purist" if self.purist else "pacman.parts",
                    {"dots": g.score.dots, "sections": g.score.sections, "ghosts": g.score.ghosts, "fruit": g.score.fruit})
        events.append(Event(Kind.GAME_OVER, {"player": g.player, "score": g.score.total, **g.score.to_json(),
                                          "dots_eaten": g.dots_eaten_total}, msg="pacman.game_over",
                            say_msg="pacman.game_over.say", params={"player": g.player, "count": g.dots_eaten_total,
                                                                    "score": g.score.total, "parts": parts}))
        waiting = [p for p in self.players if p not in self.results]
        if waiting:
            self.awaiting_next = True
            self._waiting = waiting
            events.append(Event(Kind.TURN, {"next": "next_pacman"}, msg="pacman.next_turn", say_msg="pacman.next_turn.say"))
            return events
        best = max(r["total"] for r in self.results.values())
        self.shared_winners = [p for p in self.players if self.results[p]["total"] == best]
        events.append(Event(Kind.WINNER, {"players": self.shared_winners, "score": best}, msg="pacman.winner",
                            say_msg="pacman.winner", params={"players": Names(self.shared_winners), "score": best,
                                                             "count": len(self.shared_winners)}))
        return events

    def _next(self, action: Action) -> list[Event]:
        if not self.awaiting_next:
            raise IllegalAction(msg="pacman.next_under_way")
        self.awaiting_next = False
        events = self._choose_pacman(self._waiting)
        self.current.level_check_due = True
        return events + self._level_check()

    def _card(self, action: Action) -> list[Event]:
        g = self.current
        events: list[Event] = []
        if g.phase is Phase.POWER:
            if g.power_left:
                raise IllegalAction(msg="pacman.power_left", params={"count": g.power_left})
            g.power_left = None
            events.append(Event(Kind.POWER_OFF, {"player": g.player}, msg="pacman.power_off", say_msg="pacman.power_off.say"))
        elif g.phase is Phase.ROLL:
            raise IllegalAction(msg="pacman.pacman_turn")
        self._end_move()
        card_events, self.last_card_moves = ghost_turn(g, self.rng)
        g.phase, g.last_roll = Phase.ROLL, None
        return events + card_events


HANDLERS: dict[str, Callable[[PacmanEngine, Action], list[Event]]] = {
    str(Act.PEG): PacmanEngine._peg, str(Act.ROLL): PacmanEngine._roll, str(Act.POWER): PacmanEngine._power,
    str(Act.GHOST): PacmanEngine._ghost, str(Act.FRUIT): PacmanEngine._fruit, str(Act.CAUGHT): PacmanEngine._caught,
    str(Act.CARD): PacmanEngine._card, str(Act.NEXT): PacmanEngine._next, str(Act.CONFIRM): PacmanEngine._confirm}
"""Each action's handler, by the action's plain name (made once: the peg's path runs through it)."""
