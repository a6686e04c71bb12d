"""The sound pack: effect programs, their rendered WAVs, and the event-to-sound manifest."""

from __future__ import annotations

import functools
import io
import tomllib
import wave
from array import array
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from sounds.synth import WAVES, Effect, Sweep

GROUPS = ("effects", "loops")
RATE = 44100


@dataclass(frozen=True)
class Cue:
    """What one event kind does to the speaker.

    ``sounds`` are played in turn on successive events (the waka's two halves),
    unless ``select`` names an event field whose value picks from ``choices``.
    ``loop`` plays on the loop channel until stopped; ``stop`` stops the loop
    channel first. ``priority`` (0-9) decides which effect keeps a channel when
    all are busy.
    """

    sounds: tuple[str, ...] = ()
    select: str = ""
    choices: Mapping[str, str] = field(default_factory=dict)
    group: str = "effects"
    loop: bool = False
    stop: bool = False
    volume: float = 1.0
    priority: int = 5

    def names(self) -> list[str]:
        """Every sound this cue may play."""
        return list(self.sounds) + list(self.choices.values())

    def choose(self, data: Mapping[str, object], count: int) -> str | None:
        """The sound for an event with these fields, the ``count``-th time this cue fires."""
        if self.select:
            value = data.get(self.select)
            key = str(value).lower() if isinstance(value, bool) else str(value)
            return self.choices.get(key)
        return self.sounds[count % len(self.sounds)] if self.sounds else None


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


@functools.cache
def load_effects() -> dict[str, Effect]:
    """The shipped effect programs by name (parsed once per process; do not modify)."""
    return parse_effects(resources.files("sounds").joinpath("effects.toml").read_text(encoding="utf-8"))


@functools.cache
def _manifest() -> dict[str, Any]:
    return tomllib.loads(resources.files("sounds").joinpath("manifest.toml").read_text(encoding="utf-8"))


def _cue(event: str, table: dict[str, Any], known: set[str]) -> Cue:
    where = f"manifest.toml: {event}"
    raw = table.get("sound", [])
    sounds: tuple[str, ...] = (raw,) if isinstance(raw, str) else tuple(raw) if isinstance(raw, list) else ()
    choices = {str(k): str(v) for k, v in raw.items()} if isinstance(raw, dict) else {}
    if choices and not table.get("select"):
        raise ValueError(f"{where}: a table of sounds needs select = \"<event field>\"")
    cue = Cue(sounds, str(table.get("select", "")), choices, str(table.get("group", "effects")),
              bool(table.get("loop", False)), bool(table.get("stop", False)),
              float(table.get("volume", 1.0)), int(table.get("priority", 5)))
    if cue.group not in GROUPS or not 0 <= cue.priority <= 9 or not 0 <= cue.volume <= 1:
        raise ValueError(f"{where}: group effects|loops, priority 0-9 and volume 0-1 expected")
    unknown = [n for n in cue.names() if n not in known]
    if unknown:
        raise ValueError(f"{where}: no effect named {unknown[0]!r} in effects.toml")
    if cue.loop and cue.group != "loops":
        raise ValueError(f"{where}: a loop plays in group \"loops\"")
    return cue


def load_manifest(game: str = "") -> dict[str, Cue]:
    """Event kind -> :class:`Cue` for ``game``: the shared ``[events]`` with the game's own over them."""
    raw = _manifest()
    known = set(load_effects())
    tables = dict(raw.get("events", {}))
    tables.update(raw.get("games", {}).get(game, {}).get("events", {}))
    return {event: _cue(event, table, known) for event, table in tables.items()}


def all_events() -> set[str]:
    """Every event kind the manifest knows, in any game (for config validation)."""
    raw = _manifest()
    events = set(raw.get("events", {}))
    for game in raw.get("games", {}).values():
        events |= set(game.get("events", {}))
    return events


def wav_bytes(samples: array[int], rate: int = RATE) -> bytes:
    """A mono 16-bit WAV file holding ``samples``."""
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(samples.tobytes())
    return out.getvalue()


def shipped_wav(name: str) -> bytes | None:
    """The committed WAV of one of our sounds (``sounds/wav/<name>.wav``), if present."""
    path = resources.files("sounds").joinpath("wav", f"{name}.wav")
    return path.read_bytes() if path.is_file() else None


def decode_wav(data: bytes, rate: int = RATE) -> array[int]:
    """Mono 16-bit samples at ``rate`` from a 16-bit PCM WAV (mixed down and resampled if needed)."""
    with wave.open(io.BytesIO(data)) as w:
        if w.getsampwidth() != 2:
            raise ValueError("only 16-bit PCM WAV files are supported")
        channels, source_rate = w.getnchannels(), w.getframerate()
        raw = array("h", w.readframes(w.getnframes()))
    mono = raw if channels == 1 else array("h", (sum(raw[i:i + channels]) // channels
                                                  for i in range(0, len(raw), channels)))
    if source_rate == rate:
        return mono
    count = len(mono) * rate // source_rate
    last = len(mono) - 1
    out = array("h", bytes(2 * count))
    for i in range(count):  # linear interpolation: nearest-neighbour would add audible images
        position = i * source_rate / rate
        k = int(position)
        frac = position - k
        nxt = mono[k + 1] if k < last else mono[k]
        out[i] = int(mono[k] + (nxt - mono[k]) * frac)
    return out
