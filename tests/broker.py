"""A real Mosquitto (Debian's ``mosquitto``) on a free local port, for the MQTT tests."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from pathlib import Path

import pytest

MOSQUITTO = shutil.which("mosquitto") or ("/usr/sbin/mosquitto" if Path("/usr/sbin/mosquitto").exists() else None)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def shipped_persistence() -> str:
    """The persistence settings of the broker configuration we ship (``systemd/mosquitto-tabletop.conf``)."""
    shipped = Path(__file__).resolve().parents[1] / "systemd" / "mosquitto-tabletop.conf"
    keys = ("persistence ", "autosave_", "max_queued_messages ")
    return "".join(line + "\n" for line in shipped.read_text().splitlines() if line.startswith(keys))


class Mosquitto:
    """One broker with the shipped persistence settings: ``start``, ``stop`` (graceful: it saves its
    persistence), ``kill`` (-9: only what it saved as it went), ``start`` again. ``extra`` lines come last
    (a later setting wins)."""

    def __init__(self, folder: Path, extra: str = "") -> None:
        if MOSQUITTO is None:
            if os.environ.get("CI"):
                pytest.fail("Debian's mosquitto is missing: .ci/run installs it")
            pytest.skip("Debian's mosquitto is not installed here (.ci/run installs it)")
        self.folder, self.port = folder, free_port()
        self.url = f"mqtt://127.0.0.1:{self.port}"
        self.conf = folder / "mosquitto.conf"
        self.conf.write_text(f"listener {self.port} 127.0.0.1\n"
                             f"{shipped_persistence()}persistence_location {folder}/\n"
                             f"log_dest file {folder}/mosquitto.log\nlog_type all\n"
                             + ("user root\n" if os.geteuid() == 0 else "")  # else it drops to 'mosquitto',
                             + ("" if "allow_anonymous" in extra else "allow_anonymous true\n") + extra)             # which cannot write here
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> Mosquitto:
        assert MOSQUITTO is not None
        self.proc = subprocess.Popen([MOSQUITTO, "-c", str(self.conf)], stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
        for _ in range(3000):  # progress: the port answers
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    return self
            except OSError:
                if self.proc.poll() is not None:
                    raise RuntimeError(f"mosquitto ended: {(self.folder / 'mosquitto.log').read_text()[-2000:]}")
                time.sleep(0.01)
        raise RuntimeError("mosquitto did not start")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(30)

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(30)
