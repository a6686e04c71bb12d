"""Escape from Death Star (1977): the box as spinner, Force deck and referee.

The box cannot see the board, so players tell it where a token landed
(``land``), and it keeps everything else: turn order, the Force deck as a
queue, kept Escape cards, mission cards, detention count-downs, Hyperspace,
dogfights and the winner. See RULES.md section 2.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Mapping, Sequence
from typing import Any

from games.base import Action, Event, IllegalAction, SingleWinnerEngine, check_options, check_players
from games.deathstar import legality, views
from games.deathstar.data import Band, DeathStarData, ForceCard
from games.deathstar.force import detention_event, mission_events, resolve_card, send_to_detention
from games.deathstar.legality import BOARD_SPOTS, HYPERSPACE_SPOTS
from games.deathstar.state import DETENTION_TURNS, TOKEN_NAMES, PlayerState, Step, token_id


class DeathStarEngine(SingleWinnerEngine):
    """The rules of Escape from Death Star; see the module docstring.

    >>> from games.deathstar.data import ForceCard, parse_spinner
    >>> spinner = parse_spinner('[outer]\\nfaces=[1,2,3]\\nweights=[1,1,1]\\n'
    ...                         '[inner]\\nfaces=["WIN","LOSE"]\\nweights=[1,1]')
    >>> deck = (ForceCard(0, True, "Spin again.", "extra_turn"),)
    >>> e = DeathStarEngine(["ann", "bob"], {}, seed=7, data=DeathStarData(spinner, deck))
    >>> [ev.kind for ev in e.start()]
    ['turn_order']
    >>> e.apply(Action.make("spin"))[0].data["player"]
    'ann'
    """

    game = "deathstar"
    has_points = False

    def __init__(self, players: Sequence[str], options: Mapping[str, str], seed: int,
                 data: DeathStarData) -> None:
        check_players(players, 2, 4)
        check_options(options, {})
        super().__init__(players, options, seed)
        self.rng = random.Random(seed)
        self.spinner = data.spinner
        cards = list(data.deck)
        self.rng.shuffle(cards)
        self.deck: deque[ForceCard] = deque(cards)
        self.state = {p: PlayerState(p) for p in players}
        self.step = Step.ORDER
        self.order_rolls: dict[str, int] = {}
        self.rolling: list[str] = list(players)
        self.current = 0
        self.moved_token: str | None = None
        self.last_spin: int | str | None = None
        self.last_card: ForceCard | None = None
        self.cards_drawn = 0

    # ---- views -------------------------------------------------------------------

    @property
    def phase(self) -> str:
        """``order``, ``play`` or ``over``: the views' coarse phase."""
        return str(self.step) if self.step in (Step.ORDER, Step.OVER) else "play"

    @property
    def awaiting(self) -> str | None:
        """During play, what the box waits for: ``spin``, ``move``, ``landed`` (end the turn) or ``dogfight``."""
        return None if self.step in (Step.ORDER, Step.OVER) else str(self.step)

    @property
    def player(self) -> str:
        """Whose turn it is (during the order roll: who spins next)."""
        if self.step is Step.ORDER:
            return self.rolling[len(self.order_rolls) % len(self.rolling)]
        return self.players[self.current]

    def scores(self) -> dict[str, int]:
        """1 for the winner, 0 for everyone else (Death Star has no points)."""
        return {p: int(p == self.winner) for p in self.players}

    def state_summary(self) -> dict[str, Any]:
        """Phase, whose turn, each player's progress and the deck's size."""
        return {
            "phase": self.phase,
            "turn": None if self.finished else self.player,
            "awaiting": self.awaiting,
            "progress": {p: s.progress() for p, s in self.state.items()},
            "deck": len(self.deck),
            "cards_drawn": self.cards_drawn,
        }

    def legal_actions(self) -> list[Action]:
        """Exactly the actions the rules allow now (see :func:`games.deathstar.legality.legal_actions`)."""
        return legality.legal_actions(self)

    def canonical(self, action: Action) -> Action:
        """Token names as numbers; the moving token, whose turn it is and the only detained token filled in."""
        return legality.canonical(self, action)

    def panel(self) -> dict[str, Any]:
        """Tokens and their spots, mission cards, detention count-downs, Hyperspace, the last spin and card."""
        return views.panel(self)

    def secrets(self, player: str) -> dict[str, Any]:
        """The texts of the Escape cards ``player`` keeps."""
        return views.secrets(self, player)

    # ---- actions -----------------------------------------------------------------

    def start(self) -> list[Event]:
        """Ask everyone to spin for the turn order."""
        names = ", ".join(self.players)
        return [Event("turn_order", {"spinning": list(self.players)},
                      f"Spin for the turn order: {names}. Highest goes first.",
                      f"Everyone spins for the turn order. {self.player}, spin.")]

    def apply(self, action: Action) -> list[Event]:
        """Apply ``spin``, ``card``, ``land``, ``bump``, ``escape`` or ``end``."""
        if self.finished:
            raise IllegalAction(f"the game is over: {self.winner} escaped")
        action = self.canonical(action)
        handler = {
            "spin": self._spin, "card": self._card, "land": self._land,
            "bump": self._bump, "escape": self._escape, "end": self._end,
        }.get(action.name)
        if handler is None:
            raise IllegalAction(f"unknown action {action.name!r} for Escape from Death Star "
                                "(spin, card, land, bump, escape, end)")
        return handler(action)

    def _turn_check(self, action: Action) -> PlayerState:
        if self.step is Step.ORDER:
            raise IllegalAction(f"first spin for the turn order ({self.player} spins next)")
        who = action.arg("player")
        if who is not None and who != self.player:
            raise IllegalAction(f"it is {self.player}'s turn, not {who}'s")
        return self.state[self.player]

    def _spin_band(self, band: Band) -> int | str:
        return self.rng.choices(band.faces, weights=band.weights)[0]

    def _spin(self, action: Action) -> list[Event]:
        who = action.arg("player")
        if who is not None and who != self.player:
            raise IllegalAction(f"{self.player} spins now, not {who}")
        if self.step is Step.ORDER:
            return self._order_spin()
        if self.step is Step.DOGFIGHT:
            return self._dogfight_spin()
        events: list[Event] = []
        if self.step in (Step.MOVE, Step.LANDED):
            events += self._next_turn()
        me = self.state[self.player]
        value = self._spin_band(self.spinner.outer)
        self.last_spin = value
        events.append(Event("spin", {"player": me.name, "value": value, "purpose": "move"},
                            f"{me.name} spins {value}.", f"{me.name}, {value}."))
        for tid in me.detained():
            if value == 3:
                me.tokens[tid].where, me.tokens[tid].detained_turns = "board", 0
                events.append(detention_event(me.name, tid, "out", "spun a 3"))
            else:
                me.tokens[tid].detained_turns += 1
        self.step, self.moved_token = Step.MOVE, None
        if not me.movable():
            events.append(Event("no_move", {"player": me.name},
                                f"{me.name} has no token that can move.", "No token can move."))
            events += self._next_turn()
        return events

    def _order_spin(self) -> list[Event]:
        who = self.player
        value = self._spin_band(self.spinner.outer)
        self.last_spin = value
        self.order_rolls[who] = int(value)
        events = [Event("spin", {"player": who, "value": value, "purpose": "order"},
                        f"{who} spins {value} for the turn order.", f"{who}, {value}.")]
        if len(self.order_rolls) < len(self.rolling):
            return events
        best = max(self.order_rolls.values())
        tied = [p for p in self.rolling if self.order_rolls[p] == best]
        self.order_rolls = {}
        if len(tied) > 1:
            self.rolling = tied
            names = " and ".join(tied)
            events.append(Event("turn_order", {"spinning": tied, "tied": best},
                                f"{names} tie on {best}: spin again.",
                                f"{names} tie. Spin again, {tied[0]}."))
            return events
        self.step, self.current = Step.SPIN, self.players.index(tied[0])
        self.first_player = tied[0]
        order = [self.players[(self.current + i) % len(self.players)] for i in range(len(self.players))]
        events.append(Event("turn_order", {"order": order},
                            f"Turn order: {', '.join(order)}.", f"{order[0]} goes first."))
        events.append(self._turn_event())
        return events

    def _dogfight_spin(self) -> list[Event]:
        me = self.state[self.player]
        outcome = str(self._spin_band(self.spinner.inner))
        self.last_spin = outcome
        events = [Event("spin", {"player": me.name, "value": outcome, "purpose": "dogfight",
                                 "outcome": outcome},
                        f"{me.name} spins {outcome} in the dogfight.", f"Dogfight: {outcome}!")]
        if outcome == "WIN":
            self.step = Step.MOVE  # one more landing: one space forward or diagonally
            events.append(Event("dogfight", {"player": me.name, "result": "won"},
                                f"{me.name} wins the dogfight: move one space forward or diagonally.",
                                "You win the dogfight. Move one space."))
            return events
        for token in me.tokens.values():
            token.spot = "falcon"
        events.append(Event("dogfight", {"player": me.name, "result": "lost"},
                            f"{me.name} loses the dogfight: back to the Millennium Falcon.",
                            "You lose the dogfight. Back to the Falcon."))
        return events + self._next_turn()

    def _mover(self, word: str | None, me: PlayerState) -> str:
        """The token that makes this spin's landing (``word`` as typed, or the one that must)."""
        if self.step is Step.LANDED:
            raise IllegalAction(f"{me.name} has made this spin's move: end the turn (end), "
                                "or the next player spins")
        if self.step is not Step.MOVE:
            todo = "finish the dogfight" if self.step is Step.DOGFIGHT else "spin"
            raise IllegalAction(f"{me.name} must {todo} first")
        movable = me.movable()
        if word is None:
            tid = self.moved_token or (movable[0] if len(movable) == 1 else "1")
        else:
            tid = "1" if me.in_hyperspace else token_id(word)
        if tid not in movable:
            raise IllegalAction(f"{TOKEN_NAMES[tid]} cannot move now ({me.tokens[tid].where})")
        if self.moved_token and tid != self.moved_token:
            raise IllegalAction("a move may not be split between the two tokens")
        return tid

    def _card(self, action: Action) -> list[Event]:
        me = self._turn_check(action)
        if me.in_hyperspace:
            raise IllegalAction("tokens on the Millennium Falcon are no longer affected by Force cards")
        tid = self._mover(action.arg("token"), me)
        return self._draw(me, tid)

    def _land(self, action: Action) -> list[Event]:
        me = self._turn_check(action)
        spot = action.arg("spot")
        if me.in_hyperspace:
            if spot not in HYPERSPACE_SPOTS:
                raise IllegalAction(f"in Hyperspace a token lands on {', '.join(HYPERSPACE_SPOTS)}, not {spot!r}")
        elif spot not in BOARD_SPOTS:
            raise IllegalAction(f"unknown spot {spot!r}: use {', '.join(BOARD_SPOTS)}"
                                + ("" if spot not in ("tie", "base") else " (tie and base are in Hyperspace)"))
        tid = self._mover(action.arg("token"), me)
        if spot == "falcon" and not me.mission_complete:
            missing = [n for n, ok in (("the blueprint", me.blueprint), ("the tractor-beam card", me.tractor_beam))
                       if not ok]
            raise IllegalAction(f"{me.name} needs {' and '.join(missing)} before boarding the Falcon")
        who = "the pair in Hyperspace" if me.in_hyperspace else TOKEN_NAMES[tid]
        return [Event("land", {"player": me.name, "token": tid, "spot": spot},
                      f"{me.name}: {who} land on {spot.replace('_', ' ')}.")] + self._arrive(me, tid, spot)

    def _arrive(self, me: PlayerState, tid: str, spot: str) -> list[Event]:
        """The spin's landing: ``me``'s token ``tid`` stands on ``spot`` now; the spot takes effect."""
        self.moved_token, self.step = tid, Step.LANDED
        token = me.tokens[tid]
        token.spot = spot
        if spot == "force":
            return self._draw(me, tid)
        if spot in ("control_room", "tractor_beam"):
            token.where = "board"
            return mission_events(me, spot)
        events: list[Event] = []
        if spot == "trash":
            token.where = "trash"
        elif spot == "falcon":
            token.where = "falcon"
            events.append(Event("falcon", {"player": me.name, "token": tid},
                                f"{me.name}: {TOKEN_NAMES[tid]} reach the Millennium Falcon.",
                                f"{TOKEN_NAMES[tid]} reach the Falcon."))
            if me.in_hyperspace:
                events.append(Event("hyperspace", {"player": me.name},
                                    f"{me.name} has both tokens aboard: into Hyperspace!",
                                    f"{me.name}, into Hyperspace!"))
        elif spot == "tie":
            self.step = Step.DOGFIGHT
            events.append(Event("dogfight", {"player": me.name, "result": "started"},
                                f"{me.name} meets a TIE fighter: spin for the dogfight.",
                                "TIE fighter! Spin for the dogfight."))
        elif spot == "base":
            self.winner, self.step = me.name, Step.OVER
            events.append(Event("winner", {"player": me.name},
                                f"{me.name} reaches the Rebel Base and wins!",
                                f"{me.name} escapes from the Death Star and wins!"))
        elif not me.in_hyperspace:
            token.where = "board"
        return events

    def _draw(self, me: PlayerState, tid: str) -> list[Event]:
        card = self.deck.popleft()
        self.last_card, self.cards_drawn = card, self.cards_drawn + 1
        self.moved_token, self.step = tid, Step.LANDED
        events, moves_again = resolve_card(card, self.deck, me, tid)
        if moves_again:
            self.step = Step.MOVE  # the card moves the token: one more landing, for that token
        return events

    def _bump(self, action: Action) -> list[Event]:
        me = self._turn_check(action)
        if me.in_hyperspace:
            raise IllegalAction("in Hyperspace there are no tokens to bump")
        mover = self._mover(action.arg("mover"), me)
        other = action.arg("target")
        if other not in self.state:
            raise IllegalAction(f"bump needs target=NAME, whose token was landed on (one of {', '.join(self.players)})")
        tid = token_id(action.arg("token"))
        victim = self.state[other]
        if other == me.name and tid == mover:
            raise IllegalAction("a token cannot land on itself")
        if victim.tokens[tid].where != "board":
            raise IllegalAction(f"{other}'s {TOKEN_NAMES[tid]} are not on an open spot ({victim.tokens[tid].where})")
        spot = victim.tokens[tid].spot or "plain"  # no two tokens on one spot: the mover stands there now
        events = send_to_detention(victim, tid, f"bumped by {me.name}")
        return events + self._arrive(me, mover, spot)

    def _escape(self, action: Action) -> list[Event]:
        who = action.arg("player") or (self.player if self.phase == "play" else None)
        if who not in self.state:
            raise IllegalAction("escape needs player=NAME")
        st = self.state[who]
        if not st.escape_cards:
            raise IllegalAction(f"{who} holds no Escape from Detention Block card")
        detained = st.detained()
        word = action.arg("token")
        tid = token_id(word) if word else (detained[0] if detained else "1")
        if tid not in detained:
            raise IllegalAction(f"{who}'s {TOKEN_NAMES[tid]} are not in the Detention Block")
        card = st.escape_cards.pop(0)
        self.deck.append(card)
        st.tokens[tid].where, st.tokens[tid].detained_turns = "board", 0
        return [detention_event(who, tid, "out", "Escape card")]

    def _end(self, action: Action) -> list[Event]:
        me = self._turn_check(action)
        if self.step not in (Step.MOVE, Step.LANDED):
            raise IllegalAction(f"{me.name} must {'spin' if self.step is Step.SPIN else 'finish the dogfight'} first")
        return self._next_turn()

    # ---- turn passing --------------------------------------------------------------

    def _next_turn(self) -> list[Event]:
        events: list[Event] = []
        me = self.state[self.player]
        if me.extra_turn:
            me.extra_turn = False
            events.append(Event("extra_turn", {"player": me.name}, f"{me.name} spins again.",
                                f"{me.name}, spin again."))
        else:
            self.current = (self.current + 1) % len(self.players)
        while self.state[self.player].lose_next_turn:
            skipped = self.state[self.player]
            skipped.lose_next_turn = False
            events.append(Event("lose_turn", {"player": skipped.name}, f"{skipped.name} loses this turn.",
                                f"{skipped.name} loses this turn."))
            self.current = (self.current + 1) % len(self.players)
        me = self.state[self.player]
        for tid in me.detained():
            if me.tokens[tid].detained_turns >= DETENTION_TURNS:
                me.tokens[tid].where, me.tokens[tid].detained_turns = "board", 0
                events.append(detention_event(me.name, tid, "out", f"{DETENTION_TURNS} turns served"))
        self.step, self.moved_token = Step.SPIN, None
        events.append(self._turn_event())
        return events

    def _turn_event(self) -> Event:
        me = self.state[self.player]
        return Event("turn", {"player": me.name}, f"{me.name}'s turn.", f"{me.name}, your turn.")
