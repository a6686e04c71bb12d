"""A tiny wavetable effect engine in the spirit of 1980 arcade sound hardware.

Our own 8 waveforms of 32 four-bit steps; an effect is up to 3 voices, each a
sequence of frame-stepped sweeps (start frequency, per-frame step, frames,
repeats with a shifted start, volume with optional decay). Frames are 1/60 s.
Pure Python and deterministic: the same effect always renders the same bytes.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Callable
from dataclasses import dataclass

FRAME_RATE = 60
STEPS = 32


def _table(fn: Callable[[float], float]) -> tuple[int, ...]:
    raw = [fn(2 * math.pi * i / STEPS) for i in range(STEPS)]
    low, high = min(raw), max(raw)
    return tuple(round(15 * (v - low) / (high - low)) for v in raw)


WAVES: tuple[tuple[int, ...], ...] = (
    _table(math.sin),                                              # 0 round, sine-like
    _table(lambda x: math.sin(x) + 0.7 * math.sin(2 * x)),         # 1 buzzy, strong 2nd harmonic
    _table(lambda x: math.sin(x) + 0.5 * math.sin(8 * x)),         # 2 bright, energy at the 8th
    _table(lambda x: math.sin(2 * x)),                             # 3 an octave up
    _table(lambda x: 1 - abs((x / math.pi) - 1)),                  # 4 triangle
    _table(lambda x: 1.0 if x < math.pi else 0.0),                 # 5 square
    _table(lambda x: x),                                           # 6 sawtooth
    _table(lambda x: 1.0 if x < math.pi / 4 else 0.0),             # 7 narrow pulse
)
"""The 8 waveforms, each 32 steps of 0..15."""


@dataclass(frozen=True)
class Sweep:
    """One run of a voice: ``frames`` frames from ``start`` Hz, adding ``step`` Hz a frame.

    It plays ``repeats`` times, each time starting ``shift`` Hz higher and
    ``fade`` volume steps quieter. ``volume`` is 0..15; with ``decay`` > 0 it
    drops by one every ``decay`` frames. ``wobble`` Hz is added on every other
    frame (a warble). ``rest`` frames of silence follow each repeat.
    """

    wave: int
    start: float
    step: float
    frames: int
    repeats: int = 1
    shift: float = 0.0
    volume: int = 15
    decay: int = 0
    rest: int = 0
    fade: int = 0
    wobble: float = 0.0


@dataclass(frozen=True)
class Effect:
    """A sound effect: up to 3 voices, each a sequence of sweeps, mixed."""

    name: str
    voices: tuple[tuple[Sweep, ...], ...]

    @property
    def frames(self) -> int:
        """The length in frames of the longest voice."""
        return max(sum((s.frames + s.rest) * s.repeats for s in v) for v in self.voices)


def _render_voice(sweeps: tuple[Sweep, ...], rate: int, total: int) -> list[float]:
    out = [0.0] * total
    per_frame = rate / FRAME_RATE
    pos = 0
    phase = 0.0
    frame_index = 0
    for sweep in sweeps:
        table = WAVES[sweep.wave]
        for rep in range(sweep.repeats):
            freq = sweep.start + rep * sweep.shift
            volume = max(0, sweep.volume - rep * sweep.fade)
            for f in range(sweep.frames + sweep.rest):
                end = round((frame_index + 1) * per_frame)
                heard = freq + (sweep.wobble if f % 2 else 0.0)
                audible = f < sweep.frames and volume > 0 and heard > 0
                inc = heard * STEPS / rate
                gain = volume / 15.0
                while pos < end and pos < total:
                    if audible:
                        out[pos] = (table[int(phase) & 31] - 7.5) / 7.5 * gain
                        phase += inc
                    pos += 1
                frame_index += 1
                if f < sweep.frames:
                    freq += sweep.step
                    if sweep.decay and (f + 1) % sweep.decay == 0:
                        volume = max(0, volume - 1)
    return out


def render(effect: Effect, rate: int = 44100, gain: float = 0.8) -> array[int]:
    """Render an effect to signed 16-bit mono samples at ``rate`` Hz.

    >>> beep = Effect("beep", ((Sweep(0, 440.0, 0.0, 6),),))
    >>> len(render(beep)) == round(6 * 44100 / 60)
    True
    """
    if not 1 <= len(effect.voices) <= 3:
        raise ValueError(f"{effect.name}: an effect has 1 to 3 voices")
    total = round(effect.frames * rate / FRAME_RATE)
    mixed = [0.0] * total
    for voice in effect.voices:
        for i, v in enumerate(_render_voice(voice, rate, total)):
            mixed[i] += v
    scale = gain * 32767 / len(effect.voices)
    return array("h", (max(-32767, min(32767, round(v * scale))) for v in mixed))
