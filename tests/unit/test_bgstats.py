"""BG Stats links and exports in BG Stats' published push-a-play format (issue 35, point 6)."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

from bgstats_format import check_play, play_of
from conftest import DATA, companion


def played_cards(db: Path) -> None:
    result = companion("run", "--game", "cards", "--simulate", "--players", "ann,bob,cid", "--seed", "5",
                       "--db", str(db), "--script", str(DATA / "cards_seed5.script"))
    assert result.returncode == 0, result.stderr


def test_the_links_open_bg_stats_create_play_with_every_field_as_published(tmp_path: Path) -> None:
    db = tmp_path / "b.db"
    played_cards(db)
    companion("run", "--game", "deathstar", "--simulate", "--players", "ann,bob", "--seed", "7", "--db", str(db),
              "--script", str(DATA / "deathstar_seed7.script"))
    shown = companion("scores", "--links", "--db", str(db), env={"TZ": "Europe/Rome"})
    assert shown.returncode == 0, shown.stderr
    links = [line.split(": ", 1)[1] for line in shown.stdout.splitlines()]
    race, cards = (play_of(link) for link in links)  # newest first
    assert race["game"]["noPoints"] and not cards["game"]["noPoints"] and cards["game"]["highestWins"]
    assert [(p["name"], p["score"], p["winner"]) for p in cards["players"]] == [
        ("ann", 117, True), ("bob", 80, False), ("cid", 21, False)]
    # the date is the play's local time (BG Stats takes it as the phone's local time): Rome, not UTC
    listed = json.loads(companion("scores", "--json", "--db", str(db)).stdout)["plays"]
    started = datetime.fromisoformat(listed[1]["started_at"]).astimezone(timezone.utc)
    rome = datetime.strptime(cards["playDate"], "%Y-%m-%d %H:%M:%S")
    offset = round((rome - started.replace(tzinfo=None)).total_seconds() / 3600)
    assert offset in (1, 2)  # CET or CEST


def test_two_boxes_never_share_a_play_id_so_a_cafe_never_merges_their_plays(tmp_path: Path) -> None:
    ids = []
    for box in ("table-1", "table-2"):
        db = tmp_path / f"{box}.db"
        played_cards(db)  # game #1 on each box
        config = tmp_path / f"{box}.toml"
        config.write_text(f'[box]\nid = "{box}"\n')
        out = tmp_path / f"{box}.json"
        assert companion("scores", "--export", "bgstats", str(out), "--db", str(db), "--config", str(config)).returncode == 0
        [play] = json.loads(out.read_text())
        check_play(play)
        ids.append(play["sourcePlayId"])
    assert ids == ["table-1:1", "table-2:1"]
