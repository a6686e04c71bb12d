"""Where the table server listens, and the address people type or scan to reach it."""

from __future__ import annotations

import socket


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


def lan_address() -> str:
    """This machine's address on the local network, as best known without sending anything."""
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    for *_, sockaddr in infos:
        address = str(sockaddr[0])
        if not address.startswith("127."):
            return address
    return socket.gethostname() or "127.0.0.1"


def public_url(host: str, port: int) -> str:
    """The URL to print, say and put in the QR code for a server bound to ``host:port``."""
    shown = lan_address() if host in ("0.0.0.0", "::", "") else host
    if ":" in shown:
        shown = f"[{shown}]"
    return f"http://{shown}:{port}/"
