"""Where the table server listens, and the address people type or scan to reach it."""

from __future__ import annotations

import socket
from pathlib import Path
from urllib.parse import urlsplit


def parse_listen(text: str) -> tuple[str, int]:
    """``[HOST:]PORT`` -> (host, port); a bare port listens on every interface.

    >>> parse_listen("8080"), parse_listen("127.0.0.1:0"), parse_listen("[::1]:80")
    (('0.0.0.0', 8080), ('127.0.0.1', 0), ('::1', 80))
    >>> parse_listen("host:http")
    Traceback (most recent call last):
    ...
    ValueError: 'host:http': expected [HOST:]PORT with PORT a number from 0 to 65535 (e.g. 8080 or 127.0.0.1:8080)
    """
    host, _, port = text.strip().rpartition(":")
    host = host.strip("[]") or "0.0.0.0"
    if not port.isdigit() or not 0 <= int(port) <= 65535 or any(c.isspace() for c in host):
        raise ValueError(f"{text!r}: expected [HOST:]PORT with PORT a number from 0 to 65535 "
                         "(e.g. 8080 or 127.0.0.1:8080)")
    return host, int(port)


PROBE = ("192.0.2.1", 9)
"""A documentation address (RFC 5737), never on a home network: the kernel routes it by the default route."""
AVAHI = Path("/run/avahi-daemon/pid")


def lan_address() -> str:
    """The address phones on the same network reach this machine at: that of the interface with the default
    route. Found without sending anything (a UDP socket only "connected", so the kernel picks the route and
    the source address): the host name is no guide, since Raspberry Pi OS maps it to 127.0.1.1."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(PROBE)
            address = str(probe.getsockname()[0])
        if not address.startswith(("127.", "0.")):
            return address
    except OSError:
        pass  # no default route (a Pi not on any network yet): the best the names give
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    for *_, sockaddr in infos:
        address = str(sockaddr[0])
        if not address.startswith("127."):
            return address
    return "127.0.0.1"


def mdns_name(avahi: Path = AVAHI) -> str | None:
    """``<hostname>.local`` where Avahi answers for it (as on Raspberry Pi OS), else None."""
    return f"{socket.gethostname()}.local" if avahi.exists() else None


def box_names() -> set[str]:
    """Every name this machine answers to on the local network, lowercased: its host name, ``<hostname>.local``
    (mDNS) and its LAN address."""
    host = socket.gethostname().lower()
    return {host, f"{host}.local", lan_address()}


def check_public_url(text: str) -> str:
    """``[web] public_url``: the address to show instead of the one found, as ``http(s)://host[:port]/``.

    >>> check_public_url("http://box.local:8080")
    'http://box.local:8080/'
    >>> check_public_url("box.local")
    Traceback (most recent call last):
    ...
    ValueError: 'box.local': expected http://HOST[:PORT] or https://HOST[:PORT] (what phones type)
    """
    parts = urlsplit(text.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.query or parts.fragment:
        raise ValueError(f"{text!r}: expected http://HOST[:PORT] or https://HOST[:PORT] (what phones type)")
    return text.strip().rstrip("/") + "/"


def public_url(host: str, port: int, configured: str = "") -> str:
    """The URL to print, say, show on the box's screen and put in the QR code for a server bound to
    ``host:port``: ``[web] public_url`` when set, else this machine's LAN address for every interface."""
    if configured:
        return check_public_url(configured)
    shown = lan_address() if host in ("0.0.0.0", "::", "") else host
    if ":" in shown:
        shown = f"[{shown}]"
    return f"http://{shown}:{port}/"
