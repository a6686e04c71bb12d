"""The PAC-MAN maze model: spaces, kinds, sections, sensor cells and the graph."""

from __future__ import annotations

import string
from collections import deque
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from games.views import JSONObject
from games.datafile import DataError, TOMLTable, parse_toml

KINDS = {".": "dot", "o": "power", ",": "grey", "S": "start", "G": "ghost_start", "C": "cage", "T": "tunnel"}
MATRIX = (8, 16)
Cell = tuple[int, int]


@dataclass(frozen=True)
class Space:
    """One space of the maze."""

    id: str
    kind: str
    row: int
    col: int
    section: int | None
    cell: Cell | None
    neighbours: tuple[str, ...]

    @property
    def peg(self) -> bool:
        """Whether the space has a peg sensor (a dot or a power pellet)."""
        return self.cell is not None

    def to_json(self) -> JSONObject:
        """The space as ``companion maze --json`` lists it."""
        return {"id": self.id, "kind": self.kind, "section": self.section,
                "cell": list(self.cell) if self.cell else None, "neighbours": list(self.neighbours)}


@dataclass(frozen=True)
class Maze:
    """Every space by id, plus lookups the engine and the table need."""

    spaces: dict[str, Space]
    width: int
    height: int

    def by_cell(self) -> dict[Cell, str]:
        """Sensor cell -> space id."""
        return {s.cell: s.id for s in self.spaces.values() if s.cell is not None}

    def of_kind(self, kind: str) -> list[str]:
        """Ids of the spaces of one kind, in reading order."""
        return list(self._ids_by_kind.get(kind, ()))

    @cached_property
    def _ids_by_kind(self) -> dict[str, tuple[str, ...]]:
        """Every kind's spaces, once per maze (every new game and every demo table asks)."""
        found: dict[str, list[str]] = {}
        for s in self.spaces.values():
            found.setdefault(s.kind, []).append(s.id)
        return {kind: tuple(ids) for kind, ids in found.items()}

    @cached_property
    def links(self) -> dict[str, tuple[str, ...]]:
        """Every space's neighbours by id, once per maze (the referee's searches walk it on every peg)."""
        return {sid: space.neighbours for sid, space in self.spaces.items()}

    @cached_property
    def dots(self) -> frozenset[str]:
        """The dot spaces."""
        return frozenset(self._ids_by_kind.get("dot", ()))

    @cached_property
    def cage(self) -> frozenset[str]:
        """The ghosts' cage, where Pac-Man never walks."""
        return frozenset(self._ids_by_kind.get("cage", ()))

    @cached_property
    def pegs(self) -> tuple[str, ...]:
        """The spaces with a peg sensor (the dots and the power pellets), in reading order."""
        return tuple(s.id for s in self.spaces.values() if s.peg)

    def section_dots(self) -> dict[int, frozenset[str]]:
        """Section number -> the dots in it."""
        return dict(self._section_dots)

    @cached_property
    def _section_dots(self) -> dict[int, frozenset[str]]:
        out: dict[int, set[str]] = {1: set(), 2: set(), 3: set(), 4: set()}
        for s in self.spaces.values():
            if s.kind == "dot" and s.section:
                out[s.section].add(s.id)
        return {k: frozenset(v) for k, v in out.items()}

    def distances(self, start: str) -> dict[str, int]:
        """Steps from ``start`` to every space it can reach (tunnel included).

        Read from a table worked out once per maze, shared by the engine, the referee
        and the simulated table: never change the dict it returns.
        """
        return self.distance_table[start]

    @cached_property
    def distance_table(self) -> dict[str, dict[str, int]]:
        """Every space -> steps to every space: one breadth-first search from each, once per maze."""
        return {sid: self._breadth_first(sid) for sid in self.spaces}

    def _breadth_first(self, start: str) -> dict[str, int]:
        seen = {start: 0}
        todo = deque([start])
        while todo:
            here = todo.popleft()
            for n in self.spaces[here].neighbours:
                if n not in seen:
                    seen[n] = seen[here] + 1
                    todo.append(n)
        return seen

    def render(self, marks: dict[str, str] | None = None) -> str:
        """The maze as text, columns lettered and rows numbered; ``marks`` overrides characters."""
        grid = [["#"] * self.width for _ in range(self.height)]
        symbol = {v: k for k, v in KINDS.items()}
        for s in self.spaces.values():
            grid[s.row][s.col] = (marks or {}).get(s.id, symbol[s.kind])
        header = "    " + "".join(string.ascii_uppercase[c] for c in range(self.width))
        return "\n".join([header] + [f"{r + 1:3} " + "".join(line).rstrip() for r, line in enumerate(grid)])


def space_id(row: int, col: int) -> str:
    """``B7`` for row index 6, column index 1."""
    return f"{string.ascii_uppercase[col]}{row + 1}"


def _lines(raw: dict[str, Any], source: str) -> list[str]:
    grid = raw.get("grid")
    if not isinstance(grid, str) or not grid.strip():
        raise DataError(source, "grid", 'missing; give the maze as grid = """...""" (see the shipped maze.toml)')
    lines = [line.rstrip() for line in grid.strip("\n").split("\n")]
    if max(map(len, lines)) > 26:
        raise DataError(source, "grid", "at most 26 columns (A to Z)")
    for r, line in enumerate(lines):
        for c, ch in enumerate(line):
            if ch not in KINDS and ch not in "# ":
                raise DataError(source, f"grid line {r + 1}", f"unknown character {ch!r} in column "
                                f"{string.ascii_uppercase[c]}; use {' '.join(KINDS)} # or space")
    return lines


Found = dict[str, tuple[int, int, str]]
"""Each space of the grid: its id -> (row, column, kind)."""


def parse_maze(text: str, source: str = "maze.toml") -> Maze:
    """Parse and check a maze file: unique cells, sections, one connected graph, the tunnel pair."""
    raw = parse_toml(text, source)
    lines = _lines(raw, source)
    found = {space_id(r, c): (r, c, KINDS[ch]) for r, line in enumerate(lines)
             for c, ch in enumerate(line) if ch in KINDS}
    tunnels = _tunnels(found, source)
    _check_counts(found, source)
    overrides = raw.get("cells", {})
    if not isinstance(overrides, dict):
        raise DataError(source, "cells", f"expected a [cells] table of space = [row, col], got {overrides!r}")
    cells = _peg_cells(found, overrides, source)
    maze = Maze(_spaces(found, cells, tunnels, lines, source), max(map(len, lines)), len(lines))
    _check_one_piece(maze, source)
    return maze


def _tunnels(found: Found, source: str) -> tuple[str, str]:
    """The two tunnel ends, on one row."""
    tunnels = [sid for sid, (_, _, kind) in found.items() if kind == "tunnel"]
    if len(tunnels) != 2 or found[tunnels[0]][0] != found[tunnels[1]][0]:
        raise DataError(source, "grid", "needs exactly two tunnel ends T, on the same row")
    return tunnels[0], tunnels[1]


def _check_counts(found: Found, source: str) -> None:
    """One start, one ghost start, four power pellets."""
    for kind, count in (("start", 1), ("ghost_start", 1), ("power", 4)):
        if sum(k == kind for _, _, k in found.values()) != count:
            raise DataError(source, "grid", f"needs exactly {count} {kind} space(s)")


def _peg_cells(found: Found, overrides: TOMLTable, source: str) -> dict[str, Cell]:
    """Each peg's sensor cell: the dots then the power pellets in reading order across the matrix, with the
    file's ``[cells]`` over them; no cell used twice."""
    pegs = [sid for sid, (_, _, k) in found.items() if k == "dot"] + \
           [sid for sid, (_, _, k) in found.items() if k == "power"]
    if len(pegs) > MATRIX[0] * MATRIX[1]:
        raise DataError(source, "grid", f"{len(pegs)} pegs do not fit the {MATRIX[0]}x{MATRIX[1]} matrix")
    cells: dict[str, Cell] = {sid: divmod(k, MATRIX[1]) for k, sid in enumerate(pegs)}
    for sid, value in overrides.items():
        if sid not in cells:
            raise DataError(source, f"cells.{sid}", "not a dot or power space of the grid")
        row, col = value if isinstance(value, list) and len(value) == 2 else (None, None)
        if (not isinstance(row, int) or not isinstance(col, int)
                or not (0 <= row < MATRIX[0] and 0 <= col < MATRIX[1])):
            raise DataError(source, f"cells.{sid}", f"expected [row, col] within {MATRIX[0]}x{MATRIX[1]}")
        cells[sid] = (row, col)
    owners: dict[Cell, str] = {}
    for sid, cell in cells.items():
        if cell in owners:
            key = sid if sid in overrides else owners[cell]
            raise DataError(source, f"cells.{key}", f"sensor cell {list(cell)} is also {owners[cell] if key == sid else sid}'s")
        owners[cell] = sid
    return cells


def _spaces(found: Found, cells: dict[str, Cell], tunnels: tuple[str, str], lines: list[str],
            source: str) -> dict[str, Space]:
    """Every space with its section (the quarter of the maze, split by the middle column and the cage's
    lowest row), its sensor cell and its neighbours (the tunnel's ends are neighbours too)."""
    mid_col = max(map(len, lines)) // 2
    cage_rows = [r for r, line in enumerate(lines) if "C" in line]
    split_row = max(cage_rows) if cage_rows else len(lines) // 2
    at = {(r, c): sid for sid, (r, c, _) in found.items()}
    spaces = {}
    for sid, (r, c, kind) in found.items():
        section = None
        if kind in ("dot", "power"):
            if c == mid_col or r == split_row:
                raise DataError(source, f"grid {sid}", "a peg on the middle column or dividing row belongs to "
                                "no section: make it a grey circle ,")
            section = (1 if c < mid_col else 2) + (0 if r < split_row else 2)
        near = [at[(r + dr, c + dc)] for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)) if (r + dr, c + dc) in at]
        if kind == "tunnel":
            near.append(tunnels[1] if sid == tunnels[0] else tunnels[0])
        spaces[sid] = Space(sid, kind, r, c, section, cells.get(sid), tuple(near))
    return spaces


def _check_one_piece(maze: Maze, source: str) -> None:
    """Every space can be reached from START."""
    reached = maze._breadth_first(maze.of_kind("start")[0])  # one search: the full table waits until played
    lost = [sid for sid in maze.spaces if sid not in reached]
    if lost:
        raise DataError(source, f"grid {lost[0]}", "cannot be reached from START: the maze must be one piece")
