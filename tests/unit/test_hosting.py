"""The first phone to join hosts (issue 35): it starts the evening's games and changes the box's settings,
which are checked like a config file, kept beside the database and applied at once."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from controller.app.box import Box
from games.cards.engine import CardsEngine
from conftest import companion, engine_as
from webbox import Ear, call, seat, web_box, web_of


def join(box: Box, code: str | None = None, source: str | None = None) -> tuple[int, dict[str, Any]]:
    return call(box, "POST", "/api/join", {"code": web_of(box).table.join_code if code is None else code}, source=source)


def test_the_first_phone_with_the_code_hosts_and_a_second_does_not(tmp_path: Path) -> None:
    with web_box(tmp_path, "deathstar", ["player1", "player2"], seed=1) as box:
        assert join(box, "0000" if web_of(box).table.join_code != "0000" else "1111", source="127.0.0.9")[0] == 403
        status, first = join(box, source="127.0.0.2")
        assert status == 200 and first["host_token"]
        host = first["host_token"]
        second = join(box, source="127.0.0.3")[1]
        assert second["host"] is False and second["token"] and "host_token" not in second
        # the host sees the join code (it may show it to the table) and the settings; a stranger sees neither
        info = call(box, "GET", "/api/info", token=host, source="127.0.0.2")[1]
        assert info["host"] and info["join_code"] == web_of(box).table.join_code and info["settings"]["language"] == "en"
        stranger = call(box, "GET", "/api/info", source="127.0.0.3")[1]
        assert not stranger["host"] and "join_code" not in stranger and "settings" not in stranger
        # names, game and options from the host's phone, under the command line's checks
        bad = call(box, "POST", "/api/host", {"command": "new", "game": "cards", "players": ["ann", "ann"]},
                    token=host, source="127.0.0.2")
        assert bad[0] == 409 and "different" in bad[1]["error"]
        started = call(box, "POST", "/api/host", {"command": "new", "game": "cards", "players": ["ann", "bob", "cid"],
                                                  "options": {"target": "50"}}, token=host, source="127.0.0.2")
        assert started[0] == 200, started
        assert box.loop.session.spec.name == "cards" and box.loop.session.record.players == ("ann", "bob", "cid")
        # a seated phone is no host; the host's token is, across the new game
        ann = seat(box, "ann")
        assert call(box, "POST", "/api/host", {"command": "undo"}, token=ann, source="127.0.0.3")[0] == 403
        assert call(box, "POST", "/api/host", {"command": "undo"}, token=host, source="127.0.0.2")[0] in (200, 409)
        # the host hands the role to a member: that phone hosts, the old host's phone plays on as a member
        members = call(box, "GET", "/api/info", token=host, source="127.0.0.2")[1]["members"]
        anns = next(m["id"] for m in members if m["seat"] == "ann")
        assert call(box, "POST", "/api/host", {"command": "hand", "member": anns}, token=host, source="127.0.0.2")[0] == 200
        assert call(box, "POST", "/api/host", {"command": "undo"}, token=host, source="127.0.0.2")[0] == 403
        assert call(box, "GET", "/api/info", token=ann, source="127.0.0.3")[1]["host"]
        # the host code no longer takes the role: it only lets a laptop act for the host
        taken = call(box, "POST", "/api/host", {"command": "host", "code": web_of(box).host_code}, source="127.0.0.4")
        assert taken[0] == 400 and "host_token" not in taken[1]
    # a restart keeps the host, the members and their seats
    with web_box(tmp_path, "cards", ["ann", "bob", "cid"], seed=None, options={"target": "50"}) as again:
        assert call(again, "GET", "/api/info", token=ann)[1]["host"]
        assert call(again, "GET", "/api/view", token=ann)[1]["private"]


def test_settings_from_the_hosts_phone_are_checked_kept_and_applied_at_once(tmp_path: Path) -> None:
    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5) as box:
        host = join(box)[1]["host_token"]
        refused = call(box, "POST", "/api/host", {"command": "settings", "settings": {"volume": 3}}, token=host)
        assert refused[0] == 400 and "sound.volume" in refused[1]["error"] and "\n" not in refused[1]["error"]
        unknown = call(box, "POST", "/api/host", {"command": "settings", "settings": {"language": "xx"}}, token=host)
        assert unknown[0] == 400 and "unknown language 'xx'" in unknown[1]["error"]
        assert not (tmp_path / "settings.toml").exists()  # nothing refused was written
        changed = call(box, "POST", "/api/host", {"command": "settings", "settings": {
            "language": "it", "volume": 0.5, "speech": False, "game": "cards"}}, token=host)
        assert changed == (200, {"settings": {"language": "it", "volume": 0.5, "speech": False, "game": "cards"}})
        # applied at once: the box's words, the mixer's volume, the speaker
        assert box.publisher.messages.language == "it" and box.mixer.volume == 0.5 and box.speaker.muted
        token = seat(box, "ann" if engine_as(box, CardsEngine).player == "ann" else "bob")
        said = call(box, "POST", "/api/actions", {"action": "status"}, token=token)[1]
        assert said["events"][0]["text"].startswith("Punteggi:")
    kept = tmp_path / "settings.toml"
    assert tomllib.loads(kept.read_text()) == {"box": {"language": "it", "game": "cards"}, "sound": {"volume": 0.5},
                                               "speech": {"enabled": False}}
    assert companion("check-config", str(kept)).returncode == 0  # the file is a config file check-config passes
    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5) as again:  # kept across a restart
        assert again.publisher.messages.language == "it" and again.mixer.volume == 0.5
    kept.write_text("[box]\nlanguage = 7\n")  # damaged by hand: said once in the log, left out
    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5) as damaged:
        assert damaged.publisher.messages.language == "en"


def test_check_config_checks_the_hosts_settings_beside_the_database(tmp_path: Path) -> None:
    data = tmp_path / "data" / "tabletop-companion"
    data.mkdir(parents=True)
    env = {"XDG_DATA_HOME": str(tmp_path / "data"), "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "cfg")}
    (data / "settings.toml").write_text('[sound]\nvolume = 0.4\n')
    assert companion("check-config", env=env).returncode == 0
    (data / "settings.toml").write_text('[sound]\nvolume = 4\n')
    bad = companion("check-config", env=env)
    assert bad.returncode == 2 and "settings.toml" in bad.stderr and "sound.volume" in bad.stderr


def test_the_host_role_is_never_taken_by_absence_and_a_hold_at_the_box_gives_it_to_the_member_who_asks(
        tmp_path: Path) -> None:
    """The five-minute rule is gone (issue 50): a stranger with the code, after the host's phone has slept in a
    pocket, joins as a member and no more. A member's "host from this phone" is said aloud with the phone's number,
    and a hold at the box gives it the role; without the hold it stays a member, and a hold then is the game's."""
    ear = Ear()
    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5, announcer=ear) as box:
        assert box.fingers is not None
        host = join(box, source="127.0.0.2")[1]["host_token"]
        status, stranger = join(box, source="127.0.0.66")  # the host has no page open at all
        assert status == 200 and stranger["host"] is False and "host_token" not in stranger
        assert call(box, "POST", "/api/host", {"command": "undo"}, token=stranger["token"], source="127.0.0.66")[0] == 403
        bob = join(box, source="127.0.0.3")[1]
        asked = call(box, "POST", "/api/me", {"command": "host"}, token=bob["token"], source="127.0.0.3")
        assert asked[0] == 202 and asked[1]["waiting"]
        assert f"Phone {bob['phone']} asks to host" in ear.said[-1]
        other = call(box, "POST", "/api/me", {"command": "host"}, token=stranger["token"], source="127.0.0.66")
        assert other[0] == 409  # one request at the box at a time: the one the box said
        box.fingers.hold("spin")  # at the box: the proof nobody on the Wi-Fi can give
        box.loop.settle()
        web_of(box).sync()
        assert call(box, "GET", "/api/info", token=bob["token"])[1]["host"]
        assert not call(box, "GET", "/api/info", token=host)[1]["host"]
        assert ear.said[-1] == f"Phone {bob['phone']} hosts now."
        seq = box.publisher.seq
        box.fingers.hold("spin")  # nothing waits now: the hold is the game's (the standing is said)
        box.loop.settle()
        assert box.publisher.seq > seq


def test_lang_on_the_command_line_wins_over_the_hosts_language(tmp_path: Path) -> None:
    (tmp_path / "settings.toml").write_text('[box]\nlanguage = "it"\n')
    game = ["run", "--game", "cards", "--simulate", "--players", "ann,bob", "--db", str(tmp_path / "c.db"),
            "--script", "/dev/null"]
    assert "Nuova partita" in companion(*game).stdout  # the host's Italian
    assert "Nouvelle partie" in companion(*game, "--new", "--lang", "fr").stdout  # the command line's French
