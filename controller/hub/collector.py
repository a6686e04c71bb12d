"""``companion hub``: the café's service that collects every box's results into the league.

It subscribes with a persistent session (the broker keeps results for it while it is
down) and acknowledges a result only once the league has committed it (manual acks), so
neither a broker restart nor a hub restart loses one. Malformed or oversized messages
are refused with a log line. The retained views and statuses feed the café page.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
import time
from typing import Any

from controller.faces.mqtt.connection import Broker, make_client, reason_ok
from controller.faces.mqtt.topics import BOX_ID, ROOT, check_result
from controller.hub.league import League
from drivers.closing import Closing

log = logging.getLogger(__name__)

MAX_VIEW_BYTES = 256 * 1024
STUCK_AFTER = 60.0
"""Seconds of a league that cannot be written (or a dead network thread) after which the hub stops
feeding systemd's watchdog, so that systemd restarts it."""


class Hub(Closing):
    """The subscriber: results into the league, the newest view and status of every box in memory."""

    def __init__(self, broker: Broker, league: League, client_id: str = "tabletop-hub") -> None:
        self.broker, self.league = broker, league
        self.client = make_client(broker, client_id, clean_session=False)
        self.client.manual_ack_set(True)
        self.client.on_connect = self._connected
        self.client.on_message = self._message
        self.client.on_subscribe = self._subscribed
        self.tables: dict[str, dict[str, Any]] = {}
        """Box id -> {"status": online/offline, "view": its retained public view}."""
        self.refused = 0
        self.received = 0
        self.connected = threading.Event()
        self.subscribed = threading.Event()
        """Set once the broker holds the hub's subscription: from then on it keeps results for the hub."""
        self._lock = threading.Lock()
        self.failing_since: float | None = None
        """Since when (monotonic) the league refuses writes; None while it takes them."""
        self.stuck_after = STUCK_AFTER
        self._closing = threading.Event()

    def healthy(self) -> bool:
        """Whether results still go into the league: the network thread alive, and no write failing for long
        (the service stops feeding the watchdog otherwise, and systemd restarts it)."""
        alive = any(t.name.startswith("paho-mqtt-client-") and t.is_alive() for t in threading.enumerate())
        failing = self.failing_since
        return alive and (failing is None or time.monotonic() - failing < self.stuck_after)

    def start(self) -> None:
        """Connect and subscribe (paho's thread; it reconnects by itself)."""
        self.client.connect_async(self.broker.host, self.broker.port, keepalive=30)
        self.client.loop_start()

    def close(self) -> None:
        """Disconnect, and end the network thread."""
        self._closing.set()
        self.client.disconnect()
        self.client.loop_stop()

    def _connected(self, client: Any, userdata: Any, flags: Any, reason_code: Any, properties: Any) -> None:
        if not reason_ok(reason_code):
            log.warning("hub: the broker refused the hub: %s", reason_code)
            return
        client.subscribe([(f"{ROOT}/+/result", 1), (f"{ROOT}/+/view", 0), (f"{ROOT}/+/status", 0)])
        log.info("hub: connected to %s:%d", self.broker.host, self.broker.port)
        self.connected.set()

    def _subscribed(self, client: Any, userdata: Any, mid: int, reason_codes: Any, properties: Any) -> None:
        if all(reason_ok(code) for code in reason_codes):
            if not self.subscribed.is_set():
                print("hub: subscribed to every box's results", flush=True)
            self.subscribed.set()
        else:
            log.warning("hub: the broker refused a subscription: %s", reason_codes)

    def _message(self, client: Any, userdata: Any, message: Any) -> None:
        """One message, acknowledged only once the league has it (or it was refused). A league that cannot be
        written (a full disk) is retried, never dropped: unacknowledged, the broker keeps the message."""
        while True:
            try:
                self.take(str(message.topic), bytes(message.payload))
                break
            except sqlite3.Error as exc:
                if self.failing_since is None:
                    self.failing_since = time.monotonic()
                    log.error("hub: the league cannot be written (%s): the result is kept by the broker and "
                              "retried", exc)
                if self._closing.wait(1.0):
                    return  # shutting down: unacknowledged, the broker sends it again to the next hub
            except Exception:  # a bug must not kill the network thread: log it, refuse the message
                log.exception("hub: could not handle a message on %s", message.topic)
                break
        if self.failing_since is not None:
            log.warning("hub: the league is writable again")
            self.failing_since = None
        if message.qos > 0:
            client.ack(message.mid, message.qos)

    def take(self, topic: str, payload: bytes) -> None:
        """Handle one message: a result for the league, a view or a status for the café page."""
        parts = topic.split("/")
        if len(parts) != 3 or not BOX_ID.match(parts[1]):
            self._refuse(topic, "not a box's topic")
            return
        box, leaf = parts[1], parts[2]
        if leaf == "result":
            try:
                result = check_result(payload)
            except ValueError as exc:
                self._refuse(topic, str(exc))
                return
            if result["box"] != box:
                self._refuse(topic, f"a result of box {result['box']!r} published by box {box!r}")
                return
            if self.league.add(result):
                self.received += 1
                log.info("hub: %s from %s: %s won", result["game"], box, ", ".join(result["winners"]) or "nobody")
        elif leaf == "view":
            if not payload:
                with self._lock:
                    self.tables.pop(box, None)
                return
            if len(payload) > MAX_VIEW_BYTES:
                self._refuse(topic, f"{len(payload)} bytes; at most {MAX_VIEW_BYTES}")
                return
            try:
                view = json.loads(payload)
            except (UnicodeDecodeError, json.JSONDecodeError) as exc:
                self._refuse(topic, f"not JSON ({exc})")
                return
            if not isinstance(view, dict) or not isinstance(view.get("players"), list):
                self._refuse(topic, "not a public view")
                return
            with self._lock:
                self.tables.setdefault(box, {"status": "online"})["view"] = view
        elif leaf == "status":
            with self._lock:
                self.tables.setdefault(box, {})["status"] = payload.decode("utf-8", "replace")[:20]

    def _refuse(self, topic: str, why: str) -> None:
        self.refused += 1
        log.warning("hub: refused a message on %s: %s", topic[:120], why)

    def snapshot(self) -> dict[str, dict[str, Any]]:
        """Every box's status and view, for the café page."""
        with self._lock:
            return {box: dict(table) for box, table in sorted(self.tables.items())}

