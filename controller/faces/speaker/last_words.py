"""What a box that cannot start says through its speaker before it stops: a family at a screenless box hears
why (the card is full) instead of silence."""

from __future__ import annotations

import logging

from controller.core.config import Config
from controller.faces.speaker.devices import mixer_for, speaker_for

log = logging.getLogger(__name__)

SAID_WITHIN = 30.0
"""Seconds the box waits for its last words to be said before it stops all the same."""


def say_before_stopping(config: Config, text: str) -> None:
    """Say ``text`` on the box's speaker (its sound and speech settings), wait until it is said, and close the
    speaker again; nothing when speech is off or there is no sound device."""
    if not config.flag("speech.enabled"):
        return
    mixer = mixer_for(config)
    speaker = speaker_for(config, mixer, stale_after=SAID_WITHIN)
    try:
        if mixer.start():
            speaker.start()
            speaker.say(text)
            speaker.wait_idle(timeout=SAID_WITHIN)
    except Exception as exc:  # the words are a courtesy: the reason is also on standard error and in the log
        log.debug("could not say why the box stops (%s)", exc)
    finally:
        speaker.close()
        mixer.close()
