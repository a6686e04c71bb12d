"""A family's box, started as the service starts it: what the demo leaves behind, what a restart resumes
(issue 35, points 3 and 10)."""

from __future__ import annotations

import io
import os
from pathlib import Path

from games.deathstar.engine import DeathStarEngine
from conftest import companion, engine_as
from controller.app.box import Box, RunRequest
from controller.app.config_file import load_config
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
    assert config.text("box.game") == "deathstar"
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


def test_a_resumed_game_says_and_shows_the_step_it_waits_for(tmp_path: Path) -> None:
    """After a power cut the box says more than "ann's turn.": ann has spun and landed, she must now end her
    turn; the status says the same."""
    from games.base import Action
    from games.deathstar.demo_bot import DeathStarBot
    from webbox import Ear

    request = RunRequest(game="deathstar", players=["ann", "bob"], seed=7, simulate=True,
                         db=str(tmp_path / "companion.db"))
    config = load_config(None)
    with Box(config, request, GAMES["deathstar"], io.StringIO()) as box:
        box.start()
        engine = engine_as(box, DeathStarEngine)
        bot = DeathStarBot(engine, 7)
        from controller.core.loop import DoAction
        while engine.awaiting != "landed":
            move = bot.next_move(engine)
            if isinstance(move, Action):
                box.loop.submit(DoAction(move))
                box.loop.settle()
        player = engine.turn
    ear, out = Ear(), io.StringIO()
    with Box(config, request, GAMES["deathstar"], out, announcer=ear) as again:
        again.start()
        again.loop.settle()
        assert again.resumed
        said = f"The game goes on where it stopped. {player}: end the turn."
        assert ear.said == [said]
        assert said in out.getvalue()
        again.loop.submit(DoAction(Action.make("status")))
        again.loop.settle()
        assert ear.said[-1] == f"{player}: end the turn."


def test_an_owner_who_changes_the_configs_game_gets_that_game(tmp_path: Path) -> None:
    """Only a game the table chose overrides the config: a Death Star game the box started by itself stays
    unfinished while the owner's config now says PAC-MAN, and PAC-MAN it is."""
    request = RunRequest(simulate=True, db=str(tmp_path / "companion.db"))
    with Box(load_config(None), request, GAMES["deathstar"], io.StringIO()) as box:
        box.start()
    pacman = load_config(None).overridden("box.game", "pacman")
    with Box(pacman, request, GAMES["pacman"], io.StringIO()) as again:
        again.start()
        assert again.loop.session.spec.name == "pacman" and not again.resumed
