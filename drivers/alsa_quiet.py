"""Keep ALSA's own error lines off stderr: without a sound card it prints nine of them.

The box says what matters itself, once ("no sound device: the box keeps running
silently"). ALSA's library reports through a process-wide handler that may be replaced
(``snd_lib_error_set_handler``); pygame's wheels bundle their own copy of the library,
so the handler is set on that copy (and on the system's, for a pygame built against it).
"""

from __future__ import annotations

import ctypes
import ctypes.util
from pathlib import Path
from typing import Any


def _c_no_op() -> Any:
    """A C function that ignores its arguments and does nothing, to serve as ALSA's error handler.

    Not a Python callback: SDL opens devices on threads of its own while the caller holds
    Python's lock, so a callback into Python would deadlock. libc's ``getpid`` takes no
    arguments and changes nothing; the C calling conventions of every Pi and PC let a
    caller pass arguments that the callee ignores.
    """
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        return ctypes.CDLL(name).getpid
    except (OSError, AttributeError):
        return None


def alsa_libraries() -> list[str]:
    """The ALSA libraries this process may use: pygame's bundled copy first, then the system's."""
    import pygame
    bundled = Path(pygame.__file__).parent.parent / "pygame.libs"
    found = sorted(str(p) for p in bundled.glob("libasound*.so*")) if bundled.is_dir() else []
    return [*found, "libasound.so.2"]


def silence_alsa() -> int:
    """Install the quiet handler in every ALSA library found; returns how many took it."""
    quiet = _c_no_op()
    if quiet is None:
        return 0
    done = 0
    for name in alsa_libraries():
        try:
            library = ctypes.CDLL(name)
        except OSError:
            continue  # not on this machine
        library.snd_lib_error_set_handler(quiet)
        done += 1
    return done
