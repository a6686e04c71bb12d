"""A card that filled up while the box was off: the box never takes that for a corrupt database. On a real
file system that is full (a small tmpfs in a user and mount namespace of the test's own, so no root is needed),
the box started as the service starts it keeps the unfinished game and the score log, says what to free on
standard error and through its speaker (in the box's language), and exits non-zero with every file as it
was; given room again, it resumes the game and the scores are all there."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from conftest import ROOT, companion
from evening import espeak_stand_in

CARD_KIB = 1024


def box_database(folder: Path, language: str) -> tuple[Path, Path]:
    """A box's database holding a finished game (the score log) and an unfinished one; and its config."""
    config = folder / "config.toml"
    config.write_text(f'[box]\nlanguage = "{language}"\n')
    db = folder / "companion.db"
    script = (ROOT / "tests" / "data" / "deathstar_seed7.script").read_text()
    whole = companion("run", "--config", str(config), "--game", "deathstar", "--simulate", "--players", "ann,bob",
                      "--seed", "7", "--db", str(db), "--script", "-", stdin=script)
    assert whole.returncode == 0, whole.stderr
    started = companion("run", "--config", str(config), "--game", "deathstar", "--simulate", "--players", "cid,dan",
                        "--seed", "3", "--new", "--db", str(db), "--script", "-", stdin="press spin\npress spin\n")
    assert started.returncode == 0, started.stderr
    return db, config


def on_a_full_card(tmp_path: Path, db: Path, config: Path, keep_reserve: bool) -> dict[str, Any]:
    """tests/full_card.py on a tmpfs of CARD_KIB that ends with it; what it saw, and what the box said."""
    unshare = shutil.which("unshare")
    assert unshare is not None, "unshare(1) is needed (util-linux)"
    card = tmp_path / "card"
    card.mkdir()
    spoken = tmp_path / "spoken.txt"
    env = {**os.environ, "COMPANION_CONFIG": str(config), "SDL_AUDIODRIVER": "disk",
           "SDL_DISKAUDIOFILE": str(tmp_path / "audio.raw"), "SDL_DISKAUDIODELAY": "0", "SPOKEN": str(spoken),
           "PATH": f"{espeak_stand_in(tmp_path / 'bin', spoken)}:{os.environ['PATH']}"}
    script = f'mount -t tmpfs -o size={CARD_KIB}k tmpfs "$1" && exec "$2" "$3" "$1" "$4" "$5"'
    done = subprocess.run([unshare, "--map-root-user", "--mount", "sh", "-c", script, "card", str(card),
                           sys.executable, str(ROOT / "tests" / "full_card.py"), str(db), "1" if keep_reserve else "0"],
                          capture_output=True, text=True, timeout=600, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    seen: dict[str, Any] = json.loads(done.stdout)
    seen["spoken"] = spoken.read_text(encoding="utf-8")
    return seen


def test_a_start_on_a_full_card_keeps_the_game_and_the_scores_and_says_what_to_free(tmp_path: Path) -> None:
    """It used to move the healthy database aside (``.broken-...``), start afresh with the default players,
    and ``companion scores`` said "No finished games yet"."""
    db, config = box_database(tmp_path, "it")
    seen = on_a_full_card(tmp_path, db, config, keep_reserve=False)
    full = seen["full"]
    assert full["run"]["rc"] == 2 and "Traceback" not in full["run"]["err"]
    said = "La scheda di memoria è piena"
    assert said in full["run"]["err"] and "KiB liberi" in full["run"]["err"]
    assert said in seen["spoken"]  # through the speaker: the family at a screenless box hears it
    assert full["scores"]["rc"] == 2 and said in full["scores"]["err"]
    assert full["files_after"] == {**seen["before"], "companion.db.lock": full["files_after"]["companion.db.lock"]}
    assert not [name for name in full["files_after"] if "broken" in name]
    resumed = seen["resumed"]
    assert resumed["rc"] == 0 and "cid" in resumed["out"] and "dan" in resumed["out"], resumed
    plays = json.loads(seen["scores"]["out"])["plays"]
    assert [[player["name"] for player in p["players"]] for p in plays] == [["ann", "bob"]]


def test_with_its_reserve_the_box_gives_the_room_to_the_game_and_goes_on(tmp_path: Path) -> None:
    """The box's own reserve (``companion.db.reserve``) is there for a full card: it is given up, and the
    unfinished game resumes at once."""
    db, config = box_database(tmp_path, "en")
    seen = on_a_full_card(tmp_path, db, config, keep_reserve=True)
    run = seen["full"]["run"]
    assert "used its reserve" in run["err"] and "Traceback" not in run["err"], run
    assert run["rc"] == 0 and "cid" in run["out"], run
    assert not [name for name in seen["full"]["files_after"] if "broken" in name]


def test_a_settings_change_on_a_full_card_is_a_409_and_changes_nothing(tmp_path: Path) -> None:
    """It was a 500 (issue 50): the host's settings could not be written, and the OSError went up as it was."""
    unshare = shutil.which("unshare")
    assert unshare is not None, "unshare(1) is needed (util-linux)"
    card = tmp_path / "card"
    card.mkdir()
    script = f'mount -t tmpfs -o size={CARD_KIB}k tmpfs "$1" && exec "$2" "$3" "$1"'
    done = subprocess.run([unshare, "--map-root-user", "--mount", "sh", "-c", script, "card", str(card),
                           sys.executable, str(ROOT / "tests" / "full_card_settings.py")],
                          capture_output=True, text=True, timeout=600, env={**os.environ, "SDL_AUDIODRIVER": "dummy"},
                          cwd=ROOT)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen["first"][0] == 200 and "volume = 0.5" in seen["before"]
    assert seen["refused"][0] == 409 and "full" in seen["refused"][1]["error"], seen["refused"]
    assert seen["after"] == seen["before"] and seen["volume"] == 0.5  # nothing was changed, on the card or at once
    assert seen["view"] == 200 and seen["leftovers"] == []
