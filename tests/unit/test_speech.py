"""Announcements: rendered by espeak-ng, played on the speech channel, stale ones dropped."""

from __future__ import annotations

import io
from collections.abc import Iterator
import os
import shutil
import wave

import pytest

from drivers.audio import Mixer
from drivers.speech import Speaker

# espeak-ng is a Debian package: .ci/run installs it, so CI always runs these.
# On a laptop without it the rendering test cannot run; the fallback test below does.
needs_espeak = pytest.mark.skipif(shutil.which("espeak-ng") is None and not os.environ.get("CI"),
                                  reason="espeak-ng not installed (apt install espeak-ng)")


@needs_espeak
def test_espeak_renders_a_spoken_wav_and_caches_it() -> None:
    speaker = Speaker(Mixer(enabled=False))
    assert speaker.available
    wav = speaker.render("Han and Chewbacca go to the Detention Block.")
    with wave.open(io.BytesIO(wav)) as w:
        spoken_length = w.getnframes() / w.getframerate()
    assert 1.0 < spoken_length < 6.0  # the sentence really is spoken (an audio length, not a timing)
    assert speaker.render("Han and Chewbacca go to the Detention Block.") is wav  # the very same bytes: cached


@needs_espeak
@pytest.mark.parametrize("language", ["en", "it", "fr", "de"])
def test_each_language_speaks_with_its_own_voice(language: str) -> None:
    """What the box says in each language (from its catalogue) renders through espeak-ng's voice for it."""
    from controller.words.languages import espeak_has_voice, voice_for
    from controller.words.messages import Messages
    from games.base import Msg

    sentence = Messages(language).render("deathstar.detention.in", {
        "player": "ann", "token": Msg("deathstar.token.2"), "reason": Msg("deathstar.reason.force_card")})
    assert "Chewbacca" in sentence and (language == "en") == sentence.startswith("ann: Han and Chewbacca go to")
    voice = voice_for(language, "")
    assert espeak_has_voice(voice)
    wav = Speaker(Mixer(enabled=False), voice=voice).render(sentence)
    with wave.open(io.BytesIO(wav)) as w:
        assert 1.0 < w.getnframes() / w.getframerate() < 8.0


@pytest.fixture
def mixer() -> Iterator[Mixer]:
    """The real mixer on SDL's dummy audio driver."""
    live = Mixer()
    assert live.start()
    yield live
    live.close()


@needs_espeak
def test_announcements_are_played_through_the_mixer_in_order(mixer: Mixer) -> None:
    speaker = Speaker(mixer, stale_after=30)
    speaker.start()
    speaker.say("ann, your turn.")
    speaker.say("bob spins 3.")
    speaker.wait_idle(timeout=20)
    assert speaker.spoken == 2 and speaker.dropped == 0
    speaker.close()


@needs_espeak
def test_a_stale_announcement_is_dropped_not_played_late(mixer: Mixer) -> None:
    now = [100.0]
    speaker = Speaker(mixer, stale_after=5, now=lambda: now[0])
    speaker.say("this moment has passed")
    now[0] += 6  # the loop was busy; by the time the worker looks, it is stale
    speaker.start()
    speaker.say("fresh news")
    speaker.wait_idle(timeout=20)
    assert speaker.dropped == 1 and speaker.spoken == 1
    speaker.close()


def test_without_espeak_announcements_are_printed_only() -> None:
    speaker = Speaker(Mixer(enabled=False), program="no-such-espeak-program")
    assert not speaker.available
    speaker.start()
    speaker.say("nobody hears this")  # must neither raise nor block
    assert speaker.spoken == 0
    speaker.close()


@needs_espeak
@pytest.mark.parametrize("name", ["-A1", "-w", "--version", "-v"])
def test_a_name_that_looks_like_an_option_is_said_not_obeyed(name: str, tmp_path: object) -> None:
    """A player called "-A1" (or "-w", which would make espeak-ng write a file) is words to say: the
    text goes after "--", so espeak-ng renders it instead of failing or taking it as an option."""
    speaker = Speaker(Mixer(enabled=False))
    wav = speaker.render(f"{name} scores 100.")
    with wave.open(io.BytesIO(wav)) as w:
        assert w.getnframes() / w.getframerate() > 0.5  # spoken, not "invalid option"
