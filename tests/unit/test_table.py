"""Who belongs at the table (issue 50), kept beside the database: members, seats by name, the host, and the door's
budget of wrong codes survive a restart (a power cut included); a removed phone's code is no way back in."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from controller.faces.web.door import WRONG_CODES
from controller.faces.web.table import MEMBERS_AT_MOST, SeatError, Table


def test_members_seats_the_host_and_the_doors_budget_survive_a_restart(tmp_path: Path) -> None:
    kept = tmp_path / "companion.db.seats"
    table = Table(kept)
    table.reset(1, ["ann", "bob"])
    host, host_token = table.join(table.join_code, "Android")
    bob, bob_token = table.join(table.join_code, "iPhone")
    table.sit(bob.id, "bob")
    for _ in range(WRONG_CODES):
        with pytest.raises(SeatError):
            table.join("no code")
    assert table.door.guarded
    code = table.host_code("")
    again = Table(kept)  # the box restarted (an update, a power cut): read back from the card
    again.reset(2, ["bob", "cid"])
    assert again.is_host(host_token) and again.player_for(bob_token) == "bob" and again.host_code("") == code
    assert again.door.guarded and again.join_code == table.join_code  # no restart opens a guarded door
    with pytest.raises(SeatError) as waiting:
        again.join(again.join_code)
    assert waiting.value.status == 202
    assert host_token not in kept.read_text() and bob_token not in kept.read_text()  # digests only


def test_a_removed_phone_cannot_come_back_with_the_code_it_knew_and_the_host_cannot_be_removed(tmp_path: Path) -> None:
    table = Table(tmp_path / "t.seats")
    table.reset(1, ["ann", "bob"])
    host = table.join(table.join_code)[0]
    stranger, token = table.join(table.join_code)
    table.sit(stranger.id, "bob")
    known = table.join_code
    assert not table.remove(host.id) and table.remove(stranger.id)
    assert table.member_for(token) is None and table.taken() == [] and table.join_code != known
    with pytest.raises(SeatError):
        table.join(known)


def test_resetting_the_table_keeps_only_the_hosts_phone_and_the_oldest_guest_goes_past_the_limit(tmp_path: Path) -> None:
    clock = [0.0]
    table = Table(tmp_path / "t.seats", clock=lambda: clock[0])
    table.reset(1, ["ann"])
    host = table.join(table.join_code)[0]
    for n in range(MEMBERS_AT_MOST + 3):
        clock[0] = n + 1.0
        table.join(table.join_code)
    assert len(table.members) == MEMBERS_AT_MOST and host.id in table.members
    assert min(m.number for m in table.members.values() if m.id != host.id) == 6  # phones 2 to 5 forgotten
    table.reset_members()
    assert list(table.members) == [host.id]


def test_a_kept_table_of_an_older_box_keeps_its_host_code_and_a_damaged_one_is_said_and_left(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    kept = tmp_path / "t.seats"
    kept.write_text(json.dumps({"game": 3, "seats": {"ann": "ab" * 32}, "join": "1234", "host_code": "123456"}))
    assert Table(kept).host_code("") == "123456" and not Table(kept).members
    kept.write_text('{"version": 2, "members": [{"id": 1}]')
    assert not Table(kept).members
    assert "the table cannot be read" in caplog.text
