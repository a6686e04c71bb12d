"""systemd's sd_notify protocol: one datagram to $NOTIFY_SOCKET, or nothing."""

from __future__ import annotations

import os
import socket


def sd_notify(message: str) -> bool:
    """Send ``READY=1``, ``STATUS=...``, ``WATCHDOG=1`` or ``STOPPING=1`` to systemd.

    Returns False (doing nothing) when not started by systemd with a notify socket.
    """
    address = os.environ.get("NOTIFY_SOCKET", "")
    if not address:
        return False
    if address.startswith("@"):  # the abstract namespace
        address = "\0" + address[1:]
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC) as sock:
        sock.connect(address)
        sock.sendall(message.encode())
    return True


def watchdog_interval() -> float | None:
    """Seconds between watchdog pings (half of WatchdogSec), or None without a watchdog."""
    usec = os.environ.get("WATCHDOG_USEC", "")
    pid = os.environ.get("WATCHDOG_PID", "")
    if not usec.isdigit() or (pid and pid != str(os.getpid())):
        return None
    return int(usec) / 2_000_000
