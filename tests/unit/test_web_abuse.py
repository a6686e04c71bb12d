"""One device on the Wi-Fi cannot stop the box: each attack of the party-game issue, from its own address
(127.0.0.2; loopback takes any 127.x source), while another phone (127.0.0.3) goes on playing."""

from __future__ import annotations

import asyncio
import logging
import socket
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from conftest import engine_as
from games.deathstar.engine import DeathStarEngine
from games.labyrinth.engine import LabyrinthEngine
from games.pacman.engine import PacmanEngine
from games.base import Action, Msg
from controller.faces.web.live_pages import PER_ADDRESS as STREAMS_PER_ADDRESS
from webbox import call, seat, wait_until_closed, web_box, web_of

ATTACKER, PHONE = "127.0.0.2", "127.0.0.3"


def request(box: Any, method: str, path: str, body: Any = None, source: str = PHONE,
            headers: dict[str, str] | None = None) -> tuple[int, dict[str, Any]]:
    """One HTTP request to the box from another device (``source``): a phone, unless said otherwise."""
    if isinstance(body, bytes):
        return call(box, method, path, raw=body, headers=headers, source=source)
    return call(box, method, path, body, headers=headers, source=source)


def test_one_device_cannot_take_every_live_stream(tmp_path: Path) -> None:
    with web_box(tmp_path, "deathstar", ["ann", "bob"]) as box:
        base = box.web.url.rstrip("/")  # type: ignore[union-attr]

        async def attack() -> tuple[list[int], int]:
            attacker = aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(ATTACKER, 0), limit=0))
            phone = aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(PHONE, 0)))
            opened, statuses = [], []
            for _ in range(60):
                try:
                    ws = await attacker.ws_connect(f"{base}/api/stream")
                    opened.append(ws)
                    statuses.append(101)
                except aiohttp.WSServerHandshakeError as exc:
                    statuses.append(exc.status)
            theirs = await phone.ws_connect(f"{base}/api/stream")
            await theirs.send_str("{}")
            first = await theirs.receive(timeout=60)
            for ws in [*opened, theirs]:
                await ws.close()
            await attacker.close()
            await phone.close()
            return statuses, first.type

        statuses, phone_got = asyncio.run(attack())
        assert statuses.count(101) == STREAMS_PER_ADDRESS and set(statuses) == {101, 429}
        assert phone_got == aiohttp.WSMsgType.TEXT  # the other phone's page is served


def test_slow_clients_are_capped_per_address_and_closed_when_they_never_finish(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """Hundreds of requests that never finish from one address: only a few stay open, and only for a while; the
    other phones are served, and the log gets one line, not a flood."""
    with web_box(tmp_path, "deathstar", ["ann", "bob"]) as box:
        assert box.web is not None
        box.web.guard.head_timeout = 2.0
        host, port = box.web.url.split("//")[1].rstrip("/").rsplit(":", 1)
        slow = []
        with caplog.at_level(logging.WARNING, logger="controller.faces.web.guard"):
            for _ in range(300):
                sock = socket.create_connection((host, int(port)), timeout=60, source_address=(ATTACKER, 0))
                sock.sendall(b"GET /api/view HTTP/1.1\r\nHost: box\r\nX-Slow: ")  # and never the rest
                slow.append(sock)
            assert request(box, "GET", "/api/view")[0] == 200  # another phone is served meanwhile
            for sock in slow:  # every slow one is closed: at once (over its address's share) or at its timeout
                wait_until_closed(sock)
                sock.close()
            assert request(box, "GET", "/api/view")[0] == 200
        assert box.web.guard.refused >= 300 and ATTACKER not in box.web.guard.open
        assert len([r for r in caplog.records if "closed" in r.getMessage()]) <= 2  # once a minute at most


def test_deeply_nested_json_is_a_one_line_400(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with web_box(tmp_path, "deathstar", ["ann", "bob"]) as box:
        token = seat(box, engine_as(box, DeathStarEngine).player)
        nested = b"[" * 2000 + b"]" * 2000  # under 4 KB
        status, answer = request(box, "POST", "/api/actions", nested, headers={"Authorization": f"Bearer {token}"})
        assert status == 400 and "nested" in answer["error"] and "\n" not in answer["error"]
        status, answer = request(box, "POST", "/api/host", b'{"code":' + b"[" * 20 + b"]" * 20 + b"}")
        assert status == 400 and "nested" in answer["error"]
        assert "Traceback" not in caplog.text


def test_a_body_nested_500_deep_and_a_game_that_is_a_list_are_400s_not_500s(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """Without logging in: a 3 KB body nested 500 deep used to raise RecursionError in the depth check (outside
    Hypothesis, which raises the recursion limit while it runs), and ``"game": []`` a TypeError (unhashable)."""
    with web_box(tmp_path, "cards", ["ann", "bob"]) as box:
        deep = b'{"a":' * 500 + b"1" + b"}" * 500
        for route in ("/api/join", "/api/host", "/api/seats", "/api/actions", "/api/again"):
            status, answer = request(box, "POST", route, deep)
            assert status in (400, 401, 403) and "\n" not in answer["error"], (route, status, answer)
        host = {"code": web_of(box).host_code}
        status, answer = request(box, "POST", "/api/host", {**host, "command": "new", "game": []})
        assert status == 400 and "game" in answer["error"].lower(), answer
        games: list[object] = [[], {"a": 1}, 7]
        for game in games:
            assert request(box, "POST", "/api/host", {**host, "command": "new", "game": game})[0] == 400
        assert "Traceback" not in caplog.text and "Error handling request" not in caplog.text


def test_wrong_host_codes_lock_the_host_code_for_the_table_but_never_the_hosts_phone(tmp_path: Path) -> None:
    """Counted for the table, not per address (issue 50): after five wrong host codes from one address, the right
    one is refused from every address for a while; the host's phone, which shows its token, is never locked out."""
    with web_box(tmp_path, "cards", ["ann", "bob"]) as box:
        assert box.web is not None
        host = call(box, "POST", "/api/join", {"code": box.web.table.join_code}, source="127.0.0.9")[1]["token"]
        right = {"code": box.web.host_code, "command": "release", "player": "ann"}
        seat(box, "ann")
        guesses = [request(box, "POST", "/api/host", {**right, "code": f"{n:06d}"}, source=ATTACKER)[0]
                   for n in range(5) if f"{n:06d}" != box.web.host_code]
        assert set(guesses) == {403}
        status, answer = request(box, "POST", "/api/host", right, source=ATTACKER)
        assert status == 429 and "try again in" in answer["error"]  # even the right code: locked out
        assert request(box, "POST", "/api/host", right, source=PHONE)[0] == 429  # from another address too
        assert request(box, "POST", "/api/host", right, source="127.0.0.9",
                       headers={"Authorization": f"Bearer {host}"}) == (200, {"released": "ann"})


def test_a_refusal_reaches_the_sender_only(tmp_path: Path) -> None:
    with web_box(tmp_path, "cards", ["ann", "bob"]) as box:
        assert box.web is not None
        token = seat(box, "ann")
        status, answer = request(box, "POST", "/api/actions", {"action": "play", "args": {"card": "x", "board": "ann"}},
                                 headers={"Authorization": f"Bearer {token}"})
        assert status in (403, 409) and answer["error"]
        box.web.sync()
        assert not [e for e in box.web.stream.recent if e["event"] == "error"]  # not on the table's "What happened"


def test_the_units_open_file_limit_leaves_room_beyond_the_web_servers_caps() -> None:
    from conftest import ROOT
    from controller.faces.web.guard import TOTAL

    unit = (ROOT / "systemd" / "tabletop-companion.service").read_text()
    limit = [int(line.split("=", 1)[1]) for line in unit.splitlines() if line.startswith("LimitNOFILE=")]
    assert limit and limit[0] >= TOTAL + 256  # the database, GPIO, sound, MQTT, Python: well under 256


def act(box: Any, token: str, name: str, **args: str) -> tuple[int, dict[str, Any]]:
    return request(box, "POST", "/api/actions", {"action": name, "args": args}, headers={"Authorization": f"Bearer {token}"})


def test_a_labyrinth_phone_cannot_claim_a_target_or_home_its_pawn_is_not_on(tmp_path: Path) -> None:
    with web_box(tmp_path, "labyrinth", ["ann", "bob"], seed=5) as box:
        token = seat(box, "ann")
        claims = [act(box, token, "found")[0] for _ in range(12)]
        assert set(claims) == {403}
        assert "not on that Pokémon's tile" in act(box, token, "found")[1]["error"]
        assert act(box, token, "home")[0] == 409  # on its start, but with every target still to find
        engine = engine_as(box, LabyrinthEngine)
        assert engine.refuses_seat(Action.make("home", player="ann"), "ann") is None  # she is on it
        engine.pawns["ann"] = (3, 3)  # as if her pawn had walked to the middle
        assert engine.refuses_seat(Action.make("home", player="ann"), "ann") == Msg("labyrinth.not_home",
                                                                                   {"player": "ann"})
        engine.pawns["ann"] = engine.home["ann"]
        view = request(box, "GET", "/api/view")[1]
        assert not view["finished"] and engine_as(box, LabyrinthEngine).found_day["ann"] == []


def test_a_pacman_player_cannot_confirm_their_own_disputed_dot_nor_peg_beside_a_real_board(tmp_path: Path) -> None:
    with web_box(tmp_path, "pacman", ["ann", "bob"], options={"referee": "strict"}) as box:
        pacman = engine_as(box, PacmanEngine).turn
        assert pacman is not None
        other = "bob" if pacman == "ann" else "ann"
        mine, theirs = seat(box, pacman), seat(box, other)
        assert act(box, mine, "roll")[0] == 200
        assert act(box, mine, "peg", space="E16", state="down")[0] == 200  # no real peg board here: phones may
        assert "E16" in engine_as(box, PacmanEngine).current.disputed
        status, answer = act(box, mine, "confirm", space="E16")
        assert status == 403 and "cannot confirm their own dots" in answer["error"]
        assert act(box, theirs, "confirm", space="E16")[0] == 200
        assert "E16" in engine_as(box, PacmanEngine).current.eaten
        box.loop.phones_may_peg = False  # as a box with a real peg board sets it
        status, answer = act(box, mine, "peg", space="C16", state="down")
        assert status == 403 and "peg board reports the dots" in answer["error"]


def test_a_seat_is_claimed_only_with_the_join_code_that_the_table_shows(tmp_path: Path) -> None:
    with web_box(tmp_path, "cards", ["ann", "bob", "cid"]) as box:
        assert box.web is not None
        code = box.web.table.join_code
        # a device on the Wi-Fi sees no code; the box itself and a screen the host made the table's do
        assert "join_code" not in request(box, "GET", "/api/info", source=ATTACKER)[1]
        assert request(box, "GET", "/api/info", source="127.0.0.1")[1]["join_code"] == code
        made = request(box, "POST", "/api/host", {"code": box.web.host_code, "command": "table"}, source=PHONE)
        table = {"Authorization": f"Bearer {made[1]['table_token']}"}
        assert request(box, "GET", "/api/info", source=PHONE, headers=table)[1]["join_code"] == code
        status, answer = request(box, "POST", "/api/seats", {"player": "ann", "code": code}, source=PHONE)
        assert status == 200 and answer["player"] == "ann"
        # a script that knows no code gets no seat: after five wrong codes every join waits for the host's OK,
        # answered alike whatever the code, so that guessing on teaches nothing
        tries = [request(box, "POST", "/api/seats", {"player": "bob", "code": f"{n:04d}"}, source=ATTACKER)
                 for n in range(7) if f"{n:04d}" != code]
        assert [t[0] for t in tries[:5]] == [403] * 5 and {t[0] for t in tries[5:]} == {202}, tries
        assert request(box, "POST", "/api/seats", {"player": "bob", "code": code}, source=ATTACKER) == tries[5]
        assert box.web.table.taken() == ["ann"]
        # ann's phone, a member, is not held up by another's wrong codes: it keeps playing, seated again in a new game
        request(box, "POST", "/api/host", {"code": box.web.host_code, "command": "abandon"}, source=PHONE)
        box.web.sync()
        assert box.web.table.join_code == code and box.web.table.taken() == ["ann"]  # the table's code, kept
        renewed = request(box, "POST", "/api/host", {"code": box.web.host_code, "command": "new_code"}, source=PHONE)
        assert renewed[0] == 200 and renewed[1]["join_code"] != code  # a new code opens the door again
        status, answer = request(box, "POST", "/api/seats", {"player": "bob", "code": renewed[1]["join_code"]},
                                 source="127.0.0.4")
        assert status == 200 and answer["player"] == "bob"
        assert request(box, "POST", "/api/seats", {"player": "cid", "code": code}, source="127.0.0.5")[0] == 403


