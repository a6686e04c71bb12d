"""``companion hub``: the café's service that collects every box's results into the league.

It subscribes with a persistent session (the broker keeps results for it while it is
down), answers each result with a receipt to its box once the league has committed it
(or already held it), and only then acknowledges it to the broker (manual acks). A box
keeps a result until its receipt comes, and sends its outbox again when the hub says it
is online (``tabletop-hub/status``, retained): so a broker that lost its saved sessions
or dropped messages from a full queue loses nothing either. Malformed or oversized
messages are refused with a log line (and a refusal receipt, when they carry an id). The
retained views and statuses feed the café page.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
import time
from typing import Any, TypedDict

from controller.core.every_minute import EveryMinute
from controller.faces.mqtt.connection import Broker, make_client, reason_ok
from controller.faces.mqtt.topics import BOX_ID, HUB_STATUS, ROOT, receipt, topic
from controller.hub.league import League
from controller.hub.results import Refused, check_result, result_id_of
from drivers.closing import Closing
from games.views import JSONObject

log = logging.getLogger(__name__)

MAX_VIEW_BYTES = 256 * 1024
STUCK_AFTER = 60.0
"""Seconds of a league that cannot be written (or a dead network thread) after which the hub stops
feeding systemd's watchdog, so that systemd restarts it."""
MESSAGE_ERRORS = (sqlite3.InterfaceError, sqlite3.ProgrammingError, sqlite3.DataError, sqlite3.IntegrityError)
"""What SQLite says of one message's values (a type it cannot bind, a text too long): that message is
refused for good, never retried. Every other ``sqlite3.Error`` is the league's own (a full disk): retried."""


class CafeTable(TypedDict, total=False):
    """What the café knows of one box: whether it is online, and its newest public view."""

    status: str
    """``online`` or ``offline`` (the box's retained status)."""
    view: JSONObject
    """Its retained public view, as it published it (checked to be an object with a player list)."""


class Hub(Closing):
    """The subscriber: results into the league, the newest view and status of every box in memory."""

    def __init__(self, broker: Broker, league: League, client_id: str = "tabletop-hub") -> None:
        self.broker, self.league = broker, league
        self.client = make_client(broker, client_id, clean_session=False)
        self.client.manual_ack_set(True)
        self.client.will_set(HUB_STATUS, "offline", qos=1, retain=True)
        self.client.on_connect = self._connected
        self.client.on_message = self._message
        self.client.on_subscribe = self._subscribed
        self.tables: dict[str, CafeTable] = {}
        """Each box's status and view, by its id."""
        self.refused = 0
        self._refusals = EveryMinute("hub: refused %d message(s) (last on %s: %s); companion league --refused lists them", log)
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
        """Say offline, disconnect, and end the network thread."""
        self._closing.set()
        if self.client.is_connected():
            self.client.publish(HUB_STATUS, "offline", qos=1, retain=True).wait_for_publish(2)
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
            # only now, with the subscription in place: every box sends what still waits for a receipt
            client.publish(HUB_STATUS, "online", qos=1, retain=True)
        else:
            log.warning("hub: the broker refused a subscription: %s", reason_codes)

    def _message(self, client: Any, userdata: Any, message: Any) -> None:
        """One message, acknowledged only once the league has it (or it was refused, and the refusal written
        down). A league that cannot be written (a full disk) is retried, never dropped: unacknowledged, the
        broker keeps the message. A message the league cannot take for its own values is refused, never
        retried: one message never stops the others."""
        while True:
            try:
                answer = self.take(str(message.topic), bytes(message.payload))
                if answer is not None:  # the box forgets the result once it has this
                    client.publish(topic(answer[0], "receipt"), answer[1], qos=1)
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

    def take(self, topic: str, payload: bytes) -> tuple[str, str] | None:
        """Handle one message: a result for the league, a view or a status for the café page. For a result,
        ``(box, receipt)``: what to answer the box once the message is handled."""
        parts = topic.split("/")
        if len(parts) != 3 or not BOX_ID.match(parts[1]):
            self._refuse(topic, "not a box's topic")
            return None
        box, leaf = parts[1], parts[2]
        if leaf == "result":
            return box, self._take_result(topic, box, payload)
        if leaf == "view":
            if not payload:
                with self._lock:
                    self.tables.pop(box, None)
                return None
            if len(payload) > MAX_VIEW_BYTES:
                self._refuse(topic, f"{len(payload)} bytes; at most {MAX_VIEW_BYTES}")
                return None
            try:
                view = json.loads(payload)
            except (UnicodeDecodeError, json.JSONDecodeError) as exc:
                self._refuse(topic, f"not JSON ({exc})")
                return None
            if not isinstance(view, dict) or not isinstance(view.get("players"), list):
                self._refuse(topic, "not a public view")
                return None
            with self._lock:
                self.tables.setdefault(box, {"status": "online"})["view"] = view
        elif leaf == "status":
            with self._lock:
                self.tables.setdefault(box, {})["status"] = payload.decode("utf-8", "replace")[:20]
        return None

    def _take_result(self, topic: str, box: str, payload: bytes) -> str:
        """Keep a result in the league (once, by its id); the receipt for its box. A refused result is written
        to the league's refusals and answered with a refusal receipt."""
        try:
            result = check_result(payload, box)
            added = self.league.add(result)
        except (Refused, *MESSAGE_ERRORS) as exc:
            why = str(exc) if isinstance(exc, Refused) else f"the league cannot store it ({exc})"
            self._refuse(topic, why)
            self.league.refuse(topic, why, payload)
            return receipt(result_id_of(payload) or "", False, why)
        if added:
            self.received += 1
            log.info("hub: %s from %s: %s won", result["game"], box, ", ".join(result["winners"]) or "nobody")
        return receipt(result["id"], True)

    def _refuse(self, topic: str, why: str) -> None:
        self.refused += 1
        self._refusals.happened(topic[:120], why)

    def snapshot(self) -> dict[str, CafeTable]:
        """Every box's status and view, for the café page."""
        with self._lock:
            return {box: table.copy() for box, table in sorted(self.tables.items())}

