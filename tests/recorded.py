"""The recorded games in ``tests/data``: played in this process on the real box, line by line.

Each ``<name>.script`` has a ``<name>.scores`` beside it: after every script line that changed a
score, the line's number and everyone's score, and at the end how the game ended and who won.
``python -m tests.recorded`` writes them anew (only after a rule change that is meant to change scores:
the diff is the change to review).
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from pathlib import Path

from controller.app.box import Box, RunRequest
from controller.app.config_file import load_config
from controller.core.publisher import Sink
from games.registry import GAMES

DATA = Path(__file__).parent / "data"


@dataclass(frozen=True)
class Recording:
    """One recorded game: its script and the game it was recorded in."""

    game: str
    script: str
    players: list[str]
    options: dict[str, str] = field(default_factory=dict)
    seed: int = 1

    @property
    def trace_file(self) -> Path:
        """The expected score trace beside the script."""
        return DATA / self.script.replace(".script", ".scores")


RECORDINGS = [
    Recording("deathstar", "deathstar_seed7.script", ["ann", "bob"], seed=7),
    Recording("cards", "cards_seed5.script", ["ann", "bob", "cid"], seed=5),
    Recording("cards", "cards_scorekeeper.script", ["ann", "bob"],
              {"mode": "scorekeeper", "target": "50", "variant": "hard"}),
    Recording("labyrinth", "labyrinth_classic_seed5.script", ["ann", "bob", "cid"], seed=5),
    Recording("labyrinth", "labyrinth_glow_seed5.script", ["ann", "bob", "cid"], {"variant": "glow"}, 5),
    Recording("pacman", "pacman_arcade_seed2.script", ["ann", "bob", "cid"], {"mode": "arcade"}, 2),
]


def start_box(recording: Recording, db: Path, *sinks: Sink) -> Box:
    """The real box for a recording (simulated hardware, the script's clock) with these extra sinks, started,
    with no line played."""
    request = RunRequest(game=recording.game, players=recording.players, options=recording.options,
                         simulate=True, seed=recording.seed, script=str(DATA / recording.script), db=str(db))
    box = Box(load_config(None), request, GAMES[recording.game], io.StringIO())
    for sink in sinks:
        box.publisher.add(sink)
    box.start()
    return box


def score_trace(recording: Recording, db: Path) -> list[str]:
    """Play the recording line by line; the trace of its scores (the ``.scores`` file's lines)."""
    box = start_box(recording, db)
    try:
        engine = box.loop.session.engine
        last = engine.scores()
        trace = [_scores_line(0, last, engine.players)]
        with open(DATA / recording.script, encoding="utf-8") as lines:
            for number, text in enumerate(lines, 1):
                box.pilot.feed_text(text, number)
                now = box.loop.session.engine.scores()
                if now != last:
                    trace.append(_scores_line(number, now, engine.players))
                    last = now
        outcome = box.loop.session.engine.outcome
        trace.append(f"end {outcome.termination} {' '.join(outcome.winners)}" if outcome else "end unfinished")
        return trace
    finally:
        box.finish()


def _scores_line(number: int, scores: dict[str, int], players: tuple[str, ...]) -> str:
    return f"{number}: " + " ".join(f"{p}={scores.get(p, 0)}" for p in players)


if __name__ == "__main__":
    import tempfile

    with tempfile.TemporaryDirectory() as scratch:
        for each in RECORDINGS:
            each.trace_file.write_text("\n".join(score_trace(each, Path(scratch) / "r.db")) + "\n", encoding="utf-8")
            print("wrote", each.trace_file)
