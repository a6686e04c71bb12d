"""The box's mixer and speaker as its config sets them up: for a running box, and for the last words of one
that cannot start."""

from __future__ import annotations

from collections.abc import Callable

from controller.core.config import Config
from controller.words.languages import voice_for
from drivers.audio import Mixer
from drivers.speech import Speaker


def mixer_for(config: Config, observer: Callable[[str, float], None] | None = None) -> Mixer:
    """The mixer of ``[sound]`` (not opened yet: :meth:`Mixer.start`)."""
    return Mixer(enabled=config.get("sound.enabled"), frequency=config.get("sound.frequency"),
                 buffer=config.get("sound.buffer"), volume=config.get("sound.volume"), observer=observer)


def speaker_for(config: Config, mixer: Mixer, stale_after: float | None = None) -> Speaker:
    """The speaker of ``[speech]`` in the box's language, on ``mixer`` (an announcement not said within
    ``stale_after`` seconds, or the config's, is dropped)."""
    return Speaker(mixer, enabled=config.get("speech.enabled"),
                   voice=voice_for(config.get("box.language"), config.get("speech.voice")),
                   rate=config.get("speech.rate"), stale_after=stale_after or config.get("speech.stale_after"))
