"""A simulated peg board on gpiozero's mock pins, for --simulate and the tests.

The row pins are mock pins that, when the scanner drives one, drive the column
pins as the switches under the maze would: through closed cells only (with
diodes), or through any chain of closed cells (without diodes, which is how
ghosts appear). Each cell's state is a function of the injected clock, so a
press can bounce, chatter or stick exactly as scheduled. The scanner that reads
these pins is the real :class:`~drivers.matrix.MatrixScanner`.

Several rows may be driven at once (a scanner waiting for an edge), and a press made
while rows are driven changes the columns at once, as a real switch would. A lock keeps
a press from another thread (the fingers) out of the middle of a scan.
"""

from __future__ import annotations

import bisect
import random
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from gpiozero.pins.mock import MockFactory, MockPin

Cell = tuple[int, int]


class _QuietPin(MockPin):  # type: ignore[misc]
    """A mock pin that keeps no history: MockPin records every change, and a scanner makes
    thousands a second, which would grow without end over an evening of --simulate."""

    def _change_state(self, value: bool) -> bool:
        if bool(self.state) != value:
            self._state = value
            return True
        return False


class _RowPin(_QuietPin):
    """A mock row pin that tells the simulated board when the scanner drives it."""

    def __init__(self, factory: Any, info: Any, board: SimulatedPegMatrix | None = None, row: int = 0) -> None:
        self._board = board
        self._row = row
        super().__init__(factory, info)

    def _change_state(self, value: bool) -> bool:
        changed = super()._change_state(value)
        if changed and self._board is not None and self._function == "output":
            self._board.row_driven(self._row, value)
        return changed


class SimulatedPegMatrix:
    """Switches under the maze, scheduled in (simulated) time; see the module docstring."""

    def __init__(self, factory: MockFactory, rows: tuple[int, ...], cols: tuple[int, ...], *,
                 clock: Callable[[], float], diodes: bool = True, rows_active_low: bool = True,
                 seed: int = 0) -> None:
        self._clock = clock
        self.diodes = diodes
        self._active = not rows_active_low
        self._rows = [factory.pin(n, pin_class=_RowPin, board=self, row=i) for i, n in enumerate(rows)]
        self._cols = [factory.pin(n, pin_class=_QuietPin) for n in cols]
        self._col_high: list[bool | None] = [None] * len(cols)
        """The level each column was last driven to (None: not yet): only changes touch the pins."""
        self._events: dict[Cell, tuple[list[float], list[bool]]] = {}
        self._by_row: dict[int, list[Cell]] = {}
        """The scheduled cells of each row: a driven row looks only at its own switches."""
        self._rng = random.Random(seed)
        self.n_rows, self.n_cols = len(rows), len(cols)
        self._driven: set[int] = set()
        self._lock = threading.RLock()

    # ---- scheduling ------------------------------------------------------------------

    @contextmanager
    def at_once(self) -> Iterator[None]:
        """Changes made inside reach the pins together: the scanner reads none of them until the block ends
        (what two fingers do faster than any scan)."""
        with self._lock:
            yield

    def set_state(self, cell: Cell, closed: bool, at: float | None = None) -> None:
        """From ``at`` (default now) the cell is closed or open."""
        now = self._clock()
        when = now if at is None else at
        with self._lock:
            if cell not in self._events:
                self._by_row.setdefault(cell[0], []).append(cell)
            times, states = self._events.setdefault(cell, ([], []))
            i = bisect.bisect_right(times, when)
            times.insert(i, when)
            states.insert(i, closed)
            if when <= now and self._driven:
                self._refresh(now)

    def press(self, cell: Cell, at: float | None = None, bounces: int = 0, within: float = 0.0) -> None:
        """A peg pushed down, with ``bounces`` extra contact toggles spread over ``within`` s."""
        self._edge(cell, True, at, bounces, within)

    def release(self, cell: Cell, at: float | None = None, bounces: int = 0, within: float = 0.0) -> None:
        """A peg popping up."""
        self._edge(cell, False, at, bounces, within)

    def _edge(self, cell: Cell, closed: bool, at: float | None, bounces: int, within: float) -> None:
        start = self._clock() if at is None else at
        self.set_state(cell, closed, start)
        toggles = sorted(self._rng.uniform(0, within) for _ in range(2 * bounces))
        for k, offset in enumerate(toggles):
            self.set_state(cell, closed if k % 2 else not closed, start + offset + 1e-9)
        if toggles:
            self.set_state(cell, closed, start + within + 2e-9)

    def chatter(self, cell: Cell, start: float, period: float, count: int) -> None:
        """A dirty contact: toggles every ``period`` seconds, ``count`` times."""
        for k in range(count):
            self.set_state(cell, k % 2 == 0, start + k * period)

    def closed(self, cell: Cell, now: float | None = None) -> bool:
        """Whether the switch is closed at ``now``."""
        with self._lock:
            return self._closed_at(cell, self._clock() if now is None else now)

    def _closed_at(self, cell: Cell, now: float) -> bool:
        """``closed`` for callers that hold the lock already (a scan's row: once per switch)."""
        times, states = self._events.get(cell, ([], []))
        i = bisect.bisect_right(times, now)
        return states[i - 1] if i else False

    # ---- electrics -------------------------------------------------------------------

    def row_driven(self, row: int, level: bool) -> None:
        """The scanner set a row pin: drive every column as the switches connect the driven rows."""
        with self._lock:
            if level == self._active:
                self._driven.add(row)
            else:
                self._driven.discard(row)
            self._refresh(self._clock())

    def _refresh(self, now: float) -> None:
        reached: set[int] = set()
        for row in self._driven:
            reached |= self._reach(row, now)
        for c, pin in enumerate(self._cols):
            high = (c in reached) == self._active
            if self._col_high[c] is not high:
                self._col_high[c] = high
                pin.drive_high() if high else pin.drive_low()

    def _reach(self, row: int, now: float) -> set[int]:
        if self.diodes:
            return {c for (_, c) in self._by_row.get(row, ()) if self._closed_at((row, c), now)}
        closed = {cell for cell in self._events if self._closed_at(cell, now)}
        rows, cols, frontier = {row}, set(), [row]
        while frontier:  # without diodes current also flows backwards through closed switches
            r = frontier.pop()
            for (r2, c) in closed:
                if r2 == r and c not in cols:
                    cols.add(c)
                    for (r3, c3) in closed:
                        if c3 == c and r3 not in rows:
                            rows.add(r3)
                            frontier.append(r3)
        return cols
