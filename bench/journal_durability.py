"""What durability costs: time per journalled action with SQLite's synchronous modes.

The box uses WAL with synchronous=FULL (an action survives a power cut once
applied). This prints the cost per action of FULL against NORMAL and OFF on
this machine's disk (run it on the Pi's SD card to see the real figure).

    .venv/bin/python bench/journal_durability.py [--actions 300] [--dir PATH]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from controller.journal import Journal
from games.base import Action


def measure(directory: Path, mode: str, count: int) -> list[float]:
    journal = Journal(directory / f"bench-{mode}.db")
    journal.query(f"PRAGMA synchronous={mode}")
    record = journal.create("deathstar", ["ann", "bob"], {}, 1)
    times = []
    for seq in range(count):
        start = time.perf_counter()
        journal.append(record.id, seq, Action.make("land", token="1", spot="force"))
        times.append((time.perf_counter() - start) * 1000)
    journal.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=300)
    parser.add_argument("--dir", type=Path, help="where to put the test databases (default: a temp dir)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        for mode in ("FULL", "NORMAL", "OFF"):
            times = sorted(measure(Path(tmp), mode, args.actions))
            print(f"synchronous={mode:<6} per action: p50 {statistics.median(times):.3f} ms, "
                  f"p99 {times[int(0.99 * (len(times) - 1))]:.3f} ms, max {times[-1]:.3f} ms")


if __name__ == "__main__":
    main()
