"""What durability costs: time per journalled action, written and synced to disk.

The box writes each action into SQLite's write-ahead log (WAL, synchronous=NORMAL)
and then syncs the log itself (fdatasync), as synchronous=FULL would inside the
commit: the sound of an action starts between the two. This prints, per action on
this machine's disk (run it on the Pi's SD card to see the real figure), the box's
write + sync, SQLite's own FULL for comparison, and the write alone (what stands
between an action and its sound).

    .venv/bin/python bench/journal_durability.py [--actions 300] [--dir PATH]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from controller.core.journal import Journal
from games.base import Action


WAYS = {  # name: (SQLite's synchronous mode, whether the journal syncs the log after the write)
    "write + sync (the box)": ("NORMAL", True),
    "synchronous=FULL": ("FULL", False),
    "write alone": ("NORMAL", False),
}


def measure(directory: Path, way: str, count: int) -> list[float]:
    mode, sync = WAYS[way]
    journal = Journal(directory / f"bench-{mode}-{sync}.db")
    journal.query(f"PRAGMA synchronous={mode}")
    record = journal.create("deathstar", ["ann", "bob"], {}, 1)
    times = []
    for seq in range(count):
        start = time.perf_counter()
        journal.append_many(record.id, [(seq, Action.make("land", token="1", spot="force"), float(seq))], sync=sync)
        times.append((time.perf_counter() - start) * 1000)
    journal.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=300)
    parser.add_argument("--dir", type=Path, help="where to put the test databases (default: a temp dir)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        for way in WAYS:
            times = sorted(measure(Path(tmp), way, args.actions))
            print(f"{way:<22} per action: p50 {statistics.median(times):.3f} ms, "
                  f"p99 {times[int(0.99 * (len(times) - 1))]:.3f} ms, max {times[-1]:.3f} ms")


if __name__ == "__main__":
    main()
