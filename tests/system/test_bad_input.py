"""Bad input of every kind: one clear line naming what and where, exit 2, never a traceback."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest


from conftest import DATA, companion


def one_line_refusal(*args: str, stdin: str | None = None) -> str:
    result = companion(*args, stdin=stdin)
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Traceback" not in result.stderr, result.stderr
    lines = [line for line in result.stderr.splitlines() if not line.startswith("ALSA lib")]
    return "\n".join(lines)


def test_check_config_reports_every_problem_in_one_go(tmp_path: Path) -> None:
    a_file = tmp_path / "a-file.wav"
    a_file.write_bytes(b"")
    config = tmp_path / "bad.toml"
    config.write_text(f'[box]\ndatabse = "x"\ndatabase = "{tmp_path}"\n[pegs]\nserial_baud = -5\n'
                      f'[sound]\nfolder = "{a_file}"\n[speech]\nrate = 9999\n')
    out = one_line_refusal("check-config", str(config))
    assert f"{config}:2: box.databse: unknown key" in out  # the misspelt key no longer hides the rest
    assert f"{config}:3: box.database: {tmp_path}: is a folder" in out
    assert f"{config}:5: pegs.serial_baud: -5 is out of range" in out
    assert f"{config}:7: sound.folder: {a_file}: not a folder" in out
    assert f"{config}:9: speech.rate: 9999 is out of range" in out


def test_ten_thousand_problems_each_named_with_its_line(tmp_path: Path) -> None:
    config = tmp_path / "many.toml"
    config.write_text("[box]\n" + "".join(f"unknown_{i} = 1\n" for i in range(10_000)))
    out = one_line_refusal("check-config", str(config)).splitlines()
    assert len(out) == 10_000 and out[-1].startswith(f"{config}:10001: box.unknown_9999: unknown key")


def test_files_that_are_not_what_they_should_be(tmp_path: Path) -> None:
    deep = tmp_path / "deep.toml"
    deep.write_text("x = " + "[" * 5000 + "]" * 5000 + "\n")
    assert "nested too deeply" in one_line_refusal("check-config", str(deep))
    tiles = tmp_path / "tiles.toml"
    config = tmp_path / "lab.toml"
    config.write_text(f'[games.labyrinth]\ntiles = "{tiles}"\n')
    for text, said in (("fixed = 3\n", "fixed: expected [[fixed]] tables"),
                       ('[[fixed]]\nat = [0, 0]\nopen = "ES"\ntarget = 5\n', "fixed[1].target: expected a text"),
                       ("x = " + "[" * 5000 + "]" * 5000 + "\n", "nested too deeply")):
        tiles.write_text(text)
        assert said in one_line_refusal("check-config", str(config))
        assert said in one_line_refusal("run", "--game", "labyrinth", "--simulate", "--config", str(config),
                                        "--db", str(tmp_path / "l.db"), "--script", "-", stdin="")
    config.write_text('[games.pacman]\nmaze = "/tmp/a\\u0000b.toml"\n')
    assert "games.pacman.maze: not a usable path" in one_line_refusal("check-config", str(config))


def test_numbers_and_names_beyond_what_can_be_kept(tmp_path: Path) -> None:
    db = str(tmp_path / "n.db")
    huge = one_line_refusal("run", "--game", "deathstar", "--simulate", "--seed", str(2**64), "--db", db)
    assert "--seed: expected 0 to 9,223,372,036,854,775,807" in huge
    long = one_line_refusal("run", "--game", "deathstar", "--simulate", "--players", "ann," + "b" * 500,
                            "--db", db, "--script", "-", stdin="")
    assert "at most 32 characters" in long


@pytest.mark.parametrize("args, said", [
    (("run", "--game", "cards", "--simulate", "--demo", "--pace", "-1"), "--pace: expected a number of seconds"),
    (("run", "--game", "cards", "--simulate", "--demo", "--pace", "nan"), "--pace: expected a number of seconds"),
    (("run", "--game", "cards", "--simulate", "--demo", "--pace", "inf"), "--pace: expected a number of seconds"),
    (("diagnose", "--simulate", "--seconds", "-5"), "--seconds: expected a number of seconds above 0, at most 86,400"),
    (("diagnose", "--simulate", "--seconds", "1e999"), "--seconds: expected a number of seconds"),
    (("simulate", "pacman", "--games", "0"), "--games: expected a whole number"),
])
def test_numbers_on_the_command_line_are_finite_and_in_range(args: tuple[str, ...], said: str) -> None:
    """``--pace -1``, ``nan`` and ``inf`` used to end in tracebacks; ``diagnose --seconds -5`` exited 0 silently
    and ``--seconds 1e999`` ran for ever."""
    assert said in one_line_refusal(*args, stdin="")


def test_csv_export_never_hands_a_spreadsheet_a_formula(tmp_path: Path) -> None:
    db = str(tmp_path / "c.db")
    script = DATA / "cards_scorekeeper.script"
    played = companion("run", "--game", "cards", "--simulate", "--players=-A1,bob", "--option", "mode=scorekeeper",
                       "--option", "target=50", "--option", "variant=hard", "--db", db, "--script", "-",
                       stdin=script.read_text().replace("player=ann", "player=-A1"))
    assert played.returncode == 0, played.stderr
    out = tmp_path / "plays.csv"
    assert companion("scores", "--db", db, "--export", "csv", str(out)).returncode == 0
    rows = list(csv.DictReader(out.open()))
    assert {r["player"] for r in rows} == {"'-A1", "bob"}
    assert {r["score"] for r in rows if r["player"] == "'-A1"} == {str(int(r["score"])) for r in rows
                                                                 if r["player"] == "'-A1"}  # numbers stay numbers
