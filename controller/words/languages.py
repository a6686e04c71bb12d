"""The languages the box speaks, and the espeak-ng voice each one speaks with.

``[box] language`` (or ``--lang`` on any command) chooses one; ``[speech] voice`` overrides the
voice (any voice espeak-ng has: ``en-us``, ``it+f3``, ...), "" follows the language.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Mapping, Sequence
from pathlib import Path

LANGUAGES = {"en": "English", "it": "Italiano", "fr": "Français", "de": "Deutsch"}
"""Language code -> its own name."""
VOICES = {"en": "en", "it": "it", "fr": "fr", "de": "de"}
"""The espeak-ng voice of each language."""
LOCALE_FILES = (Path("/etc/locale.conf"), Path("/etc/default/locale"))
"""Where the system keeps its locale (systemd's file; Debian's and Raspberry Pi OS's, which raspi-config and the
first-boot wizard write)."""


def system_language(environ: Mapping[str, str] | None = None, files: Sequence[Path] = LOCALE_FILES) -> str:
    """The language the system is set to, for a box whose config and settings name none: ``LC_ALL``,
    ``LC_MESSAGES`` or ``LANG``, the first one set (``C`` and ``POSIX`` are English); else ``LANG`` in the
    system's locale file (a service may start without it in its environment); English when neither names a
    language the box speaks.

    >>> system_language({"LANG": "it_IT.UTF-8"}), system_language({"LC_ALL": "C.UTF-8", "LANG": "de_DE"})
    ('it', 'en')
    """
    environ = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if environ.get(name):
            return _language_of(environ[name])
    for path in files:
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        found = re.search(r"^\s*LANG\s*=\s*[\"']?([^\s\"']+)", text, re.MULTILINE)
        if found:
            return _language_of(found.group(1))
    return "en"


def _language_of(locale_name: str) -> str:
    """``it_IT.UTF-8`` -> ``it``; a language the box does not speak (or ``C``) -> ``en``."""
    code = re.split(r"[_.@-]", locale_name, maxsplit=1)[0].lower()
    return code if code in LANGUAGES else "en"


def voice_for(language: str, voice: str) -> str:
    """The voice to speak with: the configured one, else the language's."""
    return voice or VOICES.get(language, "en")


def espeak_has_voice(voice: str, program: str = "espeak-ng") -> bool | None:
    """Whether espeak-ng can speak with ``voice`` (it loads the voice and says nothing); None when
    espeak-ng is not installed, so nobody can tell."""
    path = shutil.which(program)
    if path is None:
        return None
    try:
        result = subprocess.run([path, "-v", voice, "-q", ""], capture_output=True, timeout=30, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return result.returncode == 0
