"""Pokémon Labyrinth (RULES.md section 4): a random set-up, secret targets, the shifting maze.

A turn is ``insert arrow=A rotation=R`` (the spare tile, turned R quarters,
pushed in at arrow A) then ``move to=ROW,COL`` (any tile reachable now; the
pawn's own tile means staying). The box tracks the pawns and notices targets
reached; ``found`` and ``home`` are for tables where it does not. Options:
``variant=glow`` (a day phase of classic targets in order, then a night of glow
targets in any order, points and a reward coin).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from enum import StrEnum

from games.views import JSONObject
from games.base import (Action, Choices, Engine, Event, Handler, Msg, Names, Outcome, Termination, check_options, check_players)
from games.errors import IllegalAction
from games.labyrinth import views
from games.labyrinth.board import ARROWS, SIZE, Pos, Tile, TileSet, draw, insert, legend, line_of, opposite, reachable
from games.labyrinth import vocabulary
from games.labyrinth.vocabulary import Act, Kind

CORNERS: tuple[Pos, ...] = ((0, 0), (0, 6), (6, 6), (6, 0))


class Phase(StrEnum):
    """The part of the game: one classic hunt, or the glow variant's day, night and end."""

    CLASSIC = "classic"
    DAY = "day"
    NIGHT = "night"
    END = "end"


class Turn(StrEnum):
    """What the player whose turn it is does next."""

    INSERT = "insert"
    MOVE = "move"


def cell_name(pos: Pos) -> Msg:
    """A tile's place as players say it: its row and column, as the board's edges number them."""
    return Msg("labyrinth.cell", {"row": pos[0], "column": pos[1]})


def arrow_name(arrow: str) -> Msg:
    """An arrow as players say it: its side of the board in the language's compass letter, and its number."""
    return Msg(f"labyrinth.side.{arrow[0]}", {"n": arrow[1:]})


def _pos(text: str | None) -> Pos:
    try:
        row, col = (int(v) for v in (text or "").split(","))
    except ValueError:
        raise IllegalAction(msg="labyrinth.bad_pos", params={"text": text}) from None
    if not (0 <= row < SIZE and 0 <= col < SIZE):
        raise IllegalAction(msg="labyrinth.pos_range", params={"text": text, "last": SIZE - 1})
    return row, col


def glow_winners(scores: Mapping[str, int], balls: Mapping[str, int]) -> list[str]:
    """Most points; tied, most Pokéballs; still tied, a shared win.

    >>> glow_winners({"ann": 6, "bob": 6, "cid": 2}, {"ann": 5, "bob": 4, "cid": 2})
    ['ann']
    """
    best = max(scores.values())
    tied = [p for p in scores if scores[p] == best]
    most = max(balls[p] for p in tied)
    return [p for p in tied if balls[p] == most]


class LabyrinthEngine(Engine):
    """The board, the pawns, each player's targets and the phases; see the module docstring."""

    QUERIES = vocabulary.QUERIES

    game = "labyrinth"

    def __init__(self, players: Sequence[str], options: Mapping[str, str], seed: int, data: TileSet) -> None:
        check_players(players, 2, 4)
        check_options(options, {"variant": ("classic", "glow")})
        super().__init__(players, options, seed)
        self.glow = options.get("variant") == "glow"
        self.rng = random.Random(seed)
        self.tiles = data
        self.aliases = {name.lower(): pokemon for pokemon, words in data.names.items() for _, name in words.texts}
        """Every language's name of a Pokémon (lower case) for its id, so that ``found pokemon=Bulbizarre`` works."""
        movable = [t.turn(self.rng.randrange(4)) for t in data.movable]
        self.rng.shuffle(movable)
        tiles = []
        for r in range(SIZE):
            for c in range(SIZE):
                tiles.append(data.fixed[(r, c)] if (r, c) in data.fixed else movable.pop())
        self.board: tuple[Tile, ...] = tuple(tiles)
        self.spare: Tile = movable.pop()
        self.home = {p: CORNERS[i] for i, p in enumerate(players)}
        self.pawns: dict[str, Pos] = dict(self.home)
        pokemon = [t.target for t in tiles + [self.spare] if t.target]
        self.rng.shuffle(pokemon)
        each = (4 if len(players) <= 3 else 3) if self.glow else len(pokemon) // len(players)
        self.stack = {p: pokemon[i * each:(i + 1) * each] for i, p in enumerate(players)}
        glow_pool = pokemon[len(players) * each:]
        self.glow_targets = {p: glow_pool[i * each:(i + 1) * each] for i, p in enumerate(players)} if self.glow \
            else {p: [] for p in players}
        self.found_day: dict[str, list[str]] = {p: [] for p in players}
        self.found_night: dict[str, list[str]] = {p: [] for p in players}
        self.coins = list(data.rewards)
        self.rng.shuffle(self.coins)
        self.coin: dict[str, int] = {}
        self.phase = Phase.DAY if self.glow else Phase.CLASSIC
        self.current = 0
        self.first_player = players[0]
        self.awaiting = Turn.INSERT
        self.banned: str | None = None
        self.done = False
        self._winners: list[str] = []

    # ---- views -------------------------------------------------------------------

    @property
    def player(self) -> str:
        """Whose turn it is."""
        return self.players[self.current]

    @property
    def outcome(self) -> Outcome | None:
        """Once the game has ended: the first player home with every target (classic), or the best score with
        the tie-breaks (glow)."""
        if not self.done:
            return None
        return Outcome(Termination.BEST_SCORE if self.glow else Termination.HOME, tuple(self._winners))

    def tile_at(self, pos: Pos) -> Tile:
        """The tile at a position."""
        return self.board[pos[0] * SIZE + pos[1]]

    def scores(self) -> dict[str, int]:
        """Classic: targets found. Glow: 1 a day target, 2 a night target, plus the coin."""
        if not self.glow:
            return {p: len(self.found_day[p]) for p in self.players}
        return {p: len(self.found_day[p]) + 2 * len(self.found_night[p]) + self.coin.get(p, 0) for p in self.players}

    def current_target(self, player: str) -> str | None:
        """The top of a player's face-down stack (classic and day), if any left."""
        if self.phase in ("classic", "day"):
            stack = self.stack[player]
            return stack[0] if stack else None
        return None

    def state_summary(self) -> JSONObject:
        """Phase, turn, pawns, counts of targets left (never which), found targets, the score breakdown."""
        return {"variant": "glow" if self.glow else "classic", "phase": self.phase,
                "turn": None if self.done else self.player, "awaiting": self.awaiting,
                "pawns": {p: list(pos) for p, pos in self.pawns.items()},
                "targets_left": {p: len(self.stack[p]) for p in self.players},
                "glow_targets": {p: list(t) for p, t in self.glow_targets.items()} if self.glow else {},
                "breakdown": {p: {"day": len(self.found_day[p]), "night": len(self.found_night[p]),
                                  "coin": self.coin.get(p, 0), "found": self.found_day[p] + self.found_night[p]}
                              for p in self.players},
                "spare": self.spare.shape, "banned_arrow": self.banned}

    def panel(self) -> JSONObject:
        """The board with every tile, the spare, the arrows, the pawns and each player's found count."""
        return views.panel(self)

    def secrets(self, player: str) -> JSONObject:
        """``player``'s current target, face down to everyone else."""
        return views.secrets(self, player)

    def legal_actions(self) -> list[Action]:
        """Exactly what the rules allow now: insertions (every allowed arrow and rotation) or moves to
        every reachable tile, and for a table that does not track pawns, ``found`` and ``home``."""
        if self.done:
            return []
        if self.awaiting is Turn.INSERT:
            acts = [Action.make(Act.INSERT, arrow=a, rotation=str(r)) for a in ARROWS if a != self.banned
                    for r in range(4)]
        else:
            acts = [Action.make(Act.MOVE, player=self.player, to=f"{r},{c}")
                    for r, c in sorted(reachable(self.board, self.pawns[self.player]))]
        for p in self.players:
            if self.phase is Phase.NIGHT:
                acts += [Action.make(Act.FOUND, player=p, pokemon=name) for name in self.glow_targets[p]]
            elif self.stack[p]:
                acts.append(Action.make(Act.FOUND, player=p))
            if not (self.glow_targets[p] if self.phase is Phase.NIGHT else self.stack[p]):
                acts.append(Action.make(Act.HOME, player=p))
        return acts

    def canonical(self, action: Action) -> Action:
        """The arrow in capitals, rotation 0 and whose turn it is filled in, a tile as ``ROW,COL``."""
        words = dict(action.args)
        if action.name in (Act.MOVE, Act.FOUND, Act.HOME, Act.SHOW_TARGET, Act.REACH):
            words.setdefault("player", self.player)
        elif words.get("player") == self.player:
            del words["player"]  # insert: "it is my turn" adds nothing
        if "pokemon" in words:
            words["pokemon"] = self.aliases.get(words["pokemon"].lower(), words["pokemon"])
        if action.name == Act.INSERT:
            words["arrow"] = words.get("arrow", "").upper()
            words.setdefault("rotation", "0")
        if action.name == Act.MOVE and "to" in words:
            try:
                words["to"] = "{},{}".format(*_pos(words["to"]))
            except IllegalAction:
                pass  # apply says what is wrong with it
        return Action(action.name, tuple(sorted(words.items())))

    def actions_for(self, player: str) -> list[Action]:
        """A seat's buttons: its legal actions but ``found`` and ``home``, for a table without pawn tracking."""
        return [a for a in super().actions_for(player) if a.name not in ("found", "home")]

    def refuses_seat(self, action: Action, seat: str) -> Msg | None:
        """A phone's ``found`` and ``home`` only where the box's pawn is: on the target's tile, on the start.
        (The terminal and scripts may still say so, for a table whose pawns moved without telling the box.)"""
        action = self.canonical(action)
        who = action.arg("player") or self.player
        if who not in self.pawns:
            return None  # apply says what is wrong
        here = self.tile_at(self.pawns[who]).target
        if action.name == Act.FOUND:
            wanted = action.arg("pokemon") if self.phase is Phase.NIGHT else self.current_target(who)
            if not here or here != wanted:
                return Msg("labyrinth.not_on_target", {"player": who})
        elif action.name == Act.HOME and self.pawns[who] != self.home[who]:
            return Msg("labyrinth.not_home", {"player": who})
        return None

    # ---- actions -----------------------------------------------------------------

    def start(self) -> list[Event]:
        """The set-up drawing, the deal, and whose turn it is."""
        each, glow = len(self.stack[self.player]), len(self.glow_targets[self.player])
        deal = Msg("labyrinth.deal.glow", {"count": each, "glow": Msg("labyrinth.glow_targets", {"count": glow})}) if self.glow \
            else Msg("labyrinth.deal", {"count": each})
        return [Event(Kind.SETUP, {"board": draw(self.board), "spare": self.spare.shape,
                                "targets_each": each, "glow_each": glow},
                      msg="labyrinth.setup", say_msg="labyrinth.setup.say",
                      params={"shape": Msg(f"labyrinth.shape.{self.spare.shape}"), "board": self.tiles.drawn(self.board),
                              "legend": legend(self.board, self.spare, self.tiles), "deal": deal}),
                *([Event(Kind.PHASE, {"phase": "day"}, msg="labyrinth.day", say_msg="labyrinth.day.say")]
                  if self.glow else []),
                self._turn_event()]

    def _apply(self, action: Action) -> list[Event]:
        """Apply insert, move, found, home or show-target."""
        if self.done:
            raise IllegalAction(msg="labyrinth.over", params={"players": Names(self._winners)})
        action = self.canonical(action)
        handlers: dict[str, Handler] = {Act.INSERT: self._insert, Act.MOVE: self._move, Act.FOUND: self._found, Act.HOME: self._home,
                   Act.SHOW_TARGET: self._show, Act.REACH: self._reach}
        handler = handlers.get(action.name)
        if handler is None:
            raise IllegalAction(msg="labyrinth.unknown_action", params={"action": action.name})
        return handler(action)

    def _insert(self, action: Action) -> list[Event]:
        who = action.arg("player")
        if who is not None:
            raise IllegalAction(msg="labyrinth.not_your_turn", params={"current": self.player, "player": who})
        if self.awaiting != "insert":
            raise IllegalAction(msg="labyrinth.inserted", params={"player": self.player})
        arrow = (action.arg("arrow") or "").upper()
        if arrow not in ARROWS:
            raise IllegalAction(msg="labyrinth.bad_arrow", params={"arrow": arrow or "?", "arrows": Choices(ARROWS)})
        if arrow == self.banned:
            raise IllegalAction(msg="labyrinth.banned", params={"arrow": arrow_name(arrow)})
        word = action.arg("rotation", "0") or "0"
        if word not in ("0", "1", "2", "3"):
            raise IllegalAction(msg="labyrinth.bad_rotation")
        self.board, self.spare, moved = insert(self.board, self.spare.turn(int(word)), arrow, self.pawns)
        pushed = [p for p in self.players if moved[p] != self.pawns[p] and self.pawns[p] == self._line_end(arrow)]
        self.pawns, self.banned, self.awaiting = moved, opposite(arrow), Turn.MOVE
        turned = Msg("labyrinth.turned", {"count": int(word)}) if word != "0" else ""  # quarter turns: "3 volte"
        off = Msg("labyrinth.pushed", {"players": Names(pushed)}) if pushed else ""
        return [Event(Kind.INSERT, {"player": self.player, "arrow": arrow, "rotation": int(word), "pushed": pushed},
                      msg="labyrinth.insert", say_msg="labyrinth.insert.say",
                      params={"player": self.player, "arrow": arrow_name(arrow), "turned": turned, "pushed": off})]

    def _line_end(self, arrow: str) -> Pos:
        return line_of(arrow)[-1]

    def _move(self, action: Action) -> list[Event]:
        who = action.arg("player") or self.player
        if who != self.player:
            raise IllegalAction(msg="labyrinth.not_your_turn", params={"current": self.player, "player": who})
        if self.awaiting != "move":
            raise IllegalAction(msg="labyrinth.insert_first", params={"player": who})
        target = _pos(action.arg("to"))
        if target not in reachable(self.board, self.pawns[who]):
            raise IllegalAction(msg="labyrinth.unreachable", params={
                "player": who, "to": cell_name(target), "at": cell_name(self.pawns[who])})
        stays = target == self.pawns[who]
        self.pawns[who] = target
        events = [Event(Kind.MOVE, {"player": who, "to": list(target)}, msg="labyrinth.move.stay" if stays else "labyrinth.move",
                        params={"player": who, "to": cell_name(target)})]
        phase = self.phase
        events += self._arrived(who)
        if not self.done:
            # a new night starts with the player to the left of whoever ended the day (set in _at_home)
            events += [self._turn_event()] if self.phase != phase else self._next_turn()
        return events

    def _arrived(self, who: str) -> list[Event]:
        here = self.tile_at(self.pawns[who]).target
        events: list[Event] = []
        if self.phase in ("classic", "day") and here and self.current_target(who) == here:
            events += self._reveal(who, here)
        elif self.phase is Phase.NIGHT and here in self.glow_targets[who]:
            events += self._reveal(who, here)
        if self.pawns[who] == self.home[who]:
            events += self._at_home(who)
        return events

    def _reveal(self, who: str, pokemon: str) -> list[Event]:
        if self.phase is Phase.NIGHT:
            self.glow_targets[who].remove(pokemon)
            self.found_night[who].append(pokemon)
            left = len(self.glow_targets[who])
        else:
            self.stack[who].pop(0)
            self.found_day[who].append(pokemon)
            left = len(self.stack[who])
        rest = Msg("labyrinth.left", {"count": left}) if left else Msg("labyrinth.all_found")
        return [Event(Kind.TARGET_FOUND, {"player": who, "pokemon": pokemon, "phase": self.phase, "left": left},
                      msg="labyrinth.found", say_msg="labyrinth.found.say",
                      params={"player": who, "pokemon": self.tiles.name(pokemon), "rest": rest})]

    def _at_home(self, who: str) -> list[Event]:
        if self.phase is Phase.CLASSIC and not self.stack[who]:
            self.done, self._winners = True, [who]
            return [Event(Kind.WINNER, {"player": who}, msg="labyrinth.winner", say_msg="labyrinth.winner.say",
                          params={"player": who})]
        if self.phase is Phase.DAY and not self.stack[who]:
            for name in self.players:
                self.stack[name] = []  # unfound classic targets go back in the box
            self.phase = Phase.NIGHT
            self.current = (self.players.index(who) + 1) % len(self.players)
            self.awaiting = Turn.INSERT
            return [Event(Kind.PHASE, {"phase": "night", "ended_by": who}, msg="labyrinth.night",
                          say_msg="labyrinth.night.say", params={"player": who})]
        if self.phase is Phase.NIGHT and not self.glow_targets[who]:
            self.coin[who] = self.coins.pop(0)
            self.done, self.phase = True, Phase.END
            scores = self.scores()
            balls = {p: len(self.found_day[p]) + len(self.found_night[p]) for p in self.players}
            self._winners = glow_winners(scores, balls)
            listed = tuple(Msg("labyrinth.score", {"player": p, "points": s}) for p, s in scores.items())
            return [Event(Kind.PHASE, {"phase": "end", "ended_by": who, "coin": self.coin[who]}, msg="labyrinth.end",
                          say_msg="labyrinth.end.say", params={"player": who, "coin": self.coin[who]}),
                    Event(Kind.WINNER, {"players": self._winners, "scores": scores}, msg="labyrinth.glow_winner",
                          say_msg="labyrinth.glow_winner.say",
                          params={"scores": listed, "players": Names(self._winners), "count": len(self._winners)})]
        return []

    def _found(self, action: Action) -> list[Event]:
        who = action.arg("player") or self.player
        if who not in self.stack:
            raise IllegalAction(msg="labyrinth.needs_player", params={"action": "found", "players": self.players})
        if self.phase is Phase.NIGHT:
            name = action.arg("pokemon")
            if name not in self.glow_targets[who]:
                left = tuple(self.tiles.name(p) for p in self.glow_targets[who])
                raise IllegalAction(msg="labyrinth.night_which",
                                    params={"names": left or Msg("labyrinth.none_left")})
            return self._reveal(who, name)
        if action.arg("pokemon") is not None:
            raise IllegalAction(msg="labyrinth.pokemon_day")
        target = self.current_target(who)
        if target is None:
            raise IllegalAction(msg="labyrinth.no_target_left", params={"player": who})
        return self._reveal(who, target)

    def _home(self, action: Action) -> list[Event]:
        who = action.arg("player") or self.player
        if who not in self.home:
            raise IllegalAction(msg="labyrinth.needs_player", params={"action": "home", "players": self.players})
        if self.phase is Phase.NIGHT and self.glow_targets[who] or self.phase is not Phase.NIGHT and self.stack[who]:
            raise IllegalAction(msg="labyrinth.still_hunting", params={"player": who})
        phase = self.phase
        self.pawns[who] = self.home[who]
        events = self._at_home(who)
        if not self.done and self.phase != phase:
            events.append(self._turn_event())
        return events

    def _show(self, action: Action) -> list[Event]:
        who = action.arg("player") or self.player
        if who not in self.stack:
            raise IllegalAction(msg="labyrinth.needs_player", params={"action": "show-target", "players": self.players})
        target = self.current_target(who)
        at = next(((i // SIZE, i % SIZE) for i, t in enumerate(self.board) if t.target == target), None)
        on_spare = bool(target) and at is None
        # one entry per kind of place: a cell, or the spare tile with its own preposition ("sulla tessera in più")
        msg = ("labyrinth.target.spare" if on_spare else "labyrinth.target") if target else "labyrinth.no_target"
        return [Event(Kind.TARGET, {"player": who, "pokemon": target,
                                    "at": "the spare tile" if on_spare else "{},{}".format(*at) if at else ""},
                      msg=msg, say_msg=msg, private_to=who,
                      params={"player": who, "pokemon": self.tiles.name(target) if target else "",
                              "where": cell_name(at) if at else ""})]

    def _reach(self, action: Action) -> list[Event]:
        who = action.arg("player") or self.player
        if who not in self.pawns:
            raise IllegalAction(msg="labyrinth.needs_player", params={"action": "reach", "players": self.players})
        if action.arg("board") not in (None, "yes", "no"):
            raise IllegalAction(msg="labyrinth.reach_board")
        tiles = sorted(reachable(self.board, self.pawns[who]))
        more = Msg("labyrinth.reach.hint")
        if action.arg("board") == "yes":
            marks = {pos: "!" if self.tile_at(pos).target else "+" for pos in tiles}
            marks[self.pawns[who]] = who[0].upper()
            more = Msg("labyrinth.reach.board", {"board": self.tiles.drawn(self.board, marks)})
        return [Event(Kind.REACH, {"player": who, "tiles": [list(p) for p in tiles]}, msg="labyrinth.reach",
                      params={"player": who, "count": len(tiles), "tiles": tuple(Msg("labyrinth.cell.short", {"row": r, "column": c}) for r, c in tiles),
                              "more": more})]

    def _next_turn(self) -> list[Event]:
        self.current = (self.current + 1) % len(self.players)
        self.awaiting = Turn.INSERT
        return [self._turn_event()]

    def _turn_event(self) -> Event:
        return Event(Kind.TURN, {"player": self.player, "phase": self.phase}, msg="labyrinth.turn",
                     say_msg="labyrinth.turn.say", params={"player": self.player})
