"""Framing of the serial peg-board protocol (docs/serial-protocol.md).

The decoder only buffers bytes and splits them into checked frames; it knows
nothing of pegs. It counts what it drops.
"""

from __future__ import annotations

from dataclasses import dataclass

MAX_LINE = 96
_HEX = set("0123456789ABCDEF")


def crc16(data: bytes) -> int:
    """CRC-16/CCITT-FALSE.

    >>> hex(crc16(b"123456789"))
    '0x29b1'
    """
    crc = 0xFFFF
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return crc


@dataclass(frozen=True, slots=True)
class Frame:
    """One checked frame: sequence number, type letter and payload words."""

    seq: int
    kind: str
    payload: tuple[str, ...]


def encode(seq: int, kind: str, *payload: object) -> bytes:
    """The bytes of one frame, newline included.

    >>> encode(1, "D", 3, 12)
    b'0001 D 3 12*686B\\n'
    """
    body = f"{seq & 0xFFFF:04X} {kind}" + "".join(f" {p}" for p in payload)
    line = f"{body}*{crc16(body.encode()):04X}\n".encode()
    if len(line) > MAX_LINE:
        raise ValueError(f"frame longer than {MAX_LINE} bytes")
    return line


@dataclass
class DecoderStats:
    """What the decoder saw: good frames and each kind of dropped line."""

    frames: int = 0
    garbage: int = 0
    overlong: int = 0
    bad_checksum: int = 0


class FrameDecoder:
    """Buffers bytes; returns the complete, valid frames found in them."""

    def __init__(self) -> None:
        self._buffer = bytearray()
        self._skipping = False
        self.stats = DecoderStats()

    def feed(self, data: bytes) -> list[Frame]:
        """Add bytes; return every frame completed by them."""
        frames: list[Frame] = []
        self._buffer += data
        while True:
            end = self._buffer.find(b"\n")
            if end < 0:
                if len(self._buffer) > MAX_LINE:
                    self._buffer.clear()
                    if not self._skipping:
                        self.stats.overlong += 1
                    self._skipping = True
                return frames
            line = bytes(self._buffer[:end])
            del self._buffer[:end + 1]
            if self._skipping or len(line) + 1 > MAX_LINE:
                if not self._skipping:
                    self.stats.overlong += 1
                self._skipping = False
                continue
            frame = self._parse(line.rstrip(b"\r"))
            if frame is not None:
                self.stats.frames += 1
                frames.append(frame)

    def _parse(self, line: bytes) -> Frame | None:
        try:
            text = line.decode("ascii")
        except UnicodeDecodeError:
            self.stats.garbage += 1
            return None
        body, star, check = text.rpartition("*")
        words = body.split(" ")
        if (not star or "*" in body or len(check) != 4 or not set(check) <= _HEX or len(words) < 2
                or len(words[0]) != 4 or not set(words[0]) <= _HEX or len(words[1]) != 1
                or not text.isprintable()):
            self.stats.garbage += 1
            return None
        if crc16(body.encode()) != int(check, 16):
            self.stats.bad_checksum += 1
            return None
        return Frame(int(words[0], 16), words[1], tuple(words[2:]))
