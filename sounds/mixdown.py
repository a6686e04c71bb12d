"""Offline mixing: what a recorded game would have sounded like, as one WAV.

It follows the live mixer's rules: one loop channel (a new loop replaces the
old, ``stop`` ends it), effects on a fixed number of channels where a new
effect takes the weakest busy one of no higher priority or is dropped, and a
speech channel where announcements queue one after another.
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass

EFFECT_CHANNELS = 6


@dataclass(frozen=True)
class Cue:
    """One thing the speaker was told to do at simulated time ``t``.

    ``op`` is ``play``, ``loop``, ``stop`` or ``say`` (then ``name`` is the text).
    """

    t: float
    op: str
    name: str = ""
    volume: float = 1.0
    priority: int = 5


def _add(out: array[float], samples: array[int], start: int, volume: float,
         end: int | None = None, repeat: bool = False) -> None:
    if not samples:
        return
    stop = len(out) if end is None else min(end, len(out))
    length = len(samples)
    i = start
    while i < stop:
        k = i - start
        if k >= length:
            if not repeat:
                return
            k %= length
        out[i] += samples[k] * volume
        i += 1


def mix(cues: list[Cue], sounds: dict[str, array[int]], speech: dict[str, array[int]], rate: int,
        tail: float = 1.0, volume: float = 1.0, speech_volume: float = 0.6) -> array[int]:
    """Mix the cues into one mono track of signed 16-bit samples at ``rate``.

    Speech (espeak-ng renders near full scale) is scaled by ``speech_volume``
    to leave headroom for the effects under it; if the sum still exceeds full
    scale the whole track is scaled down to fit, so the file never clips.
    """
    def at(t: float) -> int:
        return int(round(t * rate))

    ends = [at(c.t) + len(sounds.get(c.name, ())) for c in cues if c.op == "play"]
    ends.append(at(max((c.t for c in cues), default=0.0) + tail))
    speech_free = 0
    placed_speech: list[tuple[int, array[int]]] = []
    for cue in cues:
        if cue.op == "say" and cue.name in speech:
            begin = max(at(cue.t), speech_free)
            placed_speech.append((begin, speech[cue.name]))
            speech_free = begin + len(speech[cue.name])
    ends.append(speech_free)
    out = array("f", bytes(4 * max(ends)))  # 4 bytes a sample: a long game stays in memory

    loop: tuple[int, Cue] | None = None
    placed: list[tuple[int, int, str, float]] = []  # start, end, effect, volume
    busy: list[tuple[int, int, int, int]] = []  # end, priority, order, index in placed
    for order, cue in enumerate(sorted(cues, key=lambda c: c.t)):
        now = at(cue.t)
        if cue.op in ("loop", "stop") and loop is not None:
            _add(out, sounds.get(loop[1].name, array("h")), loop[0], loop[1].volume, end=now, repeat=True)
            loop = None
        if cue.op == "loop":
            loop = (now, cue)
        elif cue.op == "play" and cue.name in sounds:
            busy = [b for b in busy if b[0] > now]
            if len(busy) >= EFFECT_CHANNELS:
                weakest = min(busy, key=lambda b: (b[1], b[2]))
                if weakest[1] > cue.priority:
                    continue  # dropped, as the live mixer does
                busy.remove(weakest)
                start, _, name, vol = placed[weakest[3]]
                placed[weakest[3]] = (start, now, name, vol)  # cut where the new one starts
            end = now + len(sounds[cue.name])
            busy.append((end, cue.priority, order, len(placed)))
            placed.append((now, end, cue.name, cue.volume))
    if loop is not None:
        _add(out, sounds.get(loop[1].name, array("h")), loop[0], loop[1].volume, repeat=True)
    for start, end, name, vol in placed:
        _add(out, sounds[name], start, vol, end=end)
    for begin, samples in placed_speech:
        _add(out, samples, begin, speech_volume)
    peak = max((abs(v) for v in out), default=0.0) * volume
    if peak > 32000:
        volume *= 32000 / peak
    return array("h", (int(v * volume) for v in out))
