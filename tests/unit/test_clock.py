"""Time a Pi can trust: a game started before the clock was set, a clock stepped back mid-game, plays listed
in the journal's order, times put right once the clock is synchronised, and the league's ties by receipt.

The wall clock here is a shim the test sets and steps, with a monotonic clock that only moves forward (what a
Pi's kernel gives); systemd-timesyncd's ``synchronized`` flag is a file the test creates, as timesyncd does.
"""

from __future__ import annotations

import io
import json
from datetime import datetime, timedelta, timezone
from pathlib import Path

from controller.core.wall_clock import Clock
from controller.core.journal import Journal
from controller.core.records import Result
from controller.core.score_log import bgstats_play, high_scores, plays, write_csv
from controller.core.session import Session, load_game_data, open_session
from controller.faces.mqtt.outbox import ResultMessage
from controller.hub.league import League
from games.base import Action
from games.registry import GAMES, CARDS

UTC = timezone.utc
SCOREKEEPER = {"mode": "scorekeeper", "target": "50", "variant": "hard"}


class PiClock:
    """A Pi's clocks: a wall clock that NTP may set or step, a monotonic one that only runs, and timesyncd's flag."""

    def __init__(self, folder: Path, wall: datetime) -> None:
        self.wall, self.mono = wall, 1000.0
        self.timesync = folder / "timesync"
        self.timesync.mkdir()
        self.clock = Clock(self.timesync, wall=lambda: self.wall, monotonic=lambda: self.mono)

    def run(self, minutes: float) -> None:
        """Time passes: both clocks move on."""
        self.wall += timedelta(minutes=minutes)
        self.mono += minutes * 60

    def set_by_ntp(self, wall: datetime) -> None:
        """timesyncd reached a server: the wall clock jumps, and the flag appears."""
        self.wall = wall
        (self.timesync / "synchronized").touch()


def scorekeeper_game(journal: Journal, pi: PiClock) -> Session:
    """A PAC-MAN card game kept by score only (two rows to win), started now."""
    spec = GAMES["cards"]
    session, _ = open_session(spec, load_game_data(spec, {}), journal, ["ann", "bob"], SCOREKEEPER, 1, True,
                              ["ann", "bob"], 1)
    return session


def synced_game(tmp_path: Path) -> tuple[PiClock, Journal, Session]:
    """A Pi whose clock timesyncd has set (2026-12-01 20:00 UTC), and a game begun on it."""
    pi = PiClock(tmp_path, datetime(2026, 12, 1, 20, 0, tzinfo=UTC))
    pi.set_by_ntp(pi.wall)
    journal = Journal(tmp_path / "companion.db", clock=pi.clock)
    return pi, journal, scorekeeper_game(journal, pi)


def score(session: Session, left: int) -> None:
    session.apply(Action.make("score", player="bob", left=str(left), op="x", right="5"))


def test_a_game_started_before_the_clock_was_set_gets_its_true_start_and_length(tmp_path: Path) -> None:
    pi = PiClock(tmp_path, datetime(1970, 1, 1, 0, 0, 12, tzinfo=UTC))  # a Pi booted without a network
    journal = Journal(tmp_path / "companion.db", clock=pi.clock)
    session = scorekeeper_game(journal, pi)
    pi.run(12)
    score(session, 5)  # bob 25
    pi.run(5)
    pi.set_by_ntp(datetime(2026, 12, 1, 20, 0, tzinfo=UTC))
    pi.run(12)
    score(session, 10)  # bob 55: the game is over
    assert session.finished
    (play,) = plays(journal)
    assert (play.started_at, play.finished_at, play.synced) == ("2026-12-01T19:43:00+00:00",
                                                                "2026-12-01T20:12:00+00:00", True)
    assert bgstats_play(play, {}, frozenset())["durationMin"] == 29  # not 29,935,517


def test_a_clock_stepped_back_mid_game_never_ends_a_game_before_it_began(tmp_path: Path) -> None:
    pi, journal, session = synced_game(tmp_path)
    pi.run(10)
    score(session, 5)
    pi.wall -= timedelta(hours=2)  # NTP steps the clock back two hours
    pi.run(5)
    score(session, 10)
    (play,) = plays(journal)
    assert play.started_at < play.finished_at
    assert (play.started_at, play.finished_at) == ("2026-12-01T18:00:00+00:00", "2026-12-01T18:15:00+00:00")


def test_plays_are_listed_in_the_journals_order_whatever_the_clock_said(tmp_path: Path) -> None:
    pi = PiClock(tmp_path, datetime(2026, 12, 1, 20, 0, tzinfo=UTC))
    pi.set_by_ntp(pi.wall)
    journal = Journal(tmp_path / "companion.db", clock=pi.clock)
    for name, wall in (("A", datetime(2026, 12, 1, 21, 0)), ("B", datetime(2026, 12, 1, 20, 0)),
                       ("C", datetime(2026, 12, 2, 9, 0)), ("D", datetime(2026, 12, 1, 8, 0))):
        pi.wall = wall.replace(tzinfo=UTC)
        record = journal.create("cards", ["ann", name], SCOREKEEPER, 1)
        pi.run(3)
        journal.finish(record, Result({"ann": 0, name: 50}, [name]), 180.0)
    assert [p.winners[0] for p in plays(journal)] == ["D", "C", "B", "A"]  # newest first, by sequence


def test_times_taken_before_the_clock_was_set_are_marked_and_put_right_once_it_is(tmp_path: Path) -> None:
    pi = PiClock(tmp_path, datetime(2025, 6, 1, 10, 0, tzinfo=UTC))  # timesyncd's saved time: a stale guess
    journal = Journal(tmp_path / "companion.db", clock=pi.clock)
    journal.outbox_message = ResultMessage("table-1")
    session = scorekeeper_game(journal, pi)
    pi.run(20)
    score(session, 5)
    score(session, 10)  # ends while the clock is still unset
    (play,) = plays(journal)
    assert not play.synced
    out = io.StringIO()
    write_csv([play], out)
    assert out.getvalue().splitlines()[1].endswith(",0")  # clock_synced 0
    assert "not yet set" in str(bgstats_play(play, {}, frozenset())["comments"])
    assert json.loads(journal.outbox()[0][1])["clock_synced"] is False

    pi.run(7)
    journal.tidy()  # idle, clock still unset: nothing changes
    assert not plays(journal)[0].synced
    pi.set_by_ntp(datetime(2026, 12, 1, 20, 0, tzinfo=UTC))
    journal.tidy()  # the next quiet second after the clock was set
    (play,) = plays(journal)
    assert (play.started_at, play.finished_at, play.synced) == ("2026-12-01T19:33:00+00:00",
                                                                "2026-12-01T19:53:00+00:00", True)
    sent = json.loads(journal.outbox()[0][1])
    assert (sent["started_at"], sent["finished_at"], sent["clock_synced"]) == (play.started_at, play.finished_at,
                                                                               True)


def test_a_resumed_game_counts_the_play_before_the_restart(tmp_path: Path) -> None:
    pi, journal, session = synced_game(tmp_path)
    pi.run(25)
    score(session, 5)
    journal.close()  # a power cut: the Pi reboots, its monotonic clock starts again from zero
    pi.mono = 3.0
    pi.run(2)
    journal = Journal(tmp_path / "companion.db", clock=pi.clock)
    resumed = Session.resume(GAMES["cards"], load_game_data(CARDS, {}), journal, session.record)
    pi.run(10)
    score(resumed, 10)
    (play,) = plays(journal)
    assert play.finished_at == "2026-12-01T20:37:00+00:00"
    assert bgstats_play(play, {}, frozenset())["durationMin"] == 35  # 25 before the cut, 10 after


def test_the_league_breaks_ties_by_the_hubs_receipt_order_not_by_a_boxs_clock(tmp_path: Path) -> None:
    league = League(tmp_path / "league.db")
    for box, when in (("table-1", "2026-11-30T20:00:00+00:00"), ("table-2", "1970-01-01T00:20:00+00:00")):
        league.add({"id": f"{box}/1", "box": box, "game": "cards", "options": {}, "winners": ["ann"],
                    "players": [{"name": f"ann@{box}", "score": 80}], "first_player": None,
                    "started_at": when, "finished_at": when,
                    "clock_synced": box == "table-1"})
    all_plays = league.plays()
    assert [p.box for p in all_plays] == ["table-2", "table-1"]  # newest received first
    top = high_scores(all_plays)
    assert [row["player"] for row in top] == ["ann@table-1", "ann@table-2"]  # the tie goes to the first received
    assert [p.synced for p in all_plays] == [False, True]
    league.close()
