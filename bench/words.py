"""The catalogues' cost: reading each Fluent file, and rendering sentences (issue 51).

Each round reads every catalogue afresh in a new process (import of fluent.runtime and Babel, parse, bundle)
and times it; then, in this process, renders every message id of every language with sample parameters and
prints sentences per second (median of the rounds), so that a slower format shows as a figure here, not as
a guessed limit in a test.

    .venv/bin/python bench/words.py [--rounds 5]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from controller.words.catalogues import message_ids, resource  # noqa: E402 (after the path)
from controller.words.languages import LANGUAGES  # noqa: E402
from controller.words.messages import Messages, variables  # noqa: E402
from games.base import Names  # noqa: E402

LOAD = ("import time; t = time.perf_counter(); from controller.words.messages import Messages; "
        "i = time.perf_counter(); Messages({language!r}).render('cards.turn', {{'player': 'ann'}}); "
        "print(i - t, time.perf_counter() - i)")


def load_times(language: str, rounds: int) -> tuple[float, float]:
    """Median seconds to import the renderer, and to read and render from one catalogue, in a fresh process."""
    imports, reads = [], []
    for _ in range(rounds):
        out = subprocess.run([sys.executable, "-c", LOAD.format(language=language)], cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout.split()
        imports.append(float(out[0]))
        reads.append(float(out[1]))
    return statistics.median(imports), statistics.median(reads)


def sample(msg: str) -> dict[str, object]:
    """Parameters for a message: a name, a list of two names, a count of 3."""
    found: dict[str, object] = {}
    for name in variables(msg):
        found[name] = Names(("ann", "bob")) if name in ("players", "winners", "ghosts") else 3 \
            if name in ("count", "score", "total", "points") else "ann"
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    ids = message_ids(resource("en"))
    print(f"catalogues: {len(ids)} messages in each of {len(LANGUAGES)} languages; median of {args.rounds} rounds")
    for language in sorted(LANGUAGES):
        imported, read = load_times(language, args.rounds)
        print(f"  {language}: import {imported * 1000:6.1f} ms, read and first sentence {read * 1000:6.1f} ms")
    samples = {msg: sample(msg) for msg in ids}
    for language in sorted(LANGUAGES):
        words = Messages(language)
        rates = []
        for _ in range(args.rounds):
            started = time.perf_counter()
            for msg, params in samples.items():
                words.render(msg, params)
            rates.append(len(samples) / (time.perf_counter() - started))
        print(f"  {language}: {statistics.median(rates):8,.0f} sentences a second")


if __name__ == "__main__":
    main()
