"""A simulated Death Star table for ``--demo``: pawns on a model board, moved by a bot.

The box cannot see the board, so the demo needs a stand-in for it: a simple
route of spots from the Trash Compactor to the Millennium Falcon (with Force
spots, the Control Room and the Tractor Beam on it) and a Hyperspace grid with
TIE fighters. A bot reads the engine, moves its pawns legally on this model and
answers with the moves a person at the table would make.
"""

from __future__ import annotations

import random

from games.base import Action
from games.bot import Move, Wait
from games.deathstar.engine import DeathStarEngine
from games.deathstar.state import Phase, Step
from games.deathstar.vocabulary import Act

ROUTE_LENGTH = 24
"""The Falcon's spot on the model route; the Trash Compactor is spot 0."""
FORCE_SPOTS = frozenset({3, 6, 9, 13, 15, 20})
CONTROL_ROOM = 11
TRACTOR_BEAM = 17
DS_SPOTS = {f"DS-{n}": spot for n, spot in enumerate((2, 5, 8, 10, 14, 16, 19, 22), 1)}
HYPERSPACE_DEPTH = 6
"""Rows of Hyperspace; moving past the last row by exact count reaches the Rebel Base."""
TIE_FIGHTERS = frozenset({(1, 0), (2, 1), (3, 2), (4, 0), (4, 1), (5, 2)})
"""(row, lane) cells holding a TIE fighter, lanes 0-2."""


class DeathStarBot:
    """Model pawns plus a bot that plays every player; see the module docstring."""

    def __init__(self, engine: DeathStarEngine, seed: int) -> None:
        self.rng = random.Random(seed)
        self.pos = {p: {"1": 0, "2": 0} for p in engine.players}
        self.hyper = {p: (-1, 1) for p in engine.players}
        self.cards_seen = engine.cards_drawn
        self.acted = False
        self.waited = False
        self.dogfighter: str | None = None
        self.landing_again: Action | None = None
        """The action that reports where a Force card's move left the token (its one more landing)."""

    def next_move(self, engine: DeathStarEngine) -> Move:
        """What a player at this table does next."""
        if engine.cards_drawn != self.cards_seen:
            self._follow_card(engine)
        if self.landing_again and engine.awaiting is Step.MOVE:
            move, self.landing_again = self.landing_again, None
            return move
        if self.dogfighter and engine.last_spin == "LOSE":
            self.hyper[self.dogfighter] = (-1, 1)
            self.dogfighter = None
        if engine.phase is Phase.ORDER or engine.awaiting in (Step.SPIN, Step.DOGFIGHT) or (self.acted and self.waited):
            st = engine.state[engine.player]
            if engine.awaiting is Step.SPIN and engine.phase is Phase.PLAY and st.escape_cards and st.detained():
                return Action.make(Act.ESCAPE, player=engine.player)
            self.acted = self.waited = False
            return Action.make(Act.SPIN)
        if self.acted:
            self.waited = True
            return Wait(self.rng.choice((3, 4, 5, 6)))
        self.acted = True
        if engine.state[engine.player].in_hyperspace:
            return self._hyperspace_move(engine)
        return self._board_move(engine)

    def _follow_card(self, engine: DeathStarEngine) -> None:
        self.cards_seen = engine.cards_drawn
        card, me, tid = engine.last_card, engine.player, engine.moved_token or "1"
        if card is None:
            return
        pos = self.pos[me]
        if card.effect == "move":
            pos[tid] = max(0, min(ROUTE_LENGTH - 1, pos[tid] + card.steps))
            mission_done = engine.state[me].mission_complete
            self.landing_again = Action.make(Act.LAND, token=tid, spot=self._spot(pos[tid], mission_done))
        elif card.effect == "trash":
            pos[tid] = 0
        elif card.effect == "goto":
            pos[tid] = {"control_room": CONTROL_ROOM, "tractor_beam": TRACTOR_BEAM}.get(
                card.spot, DS_SPOTS.get(card.spot, pos[tid]))

    def _spot(self, spot: int, mission_done: bool) -> str:
        if spot == 0:
            return "trash"
        if spot == ROUTE_LENGTH:
            return "falcon" if mission_done else "plain"
        if spot == CONTROL_ROOM:
            return "control_room"
        if spot == TRACTOR_BEAM:
            return "tractor_beam"
        return "force" if spot in FORCE_SPOTS else "plain"

    def _board_move(self, engine: DeathStarEngine) -> Action:
        me = engine.player
        st = engine.state[me]
        value = int(engine.last_spin or 0)
        wanted = []
        if not st.blueprint:
            wanted.append(CONTROL_ROOM)
        if not st.tractor_beam:
            wanted.append(TRACTOR_BEAM)
        options: list[tuple[int, str, int]] = []
        for tid in st.movable():
            here = self.pos[me][tid]
            for target in (here + value, here - value):
                if not 0 <= target <= ROUTE_LENGTH or (target == ROUTE_LENGTH and not st.mission_complete):
                    continue
                score = target + self.rng.random()
                if target in wanted:
                    score += 100
                if target == ROUTE_LENGTH:
                    score += 200
                if target < here:
                    score -= 30
                options.append((int(score * 1000), tid, target))
        if not options:
            return Action.make(Act.END)
        _, tid, target = max(options)
        self.pos[me][tid] = target
        return Action.make(Act.LAND, token=tid, spot=self._spot(target, st.mission_complete))

    def _hyperspace_move(self, engine: DeathStarEngine) -> Action:
        me = engine.player
        row, lane = self.hyper[me]
        won_dogfight = isinstance(engine.last_spin, str)
        steps = 1 if won_dogfight else int(engine.last_spin or 0)
        target = row + steps
        if target == HYPERSPACE_DEPTH:
            return Action.make(Act.LAND, spot="base")
        if target > HYPERSPACE_DEPTH:
            return Action.make(Act.END)
        lane = max(0, min(2, lane + self.rng.choice((-1, 0, 1))))
        self.hyper[me] = (target, lane)
        if (target, lane) in TIE_FIGHTERS:
            self.dogfighter = me
            return Action.make(Act.LAND, spot="tie")
        return Action.make(Act.LAND, spot="plain")
