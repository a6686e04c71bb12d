"""The MQTT sink: a box's public view, events, results and availability on the café's broker.

Results are delivered end to end, exactly once: each finished game waits in the journal's outbox
(written in the same transaction as the score log) until the café's hub answers it with a receipt
(``tabletop/<id>/receipt``), not merely until the broker has it: a broker that restarts without its
saved sessions, or whose queue for the hub is full, acknowledges a message and then drops it. The
outbox is sent at every (re)connection, whenever the hub comes online, and again every
:data:`RESEND_AFTER` seconds while the hub is online and has not answered; the hub keeps each result
id once. Views are retained so that a café page or Home Assistant sees every table at once. Nothing
private is ever published: only the public view and the public events.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Any

from controller.core.journal import Journal
from controller.faces.mqtt.connection import Broker, make_client, reason_ok
from controller.faces.mqtt.topics import HUB_STATUS, discovery, read_receipt, to_json, topic
from controller.core.publisher import Sink, Update

log = logging.getLogger(__name__)

STOP_GRACE = 2.0
"""Seconds a stopping box waits for the hub's receipts of the results in its outbox."""
RESEND_AFTER = 30.0
"""Seconds after which a result the online hub has not answered is sent again."""
TWIN_SIGNS = 3
"""Connections in a row that the broker closed within :data:`SHORT_LIVED` seconds: the sign of a twin."""
SHORT_LIVED = 30.0


class MqttSink(Sink):
    """Publishes under ``tabletop/<box id>/``; paho's own thread keeps the connection."""

    name = "mqtt"

    def __init__(self, broker: Broker, box: str, journal: Journal, version: str = "") -> None:
        super().__init__()
        self.box, self.journal, self.version = box, journal, version
        self.client = make_client(broker, f"tabletop-box-{box}", clean_session=True)
        self.client.will_set(topic(box, "status"), "offline", qos=1, retain=True)
        self.client.on_connect = self._connected
        self.client.on_disconnect = self._disconnected
        self.client.on_message = self._message
        self._lock = threading.Lock()
        self._view_lock = threading.Lock()
        self._sent: dict[str, float] = {}
        """Result id -> when (monotonic) it was last published, for results awaiting their receipt."""
        self._announced: tuple[str, ...] = ()
        self._latest: Update | None = None
        self.connected = threading.Event()
        self.hub_online = threading.Event()
        """Set while the café's hub says it is online (its retained status)."""
        self._connected_at: float | None = None
        self._short_lived = 0
        self.twin_warned = False
        """Whether the box has warned that another box seems to use its id."""
        self.broker = broker

    # ---- connection (paho's thread) --------------------------------------------------

    def on_start(self) -> None:
        """Connect in the background; paho reconnects by itself after a cut."""
        self.client.connect_async(self.broker.host, self.broker.port, keepalive=30)
        self.client.loop_start()

    def on_stop(self) -> None:
        """Give the hub a few seconds to answer the outbox, say goodbye (offline) and disconnect.

        Whatever the hub has not answered by then stays in the outbox for the next start.
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
            log.warning("mqtt: %d result(s) wait in the outbox for the café hub's receipt; they go at the next "
                        "start", left)

    def close(self, timeout: float = STOP_GRACE + 5.0) -> None:
        """As every sink, but long enough for :meth:`on_stop`'s grace."""
        super().close(timeout)

    def _connected(self, client: Any, userdata: Any, flags: Any, reason_code: Any, properties: Any) -> None:
        if not reason_ok(reason_code):
            log.warning("mqtt: the broker at %s:%d refused the box: %s", self.broker.host, self.broker.port,
                        reason_code)
            return
        log.info("mqtt: connected to %s:%d as box %s", self.broker.host, self.broker.port, self.box)
        self._connected_at = time.monotonic()
        self.connected.set()
        client.subscribe([(topic(self.box, "receipt"), 1), (HUB_STATUS, 1)])
        client.publish(topic(self.box, "status"), "online", qos=1, retain=True)
        with self._view_lock:
            self._announced = ()
        if self._latest is not None:
            self._publish_view(self._latest)
        self.send_outbox(force=True)  # whatever was in flight before the cut goes again

    def _disconnected(self, client: Any, userdata: Any, flags: Any, reason_code: Any, properties: Any) -> None:
        """A connection the broker closed soon after it began, several times in a row, is the sign of another box
        with the same id (a cloned SD card with ``[box] id`` set): MQTT lets one client per id, so the broker
        closes the older connection each time the other box connects. Said once, with what to do."""
        began, self._connected_at = self._connected_at, None
        if began is None or reason_ok(reason_code):
            return  # never connected, or our own goodbye
        self._short_lived = self._short_lived + 1 if time.monotonic() - began < SHORT_LIVED else 0
        if self._short_lived >= TWIN_SIGNS and not self.twin_warned:
            self.twin_warned = True
            log.warning("mqtt: the broker closed this box's connection %d times in a row soon after it began: "
                        "another box probably uses the same id %r (a cloned SD card?); give each box its own "
                        "[box] id", self._short_lived, self.box)

    def _message(self, client: Any, userdata: Any, message: Any) -> None:
        """A receipt (the result leaves the outbox) or the hub's status (online: send the outbox again)."""
        if message.topic == HUB_STATUS:
            if message.payload == b"online":
                if not self.hub_online.is_set():
                    self.hub_online.set()
                    self.send_outbox(force=True)
            else:
                self.hub_online.clear()
            return
        answer = read_receipt(bytes(message.payload))
        if answer is None:
            log.warning("mqtt: ignored a message on %s that is not a receipt", message.topic)
            return
        result_id, kept, why = answer
        if not kept:
            log.error("mqtt: the café's hub refused result %s for good (%s): it stays in this box's score log only",
                      result_id, why)
        with self._lock:
            self._sent.pop(result_id, None)
        self.journal.delivered(result_id)
        log.info("mqtt: result %s is in the league", result_id)

    def send_outbox(self, force: bool = False) -> None:
        """Publish the results waiting for a receipt: all of them with ``force``, else those not sent in the
        last :data:`RESEND_AFTER` seconds (the hub counts a result sent twice once)."""
        now = time.monotonic()
        for result_id, payload in self.journal.outbox():
            with self._lock:
                if not force and now - self._sent.get(result_id, -RESEND_AFTER) < RESEND_AFTER:
                    continue
                self._sent[result_id] = now
            self.client.publish(topic(self.box, "result"), payload, qos=1)

    def wake_after(self) -> float | None:
        """Look at the outbox now and then (a result written late, after a full disk, or never answered)."""
        return RESEND_AFTER

    def on_idle(self) -> None:
        """Send again what waits for a receipt, while the hub is there to answer it."""
        if self.connected.is_set() and self.client.is_connected() and self.hub_online.is_set():
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
