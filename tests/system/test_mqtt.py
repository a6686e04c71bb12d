"""Many boxes, one broker, one league: a real Mosquitto, boxes as real processes, the hub as its command."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import paho.mqtt.client as mqtt
from paho.mqtt.enums import CallbackAPIVersion


from broker import Mosquitto
from conftest import ROOT, companion


GAMES = [("deathstar", "ann,bob"), ("cards", "ann,bob"), ("labyrinth", "ann,bob"), ("pacman", "ann,bob")]
ENV = {**os.environ, "SDL_AUDIODRIVER": "dummy"}


def config(folder: Path, box: str, url: str) -> Path:
    path = folder / f"{box}.toml"
    path.write_text(f'[box]\nid = "{box}"\n[mqtt]\nurl = "{url}"\n[sound]\nenabled = false\n'
                    '[speech]\nenabled = false\n')
    return path


def box_run(folder: Path, box: str, url: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "controller.cli", "run", "--simulate", "--config",
                             str(config(folder, box, url)), "--db", str(folder / f"{box}.db"), *args],
                            cwd=ROOT, env=ENV, text=True, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)


def rows(db: Path, sql: str) -> list[tuple[Any, ...]]:
    if not db.exists():
        return []
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10) as con:
            return con.execute(sql).fetchall()
    except sqlite3.OperationalError:  # not created yet
        return []


def league_count(db: Path) -> int:
    found = rows(db, "SELECT count(*) FROM results")
    return int(found[0][0]) if found else 0


def wait_for(condition: object, what: str, rounds: int = 12000) -> None:
    """Wait for progress (up to ten minutes on a very busy machine), never for a guessed duration."""
    for _ in range(rounds):
        if condition():  # type: ignore[operator]
            return
        time.sleep(0.05)
    raise AssertionError(f"no progress: {what}")


def flush_outbox(folder: Path, box: str, url: str) -> None:
    """Start a box again (as systemd would): it sends what waits in its outbox."""
    for _ in range(5):
        if not rows(folder / f"{box}.db", "SELECT result_id FROM outbox"):
            return
        box_run(folder, box, url, "--script", "-").communicate("", timeout=120)
    raise AssertionError(f"{box}'s outbox never emptied")


def test_twenty_boxes_a_broker_restart_and_a_kill_9_lose_no_game_and_count_none_twice(tmp_path: Path) -> None:
    broker = Mosquitto(tmp_path).start()
    league_db = tmp_path / "league.db"
    hub = subprocess.Popen([sys.executable, "-m", "controller.cli", "-v", "hub", "--mqtt", broker.url, "--db",
                            str(league_db)], cwd=ROOT, env=ENV, text=True, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE)
    boxes = [f"box-{n}" for n in range(20)]
    try:
        assert hub.stdout is not None
        for line in hub.stdout:  # the broker keeps results for the hub from its first subscription on
            if "subscribed" in line:
                break
        procs = {}
        for n, box in enumerate(boxes):
            game, players = GAMES[n % len(GAMES)]
            if game == "pacman" and n != 3:  # one PAC-MAN match is enough here, and the longest game to play
                game, players = GAMES[1]
            procs[box] = box_run(tmp_path, box, broker.url, "--game", game, "--players", players, "--demo",
                                 "--pace", "0.005", "--seed", str(n))
        wait_for(lambda: league_count(league_db) >= 1, "a first result in the league")
        broker.stop()  # in the middle of the evening
        # A box killed -9 with a result in its outbox (its game ended while the broker was away).
        killed = box_run(tmp_path, "box-killed", broker.url, "--game", "cards", "--players", "ann,bob", "--demo",
                         "--pace", "0", "--seed", "99")
        wait_for(lambda: rows(tmp_path / "box-killed.db", "SELECT result_id FROM outbox"), "a result in the outbox")
        killed.kill()
        killed.wait()
        wait_for(lambda: sum(p.poll() is not None for p in procs.values()) >= 3, "boxes ending during the outage")
        broker.start()
        for proc in procs.values():
            assert proc.wait(timeout=600) == 0
        for box in [*boxes, "box-killed"]:
            flush_outbox(tmp_path, box, broker.url)
        played = {box: rows(tmp_path / f"{box}.db", "SELECT session_id FROM results") for box in [*boxes, "box-killed"]}
        total = sum(len(r) for r in played.values())
        assert total == 21 and all(played.values())
        try:
            wait_for(lambda: league_count(league_db) >= total, "every result in the league", rounds=1200)
        except AssertionError:
            hub.send_signal(signal.SIGTERM)
            have = {r[0] for r in rows(league_db, "SELECT box FROM results")}
            missing = sorted(set(played) - have)
            raise AssertionError(f"{league_count(league_db)} of {total}, missing {missing}: "
                                 + hub.communicate(timeout=60)[1][-3000:])
        # A result sent twice (as after a cut) counts once; a later one still arrives.
        again = rows(tmp_path / "box-3.db", "SELECT session_id FROM results")
        assert again
        first_payload = rows(league_db, "SELECT result_id FROM results WHERE box = 'box-3'")[0][0]
        publish(broker.port, "tabletop/box-3/result", json.dumps({
            "id": first_payload, "box": "box-3", "game": "cards", "options": {}, "winners": ["ann"],
            "players": [{"name": "ann", "score": 100}], "started_at": "2026-01-01T00:00:00+00:00",
            "finished_at": "2026-01-01T00:10:00+00:00"}))
        publish(broker.port, "tabletop/sentinel/result", json.dumps({
            "id": "sentinel/1", "box": "sentinel", "game": "cards", "options": {}, "winners": ["zed"],
            "players": [{"name": "zed", "score": 1}], "started_at": "2026-01-01T00:00:00+00:00",
            "finished_at": "2026-01-01T00:10:00+00:00"}))
        wait_for(lambda: league_count(league_db) >= total + 1, "the sentinel")
        assert league_count(league_db) == total + 1  # the duplicate was not counted
        shown = companion("league", "--json", "--db", str(league_db))
        assert shown.returncode == 0, shown.stderr
        plays = json.loads(shown.stdout)["plays"]
        per_box = {box: sum(p["box"] == box for p in plays) for box in played}
        assert per_box == {box: len(r) for box, r in played.items()}  # every game exactly once
    finally:
        hub.send_signal(signal.SIGTERM)
        out, err = hub.communicate(timeout=60)
        broker.stop()
    assert hub.returncode == 0, err


def publish(port: int, topic: str, payload: str | bytes) -> None:
    """Publish one QoS 1 message and wait for the broker's acknowledgement."""
    client = mqtt.Client(CallbackAPIVersion.VERSION2, client_id=f"test-{time.monotonic_ns()}")
    client.connect("127.0.0.1", port)
    client.loop_start()
    client.publish(topic, payload, qos=1).wait_for_publish(30)
    client.disconnect()
    client.loop_stop()


class Listener:
    """A subscriber that keeps every message it gets, by topic."""

    def __init__(self, port: int, topics: str | list[str], username: str | None = None,
                 password: str | None = None) -> None:
        self.got: dict[str, list[bytes]] = {}
        self.subscribed: list[object] = []
        self.client = mqtt.Client(CallbackAPIVersion.VERSION2, client_id=f"listen-{time.monotonic_ns()}")
        if username:
            self.client.username_pw_set(username, password)
        self.client.on_message = lambda c, u, m: self.got.setdefault(m.topic, []).append(bytes(m.payload))
        wanted = [(t, 1) for t in ([topics] if isinstance(topics, str) else topics)]
        self.client.on_connect = lambda c, u, f, rc, p: c.subscribe(wanted)
        self.client.on_subscribe = lambda c, u, mid, codes, p: self.subscribed.append(codes)
        self.client.connect("127.0.0.1", port)
        self.client.loop_start()

    def close(self) -> None:
        self.client.disconnect()
        self.client.loop_stop()


def sensor_schema() -> object:
    """Home Assistant's documented MQTT sensor discovery options (integrations/sensor.mqtt)."""
    import voluptuous as vol

    device = vol.Schema({vol.Optional("configuration_url"): str, vol.Optional("connections"): list,
                         vol.Optional("hw_version"): str, vol.Required("identifiers"): vol.All([str], vol.Length(1)),
                         vol.Optional("manufacturer"): str, vol.Optional("model"): str,
                         vol.Optional("model_id"): str, vol.Required("name"): str,
                         vol.Optional("serial_number"): str, vol.Optional("suggested_area"): str,
                         vol.Optional("sw_version"): str, vol.Optional("via_device"): str})
    return vol.Schema({
        vol.Required("state_topic"): str, vol.Required("unique_id"): str, vol.Required("name"): str,
        vol.Optional("availability_topic"): str, vol.Optional("payload_available"): str,
        vol.Optional("payload_not_available"): str, vol.Required("device"): device,
        vol.Optional("value_template"): str, vol.Optional("icon"): vol.Match(r"^mdi:"),
        vol.Optional("state_class"): vol.In(["measurement", "total", "total_increasing", "measurement_angle"]),
        vol.Optional("unit_of_measurement"): str, vol.Optional("device_class"): str,
        vol.Optional("entity_category"): vol.In(["config", "diagnostic"]), vol.Optional("expire_after"): int,
        vol.Optional("force_update"): bool, vol.Optional("qos"): vol.In([0, 1, 2]),
        vol.Optional("json_attributes_topic"): str, vol.Optional("json_attributes_template"): str,
        vol.Optional("enabled_by_default"): bool, vol.Optional("default_entity_id"): str})


def test_a_box_announces_itself_to_home_assistant_and_publishes_nothing_private(tmp_path: Path) -> None:
    broker = Mosquitto(tmp_path).start()
    listener = Listener(broker.port, "#")
    try:
        proc = box_run(tmp_path, "table-1", broker.url, "--game", "cards", "--players", "ann,bob", "--demo",
                       "--pace", "0", "--seed", "4")
        assert proc.wait(timeout=300) == 0
        wait_for(lambda: "tabletop/table-1/result" in listener.got, "the result")
        configs = {t: json.loads(p[-1]) for t, p in listener.got.items()
                   if t.startswith("homeassistant/") and p[-1]}
        assert {t.split("/")[3] for t in configs} == {"game", "turn", "score_ann", "score_bob"}
        schema = sensor_schema()
        for payload in configs.values():
            schema(payload)  # type: ignore[operator]
            assert payload["state_topic"] == "tabletop/table-1/view"
            assert payload["availability_topic"] == "tabletop/table-1/status"
        assert listener.got["tabletop/table-1/status"][-1] == b"offline"  # said when it stopped
        views = [json.loads(v) for v in listener.got["tabletop/table-1/view"]]
        assert views[-1]["finished"] and views[-1]["winners"]
        everything = b" ".join(p for payloads in listener.got.values() for p in payloads)
        assert b'"secret"' not in everything and b'"private"' not in everything
        for view in views[:-1]:  # the hands are public only once the game is over
            assert "hands" not in view["state"]
    finally:
        listener.close()
        broker.stop()


def test_the_hub_refuses_malformed_and_oversized_messages_and_says_so_once_a_minute(tmp_path: Path, caplog: object) -> None:
    import logging

    from controller.hub.collector import Hub
    from controller.hub.league import League
    from controller.faces.mqtt.connection import parse_url

    broker = Mosquitto(tmp_path).start()
    league = League(tmp_path / "league.db")
    hub = Hub(parse_url(broker.url), league)
    hub.start()
    try:
        assert hub.subscribed.wait(60)
        with caplog.at_level(logging.WARNING, logger="controller.hub"):  # type: ignore[attr-defined]
            publish(broker.port, "tabletop/box-a/result", b"{not json")
            publish(broker.port, "tabletop/box-a/result", b"x" * 20000)
            publish(broker.port, "tabletop/box-a/result", json.dumps({"id": "1", "box": "box-b"}))
            good = {"id": "box-a/1", "box": "box-b", "game": "cards", "options": {}, "winners": [],
                    "players": [{"name": "ann", "score": 1}], "started_at": "2026-12-01T20:00:00+00:00",
                    "finished_at": "2026-12-01T20:30:00+00:00"}
            publish(broker.port, "tabletop/box-a/result", json.dumps(good))  # another box's result: refused
            publish(broker.port, "tabletop/box-a/result", json.dumps({**good, "box": "box-a"}))
            wait_for(lambda: league.count() == 1, "the good result")
        assert hub.refused == 4 and len(league.refusals()) == 4
        assert any("at most 16384" in r.why for r in league.refusals())
        # the journal: one line a minute with the count (a flood is not a line each), naming where to look
        refusals = [r.getMessage() for r in caplog.records if "refused" in r.getMessage()]  # type: ignore[attr-defined]
        assert len(refusals) == 1 and "refused 1 message(s)" in refusals[0] and "league --refused" in refusals[0]
    finally:
        hub.close()
        league.close()
        broker.stop()


def test_a_poison_result_is_refused_for_good_and_the_next_result_reaches_the_league(tmp_path: Path) -> None:
    """A box's result whose ``first_player`` is a dict: SQLite cannot bind it. It used to be taken for a league
    that cannot be written, retried for ever on the network thread, and delivered again after every restart;
    now it is refused with a receipt, written to the refusals, acknowledged, and the next result goes in."""
    from controller.faces.mqtt.connection import parse_url
    from controller.hub.collector import Hub
    from controller.hub.league import League

    broker = Mosquitto(tmp_path).start()
    league = League(tmp_path / "league.db")
    receipts = Listener(broker.port, "tabletop/box-a/receipt")
    good = {"id": "box-a/2", "box": "box-a", "game": "cards", "options": {}, "winners": ["ann"],
            "players": [{"name": "ann", "score": 3}, {"name": "bob", "score": 1}],
            "started_at": "2026-12-01T20:00:00+00:00", "finished_at": "2026-12-01T20:30:00+00:00"}
    hub = Hub(parse_url(broker.url), league)
    hub.start()
    try:
        assert hub.subscribed.wait(60)
        wait_for(lambda: receipts.subscribed, "the receipts' listener")
        publish(broker.port, "tabletop/box-a/result", json.dumps({**good, "id": "box-a/1", "first_player": {"a": 1}}))
        publish(broker.port, "tabletop/box-a/result", json.dumps({**good, "first_player": ["ann"]}))
        publish(broker.port, "tabletop/box-a/result", json.dumps({**good, "id": "box-a/3"}))
        wait_for(lambda: league.count() == 1 and len(league.refusals()) == 2, "the good result and two refusals")
        assert [p.players for p in league.plays()] == [["ann", "bob"]]
        wait_for(lambda: len(receipts.got.get("tabletop/box-a/receipt", [])) == 3, "three receipts")
        answers = [json.loads(r) for r in receipts.got["tabletop/box-a/receipt"]]
        assert {(a["id"], a["kept"]) for a in answers} == {("box-a/1", False), ("box-a/2", False), ("box-a/3", True)}
        assert all("first_player" in a["why"] for a in answers if not a["kept"])
        assert hub.healthy() and hub.failing_since is None
        hub.close()  # a restart: the broker holds nothing more for the hub (each message was acknowledged)
        hub = Hub(parse_url(broker.url), league)
        hub.start()
        assert hub.subscribed.wait(60)
        publish(broker.port, "tabletop/box-a/result", json.dumps({**good, "id": "box-a/4"}))
        wait_for(lambda: league.count() == 2, "a result after the restart")
        assert len(league.refusals()) == 2 and hub.refused == 0
    finally:
        receipts.close()
        hub.close()
        league.close()
        broker.stop()


def test_the_acl_lets_a_box_publish_only_under_its_own_id(tmp_path: Path) -> None:
    passwords = tmp_path / "passwd"
    for user, password in (("box-1", "one"), ("box-2", "two"), ("tabletop-hub", "hub")):
        subprocess.run(["mosquitto_passwd", "-b", *([] if passwords.exists() else ["-c"]), str(passwords), user,
                        password], check=True, capture_output=True)
    acl = ROOT / "systemd" / "mosquitto-tabletop.acl"
    broker = Mosquitto(tmp_path, extra=f"allow_anonymous false\npassword_file {passwords}\nacl_file {acl}\n").start()
    hub = Listener(broker.port, "tabletop/#", "tabletop-hub", "hub")
    try:
        for topic in ("tabletop/box-2/result", "tabletop/box-1/result"):  # box-1 forges box-2's, then its own
            client = mqtt.Client(CallbackAPIVersion.VERSION2, client_id=f"box-1-{topic}")
            client.username_pw_set("box-1", "one")
            client.connect("127.0.0.1", broker.port)
            client.loop_start()
            client.publish(topic, b"{}", qos=1).wait_for_publish(30)
            client.disconnect()
            client.loop_stop()
        wait_for(lambda: "tabletop/box-1/result" in hub.got, "box-1's own message")
        assert "tabletop/box-2/result" not in hub.got
        # Receipts: the hub may write them and say it is online; a box reads its own receipts only.
        box_1 = Listener(broker.port, ["tabletop/+/receipt", "tabletop-hub/status"], "box-1", "one")
        answers = mqtt.Client(CallbackAPIVersion.VERSION2, client_id="hub-answers")
        answers.username_pw_set("tabletop-hub", "hub")
        answers.connect("127.0.0.1", broker.port)
        answers.loop_start()
        wait_for(lambda: box_1.subscribed and answers.is_connected(), "box-1 subscribed, the hub connected")
        for leaf in ("box-2/receipt", "box-1/receipt"):
            answers.publish(f"tabletop/{leaf}", b'{"id":"x","kept":true}', qos=1).wait_for_publish(30)
        answers.publish("tabletop-hub/status", b"online", qos=1, retain=True).wait_for_publish(30)
        wait_for(lambda: "tabletop-hub/status" in box_1.got, "the hub's status at box-1")
        wait_for(lambda: "tabletop/box-1/receipt" in box_1.got, "box-1's receipt")
        assert "tabletop/box-2/receipt" not in box_1.got
        answers.disconnect()
        answers.loop_stop()
        box_1.close()
        stranger = mqtt.Client(CallbackAPIVersion.VERSION2, client_id="stranger")
        stranger.username_pw_set("box-1", "wrong")
        refused = []
        stranger.on_connect = lambda c, u, f, rc, p: refused.append(rc.is_failure)
        stranger.connect("127.0.0.1", broker.port)
        stranger.loop_start()
        wait_for(lambda: refused, "the broker's answer")
        stranger.loop_stop()
        assert refused == [True]
    finally:
        hub.close()
        broker.stop()


def test_the_cafe_page_shows_every_table_and_the_league(tmp_path: Path) -> None:
    import urllib.request

    from controller.hub.collector import Hub
    from controller.hub.league import League
    from controller.faces.mqtt.connection import parse_url
    from controller.hub.cafe import CafeServer

    broker = Mosquitto(tmp_path).start()
    league = League(tmp_path / "league.db")
    hub = Hub(parse_url(broker.url), league)
    hub.start()
    cafe = CafeServer(hub, "127.0.0.1", 0)
    url = cafe.start()
    try:
        assert hub.subscribed.wait(60)
        for n, game in enumerate(("deathstar", "labyrinth")):
            proc = box_run(tmp_path, f"table-{n}", broker.url, "--game", game, "--players", "ann,bob", "--demo",
                           "--pace", "0", "--seed", str(n))
            assert proc.wait(timeout=300) == 0
        wait_for(lambda: league.count() == 2, "both results")

        def get(path: str) -> Any:  # the JSON as it came
            with urllib.request.urlopen(url.rstrip("/") + path, timeout=30) as answer:
                return json.loads(answer.read())

        wait_for(lambda: len(get("/api/tables")) == 2, "both tables' views")
        tables = get("/api/tables")
        assert {box: t["view"]["game"] for box, t in tables.items()} == {"table-0": "deathstar",
                                                                       "table-1": "labyrinth"}
        assert all(t["status"] == "offline" for t in tables.values())
        standings = get("/api/league")
        assert standings["count"] == 2 and set(standings["wins"]) == {"deathstar", "labyrinth"}
        with urllib.request.urlopen(url, timeout=30) as answer:
            assert b"cafe.js" in answer.read()
    finally:
        cafe.close()
        hub.close()
        league.close()
        broker.stop()


def test_a_league_that_cannot_be_written_keeps_the_result_and_the_hub_says_it_is_not_well(tmp_path: Path) -> None:
    """A full disk under the league: the result is not acknowledged (the broker keeps it), the hub retries,
    reports itself unwell once it has failed for longer than it may (no watchdog pings: systemd restarts it),
    and once the disk has room the result is in the league, once. (The network thread used to die on the
    first "database or disk is full", while the watchdog went on being fed.)"""
    import sqlite3

    from controller.faces.mqtt.connection import parse_url
    from controller.hub.collector import Hub
    from controller.hub.results import CheckedResult
    from controller.hub.league import League

    broker = Mosquitto(tmp_path).start()
    league = League(tmp_path / "league.db")
    real_add, full = league.add, [True]

    def add(result: CheckedResult) -> bool:
        if full[0]:
            raise sqlite3.OperationalError("database or disk is full")
        return real_add(result)

    league.add = add  # type: ignore[method-assign]  # the disk under the league, full
    hub = Hub(parse_url(broker.url), league)
    hub.stuck_after = 0.0  # unwell at the first failure (the service allows a minute)
    hub.start()
    try:
        assert hub.subscribed.wait(60) and hub.healthy()
        result = {"id": "box-a/1", "box": "box-a", "game": "cards", "options": {}, "winners": ["ann"],
                  "players": [{"name": "ann", "score": 1}], "started_at": "2026-12-01T20:00:00+00:00",
                  "finished_at": "2026-12-01T20:30:00+00:00"}
        publish(broker.port, "tabletop/box-a/result", json.dumps(result))
        wait_for(lambda: hub.failing_since is not None, "a failed write")
        assert not hub.healthy() and league.count() == 0
        full[0] = False  # space freed
        wait_for(lambda: league.count() == 1, "the result, retried")
        wait_for(lambda: hub.healthy(), "a healthy hub again")
        publish(broker.port, "tabletop/box-a/result", json.dumps(result))  # the same result again: still one
        publish(broker.port, "tabletop/box-a/result", json.dumps({**result, "id": "box-a/2"}))
        wait_for(lambda: league.count() == 2, "the next result")
    finally:
        hub.close()
        league.close()
        broker.stop()
