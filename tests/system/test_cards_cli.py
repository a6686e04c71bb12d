"""The card game through `companion run`: replayed games, privacy, the demo."""

from __future__ import annotations

from typing import Any
from pathlib import Path


from conftest import DATA, companion, json_events


def run_cards(tmp_path: Path, *args: str, stdin: str | None = None) -> list[dict[str, Any]]:
    result = companion("run", "--game", "cards", "--simulate", "--json", "--db", str(tmp_path / "c.db"), *args,
                       stdin=stdin)
    assert result.returncode == 0, result.stderr
    return json_events(result.stdout)


def test_a_recorded_deck_game_replays_to_exact_scores(tmp_path: Path) -> None:
    events = run_cards(tmp_path, "--players", "ann,bob,cid", "--seed", "5",
                       "--script", str(DATA / "cards_seed5.script"))
    assert not [e for e in events if e["event"] == "error"]
    summary = events[-1]
    assert summary["players"] == [{"name": "ann", "score": 117}, {"name": "bob", "score": 80},
                                  {"name": "cid", "score": 21}]
    assert summary["winners"] == ["ann"]
    kinds = {e["event"] for e in events}
    assert {"deal", "play", "draw", "row_scored", "reshuffle", "turn", "winner"} <= kinds
    scored = [e for e in events if e["event"] == "row_scored"]
    for player in ("ann", "bob", "cid"):
        assert sum(e["points"] for e in scored if e["player"] == player) == \
            [p["score"] for p in summary["players"] if p["name"] == player][0]
    assert summary["state"]["hands"]  # shown once the game is over


def test_a_scorekeeper_game_with_the_hard_variant(tmp_path: Path) -> None:
    events = run_cards(tmp_path, "--players", "ann,bob", "--option", "mode=scorekeeper", "--option", "target=50",
                       "--option", "variant=hard", "--script", str(DATA / "cards_scorekeeper.script"))
    errors = [e["reason"] for e in events if e["event"] == "error"]
    assert len(errors) == 2 and "cid" in errors[0] and "op=" in errors[1]
    assert [e["points"] for e in events if e["event"] == "row_scored"][:2] == [11, -5]
    assert events[-1]["players"] == [{"name": "ann", "score": 34}, {"name": "bob", "score": 51}]
    assert events[-1]["winners"] == ["bob"]


def test_no_hand_ever_reaches_the_shared_output(tmp_path: Path) -> None:
    events = run_cards(tmp_path, "--players", "ann,bob", "--seed", "2", "--script", "-",
                       stdin="do show-hand player=ann\npress card\ndo show-hand player=bob\n")
    hands = [e for e in events if e["event"] == "hand"]
    assert [h["private_to"] for h in hands] == ["ann", "ann"]  # press card: whose turn it is
    assert [e["reason"] for e in events if e["event"] == "error"] == ["it is ann's turn, not bob's"]
    assert all(set(h) == {"t", "event", "private_to"} for h in hands)
    assert "hands" not in events[-1]["state"]
    text = companion("run", "--game", "cards", "--simulate", "--players", "ann,bob", "--seed", "2",
                     "--db", str(tmp_path / "t.db"), "--script", "-", stdin="do show-hand player=ann\n").stdout
    assert "(a private message for ann)" in text and "ann's hand" not in text


def test_show_hand_is_not_journalled_so_undo_takes_back_the_play(tmp_path: Path) -> None:
    from games.cards.engine import CardsEngine
    from games.registry import CARDS
    from controller.core.session import load_game_data

    twin = CardsEngine(["ann", "bob"], {}, 2, load_game_data(CARDS, {}))
    twin.start()
    play = twin.legal_actions()[0]
    events = run_cards(tmp_path, "--players", "ann,bob", "--seed", "2", "--script", "-",
                       stdin=f"do {play}\ndo show-hand\ndo undo\n")
    assert not [e for e in events if e["event"] == "error"]
    assert [e for e in events if e["event"] == "undo"][0]["action"] == str(play)
    fresh = run_cards(tmp_path / "fresh", "--players", "ann,bob", "--seed", "2", "--script", "-", stdin="")
    assert events[-1] == fresh[-1]


def test_the_demo_plays_a_whole_game(tmp_path: Path) -> None:
    for extra in ([], ["--option", "mode=scorekeeper"]):
        events = run_cards(tmp_path / ("k" if extra else "d"), "--players", "ann,bob", "--demo", "--seed", "9",
                           *extra)
        assert not [e for e in events if e["event"] == "error"]
        assert len(events[-1]["winners"]) == 1
        assert max(p["score"] for p in events[-1]["players"]) >= 100


def test_the_banner_comes_first_then_the_hand_then_nothing() -> None:
    import io

    from controller.faces.terminal.private_screen import PrivateScreen
    from games.base import Event

    out = io.StringIO()
    screen = PrivateScreen(out)
    screen.post(Event("hand", {}, "ann's hand: 5, 10.", private_to="ann"))
    seen_at_each_enter: list[str] = []
    def enter(prompt: str) -> str:
        seen_at_each_enter.append(out.getvalue())
        return ""
    assert screen.show_pending(enter) == 1
    assert "take the box" in seen_at_each_enter[0] and "5, 10" not in seen_at_each_enter[0]  # banner alone
    assert "5, 10" in seen_at_each_enter[1]  # then the hand
    assert out.getvalue().endswith("\033[F\033[K" * 4)  # and it is erased
