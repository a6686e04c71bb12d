"""SIGTERM -> exit: how long systemd waits for a box to stop (goal: well within a second).

Starts ``companion run --simulate`` as the service would (no terminal), waits for it to be
up, sends SIGTERM and times until the process has exited, with its output open and with
its output closed (a reader that went away). Prints p50 and max per case.

    .venv/bin/python bench/shutdown.py [--runs 10]
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def one(db: Path, close_output: bool) -> float:
    proc = subprocess.Popen([sys.executable, "-m", "controller.cli", "run", "--game", "deathstar", "--simulate",
                             "--db", str(db)], cwd=ROOT, text=True, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            env={**os.environ, "SDL_AUDIODRIVER": "dummy"})
    assert proc.stdout is not None
    proc.stdout.readline()  # up: it has announced the game
    if close_output:
        proc.stdout.close()
    time.sleep(0.5)
    sent = time.perf_counter()
    proc.send_signal(signal.SIGTERM)
    proc.wait(timeout=60)
    return (time.perf_counter() - sent) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for close_output in (False, True):
            times = sorted(one(Path(tmp) / f"b{i}.db", close_output) for i in range(args.runs))
            print(f"SIGTERM -> exit, output {'closed' if close_output else 'open'}: n={len(times)} "
                  f"p50 {statistics.median(times):.0f} ms, max {times[-1]:.0f} ms (goal < 1000 ms)")


if __name__ == "__main__":
    main()
