"""A simulated card table for ``--demo``: a bot that plays every hand legally.

In deck mode the bot plays the box's own deck. In scorekeeper mode the cards
are physical, so the table deals its own hidden deck (a second engine in deck
mode, as a stand-in for the real cards) and reports each completed row with
a ``score`` action, as a player would.
"""

from __future__ import annotations

import random

from games.base import Action
from games.bot import Move, Wait
from games.cards.engine import CardsEngine, Mode
from games.cards.scoring import score_row
from games.cards.vocabulary import Act, Kind


def choose_play(engine: CardsEngine, rng: random.Random) -> Action:
    """A sensible legal move: complete own rows for many points, never gift big rows."""
    me = engine.player
    options = engine.legal_actions()
    best, best_value = options[0], float("-inf")
    for action in options:
        value = rng.random()
        if action.name == Act.PLAY:
            owner, row, slot, face = action.arg("board"), action.arg("row"), action.arg("slot"), action.arg("card")
            assert owner and row and slot and face
            cells = list(engine.boards[owner][row])
            cells[("left", "op", "right").index(slot)] = face
            mine = 1 if owner == me else -1
            if all(c is not None for c in cells):
                left, op, right = cells
                value += mine * 3 * score_row(int(left or 0), op or "+", int(right or 0), engine.hard)
            elif face.isdigit():
                value += mine * int(face) * 0.5
            else:
                value += mine * {"x": 3, "+": 2, "-": -1}[face]
        if value > best_value:
            best, best_value = action, value
    return best


class CardsBot:
    """The demo's players; see the module docstring."""

    def __init__(self, engine: CardsEngine, seed: int) -> None:
        self.rng = random.Random(seed)
        self.hidden: CardsEngine | None = None
        self.pending: list[Move] = []
        self.played = False
        if engine.mode is Mode.SCOREKEEPER:
            options = {k: v for k, v in engine.options.items() if k != "mode"}
            self.hidden = CardsEngine(engine.players, options, seed, engine.faces)
            self.hidden.start()

    def next_move(self, engine: CardsEngine) -> Move:
        """What a player at this table does next."""
        if self.hidden is None:
            self.played = not self.played
            if not self.played:
                return Wait(self.rng.choice((4, 6, 9)))
            return choose_play(engine, self.rng)
        if not self.pending:
            for event in self.hidden.apply(choose_play(self.hidden, self.rng)):
                if event.kind == Kind.ROW_SCORED:
                    d = event.data
                    self.pending.append(Action.make(Act.SCORE, player=d["player"], left=str(d["left"]), op=d["op"],
                                                    right=str(d["right"])))
            if not self.pending:
                return Wait(self.rng.choice((5, 8, 12)))
        return self.pending.pop(0)
