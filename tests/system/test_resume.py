"""Power cuts: a kill -9 at any moment, then a restart, ends with the same summary."""

from __future__ import annotations

from typing import Any
import json
from concurrent.futures import ThreadPoolExecutor
import os
import random
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from conftest import DATA, ROOT, companion, json_events


SCRIPT = DATA / "deathstar_seed7.script"
GAME = ["run", "--game", "deathstar", "--players", "ann,bob", "--seed", "7", "--simulate", "--json"]
RECORDED = {  # game -> (the run's arguments, its recorded script, kills in the default suite)
    "deathstar": (GAME, SCRIPT, 9),
    "pacman": (["run", "--game", "pacman", "--players", "ann,bob,cid", "--seed", "2", "--simulate", "--json",
                "--option", "mode=arcade"], DATA / "pacman_arcade_seed2.script", 4),
    "cards": (["run", "--game", "cards", "--players", "ann,bob,cid", "--seed", "5", "--simulate", "--json"],
              DATA / "cards_seed5.script", 5),
}


def without_time(event: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in event.items() if k != "t"}


QUERIES = ("do show-hand", "do show-target", "do reach")
"""Lines that show something and are never journalled."""


def journalled_line(line: str) -> bool:
    """Whether a script line becomes one journalled action (a button, an action, a peg that moves)."""
    return line.startswith(("press", "do", "peg")) and not line.startswith(QUERIES)


def remaining_lines(lines: list[str], applied: int) -> list[str]:
    """The script lines after the ``applied``-th journalled line (the table carries on from there)."""
    seen = 0
    for index, line in enumerate(lines):
        if journalled_line(line):
            if seen == applied:
                return lines[index:]
            seen += 1
    return []


KILLS = int(os.environ.get("COMPANION_KILLS", "0"))
"""Kill -9 trials per game: a few in the default suite (well under a minute on 2 busy cores);
COMPANION_KILLS=100 runs the full harness, 100 per game."""


def journalled(db: Path) -> int:
    """How many actions the box has journalled so far (0 before its database exists)."""
    if not db.exists():
        return 0
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5) as con:
            return int(con.execute("SELECT count(*) FROM actions").fetchone()[0])
    except sqlite3.Error:  # still being created
        return 0


def kill_and_resume(attempt: int, tmp_path: Path, game: list[str], lines: list[str], expected: dict[str, Any]) -> int:
    """Run the scripted game, SIGKILL it once it has journalled a random number of actions (plus a random
    few milliseconds, so that kills land mid-write too), restart it; return the actions it had kept.

    The moment is defined by progress, never by guessing how fast the machine is.
    """
    rng = random.Random(attempt)
    total = sum(journalled_line(line) for line in lines)
    target = rng.randrange(0, total)
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy"}
    db = tmp_path / f"kill{attempt}.db"
    proc = subprocess.Popen([sys.executable, "-m", "controller.cli", *game, "--script", "-", "--db", str(db)],
                            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            text=True, cwd=ROOT, env=env)
    feeder = threading.Thread(target=feed_slowly, args=(proc, lines), daemon=True)
    feeder.start()
    deadline = time.monotonic() + 300  # only a hung box takes this long
    while journalled(db) < target and proc.poll() is None:
        assert time.monotonic() < deadline, f"attempt {attempt}: no progress past {journalled(db)} actions"
        time.sleep(0.002)
    time.sleep(rng.uniform(0, 0.01))
    proc.kill()
    proc.wait()
    feeder.join()
    with sqlite3.connect(db) as con:
        assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",), attempt
        tables = {row[0] for row in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if {"actions", "results"} <= tables:
            applied = int(con.execute("SELECT count(*) FROM actions").fetchone()[0])
            finished = con.execute("SELECT winners FROM results").fetchall()
        else:  # killed while the database was still being created: nothing to keep yet
            applied, finished = 0, []
    if finished:  # killed after the last action: the score log already holds the result
        assert json.loads(finished[0][0]) == expected["winners"]
        return applied
    rest = remaining_lines(lines, applied)
    resumed = companion(*game, "--script", "-", "--db", str(db), stdin="\n".join(rest) + "\n")
    assert "Resuming unfinished" in resumed.stderr or applied == 0
    final = json_events(resumed.stdout)
    assert not [e for e in final if e["event"] == "error"], attempt
    assert without_time(final[-1]) == without_time(expected), f"attempt {attempt}, killed after {applied}"
    with sqlite3.connect(db) as con:
        assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",), attempt
    return applied


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_kill_9_at_random_moments_then_restart_gives_the_uninterrupted_summary(name: str, tmp_path: Path) -> None:
    """The whole summary, the game's state included (a PAC-MAN board's pegs too), as if never cut."""
    game, script, default = RECORDED[name]
    kills = KILLS or default
    expected = json_events(companion(*game, "--script", str(script), "--db", str(tmp_path / "full.db")).stdout)[-1]
    assert expected["event"] == "summary" and expected["winners"]
    lines = script.read_text().splitlines()
    with ThreadPoolExecutor(max_workers=2) as pool:
        killed_at = list(pool.map(lambda n: kill_and_resume(n, tmp_path, game, lines, expected), range(kills)))
    assert len(killed_at) == kills
    assert len(set(killed_at)) >= kills // 3, killed_at  # the kills really landed at many different moments


def feed_slowly(proc: subprocess.Popen[str], lines: list[str]) -> None:
    """Write the script a line every few milliseconds, as a table would, until the box dies."""
    assert proc.stdin is not None
    try:
        for line in lines:
            proc.stdin.write(line + "\n")
            proc.stdin.flush()
            time.sleep(0.001)
    except (BrokenPipeError, OSError):
        pass


def test_new_abandons_the_unfinished_game(tmp_path: Path) -> None:
    db = str(tmp_path / "n.db")
    companion(*GAME, "--script", "-", "--db", db, stdin="press spin\npress spin\npress spin\n")
    resumed = companion(*GAME, "--script", "-", "--db", db, stdin="")
    assert "Resuming unfinished game #1 of Escape from Death Star" in resumed.stderr
    assert json_events(resumed.stdout)[-1]["state"]["phase"] == "play"
    fresh = companion(*GAME, "--new", "--script", "-", "--db", db, stdin="")
    assert "Abandoned unfinished game #1" in fresh.stderr
    assert json_events(fresh.stdout)[-1]["state"]["phase"] == "order"


def test_other_players_are_refused_while_a_game_is_unfinished_until_new(tmp_path: Path) -> None:
    """One typo in --players must not abandon an evening's game: refused, naming --new."""
    db = str(tmp_path / "p.db")
    companion(*GAME, "--script", "-", "--db", db, stdin="press spin\n")
    other = ["run", "--game", "deathstar", "--players", "cid,dee", "--simulate", "--json", "--script", "-",
             "--db", db]
    refused = companion(*other, stdin="")
    assert refused.returncode == 2 and "game #1 of Escape from Death Star (ann, bob) is unfinished" in refused.stderr
    assert "--new" in refused.stderr and "Traceback" not in refused.stderr
    resumed = companion(*GAME, "--script", "-", "--db", db, stdin="")
    assert "Resuming unfinished game #1" in resumed.stderr  # untouched
    fresh = companion(*other, "--new", stdin="")
    assert "New game #2 of Escape from Death Star: cid and dee" in fresh.stderr


def test_bad_players_never_leave_a_broken_game_behind(tmp_path: Path) -> None:
    db = str(tmp_path / "b.db")
    bad = companion("run", "--game", "deathstar", "--simulate", "--players", "ann,b ob", "--script", "-",
                    "--db", db, stdin="")
    assert bad.returncode == 2 and "player name 'b ob'" in bad.stderr
    good = companion("run", "--game", "deathstar", "--simulate", "--script", "-", "--db", db, stdin="")
    assert good.returncode == 0 and "New game #1 " in good.stdout  # not a resume of a broken game


def test_at_a_terminal_the_box_asks_before_abandoning(tmp_path: Path) -> None:
    import pty

    db = str(tmp_path / "a.db")
    companion(*GAME, "--script", "-", "--db", db, stdin="press spin\n")
    for answer, expected in (("n", "Nothing changed: the unfinished game waits."), ("y", "New game #2")):
        master, slave = pty.openpty()  # stdin is a terminal: the box may ask
        proc = subprocess.Popen([sys.executable, "-m", "controller.cli", "run", "--game", "deathstar",
                                 "--players", "cid,dee", "--simulate", "--db", db], stdin=slave,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT,
                                env={**os.environ, "SDL_AUDIODRIVER": "dummy"})
        os.close(slave)
        os.write(master, f"{answer}\n".encode())
        if answer == "y":
            os.write(master, b"\x04")  # then Ctrl-D at the game's prompt: quit
        out, _ = proc.communicate(timeout=120)
        os.close(master)
        assert "Abandon it and start the new game? [y/N]" in out and expected in out, out
