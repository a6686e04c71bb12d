"""SIGTERM -> exit: how long systemd waits for a box to stop (goal: well within a second).

Starts ``companion run --simulate`` as the service would (no terminal), waits for it to be
up, sends SIGTERM and times until the process has exited, with its output open and with
its output closed (a reader that went away). Prints p50 and max per case.

``--at-ready N`` starts every game N times with a notify socket and sends SIGTERM the moment READY=1
arrives (a quick restart), or at a random moment up to 1 s after it; prints how many stopped, hung (no
exit within 60 s: killed) or failed, and the stop times (goal: every one within 1 s).

    .venv/bin/python bench/shutdown.py [--runs 10] [--at-ready 25]
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import socket
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


def at_ready(folder: Path, game: str, n: int, delay: float) -> tuple[float | None, int]:
    """One box of ``game`` stopped ``delay`` s after READY=1: the stop time in ms (None: hung), its exit code."""
    path = str(folder / f"notify-{game}{n}")
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock:
        sock.bind(path)
        sock.settimeout(120)
        proc = subprocess.Popen([sys.executable, "-m", "controller.cli", "run", "--game", game, "--simulate",
                                 "--players", "ann,bob", "--db", str(folder / f"{game}{n}.db")], cwd=ROOT,
                                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=(folder / f"{game}{n}.err").open("w"),
                                env={**os.environ, "SDL_AUDIODRIVER": "dummy", "NOTIFY_SOCKET": path,
                                     "PYTHONFAULTHANDLER": "1"})
        sock.recv(4096)
        time.sleep(delay)
        sent = time.perf_counter()
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:  # every thread's stack to stderr (faulthandler), then the report
            proc.send_signal(signal.SIGABRT)
            proc.wait()
            print(f"{game} #{n} hung; its threads:\n" + (folder / f"{game}{n}.err").read_text()[-4000:])
            return None, -9
        return (time.perf_counter() - sent) * 1000, proc.returncode


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--at-ready", type=int, default=0, metavar="N")
    args = parser.parse_args()
    if args.at_ready:
        rng = random.Random(1)
        with tempfile.TemporaryDirectory() as tmp:
            for game in ("deathstar", "cards", "pacman", "labyrinth"):
                results = [at_ready(Path(tmp), game, n, 0.0 if n % 2 == 0 else rng.uniform(0, 1))
                           for n in range(args.at_ready)]
                times = sorted(t for t, _ in results if t is not None)
                hung = sum(t is None for t, _ in results)
                failed = sum(code not in (0, -9) for _, code in results)  # -9: hung, reported above
                print(f"{game}: SIGTERM at READY=1 or up to 1 s after, n={len(results)}: {hung} hung, {failed} "
                      f"failed; stop p50 {statistics.median(times):.0f} ms, max {times[-1]:.0f} ms (goal < 1000 ms)")
        return
    with tempfile.TemporaryDirectory() as tmp:
        for close_output in (False, True):
            times = sorted(one(Path(tmp) / f"b{i}.db", close_output) for i in range(args.runs))
            print(f"SIGTERM -> exit, output {'closed' if close_output else 'open'}: n={len(times)} "
                  f"p50 {statistics.median(times):.0f} ms, max {times[-1]:.0f} ms (goal < 1000 ms)")


if __name__ == "__main__":
    main()
