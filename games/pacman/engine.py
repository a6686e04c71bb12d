"""The PAC-MAN board game (RULES.md section 1): pegs in, dots, sections, levels, lives, scores out.

The box senses pegs (``peg space=B7 state=down``) and is told the rest by buttons:
``roll``, ``power``, ``ghost``, ``fruit``, ``caught``, ``card`` (the ghosts' turn)
and ``next`` (start the next Pac-Man's game). Options: ``mode=arcade`` (3 lives,
yellow cards from the start), ``purist=true`` (40 points a dot), ``level=2``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from games.base import Action, Event, IllegalAction, SingleWinnerEngine, check_options, check_players
from games.pacman import views
from games.pacman.deck import FRUIT, GhostCard
from games.pacman.maze import Maze
from games.pacman.rotation import ghost_controllers, roll_dice, roll_off
from games.pacman.state import (ARCADE_LIVES, DOT_POINTS, GHOST_POINTS, POWER_ROLLS, SECTION_POINTS, PacmanGame)


class PacmanEngine(SingleWinnerEngine):
    """A match: every player is Pac-Man once; the highest Pac-Man score wins."""

    game = "pacman"

    def __init__(self, players: Sequence[str], options: Mapping[str, str], seed: int,
                 data: tuple[Maze, tuple[GhostCard, ...]]) -> None:
        check_players(players, 2, 5)
        check_options(options, {"mode": ("normal", "arcade"), "purist": ("true", "false"), "level": ("1", "2")})
        super().__init__(players, options, seed)
        self.maze, self.cards = data
        self.arcade = options.get("mode") == "arcade"
        self.purist = options.get("purist") == "true"
        self.start_level = 2 if options.get("level") == "2" else 1
        self.rng = random.Random(seed)
        self.sections = self.maze.section_dots()
        self.all_dots = frozenset(self.maze.of_kind("dot"))
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
    def winners(self) -> list[str]:
        """The highest Pac-Man score (ties share the win) once everyone has played."""
        return self.shared_winners

    @property
    def finished(self) -> bool:
        """Whether every player has been Pac-Man."""
        return bool(self.shared_winners)

    def scores(self) -> dict[str, int]:
        """Each player's Pac-Man score (the one playing now: so far)."""
        out = {p: r["total"] for p, r in self.results.items()}
        if not self.finished and not self.awaiting_next:
            out[self.current.player] = self.current.score.total
        return {p: out.get(p, 0) for p in self.players}

    def state_summary(self) -> dict[str, Any]:
        """The game under way, the results so far and the rotation."""
        return {"mode": "arcade" if self.arcade else "normal", "purist": self.purist,
                "game": self.current.summary(), "results": dict(self.results),
                "awaiting_next": self.awaiting_next, "pegs_down": len(self.pegs_down),
                "dots_left": len(self.all_dots - self.current.eaten)}

    @property
    def turn(self) -> str | None:
        """The Pac-Man playing now (``None`` between two Pac-Men's games and at the end)."""
        return None if self.finished or self.awaiting_next else self.current.player

    def actor(self, action: Action) -> str | None:
        """Pac-Man performs his own moves; anyone flips the ghost card or starts the next game."""
        return None if action.name in ("card", "next") else self.turn

    def actions_for(self, player: str) -> list[Action]:
        """A seat's buttons: the legal actions but the pegs, which come from the board."""
        return [a for a in super().actions_for(player) if a.name != "peg"]

    def panel(self) -> dict[str, Any]:
        """The maze with eaten dots, sections, power moves, fruit, lives, level and the score."""
        return views.panel(self)

    def legal_actions(self) -> list[Action]:
        """What may be done now (peg actions for the dots not yet eaten)."""
        if self.finished:
            return []
        if self.awaiting_next:
            return [Action.make("next")]
        g = self.current
        acts = [Action.make("peg", space=s, state="down") for s in sorted(self.all_dots - g.eaten)]
        if g.powered:
            acts += [Action.make("ghost")] if g.ghosts_this_power < 4 else []
            acts += [Action.make("roll")] if g.power_left else [Action.make("card")]
        else:
            acts += [Action.make("caught")]
            acts += [Action.make("card")] if g.moved else [Action.make("roll")]
            if g.power_used < 4:
                acts.append(Action.make("power"))
        if g.fruit_on_maze:
            acts.append(Action.make("fruit"))
        return acts

    # ---- set-up ------------------------------------------------------------------

    def _new_game(self, player: str) -> PacmanGame:
        game = PacmanGame(player, self.start_level, ARCADE_LIVES if self.arcade else 1, [])
        game.new_level_deck(self.cards, self.rng, yellow=self.arcade)
        game.position = self.maze.of_kind("start")[0]
        return game

    def start(self) -> list[Event]:
        """Roll for the first Pac-Man and start the first game."""
        return self._choose_pacman(list(self.players))

    def _choose_pacman(self, candidates: list[str]) -> list[Event]:
        pacman, rounds = roll_off(candidates, self.rng)
        self.first_player = self.first_player or pacman
        ghosts = ghost_controllers(self.players, pacman)
        who = "; ".join(f"{p}: {', '.join(g.capitalize() for g in gs)}" for p, gs in ghosts.items())
        self.current = self._new_game(pacman)
        return [Event("next_pacman", {"player": pacman, "rolls": rounds, "ghosts": ghosts},
                      f"{pacman} is Pac-Man (dice: " + " / ".join(", ".join(f"{n} {t}" for n, t in r.items())
                                                          for r in rounds) + f"). Ghosts: {who}.",
                      f"{pacman} is Pac-Man. {who}."),
                self._game_start()]

    def _game_start(self) -> Event:
        g = self.current
        mode = "arcade mode, 3 lives" if self.arcade else "one life"
        return Event("game_start", {"player": g.player, "level": g.level, "lives": g.lives},
                     f"{g.player}'s game starts at level {g.level} ({mode}). Pac-Man moves first.",
                     f"{g.player}, ready! Pac-Man moves first.")

    # ---- actions -----------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Apply one action: peg, roll, power, ghost, fruit, caught, card or next."""
        if self.finished:
            raise IllegalAction(f"the match is over: {', '.join(self.winners)} won")
        handler = {"peg": self._peg, "roll": self._roll, "power": self._power, "ghost": self._ghost,
                   "fruit": self._fruit, "caught": self._caught, "card": self._card, "next": self._next}.get(action.name)
        if handler is None:
            raise IllegalAction(f"unknown action {action.name!r} (peg, roll, power, ghost, fruit, caught, card, next)")
        if self.awaiting_next and action.name not in ("next", "peg"):
            raise IllegalAction(f"{self.current.player}'s game is over: press next for the next Pac-Man")
        return handler(action)

    def _level_check(self) -> list[Event]:
        g = self.current
        if not g.level_check_due:
            return []
        g.level_check_due = False
        stuck = [s for s in self.maze.spaces if s in self.pegs_down and self.maze.spaces[s].peg]  # reading order
        if not stuck:
            return []
        cells = [list(self.maze.spaces[space].cell or ()) for space in stuck]
        return [Event("pegs_not_up", {"spaces": stuck, "cells": cells},
                      f"These pegs are still down: {', '.join(stuck)}. Push them up to eat those dots.",
                      f"{len(stuck)} pegs are still down: {', '.join(stuck[:5])}.")]

    def _peg(self, action: Action) -> list[Event]:
        space, state = action.arg("space"), action.arg("state")
        if space not in self.maze.spaces or not self.maze.spaces[space].peg:
            raise IllegalAction(f"{space!r} is not a peg space of the maze")
        if state not in ("down", "up"):
            raise IllegalAction("peg needs state=down or state=up")
        if state == "up":
            self.pegs_down.discard(space)
            return []  # a peg popping up (bumped) never un-eats a dot
        self.pegs_down.add(space)
        if self.awaiting_next:
            return []
        if self.maze.spaces[space].kind == "power":  # the owner fitted sensors to the power spaces
            g = self.current
            return [] if g.powered or g.power_used >= 4 else self._power(Action.make("power"))
        g = self.current
        if space in g.eaten:
            return []
        events = self._level_check()
        near = self.maze.distances(g.position).get(space, 999)
        reach = g.last_roll if g.last_roll is not None else 18
        suspect = near > reach
        g.position, g.moved = space, True
        g.eaten.add(space)
        g.dots_eaten_total += 1
        if self.purist:
            g.score.dots += DOT_POINTS
        section = self.maze.spaces[space].section or 0
        events.append(Event("dot_eaten", {"space": space, "player": g.player, "section": section,
                                          "score": g.score.total, "suspect": suspect},
                            f"{g.player} eats the dot at {space}" + (" (suspect: too far from the last dot)"
                                                                     if suspect else "") + "."))
        if section and section not in g.sections and self.sections[section] <= g.eaten:
            g.sections.add(section)
            g.score.sections += SECTION_POINTS
            events.append(Event("section_cleared", {"section": section, "player": g.player, "score": g.score.total},
                                f"Section {section} cleared: {SECTION_POINTS} points, {g.score.total} in all.",
                                f"Section {section} cleared! {SECTION_POINTS} points."))
        if self.all_dots <= g.eaten:
            events += self._level_cleared()
        return events

    def _level_cleared(self) -> list[Event]:
        g = self.current
        g.level += 1
        g.eaten, g.sections, g.power_used, g.power_left = set(), set(), 0, None
        g.fruit_next, g.fruit_on_maze, g.rolled, g.moved = 0, None, False, False
        g.position, g.level_check_due, g.last_roll = self.start_space, True, None
        g.new_level_deck(self.cards, self.rng, yellow=self.arcade)
        return [Event("level_cleared", {"level": g.level - 1, "player": g.player, "score": g.score.total,
                                        "deck": len(g.deck)},
                      f"Level {g.level - 1} cleared! Push every peg back up and reset the pawns: level {g.level}, "
                      f"Pac-Man moves first.", f"Level cleared! On to level {g.level}.")]

    def _roll(self, action: Action) -> list[Event]:
        g = self.current
        events = self._level_check()
        if g.powered:
            if not g.power_left:
                raise IllegalAction("the three power moves are done: flip the ghost card (card)")
            die = roll_dice(self.rng, 1)[0]
            g.power_left -= 1
            g.last_roll, g.moved = die, True
            return events + [Event("power_roll", {"roll": die, "left": g.power_left},
                                   f"Power move: {die}. {g.power_left} power moves left.", f"Power move, {die}.")]
        if g.rolled:
            raise IllegalAction("Pac-Man has rolled this turn: flip the ghost card (card) for the ghosts' turn")
        dice = roll_dice(self.rng)
        g.rolled, g.moved, g.last_roll = True, True, sum(dice)
        return events + [Event("roll", {"dice": dice, "total": sum(dice), "player": g.player},
                               f"{g.player} rolls {dice[0]} + {dice[1]} + {dice[2]} = {sum(dice)}.",
                               f"{sum(dice)}.")]

    def _power(self, action: Action) -> list[Event]:
        g = self.current
        if g.powered:
            raise IllegalAction("Pac-Man is already powered up")
        if g.power_used >= 4:
            raise IllegalAction("all four power pellets have been used on this level")
        g.power_used += 1
        g.power_left, g.ghosts_this_power, g.moved = POWER_ROLLS, 0, True
        return [Event("power_on", {"player": g.player, "rolls": POWER_ROLLS},
                      f"Power pellet! {g.player} now makes {POWER_ROLLS} moves of one die and can eat ghosts.",
                      "Power pellet! Three power moves.")]

    def _ghost(self, action: Action) -> list[Event]:
        g = self.current
        if not g.powered:
            raise IllegalAction("Pac-Man can only eat ghosts during the three power moves")
        if g.ghosts_this_power >= 4:
            raise IllegalAction("all four ghosts have been eaten during this power")
        g.ghosts_this_power += 1
        g.score.ghosts += GHOST_POINTS
        return [Event("ghost_eaten", {"player": g.player, "points": GHOST_POINTS, "score": g.score.total},
                      f"{g.player} eats a ghost: {GHOST_POINTS} points. Its eyes go back to the cage.",
                      f"Ghost eaten! {GHOST_POINTS}.")]

    def _fruit(self, action: Action) -> list[Event]:
        g = self.current
        if not g.fruit_on_maze:
            raise IllegalAction("there is no fruit on the maze")
        name, points = FRUIT[g.fruit_next - 1]
        g.fruit_on_maze = None
        g.score.fruit += points
        return [Event("fruit_eaten", {"player": g.player, "fruit": name, "points": points, "score": g.score.total},
                      f"{g.player} eats the {name}: {points} points.", f"{name.capitalize()}! {points} points.")]

    def _caught(self, action: Action) -> list[Event]:
        g = self.current
        if g.powered:
            raise IllegalAction("Pac-Man is powered: a ghost he meets is eaten (ghost), he is not caught")
        events = [Event("caught", {"player": g.player}, f"{g.player} is caught!", "Caught!")]
        if self.arcade and g.lives > 1:
            g.lives -= 1
            g.rolled, g.moved, g.position, g.last_roll = False, False, self.start_space, None
            events.append(Event("life_lost", {"player": g.player, "lives": g.lives},
                                f"{g.player} loses a life: {g.lives} left. All pawns back to the start; the dots stay.",
                                f"{g.lives} lives left."))
            return events
        g.lives = 0
        self.results[g.player] = g.score.to_json()
        events.append(Event("game_over", {"player": g.player, "score": g.score.total, **g.score.to_json()},
                            f"Game over for {g.player}: {g.score.total} points (dots {g.score.dots}, sections "
                            f"{g.score.sections}, ghosts {g.score.ghosts}, fruit {g.score.fruit}).",
                            f"Game over. {g.player} scores {g.score.total}."))
        waiting = [p for p in self.players if p not in self.results]
        if waiting:
            self.awaiting_next = True
            self._waiting = waiting
            events.append(Event("turn", {"next": "next_pacman"}, "Reset the board and press next for the next Pac-Man.",
                                "Press next for the next Pac-Man."))
            return events
        best = max(r["total"] for r in self.results.values())
        self.shared_winners = [p for p in self.players if self.results[p]["total"] == best]
        self.winner = self.shared_winners[0]
        events.append(Event("winner", {"players": self.shared_winners, "score": best},
                            f"{' and '.join(self.shared_winners)} win{'s' if len(self.shared_winners) == 1 else ''} "
                            f"with {best} points!", f"{' and '.join(self.shared_winners)} wins with {best} points!"))
        return events

    def _next(self, action: Action) -> list[Event]:
        if not self.awaiting_next:
            raise IllegalAction("the game is under way: next starts the next Pac-Man's game once this one is over")
        self.awaiting_next = False
        events = self._choose_pacman(self._waiting)
        self.current.level_check_due = True
        return events + self._level_check()

    def _card(self, action: Action) -> list[Event]:
        g = self.current
        events: list[Event] = []
        if g.powered:
            if g.power_left:
                raise IllegalAction(f"{g.power_left} power move(s) left: roll first")
            g.power_left = None
            events.append(Event("power_off", {"player": g.player}, "The power wears off.", "Power's over."))
        elif not g.moved:
            raise IllegalAction("it is Pac-Man's turn: roll and move before the ghosts' turn")
        while True:
            card = self._draw(events)
            g.discard.append(card)
            if not card.fruit:
                break
            if g.fruit_on_maze or g.fruit_next >= len(FRUIT):
                events.append(Event("fruit_card", {"placed": False}, "A fruit card, but no fruit to place: draw again."))
                continue
            name, points = FRUIT[g.fruit_next]
            g.fruit_next += 1
            g.fruit_on_maze = name
            events.append(Event("fruit_placed", {"fruit": name, "points": points},
                                f"Fruit card: put the {name} on START ({points} points). Draw again for the ghosts.",
                                f"Fruit! Put the {name} on start."))
        moves, lost = list(card.moves), set()
        if g.first_card:
            names = [m[0] for m in moves]
            lost = set(names[:names.index("blinky")]) if "blinky" in names else set(names)
            g.first_card = False
        self.last_card_moves = [{"ghost": gh, "spaces": n, "lost": gh in lost} for gh, n in moves]
        said = ", ".join(f"{gh.capitalize()} {n}" for gh, n in moves if gh not in lost)
        lost_text = f" ({', '.join(x.capitalize() for x in sorted(lost))} lose their move: Blinky opens the cage)" \
            if lost else ""
        events.append(Event("ghost_card", {"moves": self.last_card_moves, "card": card.index, "colour": card.colour},
                            f"Ghosts move: {said or 'nobody'}{lost_text}.", f"{said or 'No ghost moves'}.{lost_text}"))
        g.rolled, g.moved, g.last_roll = False, False, None
        return events

    def _draw(self, events: list[Event]) -> GhostCard:
        g = self.current
        if not g.deck:
            g.deck, g.discard = g.discard, []
            self.rng.shuffle(g.deck)
            events.append(Event("reshuffle", {"cards": len(g.deck)}, f"The ghost deck is reshuffled ({len(g.deck)})."))
        return g.deck.pop()
