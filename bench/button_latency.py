"""Button edge -> sound play() latency through the whole box, and its idle CPU.

Runs the real controller on simulated hardware (gpiozero mock pins, SDL's
dummy audio driver): the time is measured from the mock pin's release edge
(a short press is recognised on release) to the mixer's play() call for the
spin sound. Prints figures; asserts nothing.

    .venv/bin/python bench/button_latency.py [--presses 500] [--idle 10]
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
from typing import cast

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from controller.app.box import Box, RunRequest  # noqa: E402
from controller.app.config_file import load_config  # noqa: E402
from games.registry import GAMES  # noqa: E402
from gpiozero.pins.mock import MockPin  # noqa: E402


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=500)
    parser.add_argument("--idle", type=float, default=10.0, help="seconds of idle CPU measurement")
    args = parser.parse_args()

    played = threading.Event()
    stamp: list[float] = []

    def observer(name: str, at: float) -> None:
        if name == "spin":
            stamp.append(at)
            played.set()

    with tempfile.TemporaryDirectory() as tmp:
        config = load_config(None)
        request = RunRequest(game="deathstar", players=["ann", "bob"], simulate=True, seed=1,
                             db=str(Path(tmp) / "bench.db"), new=True)
        box = Box(config, request, GAMES["deathstar"], io.StringIO(), sound_observer=observer)
        box.start()
        buffer, frequency = config.whole("sound.buffer"), config.whole("sound.frequency")
        print(f"mixer: {'open' if box.mixer.ready else 'silent'}, buffer {buffer} frames "
              f"at {frequency} Hz ({1000 * buffer / frequency:.1f} ms)")
        pin = cast(MockPin, box.buttons.pin_of("spin"))  # --simulate: gpiozero's mock pins
        latencies = []
        for _ in range(args.presses):
            played.clear()
            pin.drive_low()
            edge = time.monotonic()
            pin.drive_high()
            if not played.wait(2.0):
                raise SystemExit("no sound was played for a press")
            latencies.append((stamp[-1] - edge) * 1000)
            box.loop.settle()
        print(f"button edge -> play(): n={len(latencies)} p50={percentile(latencies, 50):.2f} ms "
              f"p99={percentile(latencies, 99):.2f} ms max={max(latencies):.2f} ms "
              f"mean={statistics.mean(latencies):.2f} ms (includes the journal write per action; its sync to disk follows the sound)")

        cpu0, wall0 = time.process_time(), time.monotonic()
        time.sleep(args.idle)
        cpu = time.process_time() - cpu0
        wall = time.monotonic() - wall0
        print(f"idle CPU over {wall:.1f} s: {100 * cpu / wall:.2f} % of one core")
        box.finish()


if __name__ == "__main__":
    main()
