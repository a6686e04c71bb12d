"""Pokémon Labyrinth through `companion`: replayed games, the demo, the set-up picture, privacy."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import DATA, companion, json_events


GAME = ["run", "--game", "labyrinth", "--simulate", "--json", "--players", "ann,bob,cid", "--seed", "5"]


@pytest.mark.parametrize("variant,scores,winners", [
    ("classic", {"ann": 8, "bob": 6, "cid": 0}, ["ann"]),
    ("glow", {"ann": 8, "bob": 16, "cid": 12}, ["bob"]),
])
def test_recorded_games_replay_to_exact_outcomes(tmp_path: Path, variant: str, scores: dict[str, int],
                                                 winners: list[str]) -> None:
    result = companion(*GAME, "--option", f"variant={variant}", "--db", str(tmp_path / "l.db"),
                       "--script", str(DATA / f"labyrinth_{variant}_seed5.script"))
    assert result.returncode == 0, result.stderr
    events = json_events(result.stdout)
    assert not [e for e in events if e["event"] == "error"]
    summary = events[-1]
    assert {p["name"]: p["score"] for p in summary["players"]} == scores and summary["winners"] == winners
    kinds = {e["event"] for e in events}
    assert {"setup", "insert", "move", "target_found", "turn", "winner", "reach", "target"} <= kinds
    if variant == "glow":
        phases = [e["phase"] for e in events if e["event"] == "phase"]
        assert phases == ["day", "night", "end"]
        breakdown = summary["state"]["breakdown"]["bob"]
        assert breakdown["day"] + 2 * breakdown["night"] + breakdown["coin"] == 16
    # the private look at bob's target never shows the Pokémon on the shared output
    target = [e for e in events if e["event"] == "target"][0]
    assert set(target) == {"t", "event", "private_to"} and target["private_to"] == "bob"


def test_the_demo_plays_to_the_end(tmp_path: Path) -> None:
    for variant in ("classic", "glow"):
        result = companion("run", "--game", "labyrinth", "--players", "ann,bob,cid", "--seed", "11", "--demo",
                           "--option", f"variant={variant}", "--db", str(tmp_path / f"{variant}.db"))
        assert result.returncode == 0, result.stderr
        assert "Winner: none yet" not in result.stdout and "finds" in result.stdout


def test_setup_prints_the_maze_and_draws_a_png(tmp_path: Path) -> None:
    picture = tmp_path / "setup.png"
    result = companion("labyrinth", "setup", "--seed", "3", "--png", str(picture))
    assert result.returncode == 0
    assert "@@@" in result.stdout and "Pokémon: " in result.stdout and "spare" in result.stdout
    data = picture.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 5000
    again = companion("labyrinth", "setup", "--seed", "3").stdout
    assert again.splitlines()[:20] == result.stdout.splitlines()[:20]  # the same seed, the same maze


def test_refused_moves_are_errors_that_change_nothing(tmp_path: Path) -> None:
    script = "do move to=0,0\ndo insert arrow=Q9\ndo insert arrow=N1 rotation=7\ndo insert arrow=N1\ndo insert arrow=S1\n"
    events = json_events(companion(*GAME, "--db", str(tmp_path / "r.db"), "--script", "-", stdin=script).stdout)
    errors = [e["reason"] for e in events if e["event"] == "error"]
    assert len(errors) == 4
    assert "slide the spare tile in first" in errors[0] and "arrow=Q9" in errors[1] and "rotation" in errors[2]
    assert "inserted the tile" in errors[3]


def test_the_setup_picture_names_every_arrow_and_fits_every_name(tmp_path: Path) -> None:
    import pygame

    from controller.faces.screen.setup_picture import CELL, MARGIN, arrow_places, fitted
    from games.labyrinth.board import ARROWS, SIZE

    places = arrow_places((MARGIN, MARGIN))
    assert sorted(places) == sorted(ARROWS)
    board = pygame.Rect(MARGIN, MARGIN, CELL * SIZE, CELL * SIZE)
    assert not any(board.collidepoint(p) for p in places.values())  # beside the board, not on a tile
    pygame.font.init()
    font = fitted(lambda size: pygame.font.Font(None, size + 4), "Charmander", CELL - 6)
    assert font.size("Charmander")[0] <= CELL - 6
    picture = tmp_path / "setup.png"
    assert companion("labyrinth", "setup", "--seed", "3", "--png", str(picture)).returncode == 0
    width, height = pygame.image.load(str(picture)).get_size()
    assert width >= 2 * MARGIN + CELL * SIZE and height == 2 * MARGIN + CELL * SIZE
