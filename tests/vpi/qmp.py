"""QEMU's machine protocol (QMP) for the virtual Pi's screen: what its display shows and a finger on it.

QEMU listens on a Unix socket (``-qmp unix:...``); each connection greets, takes ``qmp_capabilities``, then
one JSON command per line. Two commands are used: ``screendump`` (the virtio GPU's output as a PPM file)
and ``input-send-event`` (absolute moves and a button into the virtio tablet, whose axes run 0 to 32767
across the whole output whatever its size).
"""

from __future__ import annotations

import json
import socket
import time
from pathlib import Path

TABLET_MAX = 0x7FFF
"""QEMU's absolute axes run from 0 to this, across the output (INPUT_EVENT_ABS_MAX)."""


class QmpError(RuntimeError):
    """QEMU refused a command or did not answer."""


class Qmp:
    """One QMP connection to a running QEMU."""

    def __init__(self, path: Path, timeout: float = 30) -> None:
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(timeout)
        self.sock.connect(str(path))
        self.buffer = b""
        self._read()  # the greeting
        self.call("qmp_capabilities")

    def _read(self) -> dict[str, object]:
        while b"\n" not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise QmpError("QEMU closed its QMP socket")
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        answer: dict[str, object] = json.loads(line)
        return answer

    def call(self, command: str, **arguments: object) -> object:
        """Run one command and return its answer; events that arrive meanwhile are skipped."""
        self.sock.sendall(json.dumps({"execute": command, "arguments": arguments}).encode() + b"\n")
        while True:
            answer = self._read()
            if "error" in answer:
                raise QmpError(f"{command}: {answer['error']}")
            if "return" in answer:
                return answer["return"]

    def close(self) -> None:
        """Close the connection (QEMU keeps running)."""
        self.sock.close()

    def __enter__(self) -> Qmp:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def read_ppm(path: Path) -> tuple[int, int, bytes]:
    """A binary PPM (P6, 8 bits) as (width, height, RGB bytes): what ``screendump`` writes."""
    data = path.read_bytes()
    fields: list[bytes] = []
    at = 0
    while len(fields) < 4:
        while data[at:at + 1].isspace():
            at += 1
        if data[at:at + 1] == b"#":
            at = data.index(b"\n", at) + 1
            continue
        end = at
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[at:end])
        at = end
    magic, width, height, depth = fields[0], int(fields[1]), int(fields[2]), int(fields[3])
    if magic != b"P6" or depth != 255:
        raise ValueError(f"{path}: not an 8-bit binary PPM ({magic!r}, depth {depth})")
    pixels = data[at + 1:at + 1 + width * height * 3]
    return width, height, pixels


def screendump(qmp: Qmp, path: Path) -> tuple[int, int, bytes]:
    """What the guest's display shows now, as (width, height, RGB bytes)."""
    path.unlink(missing_ok=True)
    qmp.call("screendump", filename=str(path))
    return read_ppm(path)


def tap(qmp: Qmp, x: int, y: int, size: tuple[int, int], hold: float = 0.15) -> None:
    """A finger at pixel (x, y) of an output of ``size``: moved there, pressed, held, lifted."""
    ax = round(x * TABLET_MAX / (size[0] - 1))
    ay = round(y * TABLET_MAX / (size[1] - 1))
    move = [{"type": "abs", "data": {"axis": "x", "value": ax}}, {"type": "abs", "data": {"axis": "y", "value": ay}}]
    qmp.call("input-send-event", events=move)
    time.sleep(hold)
    qmp.call("input-send-event", events=[{"type": "btn", "data": {"down": True, "button": "left"}}])
    time.sleep(hold)
    qmp.call("input-send-event", events=[{"type": "btn", "data": {"down": False, "button": "left"}}])


def compare(a: bytes, b: bytes, tolerance: int) -> tuple[int, int]:
    """(pixels whose channels differ by more than ``tolerance``, all pixels) of two RGB images of one size."""
    if len(a) != len(b):
        raise ValueError(f"the pictures differ in size ({len(a) // 3} and {len(b) // 3} pixels)")
    differing = 0
    for at in range(0, len(a), 3):
        if max(abs(a[at] - b[at]), abs(a[at + 1] - b[at + 1]), abs(a[at + 2] - b[at + 2])) > tolerance:
            differing += 1
    return differing, len(a) // 3
