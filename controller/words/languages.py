"""The languages the box speaks, and the espeak-ng voice each one speaks with.

``[box] language`` (or ``--lang`` on any command) chooses one; ``[speech] voice`` overrides the
voice (any voice espeak-ng has: ``en-us``, ``it+f3``, ...), "" follows the language.
"""

from __future__ import annotations

import shutil
import subprocess

LANGUAGES = {"en": "English", "it": "Italiano", "fr": "Français", "de": "Deutsch"}
"""Language code -> its own name."""
VOICES = {"en": "en", "it": "it", "fr": "fr", "de": "de"}
"""The espeak-ng voice of each language."""


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
