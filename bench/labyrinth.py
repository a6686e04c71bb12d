"""Labyrinth figures: reachability queries per second on random boards, and insertions per second.

    .venv/bin/python bench/labyrinth.py [--boards 200]
"""

from __future__ import annotations

import argparse
import random
import time

from controller.core.session import load_game_data
from games.labyrinth.board import ARROWS, insert, reachable
from games.labyrinth.engine import LabyrinthEngine
from games.registry import LABYRINTH


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=200)
    args = parser.parse_args()
    data = load_game_data(LABYRINTH, {})
    boards = [LabyrinthEngine(["ann", "bob"], {}, seed, data) for seed in range(args.boards)]
    rng = random.Random(1)
    starts = [(rng.randrange(7), rng.randrange(7)) for _ in range(49)]
    queries, sizes = 0, 0
    start = time.perf_counter()
    for engine in boards:
        for pos in starts:
            sizes += len(reachable(engine.board, pos))
            queries += 1
    took = time.perf_counter() - start
    print(f"reachability: {queries} queries on {len(boards)} random boards in {took:.2f} s = "
          f"{queries / took:,.0f} per second (mean {sizes / queries:.1f} tiles reachable)")
    start = time.perf_counter()
    count = 0
    for engine in boards:
        for arrow in ARROWS:
            for rotation in range(4):
                insert(engine.board, engine.spare.turn(rotation), arrow, engine.pawns)
                count += 1
    took = time.perf_counter() - start
    print(f"insertion: {count / took:,.0f} simulated insertions per second (what the demo bot tries each turn: 48)")


if __name__ == "__main__":
    main()
