"""``companion diagnose``: a live wiring self-test of the buttons and the peg sensors."""

from __future__ import annotations

import argparse

from controller.cli.options import config_of, hardware_of

import queue
import random
import sys
import time
from collections.abc import Sequence
from typing import TextIO

from controller.core.config import Config
from controller.hardware.choice import Hardware
from controller.hardware.pins import button_pins
from controller.hardware.pegs import PegHardware, matrix_config
from drivers.buttons import ButtonBoard
from drivers.inputs import (BoardFault, BoardLink, ButtonHold, ButtonPress, Input, PegAmbiguous, PegDown, PegFault, PegUp,
                            cell_name)
from drivers.mock.fingers import SimulatedFingers, mock_pin_factory


def _names(cells: list[tuple[int, int]]) -> str:
    return " ".join(cell_name(c) for c in cells) or "-"


def describe(item: Input) -> str:
    """One line for one input."""
    if isinstance(item, PegDown):
        return f"peg {cell_name(item.cell)} closed"
    if isinstance(item, PegUp):
        return f"peg {cell_name(item.cell)} opened"
    if isinstance(item, PegAmbiguous):
        return f"peg {cell_name(item.cell)} AMBIGUOUS: may be a ghost of three others (no diodes?)"
    if isinstance(item, PegFault):
        return f"peg {cell_name(item.cell)} FAULT: {item.kind}"
    if isinstance(item, BoardFault):
        return f"peg board FAULT: {item.reason}"
    if isinstance(item, BoardLink):
        return f"peg board {'back' if item.connected else 'UNPLUGGED'} ({item.port})"
    if isinstance(item, ButtonPress):
        return f"button {item.name} pressed"
    assert isinstance(item, ButtonHold)
    return f"button {item.name} held"


def walk_verdict(seen: set[tuple[int, int]], rows: Sequence[int], cols: Sequence[int], gpio: bool) -> list[str]:
    """After a walk over the board (``--walk``): how many cells closed, then each row and column on which
    none did while others did: a broken wire (or not the pin configured), named with its GPIO pin."""
    lines = [f"Walk: {len(seen)} of {len(rows) * len(cols)} cells closed at least once."]
    if not seen:
        return lines + ["No peg closed at all: check the board's common wiring (and that pegs were pushed)."]
    for kind, name, pins, index in (("row", "R", rows, 0), ("column", "C", cols, 1)):
        for n, pin in enumerate(pins):
            if not any(cell[index] == n for cell in seen):
                where = f" (GPIO{pin})" if gpio else ""
                others = len({cell[index] for cell in seen})
                lines.append(f"{kind.capitalize()} {name}{n}{where}: no peg on it closed while pegs on {others} other "
                             f"{kind}s did: check its wire.")
    if len(lines) == 1:
        lines.append("Every row and column closed at least once.")
    return lines


def _simulate_walk(pegs: PegHardware, start: float, seconds: float) -> None:
    """The simulated table's walk: every cell pushed and let go once, in a shuffled order, within the test."""
    board = pegs.simulated
    if board is None:
        return
    cells = [(r, c) for r in range(board.n_rows) for c in range(board.n_cols)]
    random.Random(7).shuffle(cells)
    step = 0.8 * seconds / len(cells)
    for k, cell in enumerate(cells):
        board.press(cell, at=start + 0.1 + k * step)
        board.release(cell, at=start + 0.1 + (k + 0.6) * step)


def _simulate_table(pegs: PegHardware, fingers: SimulatedFingers | None, start: float) -> None:
    """What the simulated table does during a self-test: a few pegs, a bad contact, a button."""
    board = pegs.simulated
    if board is None:
        return
    board.press((0, 3), at=start + 0.2, bounces=8, within=0.003)
    board.press((2, 7), at=start + 0.4)
    board.chatter((5, 9), start=start + 0.6, period=0.03, count=40)
    board.release((0, 3), at=start + 1.0, bounces=5, within=0.002)


def run_diagnose(config: Config, seconds: float, hardware: Hardware, board: str | None,
                 out: TextIO = sys.stdout, walk: bool = False) -> int:
    """Show closed cells, pressed buttons, faults and link statistics live for ``seconds`` (``walk``: then
    name the rows and columns on which no peg closed)."""
    simulate = hardware.simulated
    out.write(f"Using {hardware.describe()}.\n")
    kind = board or config.text("pegs.board")
    if kind == "none":
        kind = "gpio" if simulate else "none"
    inputs: queue.Queue[Input] = queue.Queue()
    factory = mock_pin_factory() if simulate else None
    if factory is None:
        from controller.hardware.choice import real_pin_factory
        factory = real_pin_factory()
    buttons = ButtonBoard(button_pins(config.table("buttons.pins")), inputs.put, pin_factory=factory,
                          hold_time=config.number("buttons.hold_time"), pull_up=config.flag("buttons.pull_up"))
    pegs = PegHardware(config, kind, inputs.put, pin_factory=factory, simulate=simulate) if kind != "none" else None
    out.write(f"Self-test for {seconds:g} s: buttons {', '.join(buttons.names)}; "
              f"peg board: {kind}{' (simulated)' if simulate else ''}.\n")
    start = time.monotonic()
    try:
        if pegs is not None:
            pegs.start()
            fingers = SimulatedFingers(buttons) if simulate else None
            if simulate:
                _simulate_walk(pegs, start, seconds) if walk else _simulate_table(pegs, fingers, start)
        next_report = start
        pressed_once = False
        last_status = ""
        seen_faulty: set[tuple[int, int]] = set()
        seen_closed: set[tuple[int, int]] = set()
        while time.monotonic() - start < seconds:
            try:
                item = inputs.get(timeout=0.05)
                out.write(f"  {time.monotonic() - start:5.2f}s  {describe(item)}\n")
                if isinstance(item, (PegFault, PegAmbiguous)):
                    seen_faulty.add(item.cell)
                if isinstance(item, (PegDown, PegAmbiguous)):  # an ambiguous cell did read closed
                    seen_closed.add(item.cell)
            except queue.Empty:
                pass
            if simulate and not pressed_once and time.monotonic() - start > 0.5:
                pressed_once = True
                SimulatedFingers(buttons).press(buttons.names[0])
            if time.monotonic() >= next_report:
                next_report += 0.5
                down = [n for n in buttons.names if buttons.is_pressed(n)]
                status = f"buttons down: {' '.join(down) or '-'}"
                if pegs is not None:
                    faults = pegs.faults()
                    seen_faulty.update(faults["chatter"] + faults["ambiguous"])
                    status += (f" | closed: {_names(pegs.closed_cells())} | chatter: {_names(faults['chatter'])}"
                               f" | ambiguous: {_names(faults['ambiguous'])}")
                if status != last_status:  # a line when something changes, not every half second
                    out.write(f"  {time.monotonic() - start:5.2f}s  {status}\n")
                    last_status = status
            out.flush()
        if pegs is not None:
            stats = pegs.link_stats()
            if stats is not None:
                d = stats.decoder
                out.write(f"Serial link: {d.frames} frames; dropped {d.garbage} garbage, {d.overlong} over-long, "
                          f"{d.bad_checksum} bad checksum; {stats.gaps} sequence gaps, {stats.resyncs} resyncs, "
                          f"{stats.repaired_edges} edges repaired, {stats.reconnects} reconnects.\n")
            if pegs.scanner is not None:
                scanner, scan = pegs.scanner, pegs.scanner.stats
                rate = scanner.scans / max(1e-9, time.monotonic() - start)
                pace = f"{scan.achieved_rate:.0f} a second while scanning, of {scan.target_rate:.0f} asked" \
                    if scan.achieved_rate else f"{rate:.0f} a second on average"
                out.write(f"Scanner ({scanner.lines.name}): {scanner.scans} scans ({pace}); fell behind "
                          f"{scan.behind} times; slept {scan.sleeps} times until an edge ({scan.edge_wakes} woken "
                          f"by one).\n")
            faults = pegs.faults()
            seen_faulty.update(faults["chatter"] + faults["ambiguous"])
            verdict = (f"faulty during the test: {_names(sorted(seen_faulty))}: check their wiring" if seen_faulty
                       else "no faulty cells seen")
            out.write(f"Closed now: {_names(pegs.closed_cells())}; {verdict}.\n")
            if walk:
                matrix = matrix_config(config)
                out.write("".join(line + "\n" for line in walk_verdict(
                    seen_closed, matrix.rows, matrix.cols, gpio=kind == "gpio")))
    finally:
        if pegs is not None:
            pegs.close()
        buttons.close()
    return 0


def command(args: argparse.Namespace) -> int:
    """``companion diagnose``."""
    from controller.cli.diagnose import run_diagnose

    config = config_of(args)
    return run_diagnose(config, args.seconds, hardware_of(args, config), args.board, walk=args.walk)
