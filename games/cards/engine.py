"""The PAC-MAN card game: the box as deck and scorekeeper (RULES.md section 3).

Two modes. ``mode=deck`` (default): the box is the deck: it deals, keeps each
hand private, takes plays onto any player's board, draws, reshuffles and scores
completed rows for the board's owner. ``mode=scorekeeper``: the players use
their physical cards and tell the box each completed row (``score``).
Options: ``target=N`` (default 100; 50 for the short game), ``variant=hard``
(a ghost row below zero counts against the player), ``dealer=NAME``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any

from games.views import JSONObject
from games.base import Action, Event, Handler, Msg, SingleWinnerEngine, Termination, check_options, check_players
from games.errors import BadOptions, IllegalAction
from games.cards.data import OP_NAMES, OPS, card_word, is_number
from games.cards.scoring import score_row
from games.cards import vocabulary
from games.cards.vocabulary import Act, Kind

ROWS = ("top", "bottom")
SLOTS = ("left", "op", "right")
HAND_SIZE = 3


def _int_arg(action: Action, key: str, low: int, high: int) -> int:
    word = action.arg(key)
    if word is None or not word.lstrip("-").isdigit():
        raise IllegalAction(msg="cards.needs_number", params={"action": action.name, "key": key})
    value = int(word)
    if not low <= value <= high:
        raise IllegalAction(msg="cards.out_of_range", params={"key": key, "value": value, "low": low, "high": high})
    return value


class Mode(StrEnum):
    """How the box takes part: it deals and keeps the hands (``deck``), or only keeps the score
    while the players use their own cards (``scorekeeper``)."""

    DECK = "deck"
    SCOREKEEPER = "scorekeeper"


class CardsEngine(SingleWinnerEngine):
    """The deck, boards, hands and scores; see the module docstring.

    >>> e = CardsEngine(["ann", "bob"], {"mode": "scorekeeper", "target": "50"}, 1, ("5", "10", "+"))
    >>> _ = e.start()
    >>> [ev.data["points"] for ev in e.apply(Action.make(Act.SCORE, player="ann", left="10", op="x", right="5"))
    ...  if ev.kind == Kind.ROW_SCORED], e.winners
    ([50], ['ann'])
    """

    QUERIES = vocabulary.QUERIES
    WON_BY = Termination.TARGET

    game = "cards"

    def __init__(self, players: Sequence[str], options: Mapping[str, str], seed: int,
                 data: tuple[str, ...]) -> None:
        check_players(players, 2, 4)
        check_options(options, {"mode": tuple(Mode), "target": (), "variant": ("normal", "hard"),
                                "dealer": tuple(players)})
        super().__init__(players, options, seed)
        target = options.get("target", "100")
        if not target.isdigit() or not 10 <= int(target) <= 1000:
            raise BadOptions(msg="cards.bad_target", params={"target": target})
        self.target = int(target)
        self.mode = Mode(options.get("mode", "deck"))
        self.hard = options.get("variant", "normal") == "hard"
        self.dealer = options.get("dealer", players[-1])
        self.rng = random.Random(seed)
        self.scores_now = {p: 0 for p in players}
        self.rows_scored = {p: 0 for p in players}
        self.faces = tuple(data)
        self.number_faces = tuple(sorted({f for f in data if is_number(f)}, key=int))
        """The values a number card can show (what a scored row's left and right may be)."""
        self.draw_pile: list[str] = list(data)
        self.rng.shuffle(self.draw_pile)
        self.discards: list[str] = []
        self.hands: dict[str, list[str]] = {p: [] for p in players}
        self.boards: dict[str, dict[str, list[str | None]]] = {
            p: {row: [None, None, None] for row in ROWS} for p in players}
        self.current = (players.index(self.dealer) + 1) % len(players)
        self.first_player = self.player if self.mode is Mode.DECK else None

    # ---- views -------------------------------------------------------------------

    @property
    def player(self) -> str:
        """Whose turn it is (deck mode)."""
        return self.players[self.current]

    def scores(self) -> dict[str, int]:
        """Each player's points."""
        return dict(self.scores_now)

    def card_count(self) -> int:
        """Every card the box knows of: draw pile, discards, hands and boards (always the deck's size)."""
        on_boards = sum(c is not None for b in self.boards.values() for row in b.values() for c in row)
        return len(self.draw_pile) + len(self.discards) + sum(map(len, self.hands.values())) + on_boards

    def state_summary(self) -> JSONObject:
        """Mode, target, turn, piles, boards; hands only once the game is over."""
        state: dict[str, Any] = {"mode": self.mode, "target": self.target, "variant": "hard" if self.hard else "normal",
                                 "rows_scored": dict(self.rows_scored)}
        if self.mode is Mode.DECK:
            state.update({
                "turn": None if self.finished else self.player,
                "draw_pile": len(self.draw_pile), "discard_pile": len(self.discards),
                "boards": {p: {r: [c or "" for c in cells] for r, cells in b.items()} for p, b in self.boards.items()},
                "hand_sizes": {p: len(h) for p, h in self.hands.items()},
            })
            if self.finished:
                state["hands"] = {p: list(h) for p, h in self.hands.items()}
        return state

    def panel(self) -> JSONObject:
        """The summary's state plus the face-up card on top of the discard pile."""
        return {**self.state_summary(), "discard_top": self.discards[-1] if self.discards else None}

    def secrets(self, player: str) -> JSONObject:
        """A player's own hand (deck mode), numbers first."""
        return {"hand": self.sorted_hand(player)} if self.mode is Mode.DECK else {}

    def sorted_hand(self, player: str) -> list[str]:
        """``player``'s hand as they are shown it: numbers first, in order, then the operators."""
        return sorted(self.hands[player], key=lambda f: (not is_number(f), int(f) if is_number(f) else OPS.index(f)))

    def placements(self, player: str) -> list[Action]:
        """Every legal ``play`` for ``player``'s hand now (one per distinct card and space)."""
        acts = []
        for face in sorted(set(self.hands[player])):
            slots = ("left", "right") if is_number(face) else ("op",)
            for owner, board in self.boards.items():
                for row, cells in board.items():
                    for slot in slots:
                        if cells[SLOTS.index(slot)] is None:
                            acts.append(Action.make(Act.PLAY, player=player, card=face, board=owner, row=row, slot=slot))
        return acts

    def canonical(self, action: Action) -> Action:
        """Whose turn it is, the own board, the top row and the open number space filled in; ``*`` as ``x``."""
        words = dict(action.args)
        for key in ("card", "op"):
            if key in words:
                words[key] = words[key].lower().replace("*", "x")
        for key in ("left", "right"):
            if words.get(key, "").isdigit():
                words[key] = str(int(words[key]))
        if action.name in (Act.PLAY, Act.DISCARD):
            words.setdefault("player", self.player)
        if action.name == Act.SCORE:
            words.setdefault("row", "top")
        if action.name == Act.PLAY:
            words.setdefault("board", words["player"])
            words.setdefault("row", "top")
            cells = self.boards.get(words["board"], {}).get(words["row"])
            face = words.get("card", "")
            if is_number(face) and cells is not None:
                words.setdefault("slot", "left" if cells[0] is None else "right")
            elif face in OPS and words.get("slot", "middle") == "middle":
                words["slot"] = "op"
        return Action(action.name, tuple(sorted(words.items())))

    def legal_actions(self) -> list[Action]:
        """The plays (or, when none, discards) open to the player whose turn it is."""
        if self.finished:
            return []
        if self.mode is Mode.SCOREKEEPER:
            return [Action.make(Act.SCORE, player=p, left=left, op=op, right=right, row=row)
                    for p in self.players for row in ROWS for op in OPS
                    for left in self.number_faces for right in self.number_faces]
        plays = self.placements(self.player)
        if plays:
            return plays
        return [Action.make(Act.DISCARD, player=self.player, card=c) for c in sorted(set(self.hands[self.player]))]

    # ---- actions -----------------------------------------------------------------

    def start(self) -> list[Event]:
        """Deal (deck mode) or announce the scorekeeping."""
        rule = Msg("cards.rule.hard" if self.hard else "cards.rule", {"count": self.target})
        if self.mode is Mode.SCOREKEEPER:
            return [Event(Kind.SCOREKEEPER, {"players": list(self.players), "target": self.target},
                          msg="cards.scorekeeper", say_msg="cards.scorekeeper.say",
                          params={"players": ", ".join(self.players), "rule": rule})]
        for _ in range(HAND_SIZE):
            for name in self.players:
                self.hands[name].append(self.draw_pile.pop())
        return [Event(Kind.DEAL, {"dealer": self.dealer, "cards_each": HAND_SIZE, "draw_pile": len(self.draw_pile)},
                      msg="cards.deal", say_msg="cards.deal.say",
                      params={"dealer": self.dealer, "count": HAND_SIZE, "rule": rule}),
                self._turn_event()]

    def _apply(self, action: Action) -> list[Event]:
        """Apply ``play``, ``discard``, ``show-hand`` or ``score``."""
        if self.finished:
            raise IllegalAction(msg="cards.over", params={"winner": self.winner})
        action = self.canonical(action)
        if action.name == Act.SCORE:
            return self._score(action)
        if self.mode is not Mode.DECK:
            raise IllegalAction(msg="cards.scorekeeper_only", params={"action": action.name})
        handlers: dict[str, Handler] = {Act.PLAY: self._play, Act.DISCARD: self._discard, Act.SHOW_HAND: self._show}
        handler = handlers.get(action.name)
        if handler is None:
            raise IllegalAction(msg="cards.unknown_action", params={"action": action.name})
        return handler(action)

    def _who(self, action: Action, must_be_turn: bool = True) -> str:
        who = action.arg("player") or self.player
        if who not in self.hands:
            raise IllegalAction(msg="cards.no_player", params={"player": who, "players": ", ".join(self.players)})
        if must_be_turn and who != self.player:
            raise IllegalAction(msg="cards.not_your_turn", params={"current": self.player, "player": who})
        return who

    def _card_in_hand(self, who: str, action: Action) -> str:
        face = action.arg("card")
        if face is None:
            raise IllegalAction(msg="cards.needs_card", params={"action": action.name})
        face = face.lower().replace("*", "x")
        if face not in self.hands[who]:
            raise IllegalAction(msg="cards.no_such_card", params={"player": who, "card": face})
        return face

    def _play(self, action: Action) -> list[Event]:
        who = self._who(action)
        face = self._card_in_hand(who, action)
        owner = action.arg("board") or who
        if owner not in self.boards:
            raise IllegalAction(msg="cards.no_board", params={"board": owner, "players": ", ".join(self.players)})
        row = action.arg("row", "top")
        if row not in ROWS:
            raise IllegalAction(msg="cards.bad_row", params={"row": row})
        cells = self.boards[owner][row]
        if is_number(face):
            slot = action.arg("slot") or ("left" if cells[0] is None else "right")
            if slot not in ("left", "right"):
                raise IllegalAction(msg="cards.number_slot", params={"slot": slot})
        else:
            slot = "op"
            if action.arg("slot") not in (None, "op", "middle"):
                raise IllegalAction(msg="cards.picture_slot")
        index = SLOTS.index(slot)
        if cells[index] is not None:
            raise IllegalAction(msg="cards.space_taken", params={"board": owner, "row": Msg(f"cards.row.{row}"),
                                                                "card": cells[index], "slot": Msg(f"cards.space.{slot}")})
        self.hands[who].remove(face)
        cells[index] = face
        events = [Event(Kind.PLAY, {"player": who, "card": face, "board": owner, "row": row, "slot": slot},
                        msg="cards.play", params={"player": who, "card": card_word(face), "board": owner,
                                                  "own": "yes" if owner == who else "no",
                                                  "row": Msg(f"cards.row.{row}"), "where": Msg(f"cards.where.{slot}")})]
        if all(c is not None for c in cells):
            events += self._complete_row(owner, row)
            if self.finished:
                return events
        return events + self._draw_and_pass(who)

    def _complete_row(self, owner: str, row: str) -> list[Event]:
        left, op, right = self.boards[owner][row]
        assert left is not None and op is not None and right is not None
        return self._record(owner, int(left), op, int(right), row, [left, op, right])

    def _record(self, owner: str, left: int, op: str, right: int, row: str, cards: list[str]) -> list[Event]:
        points = score_row(left, op, right, self.hard)
        self.scores_now[owner] += points
        self.rows_scored[owner] += 1
        if self.mode is Mode.DECK:
            self.discards += cards
            self.boards[owner][row] = [None, None, None]
        total = self.scores_now[owner]
        where = Msg("cards.which_row", {"board": owner, "row": Msg(f"cards.row.{row}")}) if self.mode is Mode.DECK \
            else Msg("cards.any_row", {"board": owner})
        result = "cards.row_lost" if points < 0 else "cards.row_scored"
        floored = op == "-" and left - right < 0 and points == 0  # below zero, counted as 0 (not "1 − 10 = 0")
        events = [Event(Kind.ROW_SCORED, {"player": owner, "row": row, "left": left, "op": op, "right": right,
                                       "points": points, "score": total, "negative": points < 0},
                        msg="cards.row_floored" if floored else result, say_msg=result + ".say",
                        params={"where": where, "left": left, "op": card_word(op), "right": right, "points": points,
                                "player": owner, "count": abs(points), "total": total})]
        if total >= self.target:
            self.winner = owner
            events.append(Event(Kind.WINNER, {"player": owner, "score": total}, msg="cards.winner",
                                say_msg="cards.winner.say", params={"player": owner, "count": total}))
        return events

    def _discard(self, action: Action) -> list[Event]:
        who = self._who(action)
        face = self._card_in_hand(who, action)
        if self.placements(who):
            raise IllegalAction(msg="cards.must_play", params={"player": who})
        self.hands[who].remove(face)
        self.discards.append(face)
        events = [Event(Kind.DISCARD, {"player": who, "card": face}, msg="cards.discard", say_msg="cards.discard.say",
                        params={"player": who, "card": card_word(face)})]
        return events + self._draw_and_pass(who)

    def _draw_and_pass(self, who: str) -> list[Event]:
        events: list[Event] = []
        if not self.draw_pile and self.discards:
            self.draw_pile, self.discards = self.discards, []
            self.rng.shuffle(self.draw_pile)
            events.append(Event(Kind.RESHUFFLE, {"cards": len(self.draw_pile)}, msg="cards.reshuffle",
                                say_msg="cards.reshuffle.say", params={"count": len(self.draw_pile)}))
        if self.draw_pile and len(self.hands[who]) < HAND_SIZE:
            self.hands[who].append(self.draw_pile.pop())
            events.append(Event(Kind.DRAW, {"player": who, "draw_pile": len(self.draw_pile)}, msg="cards.draw",
                                params={"player": who}))
        self.current = (self.current + 1) % len(self.players)
        return events + [self._turn_event()]

    def _show(self, action: Action) -> list[Event]:
        who = self._who(action)  # the player who has the box now: their own hand, at their turn
        hand = self.sorted_hand(who)
        names = tuple(f if is_number(f) else Msg(OP_NAMES[f]) for f in hand) or Msg("cards.no_cards")
        return [Event(Kind.HAND, {"player": who, "cards": hand}, msg="cards.hand", say_msg="cards.hand.say",
                      params={"player": who, "cards": names}, private_to=who)]

    def _score(self, action: Action) -> list[Event]:
        if self.mode is not Mode.SCOREKEEPER:
            raise IllegalAction(msg="cards.deck_scores")
        who = action.arg("player")
        if who not in self.scores_now:
            raise IllegalAction(msg="cards.score_unknown_player" if who else "cards.score_needs_player",
                                params={"player": who, "players": ", ".join(self.players)})
        op = (action.arg("op") or "").lower().replace("*", "x")
        if op not in OPS:
            raise IllegalAction(msg="cards.score_needs_op")
        left, right = _int_arg(action, "left", 0, 99), _int_arg(action, "right", 0, 99)
        for value in (left, right):
            if str(value) not in self.number_faces:
                raise IllegalAction(msg="cards.no_number_card",
                                    params={"value": value, "faces": ", ".join(self.number_faces)})
        row = action.arg("row", "top") or "top"
        if row not in ROWS:
            raise IllegalAction(msg="cards.bad_row", params={"row": row})
        return self._record(who, left, op, right, row, [])

    def _turn_event(self) -> Event:
        return Event(Kind.TURN, {"player": self.player}, msg="cards.turn", say_msg="cards.turn.say",
                     params={"player": self.player})
