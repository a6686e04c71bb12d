"""The box's threads carry their names into the kernel, where top -H, ps -L and the virtual Pi see them."""

from __future__ import annotations

import threading
from pathlib import Path

from controller.systemd.thread_names import name_threads


def test_each_python_thread_is_named_in_the_kernel() -> None:
    done = threading.Event()
    worker = threading.Thread(target=done.wait, name="sink-a long name", daemon=True)
    worker.start()
    try:
        assert name_threads() >= 1
        assert Path(f"/proc/self/task/{threading.main_thread().native_id}/comm").read_text().strip() != "MainThread"
        comm = Path(f"/proc/self/task/{worker.native_id}/comm").read_text().strip()
        assert comm == "sink-a-long-nam"  # the kernel keeps 15 characters
    finally:
        done.set()
        worker.join()
