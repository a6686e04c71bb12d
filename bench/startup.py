"""Start-up: ``companion run`` against the bare ``import pygame, gpiozero, serial`` (goal ≤ 1.5×).

Each round times, as fresh processes, the bare import (start to exit), ``companion --version``,
and ``companion run --game G --simulate`` for every game from its start to READY=1 on
``$NOTIFY_SOCKET`` (what systemd waits for: journal, mixer, buttons and pegs up, the game
begun), as the service starts; the run is then stopped with SIGTERM. Rounds alternate the
commands so that a machine's load falls on all of them alike; prints the median wall time of
each and its ratio to the bare import, and the slowest imports of one run (``-X importtime``).

    .venv/bin/python bench/startup.py [--rounds 9]
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("pacman", "cards", "deathstar", "labyrinth")
ENV = {**os.environ, "SDL_AUDIODRIVER": "dummy", "SDL_VIDEODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def wall(command: list[str]) -> float:
    """Seconds from starting ``command`` to its exit (it must succeed)."""
    started = time.perf_counter()
    subprocess.run(command, cwd=ROOT, env=ENV, check=True, stdin=subprocess.DEVNULL,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def until_ready(command: list[str], folder: Path) -> float:
    """Seconds from starting ``command`` to its READY=1 notification; then stop it with SIGTERM."""
    path = str(folder / "notify.sock")
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as listener:
        if os.path.exists(path):
            os.unlink(path)
        listener.bind(path)
        listener.settimeout(60)
        started = time.perf_counter()
        proc = subprocess.Popen(command, cwd=ROOT, env={**ENV, "NOTIFY_SOCKET": path}, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while b"READY=1" not in listener.recv(4096):
                pass
            return time.perf_counter() - started
        finally:
            proc.send_signal(signal.SIGTERM)
            proc.wait()


def run_command(game: str, folder: Path) -> list[str]:
    """A simulated box for ``game`` starting a new game, as the service runs it (no input: it serves)."""
    return [sys.executable, "-m", "controller", "run", "--game", game, "--simulate", "--new",
            "--players", "ann,bob", "--db", str(folder / f"{game}.db")]


def slowest_imports(command: list[str], count: int = 8) -> list[str]:
    """The ``count`` slowest top-level imports of ``command`` (cumulative microseconds)."""
    result = subprocess.run([command[0], "-X", "importtime", *command[1:], "--script", os.devnull], cwd=ROOT,
                            env=ENV, capture_output=True, text=True, check=True)
    rows = []
    for line in result.stderr.splitlines():
        if line.startswith("import time:") and "|" in line:
            _, cumulative, name = line.split("|")
            if cumulative.strip().isdigit() and not name[1:].startswith(" "):  # not nested in another
                rows.append((int(cumulative), name.strip()))
    return [f"{us / 1000:7.1f} ms {name}" for us, name in sorted(rows, reverse=True)[:count]]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    rounds = parser.parse_args().rounds
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        commands = {"bare import pygame, gpiozero, serial": [sys.executable, "-c", "import pygame, gpiozero, serial"],
                    "companion --version": [sys.executable, "-m", "controller", "--version"],
                    **{f"companion run --game {g} (to READY)": run_command(g, folder) for g in GAMES}}
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(rounds):
            for name, command in commands.items():
                ready = "run" in command
                times[name].append(until_ready(command, folder) if ready else wall(command))
        bare = statistics.median(times["bare import pygame, gpiozero, serial"])
        print(f"start-up, median of {rounds} rounds (load {os.getloadavg()[0]:.1f}); goal for a run: <= 1.5x bare")
        for name, values in times.items():
            median = statistics.median(values)
            print(f"  {name:40s} {median * 1000:6.0f} ms  {median / bare:4.2f}x  (min {min(values) * 1000:.0f} ms)")
        print("slowest top-level imports of the PAC-MAN run (-X importtime, cumulative):")
        for row in slowest_imports(run_command("pacman", folder)):
            print("  " + row)


if __name__ == "__main__":
    main()
