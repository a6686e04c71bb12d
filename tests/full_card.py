"""Run by tests/system/test_full_card.py inside a mount namespace of its own, on a small tmpfs mounted at CARD:
the box's database (a finished game and an unfinished one) is copied onto the card, the card is filled up,
and the box is started as the service starts it (standard input closed). Then the card is given room again.

    python tests/full_card.py CARD SOURCE_DB KEEP_RESERVE    prints one JSON object of what happened
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def companion(*args: str) -> dict[str, object]:
    """One command as the service runs it: no terminal, standard input closed; its exit code and output."""
    done = subprocess.run([sys.executable, "-m", "controller.cli", *args], cwd=ROOT, capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=300)
    return {"rc": done.returncode, "out": done.stdout, "err": done.stderr}


def fill(card: Path) -> None:
    """Write zeros until the card says it is full."""
    with open(card / "filler", "wb", buffering=0) as filler:
        try:
            while True:
                filler.write(bytes(4096))
        except OSError:
            pass


def files(card: Path) -> dict[str, str]:
    """Every file the box has on the card (the filler aside) and a digest of its bytes."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()[:16] for p in sorted(card.iterdir())
            if p.name != "filler"}


def main(card: Path, source: Path, keep_reserve: bool) -> None:
    for suffix in ("", "-wal", "-shm", ".reserve"):
        if Path(f"{source}{suffix}").exists() and (suffix != ".reserve" or keep_reserve):
            shutil.copy2(f"{source}{suffix}", card / f"companion.db{suffix}")
    db = str(card / "companion.db")
    fill(card)
    before = files(card)
    # --script - with standard input closed: the service's start (the same opening of the database), then an end
    full: dict[str, object] = {"run": companion("run", "--db", db, "--script", "-"),
                               "scores": companion("scores", "--db", db)}
    full["files_after"] = files(card)
    os.remove(card / "filler")  # room again
    resumed = companion("run", "--db", db, "--script", "-")
    scores = companion("scores", "--db", db, "--json")
    print(json.dumps({"before": before, "full": full, "resumed": resumed, "scores": scores}))


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3] == "1")
