"""A closed stdout or stderr (``| head -3``, journald going away) never stops the game or SIGTERM."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path


from conftest import ROOT


def box(*args: str, stdin: int | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "controller.cli", "run", "--simulate", *args], cwd=ROOT, text=True,
                            stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env={**os.environ, "SDL_AUDIODRIVER": "dummy"})


def results(db: Path) -> int:
    """Finished games in the score log (0 while the database is not there yet)."""
    try:
        with sqlite3.connect(db) as con:
            return int(con.execute("SELECT count(*) FROM results").fetchone()[0])
    except sqlite3.OperationalError:
        return 0


def test_a_reader_that_goes_away_does_not_stop_the_demo(tmp_path: Path) -> None:
    db = tmp_path / "head.db"
    proc = box("--game", "deathstar", "--demo", "--pace", "0", "--db", str(db))
    assert proc.stdout is not None and proc.stderr is not None
    first = [proc.stdout.readline() for _ in range(3)]  # `| head -3`
    assert all(first)
    proc.stdout.close()
    proc.stderr.close()  # and the journal's stream goes too
    assert proc.wait(timeout=120) == 0  # the whole game was played to its end
    assert results(db) == 1


def test_sigterm_ends_a_box_whose_output_is_gone_with_the_journal_intact(tmp_path: Path) -> None:
    db = tmp_path / "term.db"
    proc = box("--game", "cards", "--db", str(db), "--option", "mode=scorekeeper", "--players", "ann,bob",
               "--script", "-", stdin=subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    proc.stdout.readline()
    proc.stdout.close()
    proc.stderr.close()
    for _ in range(3):
        proc.stdin.write("do score player=ann left=5 op=+ right=5\n")
    proc.stdin.flush()
    proc.stdin.write("do score player=bob left=10 op=x right=10\n")  # bob reaches 100: the game ends
    proc.stdin.flush()
    while results(db) == 0:  # progress, not time: wait for the finished game in the score log
        assert proc.poll() is None, "the box died"
        time.sleep(0.05)
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=60) == 0
    with sqlite3.connect(db) as con:
        assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert con.execute("SELECT winners FROM results").fetchall() == [('["bob"]',)]
