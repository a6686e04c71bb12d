"""The table server's API on a real box: seats, actions through the loop, privacy, and every refusal."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import aiohttp

from conftest import engine_as
from games.cards.engine import CardsEngine
from games.deathstar.engine import DeathStarEngine
from games.labyrinth.engine import LabyrinthEngine
from controller.faces.web.limits import RateLimiter
import pytest

from webbox import call, seat, web_box, web_of


def test_the_public_view_has_the_contract_keys_and_no_secret(tmp_path: Path) -> None:
    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5) as box:
        status, view = call(box, "GET", "/api/view")
        assert status == 200
        assert set(view) == {"game", "seq", "players", "turn", "finished", "winners", "state"}
        assert view["game"] == "cards" and [p["name"] for p in view["players"]] == ["ann", "bob"]
        hands = engine_as(box, CardsEngine).hands
        token = seat(box, "ann")
        status, mine = call(box, "GET", "/api/view", token=token)
        assert status == 200 and mine["private"]["player"] == "ann"
        assert sorted(mine["private"]["secret"]["hand"]) == sorted(hands["ann"])
        assert "private" not in call(box, "GET", "/api/view")[1]
        assert mine["private"] == engine_as(box, CardsEngine).private_view("ann")  # ann's own, nobody else's


def test_seats_are_claimed_once_and_tokens_are_checked(tmp_path: Path) -> None:
    with web_box(tmp_path, "deathstar", ["ann", "bob"]) as box:
        token = seat(box, "ann")
        assert len(token) >= 32
        assert call(box, "POST", "/api/seats", {"player": "ann", "code": web_of(box).table.join_code})[0] == 409
        assert call(box, "POST", "/api/seats", {"player": "zed", "code": web_of(box).table.join_code})[0] == 404
        assert call(box, "POST", "/api/seats", {"name": "bob"})[0] == 400
        assert call(box, "GET", "/api/view", token="not-a-token")[0] == 401
        status, answer = call(box, "POST", "/api/actions", {"action": "spin"})
        assert status == 401 and "claim a seat" in answer["error"]
        forged = token[:-1] + ("y" if token.endswith("x") else "x")  # one character off (never the same token)
        assert call(box, "POST", "/api/actions", {"action": "spin"}, token=forged)[0] == 401


def test_an_action_from_a_phone_goes_through_the_loop_and_the_journal(tmp_path: Path) -> None:
    with web_box(tmp_path, "deathstar", ["ann", "bob"], seed=7) as box:
        tokens = {p: seat(box, p) for p in ("ann", "bob")}
        spinner = engine_as(box, DeathStarEngine).player
        status, answer = call(box, "POST", "/api/actions", {"action": "spin"}, token=tokens[spinner])
        assert status == 200, answer
        assert answer["events"][0]["event"] == "spin" and answer["events"][0]["player"] == spinner
        assert len(box.journal.actions(box.loop.session.record.id)) == 1
        box.loop.settle()
        assert "spins" in box.stdout.getvalue()  # type: ignore[attr-defined]
        other = "bob" if engine_as(box, DeathStarEngine).player == "ann" else "ann"
        status, answer = call(box, "POST", "/api/actions", {"action": "spin"}, token=tokens[other])
        assert status == 403 and "not " + other in answer["error"]


def test_bad_requests_get_a_one_line_reason_and_change_nothing(tmp_path: Path) -> None:
    with web_box(tmp_path, "deathstar", ["ann", "bob"], seed=7) as box:
        token = seat(box, engine_as(box, DeathStarEngine).player)
        before = engine_as(box, DeathStarEngine).summary()
        cases = [
            (dict(raw=b"{not json"), 400, "not valid JSON"),
            (dict(raw=b"[1, 2]"), 400, "JSON object"),
            (dict(body={"action": "fly"}), 400, "unknown action"),
            (dict(body={"action": "spin", "args": {"speed": "9"}}), 400, "does not take speed"),
            (dict(body={"action": "spin", "args": {"player": ["x"]}}), 400, "short text"),
            (dict(body={"action": "spin", "args": {"player": "bob" if engine_as(box, DeathStarEngine).player == "ann"
                                                   else "ann"}}), 403, "plays for"),
            (dict(body={"action": "land", "args": {"token": "1", "spot": "force"}}), 409, "spin"),
            (dict(body={"action": "undo"}), 400, "unknown action"),
            (dict(raw=b'{"action": "spin", "pad": "' + b"x" * 5000 + b'"}'), 413, "4,096"),
        ]
        for kwargs, status, words in cases:
            got, answer = call(box, "POST", "/api/actions", token=token, **kwargs)  # type: ignore[arg-type]
            assert got == status, (kwargs, answer)
            assert words in answer["error"] and "\n" not in answer["error"], answer
        assert engine_as(box, DeathStarEngine).summary() == before
        assert box.journal.actions(box.loop.session.record.id) == []


def test_the_host_undoes_and_starts_a_new_game_and_a_phone_whose_name_is_gone_taps_another(tmp_path: Path) -> None:
    with web_box(tmp_path, "deathstar", ["ann", "bob"], seed=7) as box:
        assert box.web is not None
        code = web_of(box).host_code
        token = seat(box, engine_as(box, DeathStarEngine).player)
        assert call(box, "POST", "/api/actions", {"action": "spin"}, token=token)[0] == 200
        assert call(box, "POST", "/api/host", {"code": "000000x", "command": "undo"})[0] == 403
        status, answer = call(box, "POST", "/api/host", {"code": code, "command": "undo"})
        assert status == 200 and answer["events"][0]["event"] == "undo"
        assert box.journal.actions(box.loop.session.record.id) == []
        old_game = box.loop.session.record.id
        status, answer = call(box, "POST", "/api/host", {"code": code, "command": "new", "players": ["zed"]})
        assert status == 409 and "players" in answer["error"]  # refused before anything was given up
        assert box.loop.session.record.id == old_game
        status, answer = call(box, "POST", "/api/host", {"code": code, "command": "new", "game": "cards",
                                                         "players": ["cid", "dan"], "options": {"target": "50"}})
        assert status == 200, answer
        assert call(box, "GET", "/api/view")[1]["game"] == "cards"
        status, answer = call(box, "POST", "/api/actions", {"action": "play"}, token=token)
        assert status == 403 and "tap a name" in answer["error"]  # a member still, with no seat in this game
        assert call(box, "POST", "/api/seats", {"player": "dan"}, token=token)[0] == 200  # no code needed
        assert seat(box, "cid")
        released = call(box, "POST", "/api/host", {"code": code, "command": "release", "player": "cid"})
        assert released == (200, {"released": "cid"})
        assert seat(box, "cid")  # another phone may take it now


def test_a_flood_is_rate_limited_and_the_box_plays_on(tmp_path: Path) -> None:
    with web_box(tmp_path, "deathstar", ["ann", "bob"], seed=7) as box:
        assert box.web is not None
        token = seat(box, engine_as(box, DeathStarEngine).player)
        web_of(box).limiter = RateLimiter(rate=1e-6, burst=40)  # no refill during the test, however slow the machine
        statuses = [call(box, "GET", "/api/view")[0] for _ in range(50)]
        assert statuses == [200] * 40 + [429] * 10
        fake = call(box, "GET", "/api/view", headers={"Authorization": "Bearer invented"})
        assert fake[0] == 429  # an invented token is no way round the limit
        # Another client (here: a seat's token) is not held up, and the game goes on.
        assert call(box, "POST", "/api/actions", {"action": "spin"}, token=token)[0] == 200


def test_more_live_pages_than_the_cap_are_refused_politely_and_plain_requests_still_served(tmp_path: Path) -> None:
    """Live pages have their own cap (they used to count against the 64 places of plain requests, so that 64
    pages left every path answering 503). With 120 pages from 120 addresses, one more page from an address that
    holds one already is refused politely, every plain request is served, and a phone from an address of its own
    gets in (issue 50: it takes the place of the oldest page of an address that holds the most)."""
    from controller.faces.web.live_pages import STRANGERS as STREAMS_IN_ALL

    with web_box(tmp_path, "deathstar", ["ann", "bob"]) as box:
        assert box.web is not None
        base = web_of(box).url.rstrip("/")

        def device(n: int) -> aiohttp.ClientSession:  # each page from its own address, as phones are
            return aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(f"127.0.{2 + n // 250}.{2 + n % 250}", 0)))

        async def crowd() -> tuple[int, dict[str, str], int, int]:
            devices = [device(i) for i in range(STREAMS_IN_ALL + 1)]
            sockets = []
            for client in devices[:STREAMS_IN_ALL]:
                ws = await client.ws_connect(f"{base}/api/stream")
                await ws.send_str("{}")
                await ws.receive(timeout=30)  # the first update: this page is served
                sockets.append(ws)
            async with devices[0].get(f"{base}/api/info") as plain:
                served = plain.status
            try:
                await devices[0].ws_connect(f"{base}/api/stream")
                status = 101
            except aiohttp.WSServerHandshakeError as exc:
                status = exc.status
            async with devices[0].get(f"{base}/api/stream", headers={"Upgrade": "websocket", "Connection": "Upgrade",
                                      "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="}) as refused:
                answer = await refused.json()  # the refusal, read as a page would
            try:
                newcomer = await devices[-1].ws_connect(f"{base}/api/stream")
                await newcomer.close()
                welcome = 101
            except aiohttp.WSServerHandshakeError as exc:
                welcome = exc.status
            for ws in sockets:
                await ws.close()
            for client in devices:
                await client.close()
            return served, answer, status, welcome

        served, answer, status, welcome = asyncio.run(crowd())
        assert served == 200 and status == 503 and f"{STREAMS_IN_ALL} connections" in answer["error"]
        assert welcome == 101


def test_the_live_stream_sends_each_seat_its_own_private_view_only(tmp_path: Path) -> None:
    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5) as box:
        assert box.web is not None
        tokens = {p: seat(box, p) for p in ("ann", "bob")}
        url = web_of(box).url.rstrip("/") + "/api/stream"

        async def listen() -> dict[str, dict[str, object]]:
            seen = {}
            async with aiohttp.ClientSession() as client:
                for who, token in (("ann", tokens["ann"]), ("bob", tokens["bob"]), ("table", None)):
                    async with client.ws_connect(url) as ws:
                        await ws.send_str(json.dumps({"token": token}))
                        seen[who] = json.loads((await ws.receive(timeout=30)).data)
            return seen

        seen = asyncio.run(listen())
        hands = engine_as(box, CardsEngine).hands
        assert seen["ann"]["seat"] == "ann" and seen["bob"]["seat"] == "bob"
        assert sorted(seen["ann"]["private"]["secret"]["hand"]) == sorted(hands["ann"])  # type: ignore[index]
        assert "private" not in seen["table"] and "seat" not in seen["table"]
        assert seen["bob"]["private"] == engine_as(box, CardsEngine).private_view("bob")


@pytest.mark.parametrize("variant", ["classic", "glow"])
def test_a_whole_labyrinth_game_played_by_the_seats_tokens(tmp_path: Path, variant: str) -> None:
    """What the seat page sends, for a whole game: every insert and move from the player's own seat (the box
    sees each target reached and each player home: no phone says "found" or "home")."""
    from games.base import Action
    from games.labyrinth.demo_bot import LabyrinthBot

    with web_box(tmp_path, "labyrinth", ["ann", "bob"], seed=5, options={"variant": variant}) as box:
        tokens = {p: seat(box, p) for p in ("ann", "bob")}
        engine = engine_as(box, LabyrinthEngine)
        bot = LabyrinthBot(engine, 5)
        sent = 0
        while not box.loop.session.finished:
            action = bot.next_move(engine)
            if not isinstance(action, Action):
                continue
            me = engine.turn
            assert me is not None
            assert action.name in ("insert", "move")
            status, answer = call(box, "POST", "/api/actions",
                                  {"action": action.name, "args": dict(action.args)}, token=tokens[me])
            assert status == 200, answer
            sent += 1
            assert sent < 2000
        view = call(box, "GET", "/api/view")[1]
        assert view["finished"] and view["winners"] == engine.winners
        assert len(box.journal.actions(box.loop.session.record.id)) == sent


def test_the_box_prints_and_says_its_address_once_and_json_output_carries_no_secret(tmp_path: Path) -> None:
    said: list[str] = []

    class Ear:
        def say(self, text: str, stale_after: float | None = None) -> None:
            said.append(text)

    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5, json_mode=True, announcer=Ear()) as box:
        assert box.web is not None
        tokens = {p: seat(box, p) for p in ("ann", "bob")}
        for _ in range(6):  # a few plays from the phones, each showing the hands to their owners
            me = engine_as(box, CardsEngine).player
            play = engine_as(box, CardsEngine).legal_actions()[0]
            assert call(box, "POST", "/api/actions", {"action": "play", "args": dict(play.args)},
                        token=tokens[me])[0] == 200
        box.loop.settle()
        lines = [json.loads(line) for line in box.stdout.getvalue().splitlines()]  # type: ignore[attr-defined]
    assert [e for e in lines if e["event"] == "web"] == [{"event": "web", "url": web_of(box).url}]
    digits = ", ".join(web_of(box).table.join_code)
    assert [s for s in said if "join" in s] == [
        f"To join on your phone, open 127 dot 0 dot 0 dot 1, port {web_of(box).port}; the join code is {digits}."]
    for event in lines:
        assert not {"private", "secret", "hand", "hands", "token"} & set(event), event
    assert not [t for t in tokens.values() if t in box.stdout.getvalue()]  # type: ignore[attr-defined]


def test_the_pages_need_nothing_from_the_internet() -> None:
    import re
    from importlib import resources
    static = resources.files("controller.faces.web").joinpath("static")
    for page in static.iterdir():
        text = page.read_text(encoding="utf-8")
        for link in re.findall(r'(?:src|href)="([^"]+)"', text):
            assert link.startswith("/"), (page.name, link)
        if page.name.endswith(".js"):  # a script's comments may cite a page (Fluent's runtime does)
            text = re.sub(r"/\*.*?\*/|(?<![:\"'])//[^\n]*", "", text, flags=re.DOTALL)
        assert "http://" not in text.replace("http://www.w3.org", "") and "https://" not in text, page.name


def test_companion_run_with_web_serves_the_demo_until_sigterm(tmp_path: Path) -> None:
    import os
    import signal
    import subprocess
    import sys
    import urllib.request

    from conftest import ROOT

    proc = subprocess.Popen([sys.executable, "-m", "controller.cli", "run", "--game", "deathstar", "--simulate",
                             "--demo", "--pace", "0", "--seed", "3", "--json", "--web", "127.0.0.1:0",
                             "--db", str(tmp_path / "d.db")], cwd=ROOT, text=True, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env={**os.environ, "SDL_AUDIODRIVER": "dummy"})
    try:
        assert proc.stdout is not None
        events = []
        for line in proc.stdout:  # progress, not time: the demo's last event is its winner
            events.append(json.loads(line))
            if events[-1]["event"] == "winner":
                break
        url = [e["url"] for e in events if e["event"] == "web"][0]
        import time
        deadline = time.monotonic() + 60
        while True:  # the terminal and the pages are separate sinks: the pages may get the last update later
            with urllib.request.urlopen(url + "api/view", timeout=30) as answer:
                view = json.loads(answer.read())
            if view["finished"] or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        assert view["finished"] and view["winners"] == [events[-1]["player"]]  # the pages stay up after the game
        with urllib.request.urlopen(url, timeout=30) as answer:
            assert b"table.js" in answer.read()
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err
        assert json.loads(out.splitlines()[-1])["event"] == "summary"
        assert "web: the table page is at " + url in err
    finally:
        proc.kill()


def test_after_an_action_is_answered_the_view_already_shows_it(tmp_path: Path) -> None:
    """Read your own writes: the answer waits until the pages can have the update too."""
    import time

    with web_box(tmp_path, "deathstar", ["ann", "bob"], seed=7) as box:
        assert box.web is not None
        hand_over = web_of(box).post

        def late(update: object) -> None:  # the web sink's thread runs late (a busy machine)
            time.sleep(0.1)
            hand_over(update)  # type: ignore[arg-type]

        web_of(box).post = late  # type: ignore[method-assign]
        tokens = {p: seat(box, p) for p in ("ann", "bob")}
        for _ in range(6):
            me = box.loop.session.engine.turn
            assert me is not None
            status, answer = call(box, "POST", "/api/actions", {"action": "spin"}, token=tokens[me])
            assert status == 200, answer
            view = call(box, "GET", "/api/view")[1]
            spun = [e["value"] for e in answer["events"] if e["event"] == "spin"][-1]
            assert view["seq"] >= answer["seq"] and view["state"]["last_spin"] == spun


def test_a_phone_reads_the_answer_to_its_action_in_the_box_language(tmp_path: Path) -> None:
    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5, language="it") as box:
        token = seat(box, "ann")
        play = box.loop.session.engine.legal_actions()[0]
        status, answer = call(box, "POST", "/api/actions", {"action": play.name, "args": dict(play.args)}, token=token)
        assert status == 200, answer
        texts = [e["text"] for e in answer["events"]]
        assert "ann pesca una carta." in texts and "Tocca a bob." in texts, texts
        status, answer = call(box, "POST", "/api/actions", {"action": play.name, "args": dict(play.args)}, token=token)
        assert status in (403, 409) and "tocca a bob, non ad ann" in answer["error"], answer


def test_a_restarted_box_keeps_every_phone_seated_and_its_host_code(tmp_path: Path) -> None:
    """A restart in the middle of a game (an update, a power cut): the same tokens play on, the same host code
    works; a new game then seats every phone again, by name, with no code typed."""
    with web_box(tmp_path, "deathstar", ["ann", "bob"], seed=7) as box:
        assert box.web is not None
        code = web_of(box).host_code
        tokens = {p: seat(box, p) for p in ("ann", "bob")}
    kept = (tmp_path / "web.db.seats").read_text()
    assert not any(token in kept for token in tokens.values())  # only digests are on the card
    with web_box(tmp_path, "deathstar", ["ann", "bob"], seed=7) as box:
        assert box.web is not None and web_of(box).host_code == code
        assert call(box, "GET", "/api/info")[1]["seats_taken"] == ["ann", "bob"]
        player = engine_as(box, DeathStarEngine).player
        assert call(box, "POST", "/api/actions", {"action": "spin"}, token=tokens[player])[0] == 200
        assert call(box, "POST", "/api/seats", {"player": "ann", "code": web_of(box).table.join_code})[0] == 409  # still hers
        assert call(box, "POST", "/api/host", {"code": code, "command": "abandon"})[0] == 200
        web_of(box).sync()
        assert call(box, "GET", "/api/info")[1]["seats_taken"] == ["ann", "bob"]
        player = engine_as(box, DeathStarEngine).player
        assert call(box, "POST", "/api/actions", {"action": "spin"}, token=tokens[player])[0] == 200
