"""The rules' speed: simulated PAC-MAN games per CPU second, this tree beside an older commit, in one run.

Both run the same command, ``companion simulate pacman --games N --seed S`` (the demo bots playing
whole matches straight on the engine: every peg, roll and card through ``Engine.apply`` and its one
legality check), in turn, ``--rounds`` times each, on this machine at the same moment; the CPU time
is the child's own (user + system, from ``wait4``), so a busy machine slows both alike; the best
round of each, the least disturbed, gives the ratio, with the medians' beside it. The older
tree is ``git archive``'s copy of ``--against`` (by default the commit before ``apply()`` began to
check ``legal_actions()``: issue 40's goal is at least 1.0x of its speed).

The bots' own thinking is most of a simulated game's time, and the same walk in both trees, so a
second figure takes the rules alone: each tree's bots play the matches once, recording every input,
then fresh engines replay those inputs through ``Engine.apply`` (refusals included), timed alone.

    .venv/bin/python bench/rules_speed.py [--against e463d50^] [--games 100] [--seed 3] [--rounds 5]
"""

from __future__ import annotations

import argparse
import io
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BEFORE_ONE_RULE_SOURCE = "e463d50^"
"""The commit before ``Engine.apply`` checked ``legal_actions()`` (e463d50: one rule source per game)."""


def unpack(commit: str, into: Path) -> Path:
    """The Python packages of ``commit``, as ``git archive`` gives them, under ``into``."""
    archive = subprocess.run(["git", "archive", commit, "controller", "drivers", "games", "sounds"], cwd=ROOT,
                             capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def cpu_seconds(tree: Path, games: int, seed: int) -> float:
    """The CPU time one ``companion simulate pacman`` takes when run from the packages in ``tree``."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    command = [sys.executable, "-m", "controller", "simulate", "pacman", "--games", str(games), "--seed", str(seed)]
    child = subprocess.Popen(command, cwd=tree, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert child.stderr is not None
    problem = child.stderr.read()
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise SystemExit(f"{tree}: simulate exited {child.returncode}: {problem.decode(errors='replace')[-500:]}")
    return usage.ru_utime + usage.ru_stime


RECORD = """
import json, sys
from controller.core.session import load_game_data
from games.errors import IllegalAction
from games.bot import as_action
from games.pacman.demo_bot import PacmanBot
from games.pacman.engine import PacmanEngine
from games.registry import GAMES

games, seed = int(sys.argv[1]), int(sys.argv[2])
data = load_game_data(GAMES["pacman"], {})
for n in range(games):
    engine, inputs = PacmanEngine(PLAYERS, {}, seed + n, data), []
    engine.start()
    table = PacmanBot(engine, seed + n)
    while not engine.finished and len(inputs) < 100_000:
        action = as_action(table.next_move(engine))
        if action is not None:
            inputs.append(action.to_json())
            try:
                engine.apply(action)
            except IllegalAction:
                pass
    print(json.dumps(inputs))
"""
"""The child that records the bots' inputs, match by match (run in this tree: its bots)."""

REPLAY = """
import json, sys, time
from controller.core.session import load_game_data
from games.base import Action
from games.errors import IllegalAction
from games.pacman.engine import PacmanEngine
from games.registry import GAMES

seed, rounds = int(sys.argv[1]), int(sys.argv[2])
data = load_game_data(GAMES["pacman"], {})
recorded = [[Action.from_json(text) for text in json.loads(line)] for line in sys.stdin]
best = None
for _ in range(rounds):
    took = -time.process_time()
    for n, inputs in enumerate(recorded):
        engine = PacmanEngine(PLAYERS, {}, seed + n, data)
        engine.start()
        for action in inputs:
            try:
                engine.apply(action)
            except IllegalAction:
                pass
    took += time.process_time()
    best = took if best is None else min(best, took)
print(best)
"""
"""The child that times the rules alone: fresh engines replay the recorded inputs (every tree has these modules)."""


def child(tree: Path, code: str, words: list[str], given: str = "") -> str:
    """What a Python child running ``code`` on ``tree``'s packages prints."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    code = code.replace("PLAYERS", '["player1", "player2", "player3"]')
    done = subprocess.run([sys.executable, "-c", code, *words], cwd=tree, env=env, input=given,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{tree}: a child exited {done.returncode}: {done.stderr[-500:]}")
    return done.stdout


def main(argv: list[str] | None = None) -> int:
    """Run both trees in turn and print games per CPU second, each tree's median, and the ratio."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--against", default=BEFORE_ONE_RULE_SOURCE, help="the older commit (default: %(default)s)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="rules-speed-") as scratch:
        old = unpack(args.against, Path(scratch))
        rates: dict[str, list[float]] = {"this tree": [], args.against: []}
        for _ in range(args.rounds):  # in turn, so that a change in the machine's load falls on both
            rates["this tree"].append(args.games / cpu_seconds(ROOT, args.games, args.seed))
            rates[args.against].append(args.games / cpu_seconds(old, args.games, args.seed))
    print(f"companion simulate pacman --games {args.games} --seed {args.seed}, {args.rounds} rounds each, in turn")
    for name, values in rates.items():
        print(f"  {name:>12}: {statistics.median(values):6.1f} games per CPU second "
              f"(min {min(values):.1f}, max {max(values):.1f})")
    best = max(rates["this tree"]) / max(rates[args.against])
    middle = statistics.median(rates["this tree"]) / statistics.median(rates[args.against])
    print(f"  ratio: {best:.2f}x of {args.against} at best, {middle:.2f}x at the median (goal: >= 1.0x; the best"
          " round is the least disturbed by the machine's other work)")
    recorded = child(ROOT, RECORD, [str(args.games), str(args.seed)])
    count = sum(len(json.loads(line)) for line in recorded.splitlines())
    with tempfile.TemporaryDirectory(prefix="rules-speed-") as scratch:
        old = unpack(args.against, Path(scratch))
        ours, theirs = [], []
        for _ in range(args.rounds):  # in turn again; each child keeps its best of three replays
            ours.append(float(child(ROOT, REPLAY, [str(args.seed), "3"], recorded)))
            theirs.append(float(child(old, REPLAY, [str(args.seed), "3"], recorded)))
    print(f"the rules alone: the same {count} inputs of this tree's bots replayed through Engine.apply "
          "by fresh engines")
    print(f"  {'this tree':>12}: {count / min(ours):9.0f} inputs per CPU second\n"
          f"  {args.against:>12}: {count / min(theirs):9.0f} inputs per CPU second\n"
          f"  ratio: {min(theirs) / min(ours):.2f}x of {args.against} at best, "
          f"{statistics.median(theirs) / statistics.median(ours):.2f}x at the median (goal: >= 1.0x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
