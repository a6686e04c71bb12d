"""The contract every game engine keeps: actions in, events out, nothing else.

An engine is built from (players, options, seed, data) and changed only by
:meth:`Engine.apply`. It reads no clock, performs no I/O and owns its own
``random.Random``, so the same seed and actions always give the same state and
events. That is what lets the controller resume, undo and replay by replaying.
"""

from __future__ import annotations

import copy
import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar

from games.views import GameSummary, JSONObject, PrivateView, PublicView
from games.errors import BadOptions, IllegalAction


@dataclass(frozen=True)
class Msg:
    """A message id with its parameters, as a parameter of another message (a row's name inside
    a sentence): the controller renders it first, in the same language."""

    id: str
    params: Mapping[str, Any] = field(default_factory=dict)


class Names(tuple["str | Msg", ...]):
    """Names to list in a sentence with the language's "and" ("ann, bob and cid"): each a name, or a message
    that gives one (a ghost's, ``pacman.ghost.blinky``)."""

    __slots__ = ()


class Choices(Names):
    """Words a player may type, to list in a sentence as typed (quoted) with the language's "or" ("'plain',
    'force' or 'trash'"): a refusal that says what would have been understood."""

    __slots__ = ()


@dataclass(frozen=True)
class Action:
    """One thing that happened at the table, as the engine understands it.

    ``name`` is the action (``spin``, ``land``...); ``args`` its key=value words,
    kept as sorted pairs so that an action is hashable and compares by value.

    >>> Action.make("land", token="1", spot="force").arg("spot")
    'force'
    """

    name: str
    args: tuple[tuple[str, str], ...] = ()

    @staticmethod
    def make(name: str, **args: str) -> Action:
        """Build an action from keyword arguments (a game's ``Act`` becomes its plain name)."""
        return Action(str(name), tuple(sorted(args.items())))

    def arg(self, key: str, default: str | None = None) -> str | None:
        """The value of one argument, or ``default`` when absent."""
        for k, v in self.args:
            if k == key:
                return v
        return default

    def to_json(self) -> str:
        """A stable JSON text for the journal."""
        return json.dumps({"name": self.name, "args": dict(self.args)}, sort_keys=True)

    @staticmethod
    def from_json(text: str) -> Action:
        """Read an action back from :meth:`to_json`."""
        raw = json.loads(text)
        return Action(str(raw["name"]), tuple(sorted((str(k), str(v)) for k, v in raw["args"].items())))

    def __str__(self) -> str:
        words = [self.name] + [f"{k}={v}" for k, v in self.args]
        return " ".join(words)

    def without_empty(self) -> Action:
        """The action without its empty values (``rotation=`` says nothing).

        >>> str(Action.make("insert", at="A2", rotation=""))
        'insert at=A2 rotation='
        >>> str(Action.make("insert", at="A2", rotation="").without_empty())
        'insert at=A2'
        """
        for _, value in self.args:
            if value == "":
                return Action(self.name, tuple((k, v) for k, v in self.args if v != ""))
        return self


@dataclass(frozen=True)
class Event:
    """Something the players should learn: printed, spoken, sounded, logged.

    ``kind`` is the snake_case event name of the JSON interface, ``data`` its
    JSON-ready fields, ``text`` the transcript line, ``say`` the announcement to
    speak (``None`` for none) and ``private_to`` a player name when only that
    player may see it.

    An engine moved to the message catalogues gives ``msg`` (and ``say_msg`` for what is
    spoken) as message ids with their ``params`` instead of English ``text`` and ``say``;
    the controller renders them in the box's language.
    """

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    text: str = ""
    say: str | None = None
    private_to: str | None = None
    msg: str = ""
    say_msg: str = ""
    params: Mapping[str, Any] = field(default_factory=dict)


class Termination(StrEnum):
    """How a game came to its end (python-chess's ``Termination``): the rule that named the winners."""

    ESCAPED = "escaped"
    """Escape from Death Star: a player's two token pairs got away."""
    TARGET = "target"
    """The PAC-MAN card game: a player reached the target score."""
    HOME = "home"
    """Pokémon Labyrinth (classic): a player came home with every target found."""
    BEST_SCORE = "best_score"
    """Everyone has played (PAC-MAN: each was Pac-Man once; Labyrinth's glow game: the night is over): the
    best score wins, and a tie shares the win."""


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended and who won (python-chess's ``Outcome``).

    >>> Outcome(Termination.TARGET, ("ann",))
    Outcome(termination=<Termination.TARGET: 'target'>, winners=('ann',))
    """

    termination: Termination
    winners: tuple[str, ...]


Handler = Callable[["Action"], list[Event]]
"""What an engine runs for one of its actions (its table of handlers is keyed by the game's ``Act``)."""


class Engine(ABC):
    """A pure, seeded rules engine for one game.

    Subclasses set ``game`` and implement :meth:`start`, :meth:`_apply`,
    :meth:`legal_actions`, :meth:`scores`, :meth:`state_summary` and :attr:`outcome` (from which
    ``finished`` and ``winners`` follow). :meth:`apply` raises :class:`IllegalAction` without
    changing any state when the rules forbid the action.
    """

    game: str = ""
    has_points: bool = True
    """Whether the game keeps points (Escape from Death Star only has a winner)."""

    def __init__(self, players: Sequence[str], options: Mapping[str, str], seed: int) -> None:
        self.players: tuple[str, ...] = tuple(players)
        self.options: dict[str, str] = dict(options)
        self.seed = seed
        self.first_player: str | None = None
        """Who played first (the score log's start player), once known."""

    @abstractmethod
    def start(self) -> list[Event]:
        """The events that open the game (set-up, who does what first)."""

    QUERIES: ClassVar[frozenset[str]] = frozenset()
    """Actions that only ask (a hand, a target, where a token may go): answered at any time, never listed by
    :meth:`legal_actions`, and they change nothing."""

    def apply(self, action: Action) -> list[Event]:
        """Apply one action and return its events, or raise :class:`IllegalAction` (nothing changed).

        The one legality check, as ``board.is_legal(move)`` is in python-chess: the action's
        :meth:`canonical` form (empty values dropped, shorthand written out) must be one of
        :meth:`legal_actions` (:meth:`is_legal`), or a query; the rules' own checks only say why not
        (:meth:`refusal`).

        >>> from games.cards.engine import CardsEngine
        >>> game = CardsEngine(["ann", "bob"], {"mode": "scorekeeper", "target": "50"}, 1, ("5", "10", "+"))
        >>> _ = game.start()
        >>> game.apply(Action.make("score", player="", left="10", op="+", right="5"))
        Traceback (most recent call last):
        ...
        games.errors.IllegalAction: ...
        >>> [str(e.kind) for e in game.apply(Action.make("score", player="ann", left="10", op="+", right="5", row=""))]
        ['row_scored']
        """
        action = self.canonical(action.without_empty())
        if action.name not in self.QUERIES and not self.is_legal(action):
            raise self.refusal(action)
        return self._apply(action)

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` (in its :meth:`canonical` form) is one of :meth:`legal_actions` now.

        Membership, which a game may answer without building the whole list (as python-chess's
        ``is_legal`` checks one move without generating the others); it must agree with the list
        exactly (``tests/unit/test_legality.py`` tries both at every step of random games).
        """
        return action in self.legal_actions()

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Carry out an action :meth:`apply` has found legal (or a query), returning its events; its own checks
        raise :class:`IllegalAction` with the reason players are told."""

    def refusal(self, action: Action) -> IllegalAction:
        """Why ``action`` is not allowed now: the rules' own reason (found by trying it on a copy of the game),
        else that it is not one of the moves open now."""
        try:
            self._twin()._apply(action)
        except IllegalAction as why:
            return why
        return IllegalAction(msg="rules.not_now", params={"action": str(action)})

    def _twin(self) -> Engine:
        """A deep copy that shares the game's read-only data (tuples, frozen dataclasses: the maze, the decks)."""
        shared: dict[int, Any] = {id(v): v for v in vars(self).values() if isinstance(v, tuple) or
                                  getattr(getattr(type(v), "__dataclass_params__", None), "frozen", False)}
        return copy.deepcopy(self, shared)

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Exactly the actions the rules allow now, written out in full (see :meth:`canonical`): :meth:`apply`
        accepts an action (other than a query) if and only if its canonical form is listed here."""

    def ends_an_unplayed_turn(self, action: Action) -> bool:
        """Whether ``action`` would end the current turn although nothing was played in it since its spin or
        roll (Escape from Death Star: a spin before the token landed gives the turn away). A button pressed
        twice in a row is counted once when its second press would do this; no such action by default."""
        return False

    def canonical(self, action: Action) -> Action:
        """``action`` written out as :meth:`legal_actions` lists it.

        Players may leave out a word the rules fill in (whose turn it is, the only token
        that can move) or use another name for a value (``token=han``); this is the one
        place that says how such shorthand is read. Unchanged by default.
        """
        return action

    @property
    @abstractmethod
    def outcome(self) -> Outcome | None:
        """How the game ended and who won; ``None`` while it goes on."""

    @property
    def finished(self) -> bool:
        """Whether the game has ended."""
        return self.outcome is not None

    @property
    def winners(self) -> list[str]:
        """The winners' names; empty while the game goes on."""
        outcome = self.outcome
        return list(outcome.winners) if outcome else []

    @abstractmethod
    def scores(self) -> dict[str, int]:
        """Each player's score now (what the score log and high scores record)."""

    @abstractmethod
    def state_summary(self) -> JSONObject:
        """The game's own JSON-ready state for the closing ``summary`` event."""

    @property
    def turn(self) -> str | None:
        """Whose turn it is now; ``None`` once the game is over or when it is nobody's in particular."""
        value = self.state_summary().get("turn")
        return value if isinstance(value, str) and not self.finished else None

    def actor(self, action: Action) -> str | None:
        """Who performs ``action`` at the table: its ``player=`` word, else whose turn it is.

        ``None`` means anybody at the table may (a seat may send it whoever it is).
        """
        return action.arg("player") or self.turn

    def refuses_seat(self, action: Action, seat: str) -> Msg | None:
        """Why a phone seated as ``seat`` may not send ``action`` although the rules allow it now (what only the
        table can see, such as a pawn on its target tile, or what a player may not judge of their own turn);
        ``None`` when it may. The host and the box's own inputs are not asked."""
        return None

    def panel(self) -> JSONObject:
        """The game's own public panel for the screens; by default the summary's state."""
        return self.state_summary()

    def secrets(self, player: str) -> JSONObject:
        """What only ``player`` may know now (a hand, a target); nothing by default."""
        return {}

    def actions_for(self, player: str) -> list[Action]:
        """The legal actions that ``player`` may perform now (their own, and anybody's)."""
        return [a for a in self.legal_actions() if self.actor(a) in (None, player)]

    def public_view(self) -> PublicView:
        """Everything every player may see now: JSON-ready, derived from the state, never stored.

        The keys are the table server's (``DESIGN.md``): game, players with scores, whose turn,
        whether finished, the winners, and the game's panel as ``state``.

        >>> from games.cards.engine import CardsEngine
        >>> e = CardsEngine(["ann", "bob"], {"mode": "scorekeeper"}, 1, ("1", "5", "+"))
        >>> _ = e.start(); _ = e.apply(Action.make("score", player="bob", left="5", op="x", right="5"))
        >>> view = e.public_view()
        >>> view["players"], view["finished"], view["state"]["rows_scored"]
        ([{'name': 'ann', 'score': 0}, {'name': 'bob', 'score': 25}], False, {'ann': 0, 'bob': 1})
        """
        scores = self.scores()
        return {"game": self.game, "players": [{"name": p, "score": scores.get(p, 0)} for p in self.players],
                "turn": self.turn, "finished": self.finished, "winners": list(self.winners),
                "state": self.panel()}

    def private_view(self, player: str) -> PrivateView:
        """What only ``player`` may see: their secrets, and the actions open to them now.

        Raises :class:`KeyError` for a name that is not in the game.

        >>> from games.cards.engine import CardsEngine
        >>> e = CardsEngine(["ann", "bob"], {}, 3, ("1", "5", "10", "+", "-", "x") * 3)
        >>> _ = e.start()
        >>> e.private_view("ann")["secret"]["hand"] == sorted(e.hands["ann"], key=e.secrets("ann")["hand"].index)
        True
        >>> {a["args"]["player"] for a in e.private_view(e.player)["actions"]} == {e.player}
        True
        """
        if player not in self.players:
            raise KeyError(player)
        return {"player": player, "secret": self.secrets(player),
                "actions": [{"name": a.name, "args": dict(a.args)} for a in self.actions_for(player)]}

    def standing(self) -> Msg:
        """One line for players, as a message: the scores and whose turn it is (or who won).

        >>> from games.cards.engine import CardsEngine
        >>> e = CardsEngine(["ann", "bob"], {"mode": "scorekeeper"}, 1, ("1", "5", "+"))
        >>> _ = e.start(); _ = e.apply(Action.make("score", player="bob", left="5", op="x", right="5"))
        >>> line = e.standing()
        >>> line.id, [score.params["points"] for score in line.params["scores"]]
        ('standing.scores', [0, 25])
        """
        scores = self.scores()
        listed = tuple(Msg("standing.score", {"player": p, "points": scores.get(p, 0)}) for p in self.players) \
            if self.has_points else ()
        prefix = "standing.scores" if listed else "standing"
        if self.finished:
            return Msg(f"{prefix}_won" if listed else "standing.won", {"scores": listed, "players": Names(self.winners)})
        if self.turn:
            return Msg(f"{prefix}_turn" if listed else "standing.turn", {"scores": listed, "player": self.turn})
        return Msg("standing.scores", {"scores": listed}) if listed else Msg("standing.nothing")

    def summary(self) -> GameSummary:
        """The ``summary`` event's fields: game, players, winners, how the game ended, and the state."""
        scores = self.scores()
        outcome = self.outcome
        return {
            "game": self.game,
            "players": [{"name": p, "score": scores.get(p, 0)} for p in self.players],
            "winners": list(self.winners),
            "finished": self.finished,
            "termination": outcome.termination if outcome else None,
            "has_points": self.has_points,
            "state": self.state_summary(),
        }


class SingleWinnerEngine(Engine):
    """An engine whose game ends when one player wins: it sets ``self.winner``, and ``WON_BY`` says how."""

    WON_BY: ClassVar[Termination]

    def __init__(self, players: Sequence[str], options: Mapping[str, str], seed: int) -> None:
        super().__init__(players, options, seed)
        self.winner: str | None = None

    @property
    def outcome(self) -> Outcome | None:
        """The winner and the game's way of winning, once someone has won."""
        return Outcome(self.WON_BY, (self.winner,)) if self.winner else None


MAX_NAME = 32
"""The longest player name: any name at a table fits, and every screen, page and export can show it."""


def check_players(players: Sequence[str], low: int, high: int) -> None:
    """Raise :class:`BadOptions` unless there are low..high distinct, sane names."""
    if not low <= len(players) <= high:
        raise BadOptions(msg="options.players", params={"low": low, "high": high, "count": len(players)})
    if len(set(players)) != len(players):
        raise BadOptions(msg="options.same_names")
    for name in players:
        if len(name) > MAX_NAME:
            raise BadOptions(msg="options.long_name", params={"name": name[:20], "count": MAX_NAME})
        if not name or not all(c.isalnum() or c in "-_" for c in name):
            raise BadOptions(msg="options.bad_name", params={"name": name})


def check_options(options: Mapping[str, str], allowed: Mapping[str, Sequence[str]]) -> None:
    """Raise :class:`BadOptions` for an unknown option or a value not allowed."""
    for key, value in options.items():
        if key not in allowed:
            raise BadOptions(msg="options.unknown" if allowed else "options.unknown.none",
                             params={"key": key, "known": tuple(sorted(allowed))})
        if allowed[key] and value not in allowed[key]:
            raise BadOptions(msg="options.bad_value", params={"key": key, "value": value, "expected": tuple(allowed[key])})
