"""A family's box, started as the service starts it: what the demo leaves behind, what a restart resumes
(issue 35, points 3 and 10)."""

from __future__ import annotations

import io
import os
from pathlib import Path

from conftest import companion
from controller.core.box import Box, RunRequest
from controller.core.config import load_config
from controller.core.loop import NewGame
from games.registry import GAMES


def test_the_demo_never_reaches_the_familys_score_log(tmp_path: Path) -> None:
    """The README's first command plays a demo: the family's own database (and score log) stays empty."""
    home = {"XDG_DATA_HOME": str(tmp_path / "data"), "HOME": str(tmp_path)}
    for game in ("deathstar", "pacman"):
        played = companion("run", "--game", game, "--simulate", "--demo", "--pace", "0", env=home)
        assert played.returncode == 0 and "Winner" in played.stdout, played.stderr
    assert not (tmp_path / "data" / "tabletop-companion" / "companion.db").exists()
    shown = companion("scores", "--json", env=home)
    assert shown.returncode == 0 and '"plays": []' in shown.stdout


def test_a_restart_resumes_the_game_the_table_chose_not_the_configs(tmp_path: Path) -> None:
    """The host's phone started a card game on a box whose config says Death Star; the power goes: the box
    comes back to that card game, unfinished, not to a Death Star game."""
    config = load_config(None)
    assert config.get("box.game") == "deathstar"
    request = RunRequest(simulate=True, db=str(tmp_path / "companion.db"))
    with Box(config, request, GAMES["deathstar"], io.StringIO()) as box:
        box.start()
        box.loop.submit(NewGame(game="cards", players=("ann", "bob", "cid")))
        box.loop.settle()
        assert box.loop.session.spec.name == "cards"
        game = box.loop.session.record.id
    with Box(config, request, GAMES["deathstar"], io.StringIO()) as again:
        again.start()
        assert again.resumed and again.loop.session.record.id == game
        assert again.loop.session.spec.name == "cards" and again.spec.name == "cards"
        assert again.loop.session.record.players == ("ann", "bob", "cid")
    assert os.path.exists(tmp_path / "companion.db")
