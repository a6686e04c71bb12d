"""The virtual Pi's checks on the whole peg matrix (8x16, the box's default pins) under the installed unit.

The switches are gpio-sim wires inside the guest's kernel (``wires.py``): a cell pushed down is a diode
(or, with ``diodes = false``, a wire) between its row's line and its column's; the box's scanner drives
each row, waits ``settle_us`` (10 µs, as shipped) and reads the columns, and the kernel has already
settled them. Each check waits for the box's progress (its view's sequence number, its journal), never
for a guessed time, except where a person's pace is the point (a walk, a dirty contact).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from .image import ROOT
from .wires import PegMatrix, maze_pegs, write_links

if TYPE_CHECKING:
    from .checks import Checks

DB = "/var/lib/tabletop-companion/companion.db"
CUT_ROW, CUT_COL = 3, 9
"""The row and the column whose wires the walk's board has broken."""


class MatrixChecks:
    """The full matrix's checks, on the guest the other checks booted (their shell, unit and table API)."""

    def __init__(self, checks: Checks) -> None:
        self.checks = checks
        self.matrix = PegMatrix()
        self.pegs = maze_pegs(ROOT / "games" / "pacman" / "maze.toml")

    def _links(self, closed: Iterable[tuple[int, int]], matrix: PegMatrix | None = None) -> None:
        self.checks.sh(write_links((matrix or self.matrix).links(closed)))

    def _seq(self) -> int:
        return int(self.checks.api.view()["seq"])

    def _after(self, seq: int, what: str, timeout: float = 60) -> int:
        """Wait until the box has published something after ``seq`` (a peg action or its refusal)."""
        deadline = time.monotonic() + timeout
        while (now := self._seq()) <= seq:
            if time.monotonic() > deadline:
                raise TimeoutError(f"the box published nothing within {timeout:.0f} s of {what}")
            time.sleep(0.02)
        return now

    def _until(self, ready: Callable[[dict[str, Any]], bool], what: str, timeout: float = 60) -> None:
        """Wait until the box's view shows ``ready`` (the game has taken the change)."""
        deadline = time.monotonic() + timeout
        while not ready(self.checks.api.view()):
            if time.monotonic() > deadline:
                raise TimeoutError(f"the game did not take {what} within {timeout:.0f} s")
            time.sleep(0.02)

    def _restart(self, config: str) -> tuple[int, int]:
        """The box restarted with ``config`` (its PAC-MAN game resumed, or a new one): that game's session id and
        its last journalled action's number (-1: none yet, the first is 0), after which this check's own
        actions come. (A new game asked of the table server would be the host's choice, kept over the
        config's for the checks after this one.)"""
        from .checks import CONFIG
        self.checks.machine.write_file(CONFIG, config)
        self._links([])
        self.checks.restart()
        self.checks.wait_active()
        self.checks.api.wait_view(ready=lambda v: v["game"] == "pacman")
        session = int(self._query("SELECT max(id) AS id FROM sessions")[0]["id"])
        last = self._query(f"SELECT coalesce(max(seq), -1) AS seq FROM actions WHERE session_id = {session}")
        return session, int(last[0]["seq"])

    def _query(self, sql: str) -> list[dict[str, Any]]:
        out = self.checks.sh(f"sqlite3 -readonly -json {DB} \"{sql}\"").strip()
        return list(json.loads(out)) if out else []

    def _pegs_of(self, since: tuple[int, int]) -> list[tuple[str, str]]:
        """The peg actions the journal holds after ``since`` (a session and an action number): (space, down or
        up), in order."""
        session, after = since
        rows = self._query(f"SELECT action FROM actions WHERE session_id = {session} AND seq > {after} ORDER BY seq")
        args = [json.loads(row["action"]).get("args", {}) for row in rows]
        return [(a["space"], a["state"]) for a in args if "space" in a and "state" in a]

    # -- the checks ---------------------------------------------------------------------------------------

    def every_cell(self) -> tuple[bool, str]:
        """Each of the 128 cells pushed down and let go in turn: each of the maze's 124 pegs reaches the game
        as its own space, down then up, in order; the four cells with no peg are refused by name."""
        from .checks import HARNESS_CONFIG
        since = self._restart(HARNESS_CONFIG)
        started = time.monotonic()
        for k, cell in enumerate(self.matrix.cells):
            for closed in ([cell], []):
                seq = self._seq()
                self._links(closed)
                what = f"R{cell[0]}C{cell[1]} {'pushed' if closed else 'let go'}"
                if k < len(self.pegs):  # the game holds this space's peg down, then up
                    space, down = self.pegs[k], bool(closed)
                    self._until(lambda view: (space in view["state"]["pegs_down"]) == down, what)
                else:  # refused: the refusal is the box's only word
                    self._after(seq, what)
        took = time.monotonic() - started
        got = self._pegs_of(since)
        expected = [(space, state) for space in self.pegs for state in ("down", "up")]
        unwired = [f"R{r}C{c}" for r, c in self.matrix.cells[len(self.pegs):]]
        said = self.checks.since_restart()
        refused = [name for name in unwired if f"peg sensor {name} is not wired" in said]
        wrong = next((f"#{k}: {g} where {e} was pushed" for k, (g, e) in enumerate(zip(got, expected)) if g != e), "")
        if wrong:  # what the box said of that cell
            k = next(k for k, (g, e) in enumerate(zip(got, expected)) if g != e) // 2
            r, c = self.matrix.cells[k]
            about = [line.strip()[:80] for line in said.splitlines() if f"R{r}C{c}" in line or self.pegs[k] in line]
            wrong += " (the box: " + " | ".join(about[:4]) + ")"
        ok = got == expected and refused == unwired
        return ok, (f"{len(got) // 2} of {len(self.pegs)} pegs reached the game as their spaces, down and up, in order "
                    f"({self.pegs[0]} ... {self.pegs[-1]}){'; ' + wrong if wrong else ''}; the {len(unwired)} cells "
                    f"without a peg refused by name: {' '.join(refused) or 'none'}; {took:.0f} s for 256 changes")

    def ghost(self) -> tuple[bool, str]:
        """Without diodes, three pegs down in a rectangle: the fourth corner reads closed through them, and the
        box calls it (and the last peg, which came with it) ambiguous; the ghost is never a dot."""
        from .checks import HARNESS_CONFIG
        no_diodes = PegMatrix(diodes=False)
        since = self._restart(HARNESS_CONFIG + "diodes = false\n")
        real, ghost = [(2, 5), (2, 6), (3, 6)], (3, 5)  # the ghost comes first in the scan's order
        for k in range(1, len(real) + 1):
            seq = self._seq()
            self._links(real[:k], no_diodes)
            self._after(seq, f"peg {k} of the rectangle")
        said = self.checks.wait_journal("R3C5", "of the ghost R3C5 as ambiguous")
        self.checks.wait_journal("R3C6", "of R3C6, which came with the ghost, as ambiguous")
        seq = self._seq()
        self._links([], no_diodes)
        self._after(seq, "the rectangle let go")
        downs = [space for space, state in self._pegs_of(since) if state == "down"]
        ghost_space = self.pegs[ghost[0] * 16 + ghost[1]]
        expected = [self.pegs[r * 16 + c] for r, c in real[:2]]
        ok = downs == expected and ghost_space not in downs and "ambiguous" in said
        return ok, (f"pushed R2C5 R2C6 R3C6 -> pegs down in the game: {' '.join(downs) or 'none'} (the ghost R3C5 is "
                    f"{ghost_space}: {'never a dot' if ghost_space not in downs else 'EATEN'}); said: {said.strip()[:90]}")

    def chatter(self) -> tuple[bool, str]:
        """A dirty contact: R5C9 opens and closes 30 times in about 2 s (a person's pace, not the box's); the
        box names it once."""
        from .checks import HARNESS_CONFIG
        self._restart(HARNESS_CONFIG)
        on = " ".join(self.matrix.links([(5, 9)]))
        self.checks.sh(f"for i in $(seq 15); do {write_links([on])}; sleep 0.03; {write_links([])}; sleep 0.03; done")
        said = self.checks.wait_journal("R5C9", "of R5C9 chattering")
        time.sleep(2)  # anything it would say twice is said by now
        named = [line for line in self.checks.since_restart().splitlines() if "Peg sensor R5C9" in line]
        return len(named) == 1 and "chatter" in said.lower(), \
            f"named {len(named)} time(s): {named[0].strip()[:100] if named else said.strip()[:100]}"

    def walk(self) -> tuple[bool, str]:
        """``companion diagnose --walk`` while every cell is pushed once, on a board whose row 3 and column 9
        wires are broken: it names exactly those two."""
        from .checks import CONFIG, HARNESS_CONFIG, UNIT
        self.checks.machine.write_file(CONFIG, HARNESS_CONFIG)
        broken = PegMatrix(cut_rows=frozenset({CUT_ROW}), cut_cols=frozenset({CUT_COL}))
        self.checks.sh(f"systemctl stop {UNIT}")
        try:
            self.checks.sh(f"nohup /opt/tabletop-companion/venv/bin/companion diagnose --walk --seconds 60 "
                           f"--hardware real --config {CONFIG} > /tmp/walk.txt 2>&1 &")
            self._wait_guest_file("/tmp/walk.txt", "Self-test for", 120)
            steps = "; ".join(f"{write_links(broken.links([cell]))}; sleep 0.1; {write_links([])}; sleep 0.05"
                              for cell in broken.cells)
            self.checks.sh(steps, timeout=600)
            out = self._wait_guest_file("/tmp/walk.txt", "Walk: ", 180)
        finally:
            self.checks.sh(f"systemctl start {UNIT}")
            self.checks.wait_active()
        verdict = out[out.index("Walk: "):].strip().splitlines()
        named = [line.split(":", 1)[0] for line in verdict[1:]]
        ok = named == [f"Row R{CUT_ROW} (GPIO{self.matrix.rows[CUT_ROW]})",
                       f"Column C{CUT_COL} (GPIO{self.matrix.cols[CUT_COL]})"]
        return ok, " / ".join(line[:90] for line in verdict)

    def _wait_guest_file(self, path: str, text: str, timeout: float) -> str:
        deadline = time.monotonic() + timeout
        while text not in (out := self.checks.sh(f"cat {path} 2>/dev/null || true")):
            if time.monotonic() > deadline:
                raise TimeoutError(f"no {text!r} in {path} within {timeout:.0f} s: {out[-300:]}")
            time.sleep(1)
        return out


def record_matrix_checks(checks: Checks, record: Callable[[str, Callable[[], tuple[bool, str]]], bool]) -> None:
    """The full matrix's lines of the table."""
    matrix = MatrixChecks(checks)
    record("the full 8x16 matrix: each of 128 cells down and up reaches the game as its space", matrix.every_cell)
    record("no diodes: three pegs in a rectangle give ambiguous cells, the ghost never a dot", matrix.ghost)
    record("a chattering cell is named once", matrix.chatter)
    record("companion diagnose --walk names a broken row and a broken column", matrix.walk)
