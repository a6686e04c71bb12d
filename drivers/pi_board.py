"""Which Raspberry Pi this is, read where the hardened unit can see it.

A Pi's kernel describes the board in its device tree, under ``/sys/firmware/devicetree/base``:
``model`` ("Raspberry Pi 4 Model B Rev 1.4") and ``system/linux,revision`` (the revision code,
four bytes, big-endian). ``/proc/device-tree`` is the same tree seen through ``/proc``, and
``/proc/cpuinfo`` repeats the revision on 32-bit kernels; gpiozero reads those two, which the
unit's ``ProcSubset=pid`` hides. So the box reads ``/sys`` first and ``/proc`` only as a fallback.
"""

from __future__ import annotations

import errno
import struct
from pathlib import Path

DEVICE_TREES = ("sys/firmware/devicetree/base", "proc/device-tree")
"""Where the board's device tree is, relative to the root; the first is visible under ProcSubset=pid."""


def pi_model(root: Path = Path("/")) -> str | None:
    """The Raspberry Pi model the device tree names, or None when this is not a Pi.

    >>> pi_model(Path("/nonexistent"))
    """
    for tree in DEVICE_TREES:
        try:
            model = (root / tree / "model").read_text(errors="replace").strip("\0\n ")
        except OSError:
            continue
        return model if "Raspberry Pi" in model else None
    return None


def pi_revision(root: Path = Path("/")) -> int:
    """The board's revision code (``0xc03114`` for a Pi 4 B 4 GB rev 1.4), as gpiozero decodes it;
    FileNotFoundError when neither the device tree nor ``/proc/cpuinfo`` gives one."""
    for tree in DEVICE_TREES:
        try:
            raw = (root / tree / "system" / "linux,revision").read_bytes()
        except OSError:
            continue
        if len(raw) == 4:
            return _decoded(f"{struct.unpack('>L', raw)[0]:x}")
    try:
        with open(root / "proc" / "cpuinfo", encoding="ascii", errors="replace") as cpuinfo:
            for line in cpuinfo:
                if line.startswith("Revision"):
                    return _decoded(line.split(":", 1)[1].strip().lower())
    except OSError:
        pass
    raise FileNotFoundError(errno.ENOENT, f"no Raspberry Pi revision in {root / DEVICE_TREES[0]}/system/linux,revision, "
                       f"{root / DEVICE_TREES[1]} or {root / 'proc/cpuinfo'}")


def _decoded(revision: str) -> int:
    """An over-volted board's code starts with 100 and keeps its last four digits (gpiozero's rule).

    >>> hex(_decoded("c03114")), hex(_decoded("1000002"))
    ('0xc03114', '0x2')
    """
    return int(revision[-4:] if revision.startswith("100") else revision, 16)
