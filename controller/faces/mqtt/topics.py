"""Topics and payloads: what a box publishes under ``tabletop/<box id>/`` and how Home Assistant finds it.

- ``tabletop/<id>/status``: ``online`` or ``offline`` (retained; the last will says offline)
- ``tabletop/<id>/view``: the public view (retained), never anything private
- ``tabletop/<id>/events``: each update's public events (not retained)
- ``tabletop/<id>/result``: each finished game (QoS 1, from the box's outbox)
- ``tabletop/<id>/receipt``: the hub's receipt for each result it holds (QoS 1; the box then forgets it)
- ``tabletop-hub/status``: the hub's ``online`` or ``offline`` (retained): boxes resend their outbox when it comes
- ``homeassistant/sensor/tabletop_<id>/<sensor>/config``: MQTT discovery (retained)
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from collections.abc import Sequence

from games.views import JSON

ROOT = "tabletop"
BOX_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
HUB_STATUS = "tabletop-hub/status"
"""The hub's availability (retained; its last will says offline), outside ``tabletop/`` so that no box can
publish it (a box may write only under its own id)."""


def topic(box: str, leaf: str) -> str:
    """``tabletop/<box>/<leaf>``."""
    return f"{ROOT}/{box}/{leaf}"


def check_box_id(box: str) -> str:
    """A box id usable in a topic, or ValueError.

    >>> check_box_id("table-7")
    'table-7'
    """
    if not BOX_ID.match(box):
        raise ValueError(f"box id {box!r}: use 1 to 64 letters, digits, '-' or '_'")
    return box


def box_id(configured: str, machine_id: Path = Path("/etc/machine-id")) -> str:
    """``[box] id``, or this machine's hostname made fit for a topic with the first six letters of its
    machine id: two SD cards cloned from one image share a hostname, but cloning tools (and the first boot
    of Raspberry Pi OS) give each its own machine id, so the two boxes do not fight over one MQTT session.

    >>> import tempfile, pathlib
    >>> mid = pathlib.Path(tempfile.mkdtemp()) / "machine-id"
    >>> _ = mid.write_text("3f2a9c0d5e6b4a1f8c7d6e5f4a3b2c1d\\n")
    >>> box_id("", mid).endswith("-3f2a9c"), box_id("table-7", mid)
    (True, 'table-7')
    """
    if configured:
        return check_box_id(configured)
    import socket
    host = re.sub(r"[^A-Za-z0-9_-]", "-", socket.gethostname())[:57] or "box"
    try:
        suffix = re.sub(r"[^0-9a-f]", "", machine_id.read_text(encoding="ascii").lower())[:6]
    except (OSError, UnicodeDecodeError):
        suffix = ""
    return check_box_id(f"{host}-{suffix}" if suffix else host)


def slug(name: str) -> str:
    """A player's name as part of an id."""
    return re.sub(r"[^a-z0-9_]", "_", name.lower())


def discovery(box: str, players: Sequence[str], version: str) -> dict[str, dict[str, JSON]]:
    """Home Assistant MQTT discovery: config topic -> payload for the game, whose turn, and each score.

    Each sensor reads the retained view and shares the box's availability and device.
    """
    device: dict[str, JSON] = {"identifiers": [f"tabletop_{box}"], "name": f"Tabletop Companion {box}",
                               "manufacturer": "Tabletop Companion", "model": "Board-game companion box",
                               "sw_version": version}
    common: dict[str, JSON] = {"state_topic": topic(box, "view"), "availability_topic": topic(box, "status"),
                               "payload_available": "online", "payload_not_available": "offline", "device": device}
    sensors: dict[str, dict[str, JSON]] = {
        "game": {"name": "Game", "value_template": "{{ value_json.game }}", "icon": "mdi:dice-multiple"},
        "turn": {"name": "Whose turn", "value_template": "{{ value_json.turn or 'nobody' }}",
                 "icon": "mdi:account-arrow-right"},
    }
    for name in players:
        sensors[f"score_{slug(name)}"] = {
            "name": f"Score {name}", "state_class": "measurement", "icon": "mdi:counter",
            "value_template": "{% for p in value_json.players %}{% if p.name == '" + name.replace("'", "") +
                              "' %}{{ p.score }}{% endif %}{% endfor %}"}
    return {f"homeassistant/sensor/tabletop_{box}/{key}/config":
            {**common, **sensor, "unique_id": f"tabletop_{box}_{key}"}
            for key, sensor in sensors.items()}


def receipt(result_id: str, kept: bool, why: str = "") -> str:
    """The hub's receipt for one result: kept in the league (or already there), or refused for good.

    >>> receipt("box-1/7/x", True)
    '{"id":"box-1/7/x","kept":true}'
    """
    return to_json({"id": result_id, "kept": kept, **({"why": why[:200]} if why else {})})


def read_receipt(raw: bytes) -> tuple[str, bool, str] | None:
    """``(result id, kept, why)`` from a receipt, or None for a message that is not one.

    >>> read_receipt(b'{"id":"box-1/7/x","kept":false,"why":"too big"}')
    ('box-1/7/x', False, 'too big')
    >>> read_receipt(b"garbage") is None
    True
    """
    try:
        value = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return None
    if not isinstance(value, dict) or not isinstance(value.get("id"), str) or not isinstance(value.get("kept"), bool):
        return None
    return value["id"], value["kept"], str(value.get("why", ""))


def to_json(value: object) -> str:
    """A compact JSON text."""
    return json.dumps(value, separators=(",", ":"))
