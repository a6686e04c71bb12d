"""PAC-MAN through `companion`: pegs through the simulated board, a replayed match, demo, maze, simulate."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from conftest import DATA, companion, json_events


RECORDED = DATA / "pacman_arcade_seed2.script"
GAME = ["run", "--game", "pacman", "--simulate", "--json", "--players", "ann,bob,cid"]


def test_a_recorded_arcade_match_replays_to_exact_scores(tmp_path: Path) -> None:
    result = companion(*GAME, "--seed", "2", "--option", "mode=arcade", "--script", str(RECORDED),
                       "--db", str(tmp_path / "p.db"))
    assert result.returncode == 0, result.stderr
    events = json_events(result.stdout)
    assert not [e for e in events if e["event"] == "error"]
    assert not [e for e in events if e["event"] == "referee"]  # a fair match: the move referee never objects
    summary = events[-1]
    assert summary["players"] == [{"name": "ann", "score": 4500}, {"name": "bob", "score": 600},
                                  {"name": "cid", "score": 200}]
    assert summary["winners"] == ["ann"]
    assert summary["state"]["results"]["ann"] == {"dots": 0, "sections": 3200, "ghosts": 1200, "fruit": 100,
                                                  "total": 4500}
    kinds = {e["event"] for e in events}
    assert {"next_pacman", "game_start", "roll", "dot_eaten", "section_cleared", "level_cleared", "ghost_card",
            "fruit_placed", "fruit_eaten", "power_on", "power_roll", "power_off", "ghost_eaten", "caught",
            "life_lost", "game_over", "winner"} <= kinds
    # every dot came through the peg driver: one dot_eaten per peg pushed down on an uneaten dot
    eaten = [e for e in events if e["event"] == "dot_eaten"]
    assert len(eaten) > 120 and all(e["space"] for e in eaten)
    by_player: dict[str, int] = {}
    for e in events:
        if e["event"] in ("section_cleared", "ghost_eaten", "fruit_eaten"):
            player = e["player"]
            by_player[player] = by_player.get(player, 0) + {"section_cleared": 800, "ghost_eaten": 200}.get(
                e["event"], e.get("points", 0))
    assert by_player == {"ann": 4500, "bob": 600, "cid": 200}


def test_pegs_in_a_script_go_through_the_simulated_board(tmp_path: Path) -> None:
    script = "press spin\npeg I16 down\npeg G16 down\npeg G16 up\npeg G16 down\npeg Z99 down\npeg J16 down\n"
    events = json_events(companion(*GAME, "--seed", "1", "--script", "-", "--db", str(tmp_path / "s.db"),
                                   stdin=script).stdout)
    assert [e["space"] for e in events if e["event"] == "dot_eaten"] == ["I16", "G16"]  # lifted and pushed: once
    errors = [e["reason"] for e in events if e["event"] == "error"]
    assert len(errors) == 2 and "Z99" in errors[0] and "J16" in errors[1]
    times = [e["t"] for e in events if e["event"] == "dot_eaten"]
    assert times[0] > 0  # the debounce window passed on the simulated clock


def test_buttons_hold_and_press_bindings(tmp_path: Path) -> None:
    config = tmp_path / "fast.toml"
    config.write_text("[buttons]\nhold_time = 0.2\n")
    script = "press spin\npress undo\nhold spin\npress spin\npress undo\nhold next\n"
    events = json_events(companion(*GAME, "--seed", "1", "--config", str(config), "--script", "-",
                                   "--db", str(tmp_path / "b.db"), stdin=script).stdout)
    kinds = [e["event"] for e in events]
    assert "roll" in kinds and "power_on" in kinds and "ghost_eaten" in kinds
    assert [e for e in events if e["event"] == "error"][0]["reason"].startswith("Pac-Man can only eat ghosts")
    assert [e for e in events if e["event"] == "error"][1]["reason"].startswith("Pac-Man is powered")


def test_the_demo_plays_a_whole_match(tmp_path: Path) -> None:
    result = companion("run", "--game", "pacman", "--players", "ann,bob,cid", "--seed", "4", "--demo",
                       "--db", str(tmp_path / "d.db"))
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert out.count("is Pac-Man (dice") == 3 and "eats the dot at" in out
    assert "Summary:" in out and "Winner: none yet" not in out


@pytest.mark.parametrize("game", ["pacman", "deathstar"])
def test_the_demo_plays_with_the_buttons_bound_otherwise(game: str, tmp_path: Path) -> None:
    """The demo's players act, they do not press buttons: with the spin and card buttons swapped (a valid
    config) the game still runs to its end, with no refused input (it used to refuse 10,000 and stop)."""
    config = tmp_path / "config.toml"
    actions = {"pacman": ("card", "roll"), "deathstar": ("card", "spin")}[game]
    config.write_text(f'[games.{game}.press]\nspin = "{actions[0]}"\ncard = "{actions[1]}"\n')
    result = companion("run", "--game", game, "--players", "ann,bob", "--seed", "3", "--demo", "--json",
                       "--config", str(config), "--db", str(tmp_path / "d.db"))
    assert result.returncode == 0, result.stderr
    events = json_events(result.stdout)
    assert [e for e in events if e["event"] == "error"] == []
    assert events[-1]["event"] == "summary" and events[-1]["finished"] and events[-1]["winners"]


def test_maze_json_lists_every_space() -> None:
    data = json.loads(companion("maze", "--json").stdout)
    spaces = {s["id"]: s for s in data["spaces"]}
    assert {s["kind"] for s in spaces.values()} == {"dot", "power", "grey", "start", "ghost_start", "cage", "tunnel"}
    assert all(set(s) == {"id", "kind", "section", "cell", "neighbours"} for s in spaces.values())
    assert spaces["B2"]["section"] == 1 and spaces["B2"]["cell"] == [0, 0]
    assert spaces["J16"]["kind"] == "start" and spaces["J16"]["cell"] is None
    assert "S10" in spaces["A10"]["neighbours"]
    text = companion("maze").stdout
    assert "120 dots" in text and "ABCDEFGHIJKLMNOPQRS" in text


def test_a_bad_maze_file_is_refused_with_file_and_place(tmp_path: Path) -> None:
    maze = tmp_path / "maze.toml"
    maze.write_text('grid = """\n#.o#\n#.X#\n"""\n')
    config = tmp_path / "c.toml"
    config.write_text(f'[games.pacman]\nmaze = "{maze}"\n')
    result = companion("check-config", str(config))
    assert result.returncode == 2 and "grid line 2" in result.stderr and "'X'" in result.stderr


def test_simulate_prints_figures() -> None:
    result = companion("simulate", "pacman", "--games", "4")
    assert result.returncode == 0
    assert "4 matches (12 Pac-Man games)" in result.stdout and re.search(r"\d+ Pac-Man games \(\d+ matches\) per CPU second", result.stdout)


def test_peg_sensor_faults_are_reported_by_space_and_change_nothing(tmp_path: Path) -> None:
    import io

    from controller.core.journal import Journal
    from controller.core.loop import Bindings, GameLoop
    from controller.faces.terminal.sink import TerminalSink
    from controller.core.publisher import Publisher
    from controller.core.session import load_game_data, open_session
    from drivers.inputs import PegAmbiguous, PegDown, PegFault
    from games.registry import GAMES

    spec = GAMES["pacman"]
    session, _ = open_session(spec, load_game_data(spec, {}), Journal(tmp_path / "f.db"), ["ann", "bob"], {}, 1,
                              False, [], 0)
    out = io.StringIO()
    publisher = Publisher([TerminalSink(json_mode=True, stream=out)])
    loop = GameLoop(session, Bindings({}, {}), publisher, lambda: 0.0)
    before = session.engine.summary()
    loop.handle(PegFault((0, 0), "chatter"))
    loop.handle(PegAmbiguous((0, 1)))
    loop.handle(PegDown((7, 15)))  # no peg is wired to that cell
    publisher.drain()
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert lines[0] == {"t": 0.0, "event": "peg_fault", "cell": [0, 0], "space": "B2", "fault": "chatter"}
    assert lines[1]["space"] == "C2" and "ambiguous" in lines[1]["fault"]
    assert lines[2]["event"] == "error" and "R7C15" in lines[2]["reason"]
    assert session.engine.summary() == before and session.actions == []
    loop.handle(PegDown((0, 0)))
    publisher.drain()
    assert json.loads(out.getvalue().splitlines()[-1])["space"] == "B2"


def test_the_table_simulator_only_makes_legal_moves() -> None:
    from controller.cli.simulate import play_match
    from controller.core.session import load_game_data
    from games.pacman.engine import PacmanEngine
    from games.registry import PACMAN

    data = load_game_data(PACMAN, {})
    for seed, options in ((11, {}), (12, {"mode": "arcade"}), (13, {"purist": "true"})):
        engine = PacmanEngine(["ann", "bob", "cid", "dee"], options, seed, data)
        engine.start()
        finished, table, refused = play_match(engine, seed)
        assert finished.finished and refused == 0, (seed, refused)
        assert len(finished.results) == 4 and table.turns > 4
