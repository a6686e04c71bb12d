"""Loads the effect programs and the event-to-sound manifest shipped here."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Any

from sounds.synth import WAVES, Effect, Sweep

GROUPS = ("effects", "loops", "speech")


@dataclass(frozen=True)
class Cue:
    """What to play for one event kind: a sound name, its channel group, loop or not."""

    sound: str
    group: str = "effects"
    loop: bool = False
    volume: float = 1.0


def _sweep(raw: dict[str, Any], where: str) -> Sweep:
    try:
        sweep = Sweep(**raw)
    except TypeError as exc:
        raise ValueError(f"effects.toml: {where}: {exc}") from None
    if not 0 <= sweep.wave < len(WAVES) or sweep.frames < 1 or not 0 <= sweep.volume <= 15:
        raise ValueError(f"effects.toml: {where}: wave 0-7, frames >= 1, volume 0-15 expected")
    return sweep


def parse_effects(text: str) -> dict[str, Effect]:
    """Parse effect programs (the format documented at the top of effects.toml)."""
    effects = {}
    for name, table in tomllib.loads(text).items():
        voices = tuple(tuple(_sweep(s, f"{name}.voices[{v}][{i}]") for i, s in enumerate(voice))
                       for v, voice in enumerate(table["voices"]))
        effects[name] = Effect(name, voices)
    return effects


def load_effects() -> dict[str, Effect]:
    """The shipped effect programs by name."""
    return parse_effects(resources.files("sounds").joinpath("effects.toml").read_text())


def load_manifest() -> dict[str, Cue]:
    """The shipped event-to-sound manifest: event kind -> :class:`Cue`."""
    raw = tomllib.loads(resources.files("sounds").joinpath("manifest.toml").read_text())
    cues = {}
    for event, table in raw.get("events", {}).items():
        cue = Cue(**table)
        if cue.group not in GROUPS:
            raise ValueError(f"manifest.toml: events.{event}.group: expected one of {', '.join(GROUPS)}")
        cues[event] = cue
    return cues
