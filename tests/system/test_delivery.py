"""Results delivered end to end, exactly once: five boxes, a real Mosquitto with the shipped persistence
settings, the hub as its command, and the five faults a café meets (a broker restarted, killed -9 or restarted
without its saved sessions; a queue for the hub that is full; the hub killed -9 while it ingests).

The boxes are the real MQTT sink over real journals, in this process (a box stays up between games, as the
service does); each "game" is a session finished in its journal, exactly as the loop finishes one.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from broker import Mosquitto
from conftest import ROOT
from test_mqtt import ENV, rows, wait_for

from controller.core.journal import Journal
from controller.core.records import Result
from controller.faces.mqtt.connection import parse_url
from controller.faces.mqtt.outbox import ResultMessage
from controller.faces.mqtt.sink import MqttSink


BOXES = 5


class Box:
    """One box: its journal (with the outbox) and its MQTT sink."""

    def __init__(self, folder: Path, name: str, url: str) -> None:
        self.name = name
        self.journal = Journal(folder / f"{name}.db", exclusive=True)
        self.journal.outbox_message = ResultMessage(name)
        self.sink = MqttSink(parse_url(url), name, self.journal)
        self.sink.start()
        self.games = 0

    def finish_a_game(self) -> None:
        """A game ends: its result and outbox message in one transaction, then the sink sends it."""
        self.games += 1
        record = self.journal.create("cards", ["ann", "bob"], {}, self.games)
        self.journal.finish(record, Result({"ann": self.games, "bob": 0}, ["ann"], "ann"))
        self.sink.send_outbox()

    def close(self) -> None:
        self.sink.close()
        self.journal.close()


class HubProcess:
    """``companion hub`` as systemd runs it; its output in a file."""

    def __init__(self, folder: Path, url: str) -> None:
        self.folder, self.url, self.starts = folder, url, 0
        self.league = folder / "league.db"
        self.log = folder / "hub.log"
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.starts += 1
        with self.log.open("ab") as out:
            self.proc = subprocess.Popen([sys.executable, "-m", "controller.cli", "-v", "hub", "--mqtt", self.url,
                                          "--db", str(self.league)], cwd=ROOT, env=ENV, stdout=out, stderr=out)
        wait_for(lambda: self.log.read_text().count("subscribed to every box") >= self.starts, "the hub subscribed")

    def stop(self, sig: int = signal.SIGTERM) -> None:
        assert self.proc is not None
        self.proc.send_signal(sig)
        self.proc.wait(60)


@pytest.fixture
def cafe(tmp_path: Path) -> Iterator[tuple[Mosquitto, HubProcess, list[Box]]]:
    broker = Mosquitto(tmp_path).start()
    hub = HubProcess(tmp_path, broker.url)
    hub.start()
    boxes = [Box(tmp_path, f"box-{n}", broker.url) for n in range(BOXES)]
    try:
        yield broker, hub, boxes
    finally:
        for box in boxes:
            box.close()
        if hub.proc is not None and hub.proc.poll() is None:
            hub.stop()
        broker.stop()


def league_rows(hub: HubProcess) -> list[tuple[object, ...]]:
    return rows(hub.league, "SELECT box, result_id FROM results")


def settle(hub: HubProcess, boxes: list[Box], fault: str) -> None:
    """Every game played so far is in the league exactly once, and every outbox is empty."""
    played = sum(box.games for box in boxes)
    try:
        wait_for(lambda: len(league_rows(hub)) >= played and not any(box.journal.outbox() for box in boxes),
                 f"every result in the league after {fault}")
    except AssertionError:
        raise AssertionError(f"after {fault}: {len(league_rows(hub))} of {played} in the league; "
                             f"outboxes {[len(b.journal.outbox()) for b in boxes]}; hub log:\n"
                             + hub.log.read_text()[-3000:]) from None
    found = league_rows(hub)
    assert len(found) == played, f"after {fault}: {len(found)} results for {played} games"
    sessions = {(box, str(rid).split("/")[1]) for box, rid in found}
    assert sessions == {(box.name, str(n)) for box in boxes for n in range(1, box.games + 1)}, fault


def all_online(boxes: list[Box]) -> bool:
    return all(box.sink.hub_online.is_set() for box in boxes)


def test_five_boxes_and_five_broker_faults_put_every_result_in_the_league_once(
        cafe: tuple[Mosquitto, HubProcess, list[Box]]) -> None:
    broker, hub, boxes = cafe
    wait_for(lambda: all_online(boxes), "every box seeing the hub online")
    for box in boxes:
        box.finish_a_game()
    settle(hub, boxes, "an evening without faults")

    # 1. The broker restarted (SIGTERM: it saves everything) while games end.
    broker.stop()
    for box in boxes:
        box.finish_a_game()
    broker.start()
    settle(hub, boxes, "a broker restart")

    # 2. The broker killed -9 while games end: only what the shipped autosave settings saved survives.
    wait_for(lambda: all_online(boxes), "the hub online again")
    broker.kill()
    for box in boxes:
        box.finish_a_game()
    broker.start()
    settle(hub, boxes, "a broker killed -9")

    # 3. The broker restarted without its saved sessions while the hub is down: the boxes come back first and
    #    publish into a broker that holds no subscription for the hub, so it acknowledges and drops them.
    hub.stop()
    broker.stop()
    (broker.folder / "mosquitto.db").unlink(missing_ok=True)
    broker.start()
    for box in boxes:
        box.finish_a_game()
    wait_for(lambda: all(box.sink.connected.is_set() and box.sink.client.is_connected() for box in boxes),
             "the boxes back on the broker")
    hub.start()
    settle(hub, boxes, "a broker restarted without persistence")

    # 4. A full queue: the broker keeps at most 3 messages for the hub, which is down while 5 games end.
    hub.stop()
    broker.stop()
    broker.conf.write_text(broker.conf.read_text() + "max_queued_messages 3\n")
    broker.start()
    wait_for(lambda: all(box.sink.client.is_connected() for box in boxes), "the boxes back on the broker")
    for box in boxes:
        box.finish_a_game()
    hub.start()
    settle(hub, boxes, "a full queue")

    # 5. The hub killed -9 while it ingests.
    for box in boxes:
        box.finish_a_game()
    hub.stop(signal.SIGKILL)
    hub.start()
    settle(hub, boxes, "the hub killed -9")
    assert "refused" not in hub.log.read_text()


def test_a_result_the_hub_refuses_for_good_leaves_the_outbox_with_a_log_line(
        cafe: tuple[Mosquitto, HubProcess, list[Box]], caplog: pytest.LogCaptureFixture) -> None:
    """A result the hub can never keep (here: forged as another box's) is answered with a refusal receipt: the
    box says so once and stops sending it, instead of resending it every half minute for ever."""
    broker, hub, boxes = cafe
    box = boxes[0]
    box.journal.outbox_message = ResultMessage("box-other")  # its payload names another box than its topic
    box.finish_a_game()
    wait_for(lambda: not box.journal.outbox(), "the refusal receipt")
    assert "refused result box-other/" in caplog.text
    assert league_rows(hub) == [] and os.path.getsize(hub.league) > 0


def test_two_boxes_with_one_id_are_told_once_that_they_have_a_twin(tmp_path: Path,
                                                                   caplog: pytest.LogCaptureFixture) -> None:
    """Two SD cards cloned with ``[box] id`` set: the broker closes one box's connection each time the other
    connects. Each box warns once, naming the id and what to do; a box alone through a broker restart does not."""
    broker = Mosquitto(tmp_path).start()
    alone = Box(tmp_path / "alone", "table-1", broker.url)
    twins = [Box(tmp_path / folder, "table-7", broker.url) for folder in ("first", "clone")]
    try:
        wait_for(lambda: any(twin.sink.twin_warned for twin in twins), "a twin's warning")
        broker.stop()
        broker.start()
        wait_for(lambda: alone.sink.connected.is_set() and alone.sink.client.is_connected(), "the lone box back")
    finally:
        for box in [alone, *twins]:
            box.close()
        broker.stop()
    warnings = [r.getMessage() for r in caplog.records if "uses the same id" in r.getMessage()]
    assert warnings and all("'table-7'" in w and "[box] id" in w for w in warnings)
    assert len(warnings) <= 2 and not alone.sink.twin_warned  # once per twin at most


def test_the_shipped_broker_settings_keep_a_result_queued_for_the_hub_through_a_kill_9(tmp_path: Path) -> None:
    """What the broker queues for the hub while it is away survives the broker being killed -9: the shipped
    configuration saves at every change (Mosquitto's default saves every 30 minutes, and loses it)."""
    import threading

    import paho.mqtt.client as mqtt
    from paho.mqtt.enums import CallbackAPIVersion

    from test_mqtt import publish

    broker = Mosquitto(tmp_path).start()
    got: list[bytes] = []
    subscribed = threading.Event()

    def hub() -> mqtt.Client:
        client = mqtt.Client(CallbackAPIVersion.VERSION2, client_id="tabletop-hub", clean_session=False)
        client.on_connect = lambda c, u, f, rc, p: c.subscribe("tabletop/+/result", qos=1)
        client.on_subscribe = lambda c, u, mid, codes, p: subscribed.set()
        client.on_message = lambda c, u, m: got.append(bytes(m.payload))
        client.connect("127.0.0.1", broker.port)
        client.loop_start()
        return client

    try:
        first = hub()
        assert subscribed.wait(60)
        first.disconnect()
        first.loop_stop()
        publish(broker.port, "tabletop/box-1/result", b'{"id": "box-1/1"}')  # queued for the hub that is away
        saved = broker.folder / "mosquitto.db"
        # the broker saves it on its own, soon after (by default only every 30 minutes): then the power goes
        wait_for(lambda: saved.exists() and b"box-1/1" in saved.read_bytes(), "the broker saving the queued result")
        broker.kill()
        broker.start()
        again = hub()
        wait_for(lambda: got, "the queued result after the broker's kill -9")
        again.disconnect()
        again.loop_stop()
        assert got == [b'{"id": "box-1/1"}']
    finally:
        broker.stop()
