"""The MQTT sink: a box's public view, events, results and availability on the café's broker.

Results never get lost: each finished game waits in the journal's outbox (written in the
same transaction as the score log) until the broker acknowledges it (QoS 1); the outbox is
sent again at every (re)connection, and the league counts each result id once. Views are
retained so that a café page or Home Assistant sees every table at once. Nothing private
is ever published: only the public view and the public events.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Any

from controller.core.journal import Journal
from controller.faces.mqtt.connection import Broker, make_client, reason_ok
from controller.faces.mqtt.topics import discovery, to_json, topic
from controller.core.publisher import Sink, Update

log = logging.getLogger(__name__)

STOP_GRACE = 2.0
"""Seconds a stopping box waits for the broker to take the results in its outbox."""


class MqttSink(Sink):
    """Publishes under ``tabletop/<box id>/``; paho's own thread keeps the connection."""

    name = "mqtt"

    def __init__(self, broker: Broker, box: str, journal: Journal, version: str = "") -> None:
        super().__init__()
        self.box, self.journal, self.version = box, journal, version
        self.client = make_client(broker, f"tabletop-box-{box}", clean_session=True)
        self.client.will_set(topic(box, "status"), "offline", qos=1, retain=True)
        self.client.on_connect = self._connected
        self.client.on_publish = self._acknowledged
        self._lock = threading.Lock()
        self._view_lock = threading.Lock()
        self._in_flight: dict[int, str] = {}
        self._acked_early: set[int] = set()
        self._announced: tuple[str, ...] = ()
        self._latest: Update | None = None
        self.connected = threading.Event()
        self.broker = broker

    # ---- connection (paho's thread) --------------------------------------------------

    def on_start(self) -> None:
        """Connect in the background; paho reconnects by itself after a cut."""
        self.client.connect_async(self.broker.host, self.broker.port, keepalive=30)
        self.client.loop_start()

    def on_stop(self) -> None:
        """Give the outbox a few seconds to reach the broker, say goodbye (offline) and disconnect.

        Whatever is not acknowledged by then stays in the outbox for the next start.
        """
        deadline = time.monotonic() + STOP_GRACE
        if self.journal.outbox() and self.connected.wait(STOP_GRACE):
            self.send_outbox()
            while self.journal.outbox() and time.monotonic() < deadline:
                time.sleep(0.05)
        if self.connected.is_set():
            self.client.publish(topic(self.box, "status"), "offline", qos=1, retain=True).wait_for_publish(2)
        self.client.disconnect()
        self.client.loop_stop()
        left = len(self.journal.outbox())
        if left:
            log.warning("mqtt: %d result(s) wait in the outbox for the broker; they go at the next start", left)

    def close(self, timeout: float = STOP_GRACE + 5.0) -> None:
        """As every sink, but long enough for :meth:`on_stop`'s grace."""
        super().close(timeout)

    def _connected(self, client: Any, userdata: Any, flags: Any, reason_code: Any, properties: Any) -> None:
        if not reason_ok(reason_code):
            log.warning("mqtt: the broker at %s:%d refused the box: %s", self.broker.host, self.broker.port,
                        reason_code)
            return
        log.info("mqtt: connected to %s:%d as box %s", self.broker.host, self.broker.port, self.box)
        self.connected.set()
        client.publish(topic(self.box, "status"), "online", qos=1, retain=True)
        with self._view_lock:
            self._announced = ()
        if self._latest is not None:
            self._publish_view(self._latest)
        with self._lock:  # whatever was in flight before the cut is sent again
            self._in_flight.clear()
            self._acked_early.clear()
        self.send_outbox()

    def _acknowledged(self, client: Any, userdata: Any, mid: int, reason_code: Any, properties: Any) -> None:
        # paho calls this holding its own message lock: never wait here for a lock held around publish().
        with self._lock:
            result_id = self._in_flight.pop(mid, None)
            if result_id is None:
                self._acked_early.add(mid)  # the acknowledgement beat publish() returning its mid
        if result_id is not None and reason_ok(reason_code):
            self._delivered(result_id)

    def _delivered(self, result_id: str) -> None:
        self.journal.delivered(result_id)
        log.info("mqtt: result %s delivered", result_id)

    def send_outbox(self) -> None:
        """Publish every result still in the outbox (again, after a cut: duplicates are harmless)."""
        for result_id, payload in self.journal.outbox():
            with self._lock:
                if result_id in self._in_flight.values():
                    continue
            info = self.client.publish(topic(self.box, "result"), payload, qos=1)  # no lock held: see above
            with self._lock:
                early = info.mid in self._acked_early
                self._acked_early.discard(info.mid)
                if not early:
                    self._in_flight[info.mid] = result_id
            if early:
                self._delivered(result_id)

    def wake_after(self) -> float | None:
        """Look at the outbox now and then (a result written late, after a full disk, or never acknowledged)."""
        return 30.0

    def on_idle(self) -> None:
        """Send what waits in the outbox, if connected."""
        if self.connected.is_set() and self.client.is_connected():
            self.send_outbox()

    # ---- updates (the sink's thread) -------------------------------------------------

    def handle_update(self, update: Update) -> None:
        """The view (retained), the public events, and any result that just reached the outbox."""
        self._latest = update
        if not self.connected.is_set():
            return  # the connection publishes the newest view when it comes
        self._publish_view(update)
        public = [{**e.data, "event": e.kind, "text": e.text} for e in update.events if not e.private_to]
        if public:
            self.client.publish(topic(self.box, "events"), to_json({"seq": update.seq, "events": public}))
        if update.view.get("finished"):
            self.send_outbox()

    def _publish_view(self, update: Update) -> None:
        with self._view_lock:  # from the sink's thread, and from paho's at a (re)connection
            players = tuple(p["name"] for p in update.view["players"])
            if players != self._announced:
                self._announce(players)
            self.client.publish(topic(self.box, "view"), to_json(dict(update.view)), qos=1, retain=True)

    def _announce(self, players: tuple[str, ...]) -> None:
        """Home Assistant discovery for this game's players (and none for the last game's)."""
        old = set(discovery(self.box, self._announced, self.version))
        new = discovery(self.box, players, self.version)
        for config_topic in old - set(new):
            self.client.publish(config_topic, b"", qos=1, retain=True)
        for config_topic, payload in new.items():
            self.client.publish(config_topic, to_json(payload), qos=1, retain=True)
        self._announced = players
