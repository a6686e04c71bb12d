"""The Labyrinth's tiles and board: rotation, insertion at the arrows, reachability, drawing.

A tile's open sides are a 4-bit mask (N=1, E=2, S=4, W=8); turning it a quarter
clockwise moves each bit one place round. The board is 49 tiles, row by row.
Arrows are named by edge and line: ``N1`` pushes column 1 down from the top,
``S1`` pushes it up from the bottom, ``W3`` pushes row 3 right, ``E3`` left.
"""

from __future__ import annotations

from collections import deque
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from games.base import Msg
from games.datafile import Localized
from games.datafile import DataError, optional_text, parse_toml, require, tables

SIZE = 7
N, E, S, W = 1, 2, 4, 8
SIDES = {"N": N, "E": E, "S": S, "W": W}
STEPS = ((N, -1, 0, S), (E, 0, 1, W), (S, 1, 0, N), (W, 0, -1, E))
ARROWS = tuple(f"{edge}{line}" for edge in "NSWE" for line in (1, 3, 5))
OPPOSITE = {"N": "S", "S": "N", "W": "E", "E": "W"}
Pos = tuple[int, int]


def turned(mask: int, quarters: int) -> int:
    """The open sides after turning ``quarters`` quarter turns clockwise.

    >>> turned(N | E, 1) == E | S
    True
    """
    for _ in range(quarters % 4):
        mask = ((mask << 1) | (mask >> 3)) & 15
    return mask


@dataclass(frozen=True)
class Tile:
    """One tile: its open sides (as laid), target Pokémon or start colour, and whether it is fixed."""

    open: int
    target: str | None = None
    start: str | None = None
    fixed: bool = False

    def turn(self, quarters: int) -> Tile:
        """This tile turned clockwise."""
        return replace(self, open=turned(self.open, quarters))

    @property
    def shape(self) -> str:
        """straight, corner or tee."""
        bits = bin(self.open).count("1")
        return "tee" if bits == 3 else "straight" if self.open in (N | S, E | W) else "corner"


@dataclass(frozen=True)
class TileSet:
    """Everything in the box: fixed tiles by position, movable tiles, reward coins, and each Pokémon's
    name in the languages whose official names differ (``names["Bulbasaur"]``; the English name is the id)."""

    fixed: dict[Pos, Tile]
    movable: tuple[Tile, ...]
    rewards: tuple[int, ...]
    names: Mapping[str, Localized] = field(default_factory=dict)
    start_marks: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    """language -> start colour -> the letter the map draws it with, where the colour's English initial
    would mean nothing (French "vert": v, "jaune": j)."""

    def name(self, pokemon: str) -> Localized:
        """A Pokémon's name in every language (its id where the file gives no other)."""
        return self.names.get(pokemon) or Localized.everywhere(pokemon)

    def drawn(self, board: tuple[Tile, ...], marks: dict[Pos, str] | None = None) -> Localized:
        """The board as :func:`draw` draws it, in every language its start colours have letters of their own."""
        return Localized((("*", draw(board, marks)),
                          *((language, draw(board, marks, letters)) for language, letters in sorted(self.start_marks.items()))))


def _sides(text: object, source: str, where: str) -> int:
    if not isinstance(text, str) or not text or any(ch not in SIDES for ch in text) or len(set(text)) < 2:
        raise DataError(source, f"{where}.open", f"expected two or three of N E S W, got {text!r}")
    mask = 0
    for ch in text:
        mask |= SIDES[ch]
    return mask


def parse_tiles(text: str, source: str = "tiles.toml") -> TileSet:
    """Parse and check the tile set: 16 fixed tiles at even positions, 34 movable, unique targets."""
    raw = parse_toml(text, source)
    fixed: dict[Pos, Tile] = {}
    for i, table in enumerate(tables(raw, "fixed", source)):
        where = f"fixed[{i + 1}]"
        at = require(table, "at", list, source, where)
        if len(at) != 2 or not all(isinstance(v, int) and 0 <= v < SIZE and v % 2 == 0 for v in at):
            raise DataError(source, f"{where}.at", "expected [row, col], both even, 0 to 6")
        if (at[0], at[1]) in fixed:
            raise DataError(source, f"{where}.at", f"a second fixed tile at {at}")
        fixed[(at[0], at[1])] = Tile(_sides(table.get("open"), source, where),
                                     optional_text(table, "target", source, where),
                                     optional_text(table, "start", source, where), True)
    if len(fixed) != 16:
        raise DataError(source, "fixed", f"expected the 16 fixed tiles (every even row and column), got {len(fixed)}")
    movable: list[Tile] = []
    for i, table in enumerate(tables(raw, "movable", source)):
        where = f"movable[{i + 1}]"
        mask = _sides(table.get("open"), source, where)
        target = optional_text(table, "target", source, where)
        if target is not None:
            movable.append(Tile(mask, target))
            continue
        count = require(table, "count", int, source, where)
        if not 1 <= count <= SIZE * SIZE:
            raise DataError(source, f"{where}.count", f"expected 1 to {SIZE * SIZE}, got {count}")
        movable += [Tile(mask)] * count
    if len(movable) != SIZE * SIZE - len(fixed) + 1:
        raise DataError(source, "movable", f"expected {SIZE * SIZE - len(fixed) + 1} movable tiles "
                        f"(the board's 33 free places and the spare), got {len(movable)}")
    targets = [t.target for t in list(fixed.values()) + movable if t.target]
    if len(set(targets)) != len(targets):
        raise DataError(source, "target", "each Pokémon may be on one tile only")
    starts = [t.start for t in fixed.values() if t.start]
    if len(starts) != 4 or {p for p, t in fixed.items() if t.start} != {(0, 0), (0, 6), (6, 6), (6, 0)}:
        raise DataError(source, "fixed", "the four corner tiles must be the start tiles (start = colour)")
    rewards = raw.get("rewards", [1, 3, 5])
    if not isinstance(rewards, list) or not rewards or not all(isinstance(r, int) for r in rewards):
        raise DataError(source, "rewards", "expected a list of whole numbers")
    points = tuple(r for r in rewards if isinstance(r, int))
    return TileSet(fixed, tuple(movable), points, _names(raw, set(targets), source),
                   _start_marks(raw, {start for start in starts if start}, source))


def _start_marks(raw: Mapping[str, Any], colours: set[str], source: str) -> dict[str, dict[str, str]]:
    """The ``[start_marks.<language>]`` tables: a start colour's letter on the map in that language (the other
    colours keep their English initial)."""
    tables_by_language = raw.get("start_marks", {})
    if not isinstance(tables_by_language, dict):
        raise DataError(source, "start_marks", "expected [start_marks.<language>] tables of colour = letter")
    found: dict[str, dict[str, str]] = {}
    for language, table in tables_by_language.items():
        if not re.fullmatch(r"[a-z]{2}", language) or not isinstance(table, dict):
            raise DataError(source, f"start_marks.{language}", "expected a two-letter language and a table of colour = letter")
        letters = {colour: colour[0] for colour in colours}
        for colour, letter in table.items():
            if colour not in colours:
                raise DataError(source, f"start_marks.{language}.{colour}", f"not a start colour (one of {sorted(colours)})")
            if not isinstance(letter, str) or not re.fullmatch(r"[a-z]", letter):
                raise DataError(source, f"start_marks.{language}.{colour}", f"expected one lower-case letter, got {letter!r}")
            letters[colour] = letter
        if len(set(letters.values())) != len(letters):
            raise DataError(source, f"start_marks.{language}", f"two colours share a letter ({letters})")
        found[language] = letters
    return found


def _names(raw: Mapping[str, Any], targets: set[str], source: str) -> dict[str, Localized]:
    """The ``[names.<language>]`` tables: each target's official name in that language."""
    tables_by_language = raw.get("names", {})
    if not isinstance(tables_by_language, dict):
        raise DataError(source, "names", "expected [names.<language>] tables of Pokémon = name")
    given: dict[str, dict[str, str]] = {}
    for language, table in tables_by_language.items():
        if not re.fullmatch(r"[a-z]{2}", language) or not isinstance(table, dict):
            raise DataError(source, f"names.{language}", "expected a two-letter language and a table of Pokémon = name")
        for pokemon, name in table.items():
            if pokemon not in targets:
                raise DataError(source, f"names.{language}.{pokemon}", "no tile has this Pokémon as its target")
            if not isinstance(name, str) or not name:
                raise DataError(source, f"names.{language}.{pokemon}", f"expected the name as text, got {name!r}")
            given.setdefault(pokemon, {})[language] = name
    return {pokemon: Localized((("*", pokemon), *sorted(names.items()))) for pokemon, names in given.items()}


def line_of(arrow: str) -> list[Pos]:
    """The positions an insertion at ``arrow`` pushes, from the inserted end to the expelled end."""
    edge, index = arrow[0], int(arrow[1])
    if edge == "N":
        return [(r, index) for r in range(SIZE)]
    if edge == "S":
        return [(r, index) for r in reversed(range(SIZE))]
    if edge == "W":
        return [(index, c) for c in range(SIZE)]
    return [(index, c) for c in reversed(range(SIZE))]


def opposite(arrow: str) -> str:
    """The arrow on the far end of the same line (where the pushed-out tile leaves)."""
    return OPPOSITE[arrow[0]] + arrow[1]


def insert(board: tuple[Tile, ...], spare: Tile, arrow: str, pawns: dict[str, Pos]) -> tuple[
        tuple[Tile, ...], Tile, dict[str, Pos]]:
    """Slide ``spare`` in at ``arrow``: the new board, the expelled tile (the next spare) and pawns moved.

    A pawn on the expelled tile comes back on the inserted tile, at the other end.
    """
    line = line_of(arrow)
    tiles = list(board)
    expelled = tiles[line[-1][0] * SIZE + line[-1][1]]
    for k in range(len(line) - 1, 0, -1):
        r, c = line[k]
        pr, pc = line[k - 1]
        tiles[r * SIZE + c] = tiles[pr * SIZE + pc]
    tiles[line[0][0] * SIZE + line[0][1]] = spare
    moved = {}
    for name, pos in pawns.items():
        if pos in line:
            k = line.index(pos)
            moved[name] = line[0] if k == len(line) - 1 else line[k + 1]
        else:
            moved[name] = pos
    return tuple(tiles), expelled, moved


def reachable(board: tuple[Tile, ...], start: Pos) -> set[Pos]:
    """Every tile a pawn on ``start`` can reach along connected corridors (``start`` included)."""
    seen = {start}
    todo = deque([start])
    while todo:
        r, c = todo.popleft()
        here = board[r * SIZE + c].open
        for side, dr, dc, back in STEPS:
            nr, nc = r + dr, c + dc
            if here & side and 0 <= nr < SIZE and 0 <= nc < SIZE and (nr, nc) not in seen \
                    and board[nr * SIZE + nc].open & back:
                seen.add((nr, nc))
                todo.append((nr, nc))
    return seen


def legend(board: tuple[Tile, ...], spare: Tile, tiles: TileSet) -> Msg:
    """Which Pokémon is on which tile (``*`` on the drawing), by row and column in words ("riga 0, colonna 2":
    "0,2" reads as a decimal in most languages), as a message."""
    found = [Msg("labyrinth.legend.item", {"pokemon": tiles.name(t.target),
                                           "at": Msg("labyrinth.cell", {"row": i // SIZE, "column": i % SIZE})})
             for i, t in enumerate(board) if t.target]
    if spare.target:
        found.append(Msg("labyrinth.legend.spare", {"pokemon": tiles.name(spare.target)}))
    return Msg("labyrinth.legend", {"items": tuple(found)})


def draw(board: tuple[Tile, ...], marks: dict[Pos, str] | None = None, starts: Mapping[str, str] | None = None) -> str:
    """The board as text, 3x3 characters a tile: corridors open, walls ``#`` (``@`` on fixed tiles).

    Start tiles show their colour's letter (``starts``, else its English initial), target tiles ``*`` (see
    :func:`legend`).
    """
    lines = ["     " + "".join(f" {c}  " for c in range(SIZE))]
    for r in range(SIZE):
        rows = ["", "", ""]
        for c in range(SIZE):
            tile = board[r * SIZE + c]
            wall = "@" if tile.fixed else "#"
            mark = (marks or {}).get((r, c)) or ("*" if tile.target else
                                                ((starts or {}).get(tile.start, tile.start[0]) if tile.start else " "))
            rows[0] += wall + (" " if tile.open & N else wall) + wall + " "
            rows[1] += (" " if tile.open & W else wall) + mark + (" " if tile.open & E else wall) + " "
            rows[2] += wall + (" " if tile.open & S else wall) + wall + " "
        lines += [f"  {r}  {rows[0]}", f"     {rows[1]}", f"     {rows[2]}"]
    return "\n".join(lines)
