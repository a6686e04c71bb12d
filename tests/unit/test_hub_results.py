"""The hub's result schema and the league that never fails on a row: what a box sends passes, nonsense of
every kind is refused before it is stored, and a league holding an older hub's nonsense still lists the rest.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import companion
from controller.core.records import Played, Result, SessionRecord
from controller.faces.mqtt.outbox import ResultMessage
from controller.hub.league import KEPT_REFUSALS, League
from controller.hub.results import Refused, check_result

NOW = datetime(2026, 12, 2, 12, 0, tzinfo=timezone.utc)


def box_result(**changes: Any) -> dict[str, Any]:
    """A result exactly as a box's outbox sends it, with some fields changed."""
    record = SessionRecord(7, "cards", ("ann", "bob"), {"mode": "scorekeeper", "target": "50"}, 1,
                           "2026-12-01T20:00:00+00:00")
    played = Played("2026-12-01T20:00:00+00:00", "2026-12-01T20:35:00+00:00", True, 2100.0)
    _, payload = ResultMessage("box-a")(record, Result({"ann": 52, "bob": 31}, ["ann"], "bob"), played)
    return {**json.loads(payload), **changes}


def raw(result: dict[str, Any]) -> bytes:
    return json.dumps(result).encode()


def test_a_boxs_own_result_passes_whole() -> None:
    sent = box_result()
    assert check_result(raw(sent), "box-a", NOW) == sent


POISON = {
    "first_player a dict": {"first_player": {"a": 1}},
    "first_player a list": {"first_player": ["ann"]},
    "first_player not playing": {"first_player": "zed"},
    "a winner who did not play": {"winners": ["zed"]},
    "a winner twice": {"winners": ["ann", "ann"]},
    "markup for a date": {"finished_at": "<b>x</b>"},
    "a word for a date": {"started_at": "yesterday"},
    "year 9999": {"finished_at": "9999-12-31T23:59:59+00:00"},
    "a date without its offset": {"started_at": "2026-12-01T20:00:00"},
    "an end before the start": {"finished_at": "2026-12-01T19:00:00+00:00"},
    "a score of 10^300": {"players": [{"name": "ann", "score": 10**300}, {"name": "bob", "score": 1}]},
    "a score of true": {"players": [{"name": "ann", "score": True}, {"name": "bob", "score": 1}]},
    "an empty name": {"players": [{"name": "", "score": 1}, {"name": "bob", "score": 1}], "winners": []},
    "two players of one name": {"players": [{"name": "bob", "score": 1}, {"name": "bob", "score": 2}],
                                "winners": [], "first_player": None},
    "no players": {"players": [], "winners": [], "first_player": None},
    "an id of another box": {"id": "box-b/7/x"},
    "another box's result": {"box": "box-b"},
    "a game nobody plays": {"game": "chess"},
    "an option that is a tree": {"options": {"mode": {"a": [1]}}},
    "clock_synced a text": {"clock_synced": "yes"},
    "a control character in the id": {"id": "box-a/\x00"},
}


@pytest.mark.parametrize("change", POISON.values(), ids=list(POISON))
def test_every_kind_of_nonsense_is_refused_with_its_field(change: dict[str, Any]) -> None:
    with pytest.raises(Refused) as refused:
        check_result(raw(box_result(**change)), "box-a", NOW)
    field = next(iter(change))
    assert field.split("_")[0] in str(refused.value), refused.value


def test_a_payload_nested_too_deep_is_refused_not_raised() -> None:
    with pytest.raises(Refused, match="nested too deep"):
        check_result(b"[" * 3000 + b"]" * 3000, "box-a", NOW)


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
                    max_leaves=12)
FIELDS = ["id", "box", "game", "options", "players", "winners", "first_player", "started_at", "finished_at",
          "clock_synced"]


@settings(max_examples=300, deadline=None)
@given(changes=st.dictionaries(st.sampled_from(FIELDS), JSON, max_size=4))
def test_any_result_is_stored_and_read_back_or_refused_never_raised(changes: dict[str, Any]) -> None:
    """Fuzzing the hub's result payloads: each is refused, or stored so that the league still reads it."""
    league = League(":memory:")
    try:
        try:
            result = check_result(raw(box_result(**changes)), "box-a", NOW)
        except Refused:
            return
        assert league.add(result)
        (play,) = league.plays()
        assert league.unreadable == [] and play.players == [p["name"] for p in result["players"]]
    finally:
        league.close()


def test_the_refusals_keep_the_newest_only(tmp_path: Path) -> None:
    league = League(tmp_path / "league.db")
    for n in range(KEPT_REFUSALS + 5):
        league.refuse("tabletop/box-a/result", f"refusal {n}", b"x" * 5000)
    kept = league.refusals()
    assert len(kept) == KEPT_REFUSALS and kept[0].why == f"refusal {KEPT_REFUSALS + 4}"
    assert len(kept[0].payload) == 2048
    league.close()


def stored_row(db: Path, number: int, **values: str) -> None:
    """A row written straight into the league, as an older hub that checked less could have written it."""
    row = {"result_id": f"old/{number}", "box": "old", "game": "cards", "options": "{}", "players": '["ann"]',
           "scores": '{"ann": 1}', "winners": '["ann"]', "first_player": None,
           "started_at": "2026-11-01T20:00:00+00:00", "finished_at": "2026-11-01T20:30:00+00:00",
           "received_at": "2026-11-01T20:30:00+00:00", **values}
    with sqlite3.connect(db) as con:
        con.execute(f"INSERT INTO results (number, {', '.join(row)}) VALUES (?, {', '.join('?' * len(row))})",
                    (number, *row.values()))


def test_companion_league_shows_the_readable_rows_and_names_the_others(tmp_path: Path) -> None:
    """An older hub kept "yesterday" for a date, year 9999, a text for a score, broken JSON: ``companion
    league`` used to exit 1 with a traceback until someone deleted the row by hand."""
    db = tmp_path / "league.db"
    League(db).close()
    stored_row(db, 1)
    stored_row(db, 2, started_at="yesterday")
    stored_row(db, 3, finished_at="9999-12-31T23:59:59+00:00")
    stored_row(db, 4, scores='{"ann": "many"}')
    stored_row(db, 5, players="[not json")
    stored_row(db, 6, winners='["<b>x</b>"]')  # shown as it is: a name, not markup (the pages escape it)
    for args in ((), ("--json",), ("--export", "csv", str(tmp_path / "out.csv")),
                 ("--export", "bgstats", str(tmp_path / "out.bgsplay")), ("--links",)):
        done = companion("league", "--db", str(db), *args)
        assert done.returncode == 0, done.stderr
        assert "Traceback" not in done.stderr
        assert "left out 4 stored result(s) that cannot be read (results.number 5, 4, 3, 2)" in done.stderr
    shown = json.loads(companion("league", "--db", str(db), "--json").stdout)
    assert len(shown["plays"]) == 2


def test_companion_league_refused_lists_what_the_hub_refused(tmp_path: Path) -> None:
    db = tmp_path / "league.db"
    league = League(db)
    league.refuse("tabletop/box-a/result", "'first_player' must be null or one of the players", b'{"id":"box-a/1"}')
    league.close()
    done = companion("league", "--db", str(db), "--refused")
    assert done.returncode == 0
    assert "tabletop/box-a/result  'first_player' must be null or one of the players  [{\"id\":\"box-a/1\"}]" in done.stdout
