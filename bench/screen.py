"""The box's own screen: frames drawn per update, draw time per frame at 800x480 and 1920x1080, and the
idle CPU a box spends with the screen on (SDL's dummy video driver here; rerun on a Pi's display).

Goals (issue "The box's own screen"): no more than a frame per update; idle CPU with the screen on at
most 1 % of a core more than without. Prints; asserts nothing.

    .venv/bin/python bench/screen.py [--frames 200] [--idle 20]
"""

from __future__ import annotations

import argparse
import io
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from procstat import idle_run, percentile  # noqa: E402

from controller.app.box import Box, RunRequest  # noqa: E402
from controller.app.config_file import load_config  # noqa: E402
from games.registry import GAMES  # noqa: E402

SCRIPTS = {"deathstar": ("deathstar_seed7.script", ["ann", "bob"], {}, 7),
           "cards": ("cards_seed5.script", ["ann", "bob", "cid"], {}, 5),
           "labyrinth": ("labyrinth_classic_seed5.script", ["ann", "bob", "cid"], {}, 5),
           "pacman": ("pacman_arcade_seed2.script", ["ann", "bob", "cid"], {"mode": "arcade"}, 2)}


def played(folder: Path, game: str, half: bool) -> Box:
    """A box with the screen on (a window on SDL's dummy driver) that played a recorded script."""
    script, players, options, seed = SCRIPTS[game]
    request = RunRequest(game=game, players=players, options=options, simulate=True, seed=seed, script="-",
                         db=str(folder / f"{game}{half}.db"), screen=True)
    config = load_config(None).overridden("screen.fullscreen", False)
    box = Box(config, request, GAMES[game], io.StringIO())
    box.start()
    lines = (ROOT / "tests" / "data" / script).read_text(encoding="utf-8").splitlines()
    box.pilot.feed_all(lines[:len(lines) // 2] if half else lines)
    box.publisher.drain()
    return box


def cpu_of(args: list[str], seconds: float) -> float:
    return idle_run(args, seconds)[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=200, help="frames timed per game and size")
    parser.add_argument("--idle", type=float, default=20.0, help="seconds of idle CPU measurement")
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for game in SCRIPTS:
            box = played(folder, game, half=False)
            assert box.screen is not None
            updates = box.publisher.seq
            print(f"{game:10} whole recorded game: {updates} updates, {box.screen.frames} frames drawn "
                  f"({box.screen.frames / updates:.2f} a update), draw p50 "
                  f"{percentile(box.screen.draw_times, 50) * 1000:.1f} ms")
            box.finish()
        for size in ((800, 480), (1920, 1080)):
            for game in SCRIPTS:
                box = played(folder, game, half=True)
                assert box.screen is not None
                times = []
                for _ in range(args.frames):
                    started = time.perf_counter()
                    box.screen.render(size)
                    times.append((time.perf_counter() - started) * 1000)
                box.finish()
                print(f"draw a mid-game frame {size[0]}x{size[1]} {game:10}: p50 {percentile(times, 50):6.2f} ms  "
                      f"p99 {percentile(times, 99):6.2f} ms")
        common = ["--game", "deathstar", "--simulate", "--db"]
        plain = cpu_of([*common, str(folder / "idle1.db")], args.idle)
        screen = cpu_of([*common, str(folder / "idle2.db"), "--screen"], args.idle)
    print(f"idle box: {plain:.2f} % of a core without the screen, {screen:.2f} % with it "
          f"({screen - plain:+.2f} %; goal <= +1 %)")


if __name__ == "__main__":
    main()
