"""The box's sounds: the user's WAVs where a folder has them, else the shipped pack, registered with
the mixer (``companion run`` and ``companion sounds``)."""

from __future__ import annotations

import logging
from pathlib import Path

from controller.core.config import Config
from drivers.audio import Mixer
from sounds.pack import all_events, load_effects, shipped_wav
from sounds.synth import render

log = logging.getLogger(__name__)


def sound_files(config: Config) -> dict[str, tuple[bytes | None, str]]:
    """Every sound's WAV bytes and where they come from: the user's folder, else our pack.

    ``None`` bytes mean the committed WAV is missing and the effect must be rendered.
    """
    folder = Path(config.text("sound.folder")).expanduser() if config.text("sound.folder") else None
    files: dict[str, tuple[bytes | None, str]] = {}
    for name in load_effects():
        user_file = folder / f"{name}.wav" if folder else None
        if user_file and user_file.is_file():
            files[name] = (user_file.read_bytes(), str(user_file))
        else:
            files[name] = (shipped_wav(name), "ours")
    return files


def event_overrides(config: Config) -> dict[str, bytes]:
    """The user's WAVs named after an event (``dot_eaten.wav``): they replace that event's sound."""
    folder = Path(config.text("sound.folder")).expanduser() if config.text("sound.folder") else None
    if folder is None:
        return {}
    return {event: (folder / f"{event}.wav").read_bytes() for event in sorted(all_events())
            if (folder / f"{event}.wav").is_file()}


def load_sounds(mixer: Mixer, config: Config) -> None:
    """Register every sound with the mixer: the user's WAV if present, else ours.

    A WAV named after an effect (``waka_a.wav``) replaces that effect wherever it plays;
    one named after an event (``dot_eaten.wav``) is registered as ``event:<name>``.
    """
    for event, wav in event_overrides(config).items():
        try:
            mixer.add_file(f"event:{event}", wav)
        except Exception as exc:  # pygame raises its own error type for a bad WAV
            log.warning("%s.wav: cannot use this sound (%s); playing ours instead", event, exc)
    effects = load_effects()
    for name, (data, source) in sound_files(config).items():
        fallback = shipped_wav(name) if source != "ours" else None
        for candidate in (data, fallback):
            if candidate is None:
                continue
            try:
                mixer.add_file(name, candidate)
                break
            except Exception as exc:  # pygame raises its own error type for a bad WAV
                log.warning("%s: cannot use this sound (%s); playing ours instead", source, exc)
        else:  # no usable WAV (the committed one missing): render the effect now
            mixer.add_samples(name, render(effects[name], mixer.rate))
