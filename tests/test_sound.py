"""The spine's sounds: synthesized, audible, never clipping, played by event through the mixer."""

from __future__ import annotations

import io
import wave
from array import array
from pathlib import Path

from controller.app import load_sounds
from controller.config import Config, defaults_text
from controller.outputs import Outputs
from drivers.audio import Mixer
from games.base import Event
from sounds.pack import load_effects, load_manifest
from sounds.synth import Effect, Sweep, render


def test_every_shipped_effect_is_audible_short_and_never_clips() -> None:
    effects = load_effects()
    assert {"spin", "card", "detention", "victory"} <= set(effects)
    for name, effect in effects.items():
        samples = render(effect)
        seconds = len(samples) / 44100
        assert 0.1 <= seconds <= 3.0, (name, seconds)
        peak = max(abs(s) for s in samples)
        assert 3000 < peak < 32767, (name, peak)


def test_rendering_is_deterministic_and_follows_the_sweep() -> None:
    rising = Effect("up", ((Sweep(0, 200.0, 40.0, 30),),))
    a, b = render(rising), render(rising)
    assert a == b

    def crossings(chunk: array) -> int:
        return sum(1 for x, y in zip(chunk, chunk[1:]) if x < 0 <= y)

    first, last = a[: len(a) // 4], a[-len(a) // 4:]
    assert crossings(last) > 2 * crossings(first)  # the pitch rises


def test_every_event_in_the_manifest_has_a_sound() -> None:
    effects = load_effects()
    for event, cue in load_manifest().items():
        assert cue.sound in effects, event


def test_events_play_their_cue_through_the_real_mixer() -> None:
    played: list[str] = []
    mixer = Mixer(observer=lambda name, t: played.append(name))
    assert mixer.start()
    try:
        load_sounds(mixer, Config(_defaults(), "defaults"))
        outputs = Outputs(stream=io.StringIO(), sound=mixer, cues=load_manifest())
        outputs.events([Event("spin", {"value": 2}, "ann spins 2."), Event("turn", {}, "bob's turn."),
                        Event("force_card", {}, "a card")], t=0.0)
        assert played == ["spin", "card"]
    finally:
        mixer.close()


def test_a_wav_in_the_user_sound_folder_replaces_ours(tmp_path: Path) -> None:
    frames = 44100 // 2
    with wave.open(str(tmp_path / "spin.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(44100)
        w.writeframes(array("h", [1000, -1000] * (frames // 2)).tobytes())
    raw = _defaults()
    raw["sound"]["folder"] = str(tmp_path)
    mixer = Mixer()
    assert mixer.start()
    try:
        load_sounds(mixer, Config(raw, "test"))
        assert abs(mixer.length("spin") - 0.5) < 0.01
        assert abs(mixer.length("card") - len(render(load_effects()["card"])) / 44100) < 0.01
    finally:
        mixer.close()


def test_no_sound_device_keeps_running_silently() -> None:
    mixer = Mixer(enabled=False)
    assert not mixer.start()
    mixer.add_samples("x", array("h", [0] * 100))
    mixer.play("x")  # silently nothing
    mixer.close()


def _defaults() -> dict:
    import tomllib
    return tomllib.loads(defaults_text())
