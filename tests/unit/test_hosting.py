"""The first phone to join hosts (issue 35): it starts the evening's games and changes the box's settings,
which are checked like a config file, kept beside the database and applied at once."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from controller.app.box import Box
from games.cards.engine import CardsEngine
from conftest import companion, engine_as
from webbox import call, seat, web_box, web_of


def join(box: Box, code: str | None = None, source: str | None = None) -> tuple[int, dict[str, Any]]:
    return call(box, "POST", "/api/join", {"code": web_of(box).seats.join_code if code is None else code}, source=source)


def test_the_first_phone_with_the_code_hosts_and_a_second_does_not(tmp_path: Path) -> None:
    with web_box(tmp_path, "deathstar", ["player1", "player2"], seed=1) as box:
        assert join(box, "0000" if web_of(box).seats.join_code != "0000" else "1111", source="127.0.0.9")[0] == 403
        status, first = join(box, source="127.0.0.2")
        assert status == 200 and first["host_token"]
        host = first["host_token"]
        assert join(box, source="127.0.0.3") == (200, {"host": False})
        # the host sees the join code (it may show it to the table) and the settings; a stranger sees neither
        info = call(box, "GET", "/api/info", token=host, source="127.0.0.2")[1]
        assert info["host"] and info["join_code"] == web_of(box).seats.join_code and info["settings"]["language"] == "en"
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
        # the host code takes the role over (the host's phone went home): the old token is stale
        over = call(box, "POST", "/api/host", {"command": "host", "code": web_of(box).host_code}, source="127.0.0.4")
        assert over[0] == 200 and over[1]["host_token"] != host
        assert call(box, "POST", "/api/host", {"command": "undo"}, token=host, source="127.0.0.2")[0] == 403
    # a restart keeps the host
    with web_box(tmp_path, "cards", ["ann", "bob", "cid"], seed=None, options={"target": "50"}) as again:
        assert call(again, "GET", "/api/info", token=over[1]["host_token"])[1]["host"]


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


def test_a_host_gone_from_the_table_hands_the_role_to_the_next_phone_with_the_code(tmp_path: Path) -> None:
    """The host's battery died: once no page of the host's has been open for a while (five minutes; none here),
    the next phone to join with the code hosts. While the host's page is open, nobody else does."""
    import asyncio
    import json as jsonlib

    import aiohttp

    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5) as box:
        assert box.web is not None
        host = join(box, source="127.0.0.2")[1]["host_token"]
        assert join(box, source="127.0.0.3") == (200, {"host": False})  # just joined: the host is here
        web_of(box).api.hosting.away_after = 0.0  # "a while" is now: only an open page of the host's keeps the role

        async def with_the_hosts_page_open() -> tuple[int, dict[str, Any]]:
            async with aiohttp.ClientSession() as session:
                async with session.ws_connect(f"{web_of(box).url}api/stream") as ws:
                    await ws.send_str(jsonlib.dumps({"token": None, "host": host}))
                    await ws.receive(timeout=60)  # the first update: the page is served, the host is at the table
                    return await asyncio.get_running_loop().run_in_executor(None, join, box, None, "127.0.0.3")

        assert asyncio.run(with_the_hosts_page_open()) == (200, {"host": False})
        web_of(box).sync()
        while web_of(box).stream.host_here():  # the page has closed: wait until the box has seen it go
            web_of(box).sync()
        status, taken = join(box, source="127.0.0.4")
        assert status == 200 and taken["host_token"] and taken["host_token"] != host
        assert call(box, "POST", "/api/host", {"command": "undo"}, token=host)[0] == 403  # the old host is not


def test_lang_on_the_command_line_wins_over_the_hosts_language(tmp_path: Path) -> None:
    (tmp_path / "settings.toml").write_text('[box]\nlanguage = "it"\n')
    game = ["run", "--game", "cards", "--simulate", "--players", "ann,bob", "--db", str(tmp_path / "c.db"),
            "--script", "/dev/null"]
    assert "Nuova partita" in companion(*game).stdout  # the host's Italian
    assert "Nouvelle partie" in companion(*game, "--new", "--lang", "fr").stdout  # the command line's French
