"""check-config against many problems: how its time grows (goal: linear, <= 2 s for 10,000).

Writes configs with 1,000, 10,000 and 50,000 unknown keys and times
``companion check-config`` on each (a whole process, as a user or the unit's
ExecStartPre would run it).

    .venv/bin/python bench/config_check.py
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        for problems in (1_000, 10_000, 50_000):
            config = Path(tmp) / f"c{problems}.toml"
            config.write_text("[box]\n" + "".join(f"unknown_{i} = 1\n" for i in range(problems)))
            began = time.perf_counter()
            result = subprocess.run([sys.executable, "-m", "controller.cli", "check-config", str(config)],
                                    cwd=ROOT, capture_output=True, text=True)
            took = time.perf_counter() - began
            reported = len(result.stderr.splitlines())
            print(f"check-config, {problems:>6} problems: {took:.2f} s wall ({reported} lines, exit "
                  f"{result.returncode}); goal <= 2 s for 10,000")


if __name__ == "__main__":
    main()
