"""The peg-sensor matrix on GPIO: scanning, per-cell debounce, ghosting and faults.

Rows are driven one at a time to their active level; columns are read with
pulls. Each row's state is an integer bit mask (bit c = column c closed), so
after the pin reads a scan is a handful of integer operations per row; per-cell
work happens only for the few bits that changed.

Debounce is our own (gpiozero's mock pins do not bounce and lgpio's is
defer-only), per cell, on an injected clock:

- ``window`` (default): a change is reported one window after its first edge,
  once the cell has also held its new state for the last half window. Contact
  bounce inside the window costs nothing; a spike shorter than half the window is
  never reported. The window counts from the earliest the edge can have come: the
  last scan that read the old state (a bounce can hide the first edge from one scan),
  at most one scan period before the first scan that read the new one, or the
  wake-up when an edge woke the sleeping scanner (the kernel saw it then).
- ``deferred``: a change is reported once the cell has read the same for the
  whole window. The most noise-proof; adds the bounce and the window to every edge.
- ``eager``: the first change is reported at once, then the cell is ignored for
  the window. Fastest; a spike can be reported.
- ``eager-down``: pressing is eager, releasing deferred (a peg pushed down is
  reported at once, a bump that lifts it must last the window).
"""

from __future__ import annotations

import logging
import math
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from drivers.pin_factories import PinFactory
from drivers.closing import Closing
from drivers.inputs import Input, PegAmbiguous, PegDown, PegFault, PegUp, cell_name
from drivers.matrix_lines import MatrixLines, PinLines, busy_wait

log = logging.getLogger(__name__)
DEBOUNCE_MODES = ("window", "deferred", "eager", "eager-down")


@dataclass(frozen=True)
class MatrixConfig:
    """How the matrix is wired and scanned; see docs/wiring.md, "Wiring the peg sensors".

    ``rows_active_low``: rows are driven low and columns pulled up (diode
    cathodes toward the rows); False drives rows high with pull-down columns.
    """

    rows: tuple[int, ...]
    cols: tuple[int, ...]
    rows_active_low: bool = True
    diodes: bool = True
    scan_period: float = 0.002
    settle: float = 0.00001
    debounce: str = "window"
    debounce_window: float = 0.005
    chatter_changes: int = 10
    """Bursts of changes (a bounce is one) within ``chatter_window`` that flag a cell as chattering."""
    chatter_window: float = 1.0
    idle_poll: float = 0.02
    """With diodes, an idle scanner sleeps until a column edge; rows holding a closed cell cannot
    signal one, so while there are any it also scans every ``idle_poll`` seconds. 0: never sleep."""
    idle_after: float = 0.5
    """Seconds without a change (the tail) before the scanner goes to sleep."""


IDLE_HEARTBEAT = 0.25
"""The longest an idle scanner sleeps on an empty board without a full scan."""


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


@dataclass
class ScanStats:
    """What the scanner achieved: its rate while scanning, how often it fell behind, how it slept."""

    target_rate: float
    achieved_rate: float = 0.0
    """Full scans per second while scanning (not sleeping), over the last second."""
    behind: int = 0
    sleeps: int = 0
    edge_wakes: int = 0
    idle_polls: int = 0
    asleep: bool = False
    """Whether the scanner is waiting for an edge right now."""
    _window_start: float = 0.0
    _window_scans: int = 0
    _window_busy: float = 0.0
    _warned: bool = False

    def count(self, started: float, took: float) -> None:
        """One scan, started at ``started`` (monotonic) and ``took`` seconds long."""
        if not self._window_start:
            self._window_start = started
        self._window_scans += 1
        self._window_busy += took
        elapsed = started + took - self._window_start
        if elapsed >= 1.0:
            # while scanning flat out the rate is scans per second; one scan's cost caps what is possible
            self.achieved_rate = min(self._window_scans / elapsed, self._window_scans / max(self._window_busy, 1e-9))
            behind = self._window_busy / self._window_scans > 1 / self.target_rate
            if behind and not self._warned:
                log.warning("peg scanner falls behind: a scan takes %.2f ms, %.0f scans/s of the %.0f asked",
                            self._window_busy / self._window_scans * 1000, self.achieved_rate, self.target_rate)
            self._warned = behind
            self.restart_window()

    def restart_window(self) -> None:
        """Start measuring the rate afresh (after a sleep, which is not scanning)."""
        self._window_start, self._window_scans, self._window_busy = 0.0, 0, 0.0


class MatrixScanner(Closing):
    """Scans the matrix and reports PegDown/PegUp/PegAmbiguous/PegFault through ``on_input``."""

    def __init__(self, config: MatrixConfig, on_input: Callable[[Input], None], *, pin_factory: PinFactory | None = None,
                 lines: MatrixLines | None = None, pin_edges: bool = False,
                 clock: Callable[[], float] = time.monotonic, settle: Callable[[float], None] = busy_wait,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        """Scan through ``lines``, or through gpiozero pins from ``pin_factory`` (``pin_edges``: the
        pins call back on a change without a polling thread, as gpiozero's mock pins do)."""
        if config.debounce not in DEBOUNCE_MODES:
            raise ValueError(f"debounce mode {config.debounce!r}: use {', '.join(DEBOUNCE_MODES)}")
        self.config = config
        self._on_input = on_input
        self._clock = clock
        self._sleep = sleep
        if lines is None:
            if pin_factory is None:
                raise ValueError("a matrix scanner reads through lines or through a pin factory's pins: give one")
            lines = PinLines(pin_factory, config.rows, config.cols, active_low=config.rows_active_low,
                             settle=config.settle, owner=self, edges=pin_edges, settle_wait=settle)
        self.lines: MatrixLines = lines
        n_rows, n_cols = len(config.rows), len(config.cols)
        self._raw = [0] * n_rows
        self._reading = [0] * n_rows
        """The whole matrix as the scan under way read it (ghosts are judged on one scan)."""
        self._stable = [0] * n_rows
        self._ambiguous = [0] * n_rows
        self._faulty = [0] * n_rows
        self._last_change = [[-1e9] * n_cols for _ in range(n_rows)]
        self._burst_start = [[0.0] * n_cols for _ in range(n_rows)]
        self._previous_scan = -1e9
        self._next_due = math.inf
        """When the earliest pending change will have waited out its debounce: the next scan is then."""
        self._woken_at: float | None = None
        """When an edge last woke the sleeping scanner: the first change found then began at it."""
        self._last_commit = [[-1e9] * n_cols for _ in range(n_rows)]
        self._chatter = [[(0.0, 0)] * n_cols for _ in range(n_rows)]
        self._first = True
        self._expected: frozenset[tuple[int, int]] = frozenset()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._last_any_change = -1e9
        self.scans = 0
        self.stats = ScanStats(target_rate=1 / config.scan_period)

    # ---- reading -------------------------------------------------------------------

    def scan_once(self) -> None:
        """One full scan at the clock's now, reporting whatever it settles."""
        now = self._clock()
        read_row = self.lines.read_row
        with self._lock:
            self._next_due = math.inf
            raws = [read_row(r) for r in range(len(self._raw))]  # the hot loop: the library's calls only
            self._reading = raws
            if self._first:
                self._baseline(raws, now)
            else:
                raw, stable, ambiguous, faulty = self._raw, self._stable, self._ambiguous, self._faulty
                for r, bits in enumerate(raws):
                    if bits != raw[r] or bits != stable[r] or ambiguous[r] or faulty[r]:
                        self._row(r, bits, now)
            self.scans += 1
            self._previous_scan = now

    def expect_closed(self, cells: Iterable[tuple[int, int]]) -> None:
        """Cells the game says are closed before the first scan (pegs down in a resumed game).

        The first scan takes them as they are, not as faults; one of them found open then
        is reported as a ``PegUp`` (lifted while the box was off), so the game matches the board.
        """
        self._expected = frozenset(cells)

    def _baseline(self, raws: list[int], now: float) -> None:
        self._first = False
        for r, bits in enumerate(raws):
            self._raw[r] = self._stable[r] = bits
            for c in _bits(bits):
                if (r, c) not in self._expected:
                    self._on_input(PegFault((r, c), "closed at start"))
        for r, c in sorted(self._expected):
            if r < len(raws) and not raws[r] >> c & 1:
                self._on_input(PegUp((r, c)))

    def _row(self, r: int, bits: int, now: float) -> None:
        changed = bits ^ self._raw[r]
        if changed:
            self._last_any_change = now
            self._raw[r] = bits
            for c in _bits(changed):
                self._changed(r, c, now)
        if self._ambiguous[r]:
            self._recheck_ambiguous(r)
        pending = (bits ^ self._stable[r]) & ~self._faulty[r] & ~self._ambiguous[r]
        if self._faulty[r]:
            self._heal(r, now)
        for c in _bits(pending):
            due = self._due(r, c, bits >> c & 1)
            if now >= due:
                self._commit(r, c, bits >> c & 1, now)
            elif due < self._next_due:
                self._next_due = due

    def _changed(self, r: int, c: int, now: float) -> None:
        # Chatter counts bursts of changes (contact bounce is one burst), not single toggles.
        new_burst = now - self._last_change[r][c] > self.config.debounce_window
        if new_burst or self._last_commit[r][c] >= self._last_change[r][c]:  # a fresh edge: its window starts
            self._burst_start[r][c] = self._edge_came_after(now)
        self._last_change[r][c] = now
        start, count = self._chatter[r][c]
        if now - start > self.config.chatter_window:
            start, count = now, 0
        count += new_burst
        self._chatter[r][c] = (start, count)
        if count >= self.config.chatter_changes and not self._faulty[r] >> c & 1:
            self._faulty[r] |= 1 << c
            self._on_input(PegFault((r, c), "chatter"))
            log.warning("peg sensor %s chatters: ignored until it settles", cell_name((r, c)))
        if not self._raw[r] >> c & 1 and self._ambiguous[r] >> c & 1:
            self._ambiguous[r] &= ~(1 << c)  # the ghost is gone

    def _edge_came_after(self, now: float) -> float:
        """The earliest a change first read at ``now`` can have begun (where ``window`` debounce starts)."""
        period, woken = self.config.scan_period, self._woken_at
        if woken is not None and now - woken <= period:
            return woken
        return max(self._previous_scan, now - period)

    def _heal(self, r: int, now: float) -> None:
        for c in _bits(self._faulty[r]):
            if now - self._last_change[r][c] >= 4 * self.config.chatter_window:
                self._faulty[r] &= ~(1 << c)
                self._chatter[r][c] = (now, 0)
                log.warning("peg sensor %s has settled", cell_name((r, c)))

    def _due(self, r: int, c: int, closed: int) -> float:
        """When a cell's pending change has waited out its debounce (on the scanner's clock)."""
        mode, window = self.config.debounce, self.config.debounce_window
        if mode == "eager" or (mode == "eager-down" and closed):
            return self._last_commit[r][c] + window
        if mode == "window":
            return max(self._burst_start[r][c] + window, self._last_change[r][c] + window / 2)
        return self._last_change[r][c] + window

    def _rectangle(self, r: int, c: int) -> bool:
        """Whether (r, c) is a corner of a rectangle of four cells that all read closed in this scan.

        Without diodes three closed switches of a rectangle make the fourth read closed, and the
        last peg pushed comes with its ghost in the same scan: which of those is the peg cannot be
        told, so neither is. (Judged on what was committed before, the first of the two in the
        scan's order became a dot, the ghost as often as not.)"""
        reading = self._reading
        others = reading[r] & ~(1 << c)
        if not others:
            return False
        return any(r2 != r and reading[r2] >> c & 1 and reading[r2] & others for r2 in range(len(reading)))

    def _recheck_ambiguous(self, r: int) -> None:
        for c in _bits(self._ambiguous[r] & self._raw[r]):
            if not self._rectangle(r, c):
                self._ambiguous[r] &= ~(1 << c)  # no rectangle any more: judge it afresh

    def _commit(self, r: int, c: int, closed: int, now: float) -> None:
        if closed and not self.config.diodes and self._rectangle(r, c):
            self._ambiguous[r] |= 1 << c
            self._on_input(PegAmbiguous((r, c)))
            return
        self._last_commit[r][c] = now
        if closed:
            self._stable[r] |= 1 << c
            self._on_input(PegDown((r, c)))
        else:
            self._stable[r] &= ~(1 << c)
            self._on_input(PegUp((r, c)))

    # ---- views and lifecycle ----------------------------------------------------------

    def closed_cells(self) -> list[tuple[int, int]]:
        """The cells closed now, as debounced (what a game checks at set-up)."""
        with self._lock:
            return [(r, c) for r, bits in enumerate(self._stable) for c in _bits(bits)]

    def faults(self) -> dict[str, list[tuple[int, int]]]:
        """Cells flagged now: chattering and ambiguous (possible ghosts)."""
        with self._lock:
            return {"chatter": [(r, c) for r, bits in enumerate(self._faulty) for c in _bits(bits)],
                    "ambiguous": [(r, c) for r, bits in enumerate(self._ambiguous) for c in _bits(bits)]}

    def start(self) -> None:
        """Scan on a thread every ``scan_period`` seconds until :meth:`close`. The first scan (the board as it
        is: pegs down at start named as such) is made before this returns, so that a box that says it is ready
        knows its board, and a peg pushed the moment after is a peg pushed, not one found down."""
        self.scan_once()
        self._thread = threading.Thread(target=self._run, name="peg-scanner", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        period, stats = self.config.scan_period, self.stats
        can_sleep = self.config.diodes and self.config.idle_poll > 0 and self.lines.waits
        deadline = time.monotonic()
        while not self._stop.is_set():
            started = time.monotonic()
            try:
                self.scan_once()
            except Exception:  # a glitch on one scan must not end scanning for the evening
                log.exception("peg scan failed")
            stats.count(started, time.monotonic() - started)
            if can_sleep and self._idle():
                can_sleep = self._sleep_until_edge()
                stats.restart_window()
                deadline = time.monotonic()
                continue
            # A change waiting out its debounce is reported by a scan when it is due, not up to a period
            # later. For a period after an edge woke the scanner, scan four times as often: a bouncing
            # contact may read open at first.
            clock_now, woken = self._clock(), self._woken_at
            deadline += period / 4 if woken is not None and clock_now - woken < period else period
            due = time.monotonic() + self._next_due - clock_now
            if due < deadline:
                deadline = due
                self._sleep(max(due - time.monotonic(), 0.0))
                continue
            delay = deadline - time.monotonic()
            if delay > 0:
                self._sleep(delay)
            else:  # behind: rest as long as a scan takes, so a slow board never takes a whole core
                stats.behind += 1
                self._sleep(max(time.monotonic() - started, 0.0005))
                deadline = time.monotonic()

    def _idle(self) -> bool:
        """Nothing pending, nothing flagged, and no change for ``idle_after`` seconds."""
        with self._lock:
            if any(self._ambiguous) or any(self._faulty) or self._raw != self._stable:
                return False
        return self._clock() - self._last_any_change >= self.config.idle_after

    def _sleep_until_edge(self) -> bool:
        """Drive every row without a closed cell and sleep until a column edge (or the next poll of the
        rows that hold one); False when these lines cannot wait without polling."""
        clean = [r for r, bits in enumerate(self._stable) if not bits]
        if not clean:  # every row holds a closed peg: no edge can come, scan at the idle rate
            self.stats.idle_polls += 1
            self._stop.wait(self.config.idle_poll)
            return True
        self.lines.drive_rows(clean)
        try:
            if self.lines.arm():
                return True  # something closed meanwhile: scan now
            timeout = self.config.idle_poll if len(clean) < len(self._stable) else IDLE_HEARTBEAT
            self.stats.asleep = True
            woken = self.lines.wait_edge(timeout)
        finally:
            self.stats.asleep = False
            self.lines.drive_rows([])
        if woken is None:
            log.info("peg scanner: %s cannot wait for an edge without polling; scanning at the full rate",
                     self.lines.name)
            return False
        self.stats.sleeps += 1
        self.stats.edge_wakes += bool(woken)
        if woken:
            now, edge_at = self._clock(), self.lines.edge_at
            # the library's edge time is on CLOCK_MONOTONIC: usable with the scanner's own clock only
            self.woke_by_edge(min(edge_at, now) if edge_at is not None and self._clock is time.monotonic else now)
        return True

    def woke_by_edge(self, at: float) -> None:
        """An edge woke the sleeping scanner at ``at``: a change the scans find within a period after
        began then, and its debounce window (``window`` mode) starts there. The scanner stays awake
        for the tail, as after any change: a bouncing contact may read open at the first scan."""
        self._woken_at = at
        self._last_any_change = at

    def stop_soon(self) -> None:
        """Ask the scanning thread to stop, without waiting for it (:meth:`close` waits); a scanner asleep
        until an edge is woken at once, not at its next heartbeat."""
        self._stop.set()
        self.lines.wake()

    def close(self) -> None:
        """Stop scanning and release the pins."""
        self.stop_soon()
        if self._thread is not None:
            self._thread.join(timeout=2)
            self._thread = None
        self.lines.close()
