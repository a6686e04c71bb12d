"""The copper the harness connects between the guest's gpio-sim lines: a peg matrix and jumper wires.

The guest's gpio-sim carries ``guest/gpio-sim-wires.patch``: its header chip has a ``sim_links``
attribute, replaced whole by each write, that wires lines inside the kernel and applies them at once
(``A=B`` a wire, ``A>B`` a diode from anode A to cathode B). A switch of the matrix is a diode between
its row and its column (with diodes) or a wire (without); a jumper is a wire. These functions only
write that text; the kernel does the electrics, synchronously, when a line changes.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

SIM_LINKS = "/run/vpi-gpio/sim_links"
"""The header chip's wires in the guest (vpi-board links /run/vpi-gpio to the chip's sysfs folder)."""

ROWS = (5, 6, 12, 13, 16, 19, 20, 26)
"""The box's default row pins (controller/defaults.toml)."""
COLS = (0, 1, 2, 3, 4, 7, 8, 9, 10, 11, 14, 15, 18, 21, 24, 25)
"""The box's default column pins."""

Cell = tuple[int, int]


@dataclass(frozen=True)
class PegMatrix:
    """The switches under the maze on the guest's lines: rows and columns by GPIO number, as configured."""

    rows: tuple[int, ...] = ROWS
    cols: tuple[int, ...] = COLS
    diodes: bool = True
    rows_active_low: bool = True
    cut_rows: frozenset[int] = field(default_factory=frozenset)
    """Rows (by index) whose wire is broken: their switches close and nothing conducts."""
    cut_cols: frozenset[int] = field(default_factory=frozenset)

    @property
    def cells(self) -> list[Cell]:
        """Every cell in reading order: (0, 0), (0, 1) ... (7, 15)."""
        return [(r, c) for r in range(len(self.rows)) for c in range(len(self.cols))]

    def links(self, closed: Iterable[Cell]) -> list[str]:
        """The sim_links words for these switches closed: a diode with its cathode toward the driven side
        (the row's active level reaches the column, never the other way), or a plain wire without diodes."""
        words = []
        for r, c in sorted(set(closed)):
            if r in self.cut_rows or c in self.cut_cols:
                continue
            row, col = self.rows[r], self.cols[c]
            if not self.diodes:
                words.append(f"{row}={col}")
            elif self.rows_active_low:
                words.append(f"{col}>{row}")  # anode at the pulled-up column: the row's low pulls it down
            else:
                words.append(f"{row}>{col}")  # anode at the row: its high pulls the pulled-down column up
        return words


def jumper(a: int, b: int) -> str:
    """The sim_links word for a jumper wire between GPIO ``a`` and GPIO ``b``."""
    return f"{a}={b}"


def write_links(words: Iterable[str]) -> str:
    """The guest's shell command that puts exactly these wires in place (none: every wire removed)."""
    return f"echo '{' '.join(words)}' > {SIM_LINKS}"


def maze_pegs(maze: Path) -> list[str]:
    """The maze's pegs as the box wires them by default: the Pac-Dots in reading order, then the power
    spaces (maze.toml's rule), read here from the file itself so that the check does not lean on the
    box's own parser. The file's ``[cells]`` exceptions are not supported (the shipped maze has none)."""
    data = tomllib.loads(maze.read_text())
    if data.get("cells"):
        raise ValueError(f"{maze}: [cells] exceptions are not what the harness's matrix check expects")
    dots, power = [], []
    for y, line in enumerate(data["grid"].strip("\n").splitlines(), start=1):
        for x, char in enumerate(line):
            name = f"{chr(ord('A') + x)}{y}"
            if char == ".":
                dots.append(name)
            elif char == "o":
                power.append(name)
    return dots + power
