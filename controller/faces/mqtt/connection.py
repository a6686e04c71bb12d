"""The broker's address and credentials, and a paho-mqtt client made from them."""

from __future__ import annotations

import ssl
from dataclasses import dataclass
from urllib.parse import unquote, urlsplit

import paho.mqtt.client as mqtt
from paho.mqtt.enums import CallbackAPIVersion, MQTTProtocolVersion


@dataclass(frozen=True)
class Broker:
    """Where the broker is and how to log in: a user and password, and/or a client certificate."""

    host: str
    port: int
    tls: bool = False
    username: str | None = None
    password: str | None = None
    ca_file: str | None = None
    cert_file: str | None = None
    key_file: str | None = None


def parse_url(url: str, **extra: str | None) -> Broker:
    """``mqtt://[user:password@]host[:port]`` or ``mqtts://...``; ``extra`` adds credentials and files.

    >>> parse_url("mqtts://box1:s3cret@hub.local")
    Broker(host='hub.local', port=8883, tls=True, username='box1', password='s3cret', ca_file=None, cert_file=None, key_file=None)
    >>> parse_url("http://hub")
    Traceback (most recent call last):
    ...
    ValueError: 'http://hub': expected mqtt://host[:port] or mqtts://host[:port]
    """
    parts = urlsplit(url)
    if parts.scheme not in ("mqtt", "mqtts") or not parts.hostname:
        raise ValueError(f"{url!r}: expected mqtt://host[:port] or mqtts://host[:port]")
    try:
        port = parts.port or (8883 if parts.scheme == "mqtts" else 1883)
    except ValueError:
        raise ValueError(f"{url!r}: the port must be a number from 1 to 65535") from None
    given = {k: v for k, v in extra.items() if v}
    return Broker(parts.hostname, port, parts.scheme == "mqtts",
                  given.get("username") or (unquote(parts.username) if parts.username else None),
                  given.get("password") or (unquote(parts.password) if parts.password else None),
                  given.get("ca_file"), given.get("cert_file"), given.get("key_file"))


def make_client(broker: Broker, client_id: str, *, clean_session: bool) -> mqtt.Client:
    """A paho client (MQTT 3.1.1) set up for ``broker``; connect it with ``connect_async`` and ``loop_start``."""
    client = mqtt.Client(CallbackAPIVersion.VERSION2, client_id=client_id, clean_session=clean_session,
                         protocol=MQTTProtocolVersion.MQTTv311)
    if broker.username:
        client.username_pw_set(broker.username, broker.password)
    if broker.tls:
        client.tls_set(ca_certs=broker.ca_file, certfile=broker.cert_file, keyfile=broker.key_file,
                       cert_reqs=ssl.CERT_REQUIRED)
    client.reconnect_delay_set(min_delay=1, max_delay=30)
    return client


def reason_ok(reason_code: object) -> bool:
    """Whether a paho v2 reason code means success."""
    return not getattr(reason_code, "is_failure", False)
