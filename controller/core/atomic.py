"""Writing a file so that it is either the old one or the whole new one, whatever happens meanwhile."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TextIO


def replace_atomically(path: Path, write: Callable[[TextIO], object]) -> None:
    """Write ``path`` through ``write(file)``: into a temporary file of its own beside it (two writers at once
    never share one), synced to disk, then renamed over ``path`` and the folder synced; a failure leaves
    ``path`` as it was and no temporary file behind.

    >>> import tempfile, pathlib
    >>> target = pathlib.Path(tempfile.mkdtemp()) / "plays.csv"
    >>> replace_atomically(target, lambda out: out.write("a,b\\n"))
    >>> target.read_text(), sorted(p.name for p in target.parent.iterdir())
    ('a,b\\n', ['plays.csv'])
    """
    folder = path.parent if str(path.parent) else Path(".")
    fd, name = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", newline="", encoding="utf-8") as out:
            write(out)
            out.flush()
            os.fsync(out.fileno())
        os.replace(name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(name)
        raise
    with contextlib.suppress(OSError):  # the rename itself on disk (not every file system lets a folder sync)
        folder_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(folder_fd)
        finally:
            os.close(folder_fd)


def remove_leftovers(path: Path) -> list[Path]:
    """Remove the temporary files that writes of ``path`` left behind when the process was killed mid-write (a power
    cut, kill -9): ``.NAME.*.tmp`` beside it. Only for the one process that writes ``path``, before it writes
    (another one's write in progress would lose its file). Returns what was removed.

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (folder / ".settings.toml.x1.tmp").write_text("half"), (folder / "settings.toml").write_text("")
    >>> [p.name for p in remove_leftovers(folder / "settings.toml")], sorted(p.name for p in folder.iterdir())
    (['.settings.toml.x1.tmp'], ['settings.toml'])
    """
    removed = []
    for stale in path.parent.glob(f".{path.name}.*.tmp"):
        with contextlib.suppress(OSError):
            stale.unlink()
            removed.append(stale)
    return removed
