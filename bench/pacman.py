"""PAC-MAN figures: simulated games per second, and peg edge -> waka play() through the whole box.

1. Games per second: bot matches played straight on the engine and the table
   simulator (no hardware), one core, in CPU time (goal >= 50 Pac-Man games per CPU second).
2. Peg -> waka: the real box (`companion run --game pacman --simulate`, not
   stepped: the scanner scans on its thread in real time) with a simulated peg
   board on gpiozero mock pins; a peg is pushed (with 2 ms of contact bounce, at a
   random moment of the scan cycle) and the time to the mixer's play() of the waka
   is measured through scanner, debounce, loop, engine, journal and outputs. Printed
   with the scan period and debounce window (goal p99 <= debounce + one scan period
   + 2 ms from the first edge: the scan that first reads a push comes up to one period
   after it, or two when a bounce hides it from the first, which the window debounce
   absorbs by counting from the last scan that read the peg up).

    .venv/bin/python bench/pacman.py [--matches 60] [--pegs 100] [--debounce window|deferred|eager|eager-down]

Of the peg -> waka time, the journal's write comes before the sound (DESIGN.md: journal, then
outputs) but its sync to disk (about 1-2 ms on this machine, more on an SD card) runs while the
waka starts: the sound is the one output that leaves nothing behind a power cut, and every
other output waits for the sync. The second line splits the figure: the scanner and debounce,
then the loop, engine, journal write and sound.
"""

from __future__ import annotations

import argparse
import io
import os
import random
import statistics
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from controller.app.box import Box, RunRequest  # noqa: E402
from controller.app.config_file import load_config  # noqa: E402
from controller.cli.simulate import play_match  # noqa: E402
from controller.core.session import load_game_data  # noqa: E402
from drivers.inputs import Input, PegDown  # noqa: E402
from drivers.matrix import DEBOUNCE_MODES  # noqa: E402
from games.pacman.engine import PacmanEngine  # noqa: E402
from games.pacman.maze import Maze  # noqa: E402
from games.registry import GAMES, PACMAN  # noqa: E402


def pacman_maze(box: Box) -> Maze:
    """The maze of the PAC-MAN game ``box`` plays (its data is opaque to the box: the engine's is typed)."""
    engine = box.loop.session.engine
    assert isinstance(engine, PacmanEngine), f"the box plays {type(engine).__name__}, not PAC-MAN"
    return engine.maze


def games_per_second(matches: int) -> None:
    data = load_game_data(PACMAN, {})
    start, cpu_start = time.perf_counter(), time.process_time()
    games = 0
    for seed in range(matches):
        engine = PacmanEngine(["ann", "bob", "cid"], {}, seed, data)
        engine.start()
        play_match(engine, seed)  # (engine, table, refused)
        games += len(engine.results)
    took, cpu = time.perf_counter() - start, time.process_time() - cpu_start
    print(f"simulated PAC-MAN: {matches} matches = {games} Pac-Man games in {cpu:.2f} CPU s ({took:.2f} s wall): "
          f"{games / cpu:.0f} Pac-Man games, {matches / cpu:.1f} matches per CPU second on one core (goal >= 50 games)")


@dataclass
class PegToWaka:
    """The peg edge -> waka play() figures (ms, sorted) and the scanner's settings they were measured with."""

    delays: list[float]
    debounced: list[float]
    rest: list[float]
    period_ms: float
    window_ms: float


def measure_peg_to_waka(pegs: int, debounce: str) -> PegToWaka:
    """Push ``pegs`` dots' pegs on the simulated board of a real box; time each to its waka's play()."""
    with tempfile.NamedTemporaryFile("w", suffix=".toml", delete=False) as file:
        file.write(f'[pegs]\ndebounce = "{debounce}"\n')
    config = load_config(Path(file.name))
    os.unlink(file.name)
    heard = threading.Event()
    stamps: list[float] = []

    def observer(name: str, at: float) -> None:
        if name.startswith("waka"):
            stamps.append(at)
            heard.set()

    with tempfile.TemporaryDirectory() as tmp:
        request = RunRequest(game="pacman", players=["ann", "bob"], simulate=True, seed=1,
                             options={"referee": "off"},  # pegs all over the maze, no dice: not a fair move
                             db=str(Path(tmp) / "bench.db"), new=True)
        box = Box(config, request, GAMES["pacman"], io.StringIO(), sound_observer=observer)
        downs: list[float] = []
        assert box.pegs is not None and box.pegs.scanner is not None
        report = box.pegs.scanner._on_input

        def stamped(item: Input) -> None:  # when the scanner's debounce reports the push
            if isinstance(item, PegDown):
                downs.append(time.monotonic())
            report(item)

        box.pegs.scanner._on_input = stamped
        box.start()
        board = box.pegs.simulated
        assert board is not None
        cells = sorted(GAMES["pacman"].peg_spaces(box.data).items())[:pegs]
        delays, debounced, rest = [], [], []
        for cell, _space in cells:
            if pacman_maze(box).spaces[_space].kind != "dot":
                continue
            heard.clear()
            pushed = time.monotonic()
            board.press(cell, at=pushed, bounces=5, within=0.002)
            if not heard.wait(2):
                raise SystemExit(f"no waka for {_space}")
            delays.append((stamps[-1] - pushed) * 1000)
            debounced.append((downs[-1] - pushed) * 1000)
            rest.append((stamps[-1] - downs[-1]) * 1000)
            time.sleep(random.uniform(0.02, 0.04))  # a push lands anywhere in the scan cycle, as a hand's does
        box.finish()
    return PegToWaka(sorted(delays), sorted(debounced), sorted(rest), config.number("pegs.scan_period_ms"),
                     config.number("pegs.debounce_ms"))


def peg_to_waka(pegs: int, debounce: str) -> None:
    """Print the peg edge -> waka play() figures."""
    figures = measure_peg_to_waka(pegs, debounce)
    delays, debounced, rest = figures.delays, figures.debounced, figures.rest
    period, window = figures.period_ms, figures.window_ms
    print(f"peg edge -> waka play(): n={len(delays)} p50 {statistics.median(delays):.1f} ms, "
          f"p99 {delays[int(0.99 * (len(delays) - 1))]:.1f} ms (scan period {period:g} ms, {debounce} debounce "
          f"{window:g} ms, 2 ms of bounce; goal p99 <= debounce + scan period + 2 ms = {window + period + 2:g} ms "
          f"from the first edge)")
    print(f"  of which edge -> PegDown (scanner and debounce): p50 {statistics.median(debounced):.1f} ms, "
          f"p99 {debounced[int(0.99 * (len(debounced) - 1))]:.1f} ms; PegDown -> play() (loop, engine, journal write, "
          f"sound): p50 {statistics.median(rest):.1f} ms, p99 {rest[int(0.99 * (len(rest) - 1))]:.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=60)
    parser.add_argument("--pegs", type=int, default=100)
    parser.add_argument("--debounce", choices=DEBOUNCE_MODES, default=load_config(None).text("pegs.debounce"),
                        help="[pegs] debounce for the peg -> waka figure (default: the shipped config's)")
    args = parser.parse_args()
    games_per_second(args.matches)
    peg_to_waka(args.pegs, args.debounce)


if __name__ == "__main__":
    main()
