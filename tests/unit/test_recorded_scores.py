"""Every recorded game, replayed in this process line by line, scores exactly as recorded at every line and
ends the recorded way (``tests/data/*.scores``; ``python -m tests.recorded`` explains them)."""

from __future__ import annotations

from pathlib import Path

import pytest

from recorded import RECORDINGS, Recording, score_trace


@pytest.mark.parametrize("recording", RECORDINGS, ids=[r.script for r in RECORDINGS])
def test_a_recorded_game_scores_as_recorded_at_every_line(tmp_path: Path, recording: Recording) -> None:
    expected = recording.trace_file.read_text(encoding="utf-8").splitlines()
    played = score_trace(recording, tmp_path / "r.db")
    for want, got in zip(expected, played):
        assert got == want, f"{recording.script}: the scores went {got!r} where the recording has {want!r}"
    assert len(played) == len(expected), f"{recording.script}: {played[-1]!r}, recorded {expected[-1]!r}"
    assert expected[-1].startswith("end ") and expected[-1] != "end unfinished"


def test_a_changed_rule_shows_at_the_line_where_the_scores_part(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The trace is a real check: a row worth one point more parts from the recording at the first row."""
    import games.cards.engine as cards

    monkeypatch.setattr(cards, "score_row", lambda left, op, right, hard: 1 + {"+": left + right, "-": left - right,
                                                                                "x": left * right}[op])
    recording = next(r for r in RECORDINGS if r.script == "cards_scorekeeper.script")
    expected = recording.trace_file.read_text(encoding="utf-8").splitlines()
    played = score_trace(recording, tmp_path / "r.db")
    assert played[0] == expected[0] and played[1] != expected[1]
    assert played[1].split(":")[0] == expected[1].split(":")[0]  # the same line scored, one point more
