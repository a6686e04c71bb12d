"""The box's threads named for the system's tools: ``top -H``, ``ps -L`` and /proc show ``game-loop``,
``sink-web``, ``gpiod-edges`` instead of the program's name on every thread.

Python gives its threads names of its own only; Linux lets a process rename its own threads through
``/proc/self/task/<tid>/comm`` (15 characters at most), which the unit leaves writable to the box.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path

log = logging.getLogger(__name__)


def name_threads(tasks: Path = Path("/proc/self/task")) -> int:
    """Give every live Python thread but the main one (whose name is the program's, for ps and pkill) its
    Python name in the kernel; how many were named."""
    named = 0
    for thread in threading.enumerate():
        if thread.native_id is None or thread is threading.main_thread():
            continue
        name = thread.name.replace(" ", "-")[:15]
        try:
            (tasks / str(thread.native_id) / "comm").write_text(name)
            named += 1
        except OSError as exc:  # another kernel, or a thread that just ended
            log.debug("could not name thread %s: %s", thread.name, exc)
    return named
