"""The real mixer path (pygame on SDL's disk audio driver): loops, channel groups, priorities.

SDL's disk driver writes the mixed output as raw PCM, paced in real time, so
the file shows what a speaker would have played and when.
"""

from __future__ import annotations

import io
import os
import time
from array import array
from collections.abc import Iterator
from pathlib import Path

import pytest

from controller.faces.speaker.sound_files import load_sounds
from controller.app.config_file import load_config
from controller.faces.speaker.effects import SoundSink
from drivers.audio import Mixer
from games.base import Event
from sounds.pack import load_manifest


RATE = 44100
SILENT = 64


@pytest.fixture
def disk_mixer(tmp_path: Path) -> Iterator[tuple[Mixer, Path]]:
    out = tmp_path / "speaker.raw"
    saved = {k: os.environ.get(k) for k in ("SDL_AUDIODRIVER", "SDL_DISKAUDIOFILE")}
    os.environ.update({"SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(out)})
    mixer = Mixer(volume=1.0, buffer=512)
    try:
        assert mixer.start(), "SDL's disk audio driver did not open"
        load_sounds(mixer, load_config(None))
        yield mixer, out
    finally:
        mixer.close()
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def mono(path: Path) -> array[int]:
    """The left channel of the disk driver's 16-bit stereo output."""
    raw = array("h", path.read_bytes())
    return raw[0::2]


def loud_spans(samples: array[int], window: int = 441) -> list[tuple[float, float]]:
    """(start, end) seconds of the stretches whose 10 ms windows are not silent."""
    spans: list[tuple[float, float]] = []
    start = None
    for i in range(0, len(samples) - window, window):
        loud = max(abs(s) for s in samples[i:i + window]) > SILENT
        if loud and start is None:
            start = i
        elif not loud and start is not None:
            spans.append((start / RATE, i / RATE))
            start = None
    if start is not None:
        spans.append((start / RATE, len(samples) / RATE))
    return spans


def frames_written(out: Path) -> int:
    """Where the audio stream is now: frames the disk driver has written (16-bit stereo)."""
    return out.stat().st_size // 4


def test_the_power_siren_loops_while_power_lasts_and_stops_at_power_off(disk_mixer: tuple[Mixer, Path]) -> None:
    """Judged on the audio stream's own timeline (frames written), never on the wall clock."""
    mixer, out = disk_mixer
    sink, cues = SoundSink(mixer), load_manifest("pacman")
    while frames_written(out) < RATE // 10:  # the stream is running
        time.sleep(0.01)
    on = frames_written(out)
    sink.sound(Event("power_on"), cues)
    for _ in range(12):  # Pac-Man keeps eating during the power rolls: wakas over the siren
        mark = frames_written(out)
        while frames_written(out) < mark + RATE // 10:
            time.sleep(0.01)
        sink.sound(Event("dot_eaten"), cues)
        assert mixer.loop_busy(), "a waka cut the siren"
    mark = frames_written(out)
    while frames_written(out) < mark + RATE // 2:  # the last waka is over; the siren alone goes on
        time.sleep(0.01)
    sink.sound(Event("power_off"), cues)
    off = frames_written(out)
    assert not mixer.loop_busy()
    while frames_written(out) < off + RATE // 2:  # half a second of stream after the power
        time.sleep(0.01)
    mixer.close()
    spans = loud_spans(mono(out))
    assert len(spans) == 1, spans  # one unbroken stretch: the siren never dropped out under the wakas
    start, end = spans[0]
    slack = 4 * 1024 / RATE  # what the driver and stdio may hold back: a few buffers, far less than a siren loop
    assert on / RATE - slack <= start and end <= off / RATE + slack, (on / RATE, start, end, off / RATE)
    # it ended with the power, not a loop (0.53 s) later


def test_an_effect_never_takes_the_speech_channel(disk_mixer: tuple[Mixer, Path]) -> None:
    mixer, _ = disk_mixer
    spoken = io.BytesIO()
    import wave
    with wave.open(spoken, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(22050)
        w.writeframes(array("h", [3000, -3000] * 22050).tobytes())  # 2 s of "speech"
    mixer.speak(spoken.getvalue())
    for _ in range(20):
        mixer.play("death", priority=9)
    assert mixer.speech_busy()


def test_with_every_channel_busy_a_weaker_effect_is_dropped_and_a_stronger_one_takes_over(
        disk_mixer: tuple[Mixer, Path]) -> None:
    mixer, _ = disk_mixer
    for _ in range(6):
        mixer.play("extra_life", priority=8)
    mixer.play("waka_a", priority=2)
    assert mixer.dropped == 1
    mixer.play("death", priority=9)
    assert mixer.dropped == 1


def test_companion_sounds_lists_renders_and_renders_a_whole_game(tmp_path: Path) -> None:
    import wave

    from conftest import DATA, companion

    listing = companion("sounds", "--game", "pacman")
    assert listing.returncode == 0
    assert "dot_eaten" in listing.stdout and "waka_a then waka_b" in listing.stdout
    assert "power_on" in listing.stdout and "loop" in listing.stdout
    rendered = companion("sounds", "--render", str(tmp_path / "pack"))
    assert rendered.returncode == 0 and len(list((tmp_path / "pack").glob("*.wav"))) == 32
    assert companion("sounds", "--play", "waka_a").returncode == 0
    assert companion("sounds", "--play", "dot_eaten").returncode == 0  # an event kind plays its sound
    assert companion("sounds", "--play", "kazoo").returncode == 2
    target = tmp_path / "game.wav"
    result = companion("sounds", "--render-script", str(DATA / "cards_scorekeeper.script"), str(target),
                       "--game", "cards", "--players", "ann,bob", "--option", "mode=scorekeeper",
                       "--option", "target=50", "--option", "variant=hard")
    assert result.returncode == 0, result.stderr
    with wave.open(str(target)) as w:
        assert w.getframerate() == 44100 and w.getnchannels() == 1
        samples = array("h", w.readframes(w.getnframes()))
    # the script's waits add up to 77 s: bob's winning row sounds then, and the speech after it
    assert 77 < len(samples) / 44100 < 95
    assert max(abs(s) for s in samples[77 * 44100: 79 * 44100]) > 5000  # the winning fanfare
    assert max(abs(s) for s in samples[20 * 44100: 21 * 44100]) > 3000  # the -5 row's sagging buzz at 20 s
    assert max(abs(s) for s in samples[50 * 44100: 64 * 44100]) == 0  # nothing happens from 50 s to 64 s
    assert max(abs(s) for s in samples) < 32767


def test_sounds_lists_each_game_once_and_renders_a_pacman_script(tmp_path: Path) -> None:
    import wave

    from conftest import companion

    listing = companion("sounds").stdout
    titles = [line for line in listing.splitlines() if not line.startswith(" ")]
    assert sorted(titles) == sorted(set(titles)) and len(titles) == 4
    script = tmp_path / "eat.script"
    script.write_text("wait 2\npress spin\nwait 1\npeg I16 down\npeg G16 down\n")
    target = tmp_path / "eat.wav"
    quiet = tmp_path / "quiet.toml"
    quiet.write_text("[speech]\nenabled = false\n")  # effects only, so the file can be read second by second
    result = companion("sounds", "--render-script", str(script), str(target), "--game", "pacman",
                       "--players", "ann,bob", "--seed", "1", "--config", str(quiet))
    assert result.returncode == 0, result.stderr
    with wave.open(str(target)) as w:
        samples = array("h", w.readframes(w.getnframes()))
    assert max(abs(s) for s in samples[int(0.1 * 44100): int(1.5 * 44100)]) > 3000  # the start jingle
    assert max(abs(s) for s in samples[int(2.0 * 44100): int(2.9 * 44100)]) == 0  # the roll makes no sound
    assert max(abs(s) for s in samples[int(3.0 * 44100): int(3.1 * 44100)]) > 3000  # the first waka at 3 s


def test_no_sound_card_is_one_line_of_our_own_not_alsas(tmp_path: Path) -> None:
    """On a machine without a sound card ALSA would print its own lines; the box says it once."""
    import subprocess
    import sys

    from conftest import ROOT

    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}  # the real device path
    result = subprocess.run([sys.executable, "-m", "controller.cli", "run", "--game", "deathstar", "--simulate",
                             "--db", str(tmp_path / "q.db"), "--script", "-"], input="spin\n", text=True,
                            capture_output=True, cwd=ROOT, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "ALSA lib" not in result.stderr
