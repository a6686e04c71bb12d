"""A stranger on the family's Wi-Fi (issue 50), from many loopback addresses (one home subnet, 127.0.x.y here):
guessing the join code never seats anyone without the host's OK, crowding the server never refuses a member's view
or live page nor the box's own, a page on another site cannot spend a phone's tries, and bytes a request should not
hold are 4xx, never 5xx."""

from __future__ import annotations

import asyncio
import json
import socket
from pathlib import Path
from typing import Any

import aiohttp

from webbox import Ear, call, seat, web_box, web_of

HOST, FAMILY = "127.0.0.2", "127.0.0.3"


AT_ONCE = 100
"""Requests the stranger keeps in flight (each on a connection of its own, closed after its answer)."""


def stranger(n: int) -> str:
    """The ``n``-th of the stranger's addresses (up to 60,000 of them)."""
    return f"127.{10 + n // 250}.0.{1 + n % 250}"


def guess(box: Any, codes: list[str], addresses: int) -> list[tuple[int, dict[str, Any]]]:
    """Every code tried in turn, each from the next of ``addresses`` addresses (round and round), :data:`AT_ONCE`
    at a time, each with a ticket of its own (as a phone waits with one)."""
    web = web_of(box)

    async def one(session: aiohttp.ClientSession, n: int, code: str) -> tuple[int, dict[str, Any]]:
        body = {"player": "bob", "code": code, "ticket": f"stranger-ticket-{n:08d}"}
        async with session.post(f"http://{web.host}:{web.port}/api/seats", json=body) as answer:
            return answer.status, await answer.json()

    async def all_of_them() -> list[tuple[int, dict[str, Any]]]:
        sessions = [aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(stranger(n), 0), force_close=True))
                    for n in range(addresses)]
        try:
            answers: list[tuple[int, dict[str, Any]]] = []
            for start in range(0, len(codes), AT_ONCE):
                batch = list(enumerate(codes[start:start + AT_ONCE], start))
                answers += await asyncio.gather(*(one(sessions[n % addresses], n, code) for n, code in batch))
            return answers
        finally:
            for session in sessions:
                await session.close()

    return asyncio.run(all_of_them())


def test_a_stranger_with_many_addresses_never_gets_a_seat_without_the_hosts_ok(tmp_path: Path) -> None:
    """250 addresses found the four-digit code in 61 s, 2,000 in 11.5 s: wrong codes are counted for the table, so
    after five every join waits for the host's OK, answered alike for the right code and a wrong one."""
    with web_box(tmp_path, "cards", ["ann", "bob"]) as box:
        web = web_of(box)
        web.limiter.burst = 10**6  # the stranger is not slowed down: only the door stands in the way
        host = call(box, "POST", "/api/join", {"code": web.table.join_code}, source=HOST)[1]["token"]
        code = web.table.join_code
        for addresses in (250, 2000):
            codes = [f"{n:04d}" for n in range(0, 10000, 5) if f"{n:04d}" != code][:addresses] + [code]
            answers = guess(box, codes, addresses)
            spent = 5 if addresses == 250 else 0  # the first round spends the table's five; the door stays guarded
            assert [status for status, _ in answers[:spent]] == [403] * spent
            assert {status for status, _ in answers[spent:]} == {202}, {status for status, _ in answers}
            assert answers[-1] == answers[-2]  # the right code is answered as a wrong one: nothing to learn
            assert web.table.taken() == [] and len(web.table.members) == 1
        panel = call(box, "GET", "/api/info", token=host, source=HOST)[1]
        assert panel["guarded"] and len(panel["waiting"]) == 2  # only the right code's tickets wait: the host may say no
        for waiting in panel["waiting"]:
            assert call(box, "POST", "/api/host", {"command": "turn_away", "waiting": waiting["id"]},
                        token=host, source=HOST)[0] == 200
        # the family's phones go on: a member is never held up by another's wrong codes
        assert call(box, "POST", "/api/seats", {"player": "ann"}, token=host, source=HOST)[0] == 200


def test_at_a_guarded_door_nothing_a_stranger_can_see_tells_the_right_code_from_a_wrong_one(tmp_path: Path) -> None:
    """The table's public revision (in /api/info and every page's stream) moved when a phone with the right code
    came to wait, and a stranger found the code in 6.7 s that way: only the host's pages are told who waits."""
    with web_box(tmp_path, "cards", ["ann", "bob"]) as box:
        web = web_of(box)
        host = call(box, "POST", "/api/join", {"code": web.table.join_code}, source=HOST)[1]["token"]
        for n in range(5):
            call(box, "POST", "/api/join", {"code": "x" * (n + 1)}, source=stranger(n))
        seen = []
        for code in ("0000" if web.table.join_code != "0000" else "1111", web.table.join_code):
            answer = call(box, "POST", "/api/join", {"code": code, "ticket": f"ticket-of-the-stranger-{code}"},
                          source=stranger(9))
            seen.append((answer, call(box, "GET", "/api/info", source=stranger(9))[1]["table"]))
        assert seen[0] == seen[1]  # the same answer and the same revision, right code or wrong
        panel = call(box, "GET", "/api/info", token=host, source=HOST)[1]
        assert len(panel["waiting"]) == 1  # the host's panel alone shows that a phone with the code waits


def test_a_table_with_no_host_whose_door_strangers_guarded_gets_a_new_code_by_a_hold_at_the_box(tmp_path: Path) -> None:
    """Nobody has joined yet and the stranger spent the wrong codes: a hold at the box makes a new code, said aloud
    for the table alone (a hold used to let in whichever phone waited, the stranger's too); a stranger knocking on
    and on gets the sentence said once in five minutes, not every twenty seconds."""
    ear = Ear()
    with web_box(tmp_path, "cards", ["ann", "bob"], announcer=ear) as box:
        assert box.fingers is not None
        web = web_of(box)
        old = web.table.join_code
        for n in range(12):
            call(box, "POST", "/api/join", {"code": f"x{n}", "ticket": f"stranger-ticket-number-{n:04d}"},
                 source=stranger(n))
        told = [line for line in ear.said if "To hear a new join code" in line]
        assert len(told) == 1 and web.table.members == {}
        box.fingers.hold("spin")  # someone at the box
        box.loop.settle()
        web.sync()
        new = web.table.join_code
        assert new != old and not web.table.door.guarded and ear.codes()[-1] == new
        for n in range(6):  # the stranger spends the new code's tries at once: no hold at the box is its for a while
            call(box, "POST", "/api/join", {"code": f"y{n}"}, source=stranger(20 + n))
        seq = box.publisher.seq
        box.fingers.hold("spin")
        box.loop.settle()
        web.sync()
        assert web.table.join_code == new and box.publisher.seq > seq  # the hold was the game's
        assert len([line for line in ear.said if "To hear a new join code" in line]) == 1


def test_a_latecomer_at_a_guarded_door_gets_in_with_the_hosts_ok(tmp_path: Path) -> None:
    """The box says once that someone is trying codes; the latecomer's phone waits, and the host lets it in."""
    ear = Ear()
    with web_box(tmp_path, "cards", ["ann", "bob"], announcer=ear) as box:
        web = web_of(box)
        host = call(box, "POST", "/api/join", {"code": web.table.join_code}, source=HOST)[1]["token"]
        for n in range(12):
            call(box, "POST", "/api/join", {"code": "x" * (n + 1)}, source=stranger(n))
        assert len([line for line in ear.said if "is trying join codes" in line]) == 1
        ticket = "latecomer-ticket-0123456789"
        knock = {"code": web.table.join_code, "ticket": ticket}
        assert call(box, "POST", "/api/join", knock, source=FAMILY)[0] == 202
        waiting = call(box, "GET", "/api/info", token=host, source=HOST)[1]["waiting"]
        assert len(waiting) == 1
        assert call(box, "POST", "/api/host", {"command": "let_in", "waiting": waiting[0]["id"]}, token=host)[0] == 200
        status, joined = call(box, "POST", "/api/join", knock, token=ticket, source=FAMILY)
        assert status == 200 and joined["phone"] == 2
        assert call(box, "POST", "/api/seats", {"player": "bob"}, token=ticket, source=FAMILY)[0] == 200


def test_a_page_on_another_site_cannot_spend_a_phones_tries(tmp_path: Path) -> None:
    """A page on another origin, opened on a family phone, POSTed wrong codes and locked that browser out of the
    right join code and host code: such requests are refused before they count."""
    with web_box(tmp_path, "cards", ["ann", "bob"]) as box:
        web = web_of(box)
        crossing = [{"Origin": "http://evil.example"}, {"Sec-Fetch-Site": "cross-site"},
                    {"Origin": "null"}, {"Content-Type": "text/plain"}]
        for headers in crossing * 5:
            for route, body in (("/api/join", {"code": "0000"}), ("/api/host", {"code": "000000", "command": "undo"})):
                status, answer = call(box, "POST", route, body, headers=headers, source=FAMILY)
                assert status == 403 and "another site" in answer["error"], (headers, answer)
        assert web.table.door.wrong == 0 and not web.api.lockout.wait("table")
        own = {"Origin": f"http://{web.host}:{web.port}", "Sec-Fetch-Site": "same-origin"}
        assert call(box, "POST", "/api/join", {"code": web.table.join_code}, headers=own, source=FAMILY)[0] == 200
        assert call(box, "POST", "/api/host", {"code": web.host_code, "command": "undo"}, headers=own,
                    source=FAMILY)[0] in (200, 409)


def test_a_handful_of_addresses_holding_every_connection_cannot_refuse_a_member_or_the_box(tmp_path: Path) -> None:
    """7 addresses holding about 200 idle connections refused every phone and the box's own 127.0.0.1 for 45 s:
    the box's own address counts towards no cap, and a newcomer takes the place of the crowd's oldest."""
    with web_box(tmp_path, "cards", ["ann", "bob"]) as box:
        web = web_of(box)
        token = seat(box, "ann")
        idle = []
        for n in range(7):
            for _ in range(32):
                sock = socket.create_connection((web.host, web.port), timeout=120, source_address=(stranger(n), 0))
                sock.sendall(b"GET /api/view HTTP/1.1\r\nHost: box\r\n\r\n")  # answered, then kept alive
                idle.append(sock)
        answered = 0
        for sock in idle:
            try:
                answered += bool(sock.recv(1))  # its answer: the box holds it open now (keep-alive)
            except ConnectionResetError:  # past 200 in all, the newest took the place of the crowd's oldest
                pass
        assert answered >= 200
        assert call(box, "GET", "/api/view", token=token, source=FAMILY)[0] == 200  # ann's phone
        assert call(box, "GET", "/api/view")[0] == 200  # the box itself
        assert call(box, "GET", "/api/view", source=stranger(100))[0] == 200  # a newcomer from an address of its own
        for sock in idle:
            sock.close()


def test_two_hundred_addresses_with_one_connection_each_cannot_cut_a_member_off(tmp_path: Path) -> None:
    """Each address holding as many as the member's (one: its live page) left nobody heavier to give way, and the
    member's taps were reset; the live page itself could be pushed out, since it carries no Authorization header.
    A member's live page is trusted once its first message shows the token."""
    with web_box(tmp_path, "cards", ["ann", "bob"]) as box:
        web = web_of(box)
        token = seat(box, "ann")

        async def crowded() -> tuple[int, int, bool, list[int]]:
            phone = aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(FAMILY, 0), force_close=True))
            page = await phone.ws_connect(f"http://{web.host}:{web.port}/api/stream")
            await page.send_str(json.dumps({"token": token}))
            await page.receive(timeout=60)  # served: the box knows it is ann's
            idle = []
            for n in range(200):
                reader, writer = await asyncio.open_connection(web.host, web.port, local_addr=(stranger(n), 0))
                writer.write(b"GET /favicon.ico HTTP/1.1\r\nHost: box\r\n\r\n")
                idle.append((reader, writer))
            for reader, _ in idle:
                try:
                    await reader.readuntil(b"</svg>")  # its answer: the connection is kept alive now
                except (asyncio.IncompleteReadError, ConnectionError):
                    pass
            async with phone.get(f"http://{web.host}:{web.port}/api/view",
                                 headers={"Authorization": f"Bearer {token}"}) as answer:
                view = answer.status

            async def get(path: str) -> int:  # a page load: several connections at once, most without the token
                async with phone.get(f"http://{web.host}:{web.port}{path}") as answer:
                    await answer.read()
                    return answer.status

            loads = await asyncio.gather(*(get(path) for path in ("/seat", "/static/app.css", "/static/common.js",
                                                                  "/static/seat.js", "/static/panels.js", "/api/info")))

            async with phone.post(f"http://{web.host}:{web.port}/api/actions", json={"action": "status"},
                                  headers={"Authorization": f"Bearer {token}"}) as answer:
                tap = answer.status
            still_open = not page.closed
            for _, writer in idle:
                writer.close()
            await page.close()
            await phone.close()
            return view, tap, still_open, loads

        view, tap, still_open, loads = asyncio.run(crowded())
        assert view == 200 and tap == 200 and still_open and loads == [200] * 6, loads


def raw_request(box: Any, head: bytes, body: bytes = b"") -> bytes:
    """Send ``head`` and ``body`` as they are, from the family's address; the status line of the answer."""
    web = web_of(box)
    with socket.create_connection((web.host, web.port), timeout=120, source_address=(FAMILY, 0)) as sock:
        sock.sendall(head + body)
        answer = b""
        while b"\r\n" not in answer:
            chunk = sock.recv(4096)
            if not chunk:
                break
            answer += chunk
        return answer.split(b"\r\n", 1)[0]


def test_bytes_that_are_no_text_are_4xx_and_a_body_that_never_comes_is_408(tmp_path: Path) -> None:
    """A lone surrogate in a code and a non-UTF-8 byte in an Authorization header were 500s (the latter on every
    route, past the rate limit); a slow body was cut at 10 s with no answer."""
    with web_box(tmp_path, "cards", ["ann", "bob"]) as box:
        web = web_of(box)
        for route in ("/api/join", "/api/seats", "/api/host"):
            status, _ = call(box, "POST", route, raw=b'{"code": "\\ud800", "player": "ann"}', source=FAMILY)
            assert status == 400, route
        for method, route in (("GET", "/api/view"), ("GET", "/api/info"), ("POST", "/api/actions"),
                              ("POST", "/api/join"), ("POST", "/api/host"), ("GET", "/")):
            line = raw_request(box, f"{method} {route} HTTP/1.1\r\nHost: box\r\nContent-Type: application/json\r\n"
                                    "Authorization: Bearer ".encode() + b"\xff\xfe" + b"caf\xe9" * 5 +
                               b"\r\nContent-Length: 2\r\nConnection: close\r\n\r\n", b"{}")
            assert line.split(b" ")[1][:1] == b"4" or line.split(b" ")[1] == b"200", (route, line)
        for header in (b"Origin: http://[", b"Host: ["):  # no address: never a 500
            for page in (b"/api/info", b"/", b"/seat"):
                answer = raw_request(box, b"GET " + page + b" HTTP/1.1\r\n" + header + b"\r\nConnection: close\r\n\r\n")
                assert answer.split(b" ")[1][:1] in (b"2", b"3", b"4"), (header, page, answer)
        web.guard.head_timeout = 2.0
        line = raw_request(box, b"POST /api/join HTTP/1.1\r\nHost: box\r\nContent-Type: application/json\r\n"
                                b"Content-Length: 100\r\n\r\n", b'{"code": ')
        assert line == b"HTTP/1.1 408 Request Timeout", line
        assert call(box, "GET", "/api/view", source=FAMILY)[0] == 200


def test_two_settings_changes_at_once_both_land_on_the_loops_thread(tmp_path: Path) -> None:
    """Both ran on executor threads and one was lost (30 of 30 pairs): now they run one after the other on the
    game loop's thread, which owns the messages, the speaker and the mixer."""
    with web_box(tmp_path, "cards", ["ann", "bob"]) as box:
        web = web_of(box)
        host = call(box, "POST", "/api/join", {"code": web.table.join_code}, source=HOST)[1]["token"]
        base = f"http://{web.host}:{web.port}/api/host"

        async def both(first: dict[str, Any], second: dict[str, Any]) -> list[int]:
            async with aiohttp.ClientSession(headers={"Authorization": f"Bearer {host}"}) as session:
                async def change(settings: dict[str, Any]) -> int:
                    async with session.post(base, json={"command": "settings", "settings": settings}) as answer:
                        return answer.status
                return list(await asyncio.gather(change(first), change(second)))

        for n in range(10):
            volume = round(0.1 + n / 20, 2)
            assert asyncio.run(both({"volume": volume}, {"speech": n % 2 == 0})) == [200, 200]
            kept = (tmp_path / "settings.toml").read_text()
            assert f"volume = {volume}" in kept and f"enabled = {str(n % 2 == 0).lower()}" in kept, kept
            assert box.mixer.volume == volume and box.speaker.muted is (n % 2 == 1)


def test_a_game_at_power_on_that_does_not_fit_the_config_is_refused_when_set(tmp_path: Path) -> None:
    players = ["ann", "bob", "cid", "dan", "eve"]
    with web_box(tmp_path, "pacman", players, settings={"box.players": players, "box.game": "pacman"}) as box:
        web = web_of(box)
        host = call(box, "POST", "/api/join", {"code": web.table.join_code}, source=HOST)[1]["token"]
        status, answer = call(box, "POST", "/api/host", {"command": "settings", "settings": {"game": "cards"}},
                              token=host, source=HOST)
        assert status == 400 and answer["error"].startswith("box.game: PAC-MAN card game cannot start"), answer
        assert not (tmp_path / "settings.toml").exists()


def test_the_info_json_never_says_more_than_its_asker_may_know(tmp_path: Path) -> None:
    with web_box(tmp_path, "cards", ["ann", "bob"]) as box:
        web = web_of(box)
        host = call(box, "POST", "/api/join", {"code": web.table.join_code}, source=HOST)[1]["token"]
        member = call(box, "POST", "/api/join", {"code": web.table.join_code}, source=FAMILY)[1]["token"]
        for token, source in ((None, stranger(1)), (member, FAMILY)):
            shown = json.dumps(call(box, "GET", "/api/info", token=token, source=source)[1])
            assert web.host_code not in shown and web.table.join_code not in shown and "members" not in shown
        assert web.host_code in json.dumps(call(box, "GET", "/api/info", token=host, source=HOST)[1])
