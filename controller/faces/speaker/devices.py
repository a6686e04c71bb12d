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
    return Mixer(enabled=config.flag("sound.enabled"), frequency=config.whole("sound.frequency"),
                 buffer=config.whole("sound.buffer"), volume=config.number("sound.volume"), observer=observer)


def speaker_for(config: Config, mixer: Mixer, stale_after: float | None = None) -> Speaker:
    """The speaker of ``[speech]`` in the box's language, on ``mixer`` (an announcement not said within
    ``stale_after`` seconds, or the config's, is dropped)."""
    return Speaker(mixer, enabled=config.flag("speech.enabled"),
                   voice=voice_for(config.text("box.language"), config.text("speech.voice")),
                   rate=config.whole("speech.rate"), stale_after=stale_after or config.number("speech.stale_after"))
