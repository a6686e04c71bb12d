"""``companion sounds``: list the pack, play one sound, render the pack or a whole game."""

from __future__ import annotations

from controller.cli.options import config_of, missing_file

import argparse
import io
import tempfile
import time
from collections.abc import Callable
from array import array
from pathlib import Path

from controller.app.box import Box, RunRequest
from controller.core.config import Config
from controller.words.languages import voice_for
from controller.faces.speaker.sound_files import load_sounds, sound_files
from drivers.audio import Mixer
from drivers.speech import Speaker
from games.registry import GAMES
from sounds.mixdown import Cue, mix
from sounds.pack import RATE, decode_wav, load_effects, load_manifest, wav_bytes
from sounds.synth import render


class Recorder:
    """Stands in for the mixer and the speaker while a script runs: notes what they were told."""

    def __init__(self) -> None:
        self.cues: list[Cue] = []
        self.now: Callable[[], float] = lambda: 0.0

    def play(self, name: str, volume: float = 1.0, priority: int = 5) -> None:
        """Note a one-shot effect."""
        self.cues.append(Cue(self.now(), "play", name, volume, priority))

    def loop(self, name: str, volume: float = 1.0) -> None:
        """Note a loop starting."""
        self.cues.append(Cue(self.now(), "loop", name, volume))

    def stop_loop(self) -> None:
        """Note the loop stopping."""
        self.cues.append(Cue(self.now(), "stop"))

    def say(self, text: str, stale_after: float | None = None) -> None:
        """Note an announcement."""
        self.cues.append(Cue(self.now(), "say", text))


def effective_samples(config: Config) -> dict[str, array[int]]:
    """Every sound as mono samples at 44.1 kHz: the user's WAV where given, else ours."""
    effects = load_effects()
    out: dict[str, array[int]] = {}
    for name, (data, _source) in sound_files(config).items():
        out[name] = decode_wav(data) if data is not None else render(effects[name], RATE)
    return out


def list_sounds(game: str | None) -> None:
    """Print every event with the sound it plays, per game."""
    for name in ([game] if game else sorted(GAMES)):
        cues = load_manifest(name)
        print(f"{GAMES[name].title} ({name})")
        for event, cue in sorted(cues.items()):
            sounds = (", ".join(f"{k}: {v}" for k, v in cue.choices.items()) + f" (by {cue.select})"
                      if cue.select else " then ".join(cue.sounds))
            what = ("stop loop" + (", then " if sounds else "") if cue.stop else "") + (sounds or "")
            kind = "loop" if cue.loop else cue.group
            print(f"  {event:<16} {what:<46} {kind:<8} priority {cue.priority}  volume {cue.volume:g}")


def play_one(config: Config, name: str) -> int:
    """Play one sound (by effect name or event kind) and wait until it has finished."""
    effects = load_effects()
    if name not in effects:
        cues = {k: v for g in GAMES for k, v in load_manifest(g).items()}
        cue = cues.get(name)
        name = cue.names()[0] if cue and cue.names() else name
    if name not in effects:
        print(f"companion sounds: no sound or event named {name!r} (see companion sounds)")
        return 2
    mixer = Mixer(frequency=config.whole("sound.frequency"), buffer=config.whole("sound.buffer"),
                  volume=config.number("sound.volume"))
    if not mixer.start():
        print("companion sounds: no sound device")
        return 1
    load_sounds(mixer, config)
    mixer.play(name)
    time.sleep(mixer.length(name) + 0.2)
    mixer.close()
    return 0


def render_pack(config: Config, directory: Path) -> int:
    """Write every sound (as the box would play it) to ``directory/<name>.wav``."""
    directory.mkdir(parents=True, exist_ok=True)
    samples = effective_samples(config)
    for name, data in samples.items():
        (directory / f"{name}.wav").write_bytes(wav_bytes(data))
    print(f"Wrote {len(samples)} sounds to {directory}.")
    return 0


def render_script(config: Config, args: argparse.Namespace) -> int:
    """Play a scenario script on the simulated box and write what it sounded like, mixed, as a WAV."""
    script, target = args.render_script
    game = args.game or config.text("box.game")
    recorder = Recorder()
    with tempfile.TemporaryDirectory() as tmp:
        request = RunRequest(game=game, players=args.players, options=dict(args.option) if args.option else None,
                             simulate=True, script=script, seed=args.seed, db=str(Path(tmp) / "render.db"),
                             new=True)
        box = Box(config, request, GAMES[game], io.StringIO(), sound_player=recorder, announcer=recorder)
        recorder.now = box.clock.now
        box.start()
        try:
            with open(script, encoding="utf-8") as lines:
                box.pilot.feed_all(lines)
        finally:
            box.finish()
    voice = voice_for(config.text("box.language"), config.text("speech.voice"))
    speaker = Speaker(Mixer(enabled=False), voice=voice, rate=config.whole("speech.rate"))
    speech = {}
    if config.flag("speech.enabled") and speaker.available:
        for cue in recorder.cues:
            if cue.op == "say" and cue.name not in speech:
                speech[cue.name] = decode_wav(speaker.render(cue.name))
    track = mix(recorder.cues, effective_samples(config), speech, RATE, volume=config.number("sound.volume"))
    Path(target).write_bytes(wav_bytes(track))
    played = sum(c.op in ("play", "loop") for c in recorder.cues)
    print(f"Wrote {len(track) / RATE:.1f} s to {target}: {played} sounds, "
          f"{sum(c.op == 'say' for c in recorder.cues)} announcements"
          + ("" if speech or not speaker.available else " (speech disabled)")
          + ("" if speaker.available else " (espeak-ng not installed: no speech)") + ".")
    return 0


def command(args: argparse.Namespace) -> int:
    """``companion sounds``."""
    from controller.cli import sounds as sounds_cmd

    config = config_of(args)
    if args.render:
        return sounds_cmd.render_pack(config, Path(args.render))
    if args.play:
        return sounds_cmd.play_one(config, args.play)
    if args.render_script:
        if missing_file("sounds --render-script", args.render_script[0]):
            return 2
        return sounds_cmd.render_script(config, args)
    sounds_cmd.list_sounds(args.game)
    return 0
