"""One virtual Pi: QEMU booting the cached image on a throwaway overlay, and the guest agent to drive it.

The guest is reached two ways only: the QEMU guest agent on a virtio-serial port (commands run as
root, their output returned) and one forwarded port, the box's table server (the guest's 8080 on
a loopback port of the host). QEMU's user network is ``restrict=on``: the guest reaches nothing.
Killing QEMU with SIGKILL is a power cut: what the guest had not flushed to its disk is gone.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import signal
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from .image import Image


class GuestError(RuntimeError):
    """The guest did not do what was asked (a command failed, or it stopped answering)."""


@dataclass
class Ran:
    """A command's exit code and output, run in the guest."""

    code: int
    out: str
    err: str


def free_port() -> int:
    """A free TCP port on the host's loopback."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Machine:
    """A virtual Pi booted from ``image`` with ``share`` (source and wheels) mounted read-only at /mnt/host."""

    def __init__(self, image: Image, workdir: Path, share: Path, *, accel: str = "tcg", model: str = "pi4") -> None:
        """``model``: the Pi it is (a key of :data:`~tests.vpi.boards.BOARDS`): its device tree on arm64, its
        chips (and on amd64 its identity) made by the guest's vpi-board."""
        self.image, self.workdir, self.share, self.accel, self.model = image, workdir, share, accel, model
        self.disk = workdir / "disk.qcow2"
        self.console = workdir / "console.log"
        self.agent_path = workdir / "qga.sock"
        self.pico_path = workdir / "pico.sock"
        self.qmp_path = workdir / "qmp.sock"
        """QEMU's machine protocol: screendumps of the virtio GPU and events into the virtio tablet."""
        """QEMU's end of the Pico's USB serial cable (tests/vpi/pico.py connects to it)."""
        self.web_port = free_port()
        self.process: subprocess.Popen[bytes] | None = None
        self._agent: socket.socket | None = None
        self._buffer = b""
        self.boots = 0

    def create_disk(self) -> None:
        """A fresh copy-on-write disk over the cached image (the image itself is never written)."""
        self.disk.unlink(missing_ok=True)
        subprocess.run(["qemu-img", "create", "-q", "-f", "qcow2", "-F", "raw", "-b", str(self.image.rootfs),
                        str(self.disk)], check=True)

    def boot(self, timeout: float = 600) -> float:
        """Start QEMU and wait until the guest agent answers; returns the seconds it took."""
        started = time.monotonic()
        self.agent_path.unlink(missing_ok=True)
        with open(self.console, "ab") as console:
            console.write(f"\n===== boot {self.boots + 1} =====\n".encode())
        self.process = subprocess.Popen(self.image.qemu_command(self), stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=open(self.workdir / "qemu.err", "ab"))
        self.boots += 1
        deadline = started + timeout
        while True:
            if self.process.poll() is not None:
                raise GuestError(f"QEMU exited with {self.process.returncode}: see {self.workdir / 'qemu.err'}")
            if time.monotonic() > deadline:
                raise GuestError(f"the guest agent did not answer within {timeout:.0f} s: see {self.console}")
            try:
                self._connect()
                self._sync(timeout=5)
                return time.monotonic() - started
            except (OSError, GuestError, TimeoutError):
                self._close_agent()
                time.sleep(1)

    def _connect(self) -> None:
        agent = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        agent.connect(str(self.agent_path))
        self._agent, self._buffer = agent, b""

    def _close_agent(self) -> None:
        if self._agent is not None:
            self._agent.close()
        self._agent = None

    def _send(self, message: dict[str, object]) -> None:
        assert self._agent is not None
        self._agent.sendall(json.dumps(message).encode() + b"\n")

    def _receive(self, timeout: float) -> dict[str, object]:
        assert self._agent is not None
        deadline = time.monotonic() + timeout
        while b"\n" not in self._buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("the guest agent did not answer")
            self._agent.settimeout(remaining)
            chunk = self._agent.recv(65536)
            if not chunk:
                raise GuestError("the guest agent closed its port")
            self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        line = line.lstrip(b"\xff")  # guest-sync-delimited's marker
        return json.loads(line) if line.strip() else self._receive(max(0.1, deadline - time.monotonic()))

    def _sync(self, timeout: float) -> None:
        """Discard anything stale on the port: the agent echoes a fresh id when it is ready."""
        token = int(time.monotonic() * 1000) % 2**31
        self._send({"execute": "guest-sync", "arguments": {"id": token}})
        deadline = time.monotonic() + timeout
        while self._receive(max(0.1, deadline - time.monotonic())).get("return") != token:
            pass

    def _call(self, command: str, arguments: dict[str, object], timeout: float = 30) -> object:
        self._send({"execute": command, "arguments": arguments})
        answer = self._receive(timeout)
        if "error" in answer:
            raise GuestError(f"{command}: {answer['error']}")
        return answer.get("return")

    def run(self, script: str, timeout: float = 300, check: bool = True) -> Ran:
        """Run a shell script in the guest as root; GuestError when it fails (with ``check``)."""
        started = self._call("guest-exec", {"path": "/bin/sh", "arg": ["-c", script], "capture-output": True})
        pid = started["pid"]  # type: ignore[index]
        deadline = time.monotonic() + timeout
        while True:
            status = self._call("guest-exec-status", {"pid": pid})
            assert isinstance(status, dict)
            if status.get("exited"):
                ran = Ran(int(status.get("exitcode", -1)),
                          base64.b64decode(status.get("out-data", "")).decode(errors="replace"),
                          base64.b64decode(status.get("err-data", "")).decode(errors="replace"))
                if check and ran.code != 0:
                    raise GuestError(f"guest command failed ({ran.code}): {script.strip()[:200]}\n{ran.out}{ran.err}")
                return ran
            if time.monotonic() > deadline:
                raise GuestError(f"guest command still running after {timeout:.0f} s: {script.strip()[:200]}")
            time.sleep(0.05)

    def write_file(self, path: str, text: str) -> None:
        """Write a text file in the guest (through the agent; flushed to the guest's disk)."""
        encoded = base64.b64encode(text.encode()).decode()
        self.run(f"mkdir -p \"$(dirname '{path}')\" && echo '{encoded}' | base64 -d > '{path}.tmp' "
                 f"&& mv '{path}.tmp' '{path}' && sync")

    def power_cut(self) -> None:
        """Pull the plug: QEMU is killed at once, whatever the guest had not flushed is lost."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()
        self._close_agent()

    def close(self, keep: bool = False) -> None:
        """Stop QEMU; delete the disk unless ``keep``."""
        self.power_cut()
        if not keep:
            shutil.rmtree(self.workdir, ignore_errors=True)

    def __enter__(self) -> Machine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close(keep=bool(os.environ.get("VPI_KEEP")))
