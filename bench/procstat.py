"""What the benchmarks read of a process: CPU time and RSS from /proc, and percentiles."""

from __future__ import annotations

import os
import time
from pathlib import Path

TICK = os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds a process has used."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def rss_mb(pid: int) -> float:
    """A process's resident memory in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def idle_cpu(pid: int, seconds: float) -> float:
    """A process's CPU over ``seconds``, in % of a core."""
    before, started = cpu_seconds(pid), time.monotonic()
    time.sleep(seconds)
    return (cpu_seconds(pid) - before) / (time.monotonic() - started) * 100


def idle_run(args: list[str], seconds: float, warm_up: float = 4.0) -> tuple[float, float]:
    """Start ``companion run ARGS`` (no input: it waits as the service does), let it settle, and return its
    idle CPU (% of a core) over ``seconds`` and its RSS (MB)."""
    import subprocess
    import sys
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "SDL_VIDEODRIVER": "dummy"}
    proc = subprocess.Popen([sys.executable, "-m", "controller.cli", "run", *args], cwd=root, env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(warm_up)
        return idle_cpu(proc.pid, seconds), rss_mb(proc.pid)
    finally:
        proc.terminate()
        proc.wait()
