"""`companion run` end to end: scripts, JSON events, determinism, errors, undo, scores."""

from __future__ import annotations

import csv
import json
from pathlib import Path


from conftest import DATA, companion, json_events


SCRIPT = DATA / "deathstar_seed7.script"
GAME = ["run", "--game", "deathstar", "--players", "ann,bob", "--seed", "7", "--simulate"]


def test_a_recorded_game_replays_to_its_winner_byte_for_byte(tmp_path: Path) -> None:
    first = companion(*GAME, "--script", str(SCRIPT), "--json", "--db", str(tmp_path / "a.db"))
    second = companion(*GAME, "--script", str(SCRIPT), "--json", "--db", str(tmp_path / "b.db"))
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    events = json_events(first.stdout)
    assert not [e for e in events if e["event"] == "error"]
    kinds = {e["event"] for e in events}
    assert {"spin", "force_card", "turn", "mission", "winner", "summary"} <= kinds
    summary = events[-1]
    assert summary["event"] == "summary"
    assert summary["game"] == "deathstar"
    assert summary["winners"] == ["ann"]
    assert summary["players"] == [{"name": "ann", "score": 1}, {"name": "bob", "score": 0}]
    assert summary["state"]["cards_drawn"] == 7
    assert summary["state"]["progress"]["ann"]["hyperspace"] is True
    spins = [e for e in events if e["event"] == "spin"]
    assert all(isinstance(e["value"], int) or e["outcome"] in ("WIN", "LOSE") for e in spins)
    assert all(e["t"] == round(e["t"], 3) for e in events)


def test_the_transcript_is_readable_and_the_score_log_records_the_game(tmp_path: Path) -> None:
    db = str(tmp_path / "s.db")
    result = companion(*GAME, "--script", str(SCRIPT), "--db", db)
    assert result.returncode == 0, result.stderr
    assert "ann reaches the Rebel Base and wins!" in result.stdout
    assert "Summary: ann, bob. Winner: ann." in result.stdout  # a race: no points to print
    shown = companion("scores", "--json", "--db", db)
    data = json.loads(shown.stdout)
    assert data["wins"] == {"deathstar": {"ann": 1}}
    play = data["plays"][0]
    assert play["game"] == "deathstar" and play["winners"] == ["ann"]
    assert [p["name"] for p in play["players"]] == ["ann", "bob"]
    assert play["started_at"] <= play["finished_at"]
    text = companion("scores", "--db", db).stdout
    assert "Escape from Death Star" in text and "ann" in text  # titles everywhere
    assert "High scores" not in text and "ann 1" not in text.split("Recent plays")[1]  # a game of no points
    assert data["high_scores"] == []
    out = tmp_path / "plays.csv"
    assert companion("scores", "--export", "csv", str(out), "--db", db).returncode == 0
    rows = list(csv.DictReader(out.open()))
    assert [(r["player"], r["winner"]) for r in rows] == [("ann", "1"), ("bob", "0")]
    # A finished game is not resumed: the next run starts a new one.
    again = companion(*GAME, "--script", "-", "--db", db, stdin="")
    assert "New game #2 of Escape from Death Star" in again.stdout


def test_bad_lines_and_forbidden_actions_are_error_events_that_change_nothing(tmp_path: Path) -> None:
    lines = ["press spin", "jump around", "do land token=1 spot=force", "press nosuchbutton",
             "wait soon", "do", "press spin"]
    result = companion(*GAME, "--script", "-", "--json", "--db", str(tmp_path / "e.db"), stdin="\n".join(lines))
    assert result.returncode == 0
    events = json_events(result.stdout)
    errors = [e["reason"] for e in events if e["event"] == "error"]
    assert len(errors) == 5, errors
    assert "unknown input 'jump'" in errors[0]
    assert "turn order" in errors[1]
    assert "nosuchbutton" in errors[2]
    clean = companion(*GAME, "--script", "-", "--json", "--db", str(tmp_path / "f.db"),
                      stdin="press spin\npress spin\n")
    assert json_events(clean.stdout)[-1] == events[-1]  # same state as if the bad lines were never there


def test_undo_by_action_and_by_holding_the_undo_button(tmp_path: Path) -> None:
    config = tmp_path / "fast.toml"
    config.write_text("[buttons]\nhold_time = 0.2\n")
    head = "press spin\npress spin\npress spin\n"
    base = companion(*GAME, "--script", "-", "--json", "--db", str(tmp_path / "0.db"), stdin=head)
    for undo in ("do undo", "hold undo"):
        result = companion(*GAME, "--config", str(config), "--script", "-", "--json",
                           "--db", str(tmp_path / f"{undo[:2]}.db"),
                           stdin=head + "do land token=1 spot=force\n" + undo + "\n")
        events = json_events(result.stdout)
        assert [e for e in events if e["event"] == "undo"][0]["action"] == "land spot=force token=1"
        assert events[-1] == json_events(base.stdout)[-1], undo


def test_undo_with_nothing_to_undo_is_an_error(tmp_path: Path) -> None:
    result = companion(*GAME, "--script", "-", "--json", "--db", str(tmp_path / "u.db"), stdin="do undo\n")
    assert json_events(result.stdout)[1] == {"t": 0.0, "event": "error", "reason": "nothing to undo"}


def test_wait_moves_simulated_time(tmp_path: Path) -> None:
    result = companion(*GAME, "--script", "-", "--json", "--db", str(tmp_path / "w.db"),
                       stdin="press spin\nwait 2.5\npress spin\n")
    times = [e["t"] for e in json_events(result.stdout) if e["event"] == "spin"]
    assert times == [0.0, 2.5]


def test_no_sound_device_the_game_still_plays(tmp_path: Path) -> None:
    result = companion(*GAME, "--script", str(SCRIPT), "--json", "--db", str(tmp_path / "n.db"),
                       env={"SDL_AUDIODRIVER": "no_such_driver"})
    assert result.returncode == 0
    assert "no sound device" in result.stderr
    assert json_events(result.stdout)[-1]["winners"] == ["ann"]


def test_the_demo_plays_a_whole_game_to_a_winner(tmp_path: Path) -> None:
    result = companion("run", "--game", "deathstar", "--players", "ann,bob,cid", "--seed", "3", "--demo",
                       "--json", "--db", str(tmp_path / "d.db"))
    assert result.returncode == 0, result.stderr
    events = json_events(result.stdout)
    assert "Using simulated hardware (" in result.stderr
    assert not [e for e in events if e["event"] == "error"]
    assert len(events[-1]["winners"]) == 1
    assert [e for e in events if e["event"] == "winner"][0]["player"] == events[-1]["winners"][0]


def test_bare_action_words_status_and_a_resume_that_says_where_the_game_stands(tmp_path: Path) -> None:
    db = str(tmp_path / "w.db")
    cards = ["run", "--game", "cards", "--simulate", "--players", "ann,bob", "--option", "mode=scorekeeper",
             "--db", db, "--script", "-"]
    first = companion(*cards, stdin="score player=bob left=5 op=x right=5\nstatus\n")
    assert "bob scores 25" in first.stdout and "Scores: ann 0, bob 25." in first.stdout
    assert "error" not in first.stdout.lower()
    resumed = companion(*cards, stdin="")
    assert "after 1 action. Scores: ann 0, bob 25." in resumed.stdout
    deathstar = companion(*GAME, "--script", "-", "--db", str(tmp_path / "d.db"), stdin="spin\nspin\nstatus\n")
    assert "Scores:" not in deathstar.stdout  # a game of no points: only whose turn it is
    assert deathstar.stdout.splitlines()[-2].endswith(": spin.")  # whose turn it is, and what they must do
    held = tmp_path / "hold.toml"
    held.write_text('[games.cards.hold]\nnext = "status"\n[buttons]\nhold_time = 0.2\n')
    button = companion(*cards, "--config", str(held), stdin="hold next\n")  # a button bound to status
    assert "Scores: ann 0, bob 25." in button.stdout.splitlines()[-2]


def test_scores_are_shown_in_local_time(tmp_path: Path) -> None:
    db = str(tmp_path / "t.db")
    companion(*GAME, "--script", str(SCRIPT), "--db", db)
    finished = json.loads(companion("scores", "--json", "--db", db).stdout)["plays"][0]["finished_at"]
    from datetime import datetime, timedelta
    local = datetime.fromisoformat(finished) + timedelta(hours=5, minutes=30)
    text = companion("scores", "--db", db, env={"TZ": "IST-5:30"}).stdout
    assert local.strftime("%Y-%m-%d %H:%M") in text


def test_version_verbose_anywhere_and_python_dash_m(tmp_path: Path) -> None:
    import subprocess
    import sys

    from conftest import ROOT

    version = companion("--version")
    assert version.returncode == 0 and version.stdout.startswith("companion 0.")
    module = subprocess.run([sys.executable, "-m", "controller", "--version"], capture_output=True, text=True,
                            cwd=ROOT)
    assert module.stdout == version.stdout
    from controller.core.journal import Journal

    Journal(tmp_path / "v.db").close()  # a box's database with no game finished yet
    for args in (["-v", "scores"], ["scores", "-v"]):
        shown = companion(*args, "--db", str(tmp_path / "v.db"))
        assert shown.returncode == 0 and "No finished games yet." in shown.stdout, shown.stderr


def test_a_run_imports_only_its_own_game() -> None:
    """Start-up (bench/startup.py): one game's run does not import the other games, nor the peg drivers
    of a game off the pegs, nor pyserial without a serial board."""
    import subprocess
    import sys

    from conftest import ROOT

    probe = ("import sys\nfrom controller.app.box import Box\nfrom controller.core.session import load_game_data\n"
             "from games.registry import GAMES\nspec = GAMES['cards']\n"
             "spec.build(['ann', 'bob'], {}, 1, load_game_data(spec, {}))\n"
             "print(' '.join(sorted(m for m in sys.modules if m.split('.')[0] in ('games', 'drivers', 'serial'))))")
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT,
                            check=True).stdout.split()
    assert "games.cards.engine" in loaded
    others = [m for m in loaded if m.split(".")[:2] in (["games", "pacman"], ["games", "deathstar"],
                                                         ["games", "labyrinth"])]
    assert others == []
    assert not {"drivers.matrix", "drivers.serial_board", "serial"} & set(loaded)


def test_a_script_may_be_any_readable_file_but_not_a_folder(tmp_path: Path) -> None:
    import os

    quiet = companion(*GAME, "--script", os.devnull, "--db", str(tmp_path / "n.db"))
    assert quiet.returncode == 0 and "Summary:" in quiet.stdout, quiet.stderr
    folder = companion(*GAME, "--script", str(tmp_path), "--db", str(tmp_path / "f.db"))
    assert folder.returncode == 2
    assert folder.stderr.strip() == f"companion run --script: {tmp_path}: is a folder, not a file"


def test_the_language_chooses_the_voice_on_every_command(tmp_path: Path) -> None:
    args = ("run", "--game", "cards", "--players", "ann,bob", "--simulate", "--script", "-", "--db")
    italian = companion("-v", *args, str(tmp_path / "a.db"), "--lang", "it", stdin="")
    assert italian.returncode == 0 and "speech: espeak-ng, voice 'it'" in italian.stderr, italian.stderr
    config = tmp_path / "config.toml"
    config.write_text('[box]\nlanguage = "de"\n')
    german = companion(*args, str(tmp_path / "b.db"), "--config", str(config), "-v", stdin="")
    assert "speech: espeak-ng, voice 'de'" in german.stderr
    config.write_text('[box]\nlanguage = "de"\n[speech]\nvoice = "en-us"\n')
    chosen = companion(*args, str(tmp_path / "c.db"), "--config", str(config), "-v", stdin="")
    assert "speech: espeak-ng, voice 'en-us'" in chosen.stderr
    for command in (["scores"], ["maze"], ["check-config"], ["labyrinth", "setup"]):
        assert companion(*command, "--lang", "fr").returncode == 0, command
    refused = companion("scores", "--lang", "es")
    assert refused.returncode == 2 and "argument --lang: 'es' is not one of" in refused.stderr


def test_a_finished_game_says_its_final_standing_winners_first(tmp_path: Path) -> None:
    """The final standing (issue 52), after the winner's line: a Labyrinth is won by the first home, so the
    winner comes first even on an equal count (seed 34427760: both found their 12)."""
    result = companion("run", "--game", "labyrinth", "--simulate", "--demo", "--seed", "34427760",
                       "--db", str(tmp_path / "lab.db"))
    lines = [line.split("] ", 1)[-1] for line in result.stdout.splitlines()]
    won = next(k for k, line in enumerate(lines) if line.endswith("player2 wins!"))
    assert lines[won + 1] == "Final scores: player2 12 and player1 12."
    race = companion("run", "--game", "deathstar", "--simulate", "--demo", "--seed", "3", "--db", str(tmp_path / "ds.db"))
    assert "Final scores" not in race.stdout  # a race has no scores to say


def test_a_double_press_never_gives_a_turn_away(tmp_path: Path) -> None:
    """Two quick presses of spin ended one player's turn unplayed and spun for the next (issue 52): a second
    press within buttons.double_press seconds that would end a turn nobody played counts once; after the
    window, or with the guard off, it is a press like any other."""
    head = "press spin\npress spin\npress spin\n"  # the turn order, then the first player's spin: a token to move

    def spins(script: str, config: str = "") -> list[dict[str, object]]:
        extra = ["--config", str(tmp_path / "c.toml")] if config else []
        if config:
            (tmp_path / "c.toml").write_text(config)
        result = companion(*GAME, *extra, "--script", "-", "--json", "--db", str(tmp_path / f"{len(script)}{len(config)}.db"),
                           stdin=script)
        assert result.returncode == 0, result.stderr
        return [e for e in json_events(result.stdout) if e["event"] == "spin"]

    base = spins(head)
    assert spins(head + "press spin\n") == base  # at once: counted once, the turn is still the mover's
    later = spins(head + "wait 1.5\npress spin\n")
    assert len(later) == len(base) + 1 and later[-1]["player"] != base[-1]["player"]  # a second later: the next spin
    assert len(spins(head + "press spin\n", "[buttons]\ndouble_press = 0\n")) == len(base) + 1  # the guard off
