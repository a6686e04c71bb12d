"""PAC-MAN figures: simulated games per second, and peg edge -> waka play() through the whole box.

1. Games per second: bot matches played straight on the engine and the table
   simulator (no hardware), one core, in CPU time (goal >= 50 Pac-Man games per CPU second).
2. Peg -> waka: the real box (`companion run --game pacman --simulate`, not
   stepped: the scanner scans on its thread in real time) with a simulated peg
   board on gpiozero mock pins; a peg is pushed (with 2 ms of contact bounce) and
   the time to the mixer's play() of the waka is measured through scanner,
   debounce, loop, engine, journal and outputs. Printed with the scan period and
   debounce window (goal p99 <= debounce + one scan period + 2 ms after the bounce).

    .venv/bin/python bench/pacman.py [--matches 60] [--pegs 100] [--debounce deferred|eager|eager-down]

Of the peg -> waka time, the durable journal write (synchronous=FULL, before any output, as
DESIGN.md orders it) is about 1-2 ms on this machine's disk (its tail more), and deferred
debounce cannot report a push before its last bounce + the window (2 + 5 ms here). The second
line splits the figure: the scanner and debounce, then the loop, engine, journal and sound.
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from controller.app import Box, RunRequest  # noqa: E402
from controller.config import load_config  # noqa: E402
from controller.pacman_cmd import play_match  # noqa: E402
from controller.session import load_game_data  # noqa: E402
from drivers.inputs import Input, PegDown  # noqa: E402
from drivers.matrix import DEBOUNCE_MODES  # noqa: E402
from games.pacman.engine import PacmanEngine  # noqa: E402
from games.registry import GAMES  # noqa: E402


def games_per_second(matches: int) -> None:
    data = load_game_data(GAMES["pacman"], {})
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


def peg_to_waka(pegs: int, debounce: str) -> None:
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
        delays, debounced = [], []
        for cell, _space in cells:
            if box.data[0].spaces[_space].kind != "dot":
                continue
            heard.clear()
            pushed = time.monotonic()
            board.press(cell, at=pushed, bounces=5, within=0.002)
            if not heard.wait(2):
                raise SystemExit(f"no waka for {_space}")
            delays.append((stamps[-1] - pushed) * 1000)
            debounced.append((downs[-1] - pushed) * 1000)
            time.sleep(0.02)
        box.finish()
    delays.sort()
    debounced.sort()
    period, window = config.get("pegs.scan_period_ms"), config.get("pegs.debounce_ms")
    print(f"peg edge -> waka play(): n={len(delays)} p50 {statistics.median(delays):.1f} ms, "
          f"p99 {delays[int(0.99 * (len(delays) - 1))]:.1f} ms (scan period {period:g} ms, {debounce} debounce "
          f"{window:g} ms, 2 ms of bounce; goal p99 <= debounce + scan period + 2 ms = {window + period + 2:g} ms "
          f"from the first edge)")
    print(f"  of which edge -> PegDown (scanner and debounce): p50 {statistics.median(debounced):.1f} ms, "
          f"p99 {debounced[int(0.99 * (len(debounced) - 1))]:.1f} ms; the rest is loop, engine, journal and sound")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=60)
    parser.add_argument("--pegs", type=int, default=100)
    parser.add_argument("--debounce", choices=DEBOUNCE_MODES, default=load_config(None).get("pegs.debounce"),
                        help="[pegs] debounce for the peg -> waka figure (default: the shipped config's)")
    args = parser.parse_args()
    games_per_second(args.matches)
    peg_to_waka(args.pegs, args.debounce)


if __name__ == "__main__":
    main()
