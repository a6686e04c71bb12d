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

from games.views import JSONObject
from games.base import (Action, Choices, Event, Handler, Msg, Names, SingleWinnerEngine, Termination, check_options,
                        check_players)
from games.errors import IllegalAction
from games.deathstar import legality, views
from games.deathstar.data import Band, DeathStarData, ForceCard
from games.deathstar.force import detention_event, mission_events, resolve_card, send_to_detention
from games.deathstar.legality import BOARD_SPOTS, HYPERSPACE_SPOTS
from games.deathstar.state import DETENTION_TURNS, Phase, PlayerState, Step, token_id, token_name
from games.deathstar.vocabulary import Act, Kind


class DeathStarEngine(SingleWinnerEngine):
    """The rules of Escape from Death Star; see the module docstring.

    >>> from games.datafile import Localized
    >>> from games.deathstar.data import ForceCard, parse_spinner
    >>> spinner = parse_spinner('[outer]\\nfaces=[1,2,3]\\nweights=[1,1,1]\\n'
    ...                         '[inner]\\nfaces=["WIN","LOSE"]\\nweights=[1,1]')
    >>> deck = (ForceCard(0, True, Localized.everywhere("Spin again."), "extra_turn"),)
    >>> e = DeathStarEngine(["ann", "bob"], {}, seed=7, data=DeathStarData(spinner, deck))
    >>> [str(ev.kind) for ev in e.start()]
    ['turn_order']
    >>> e.apply(Action.make(Act.SPIN))[0].data["player"]
    'ann'
    """

    game = "deathstar"
    WON_BY = Termination.ESCAPED
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
    def phase(self) -> Phase:
        """The views' coarse phase: the order spins, play, or over."""
        return {Step.ORDER: Phase.ORDER, Step.OVER: Phase.OVER}.get(self.step, Phase.PLAY)

    @property
    def awaiting(self) -> Step | None:
        """During play, what the box waits for: ``spin``, ``move``, ``landed`` (end the turn) or ``dogfight``."""
        return None if self.step in (Step.ORDER, Step.OVER) else self.step

    @property
    def player(self) -> str:
        """Whose turn it is (during the order roll: who spins next)."""
        if self.step is Step.ORDER:
            return self.rolling[len(self.order_rolls) % len(self.rolling)]
        return self.players[self.current]

    def scores(self) -> dict[str, int]:
        """1 for the winner, 0 for everyone else (Death Star has no points)."""
        return {p: int(p == self.winner) for p in self.players}

    def state_summary(self) -> JSONObject:
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

    def panel(self) -> JSONObject:
        """Tokens and their spots, mission cards, detention count-downs, Hyperspace, the last spin and card."""
        return views.panel(self)

    def secrets(self, player: str) -> JSONObject:
        """The texts of the Escape cards ``player`` keeps."""
        return views.secrets(self, player)

    # ---- actions -----------------------------------------------------------------

    def start(self) -> list[Event]:
        """Ask everyone to spin for the turn order."""
        return [Event(Kind.TURN_ORDER, {"spinning": list(self.players)}, msg="deathstar.start",
                      say_msg="deathstar.start.say", params={"players": tuple(self.players), "player": self.player})]

    def _apply(self, action: Action) -> list[Event]:
        """Apply ``spin``, ``card``, ``land``, ``bump``, ``escape`` or ``end``."""
        if self.finished:
            raise IllegalAction(msg="deathstar.over", params={"player": self.winner})
        action = self.canonical(action)
        handlers: dict[str, Handler] = {
            Act.SPIN: self._spin, Act.CARD: self._card, Act.LAND: self._land,
            Act.BUMP: self._bump, Act.ESCAPE: self._escape, Act.END: self._end,
        }
        handler = handlers.get(action.name)
        if handler is None:
            raise IllegalAction(msg="deathstar.unknown_action", params={"action": action.name})
        return handler(action)

    def _turn_check(self, action: Action) -> PlayerState:
        if self.step is Step.ORDER:
            raise IllegalAction(msg="deathstar.order_first", params={"player": self.player})
        who = action.arg("player")
        if who is not None and who != self.player:
            raise IllegalAction(msg="deathstar.not_your_turn", params={"current": self.player, "player": who})
        return self.state[self.player]

    def _spin_band(self, band: Band) -> int | str:
        return self.rng.choices(band.faces, weights=band.weights)[0]

    def _spin(self, action: Action) -> list[Event]:
        who = action.arg("player")
        if who is not None and who != self.player:
            raise IllegalAction(msg="deathstar.spins_now", params={"current": self.player, "player": who})
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
        events.append(Event(Kind.SPIN, {"player": me.name, "value": value, "purpose": "move"}, msg="deathstar.spin",
                            say_msg="deathstar.spin.say", params={"player": me.name, "value": value}))
        for tid in me.detained():
            if value == 3:
                me.tokens[tid].where, me.tokens[tid].detained_turns = "board", 0
                events.append(detention_event(me.name, tid, "out", "spun a 3", Msg("deathstar.reason.spun_3")))
            else:
                me.tokens[tid].detained_turns += 1
        self.step, self.moved_token = Step.MOVE, None
        if not me.movable():
            events.append(Event(Kind.NO_MOVE, {"player": me.name}, msg="deathstar.no_move",
                                say_msg="deathstar.no_move.say", params={"player": me.name}))
            events += self._next_turn()
        return events

    def ends_an_unplayed_turn(self, action: Action) -> bool:
        """A spin after this turn's spin and before its landing (the next player's spin; the turn's move is lost)."""
        return action.name == "spin" and self.step is Step.MOVE

    def _order_spin(self) -> list[Event]:
        who = self.player
        value = self._spin_band(self.spinner.outer)
        self.last_spin = value
        self.order_rolls[who] = int(value)
        events = [Event(Kind.SPIN, {"player": who, "value": value, "purpose": "order"}, msg="deathstar.order_spin",
                        say_msg="deathstar.spin.say", params={"player": who, "value": value})]
        if len(self.order_rolls) < len(self.rolling):
            return events
        best = max(self.order_rolls.values())
        tied = [p for p in self.rolling if self.order_rolls[p] == best]
        self.order_rolls = {}
        if len(tied) > 1:
            self.rolling = tied
            events.append(Event(Kind.TURN_ORDER, {"spinning": tied, "tied": best}, msg="deathstar.tie",
                                say_msg="deathstar.tie.say",
                                params={"players": Names(tied), "value": best, "player": tied[0]}))
            return events
        self.step, self.current = Step.SPIN, self.players.index(tied[0])
        self.first_player = tied[0]
        order = [self.players[(self.current + i) % len(self.players)] for i in range(len(self.players))]
        events.append(Event(Kind.TURN_ORDER, {"order": order}, msg="deathstar.order", say_msg="deathstar.order.say",
                            params={"order": tuple(order), "player": order[0]}))
        events.append(self._turn_event())
        return events

    def _dogfight_spin(self) -> list[Event]:
        me = self.state[self.player]
        outcome = str(self._spin_band(self.spinner.inner))
        self.last_spin = outcome
        events = [Event(Kind.SPIN, {"player": me.name, "value": outcome, "purpose": "dogfight",
                                 "outcome": outcome}, msg="deathstar.dogfight_spin",
                        say_msg="deathstar.dogfight_spin.say",
                        params={"player": me.name, "outcome": Msg(f"deathstar.outcome.{outcome}")})]
        if outcome == "WIN":
            self.step = Step.MOVE  # one more landing: one space forward or diagonally
            events.append(Event(Kind.DOGFIGHT, {"player": me.name, "result": "won"}, msg="deathstar.dogfight.won",
                                say_msg="deathstar.dogfight.won.say", params={"player": me.name}))
            return events
        for token in me.tokens.values():
            token.spot = "falcon"
        events.append(Event(Kind.DOGFIGHT, {"player": me.name, "result": "lost"}, msg="deathstar.dogfight.lost",
                            say_msg="deathstar.dogfight.lost.say", params={"player": me.name}))
        return events + self._next_turn()

    def _mover(self, word: str | None, me: PlayerState) -> str:
        """The token that makes this spin's landing (``word`` as typed, or the one that must)."""
        if self.step is Step.LANDED:
            raise IllegalAction(msg="deathstar.moved", params={"player": me.name})
        if self.step is not Step.MOVE:
            todo = "deathstar.must_dogfight" if self.step is Step.DOGFIGHT else "deathstar.must_spin"
            raise IllegalAction(msg=todo, params={"player": me.name})
        movable = me.movable()
        if word is None:
            tid = self.moved_token or (movable[0] if len(movable) == 1 else "1")
        else:
            tid = "1" if me.in_hyperspace else token_id(word)
        if tid not in movable:
            raise IllegalAction(msg="deathstar.cannot_move",
                                params={"token": token_name(tid), "where": Msg(f"deathstar.where.{me.tokens[tid].where}")})
        if self.moved_token and tid != self.moved_token:
            raise IllegalAction(msg="deathstar.no_split")
        return tid

    def _card(self, action: Action) -> list[Event]:
        me = self._turn_check(action)
        if me.in_hyperspace:
            raise IllegalAction(msg="deathstar.falcon_no_force")
        tid = self._mover(action.arg("token"), me)
        return self._draw(me, tid)

    def _land(self, action: Action) -> list[Event]:
        me = self._turn_check(action)
        spot = action.arg("spot")
        if me.in_hyperspace:
            if spot not in HYPERSPACE_SPOTS:
                raise IllegalAction(msg="deathstar.hyperspace_spot", params={"spots": Choices(HYPERSPACE_SPOTS), "spot": spot})
        elif spot not in BOARD_SPOTS:
            raise IllegalAction(msg="deathstar.unknown_spot" + (".hyperspace" if spot in ("tie", "base") else ""),
                                params={"spot": spot, "spots": Choices(BOARD_SPOTS)})
        tid = self._mover(action.arg("token"), me)
        if spot == "falcon" and not me.mission_complete:
            missing = "tractor_beam" if me.blueprint else "blueprint" if me.tractor_beam else "both"
            raise IllegalAction(msg=f"deathstar.needs.{missing}", params={"player": me.name})
        said = {"player": me.name, "spot": Msg(f"deathstar.spot.{spot}")}
        if not me.in_hyperspace:
            said["token"] = token_name(tid)
        return [Event(Kind.LAND, {"player": me.name, "token": tid, "spot": spot},
                      msg="deathstar.land.hyperspace" if me.in_hyperspace else "deathstar.land", params=said)] \
            + self._arrive(me, tid, spot)

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
            events.append(Event(Kind.FALCON, {"player": me.name, "token": tid}, msg="deathstar.falcon",
                                say_msg="deathstar.falcon.say", params={"player": me.name, "token": token_name(tid)}))
            if me.in_hyperspace:
                events.append(Event(Kind.HYPERSPACE, {"player": me.name}, msg="deathstar.hyperspace",
                                    say_msg="deathstar.hyperspace.say", params={"player": me.name}))
        elif spot == "tie":
            self.step = Step.DOGFIGHT
            events.append(Event(Kind.DOGFIGHT, {"player": me.name, "result": "started"}, msg="deathstar.dogfight.started",
                                say_msg="deathstar.dogfight.started.say", params={"player": me.name}))
        elif spot == "base":
            self.winner, self.step = me.name, Step.OVER
            events.append(Event(Kind.WINNER, {"player": me.name}, msg="deathstar.winner", say_msg="deathstar.winner.say",
                                params={"player": me.name}))
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
            raise IllegalAction(msg="deathstar.no_bump_hyperspace")
        mover = self._mover(action.arg("mover"), me)
        other = action.arg("target")
        if other not in self.state:
            raise IllegalAction(msg="deathstar.bump_target", params={"players": self.players})
        tid = token_id(action.arg("token"))
        victim = self.state[other]
        if other == me.name and tid == mover:
            raise IllegalAction(msg="deathstar.bump_self")
        if victim.tokens[tid].where != "board":
            raise IllegalAction(msg="deathstar.not_open", params={
                "owner": other, "token": token_name(tid), "where": Msg(f"deathstar.where.{victim.tokens[tid].where}")})
        spot = victim.tokens[tid].spot or "plain"  # no two tokens on one spot: the mover stands there now
        events = send_to_detention(victim, tid, f"bumped by {me.name}", Msg("deathstar.reason.bumped", {"player": me.name}))
        return events + self._arrive(me, mover, spot)

    def _escape(self, action: Action) -> list[Event]:
        who = action.arg("player") or (self.player if self.phase is Phase.PLAY else None)
        if who not in self.state:
            raise IllegalAction(msg="deathstar.escape_player")
        st = self.state[who]
        if not st.escape_cards:
            raise IllegalAction(msg="deathstar.no_escape_card", params={"player": who})
        detained = st.detained()
        word = action.arg("token")
        tid = token_id(word) if word else (detained[0] if detained else "1")
        if tid not in detained:
            raise IllegalAction(msg="deathstar.not_detained", params={"owner": who, "token": token_name(tid)})
        card = st.escape_cards.pop(0)
        self.deck.append(card)
        st.tokens[tid].where, st.tokens[tid].detained_turns = "board", 0
        return [detention_event(who, tid, "out", "Escape card", Msg("deathstar.reason.escape_card"))]

    def _end(self, action: Action) -> list[Event]:
        me = self._turn_check(action)
        if self.step not in (Step.MOVE, Step.LANDED):
            raise IllegalAction(msg="deathstar.must_spin" if self.step is Step.SPIN else "deathstar.must_dogfight",
                                params={"player": me.name})
        return self._next_turn()

    # ---- turn passing --------------------------------------------------------------

    def _next_turn(self) -> list[Event]:
        events: list[Event] = []
        me = self.state[self.player]
        if me.extra_turn:
            me.extra_turn = False
            events.append(Event(Kind.EXTRA_TURN, {"player": me.name}, msg="deathstar.extra_turn",
                                say_msg="deathstar.extra_turn.say", params={"player": me.name}))
        else:
            self.current = (self.current + 1) % len(self.players)
        while self.state[self.player].lose_next_turn:
            skipped = self.state[self.player]
            skipped.lose_next_turn = False
            events.append(Event(Kind.LOSE_TURN, {"player": skipped.name}, msg="deathstar.lose_turn",
                                say_msg="deathstar.lose_turn", params={"player": skipped.name}))
            self.current = (self.current + 1) % len(self.players)
        me = self.state[self.player]
        for tid in me.detained():
            if me.tokens[tid].detained_turns >= DETENTION_TURNS:
                me.tokens[tid].where, me.tokens[tid].detained_turns = "board", 0
                events.append(detention_event(me.name, tid, "out", f"{DETENTION_TURNS} turns served",
                                              Msg("deathstar.reason.served", {"count": DETENTION_TURNS})))
        self.step, self.moved_token = Step.SPIN, None
        events.append(self._turn_event())
        return events

    def _turn_event(self) -> Event:
        me = self.state[self.player]
        return Event(Kind.TURN, {"player": me.name}, msg="deathstar.turn", say_msg="deathstar.turn.say",
                     params={"player": me.name})
