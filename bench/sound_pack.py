"""The sound pack's costs: rendering it, and input edge -> audio buffer latency.

1. Rendering every effect with the pure-Python synthesizer (what `python -m
   sounds.generate` does; the box itself loads the committed WAVs).
2. Button edge -> audio buffer: the real box on gpiozero mock pins with SDL's
   disk audio driver, which writes the mixed output as it goes. Its clock drifts
   from ours, so each press is anchored: the bench plays a reference click with
   mixer.play() directly, then 300 ms later makes the spin button's edge; the
   figure is (spin onset - click onset) in the output minus (edge - click) in
   wall time: what the whole input path adds on top of a bare play(). Both
   also wait up to one mixer buffer, stated. (The peg path comes with the
   peg-sensor hardware issue; until then the button is the input measured.)

    .venv/bin/python bench/sound_pack.py [--presses 40] [--buffer 512]
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import tempfile
import time
from array import array
from pathlib import Path


def render_cost() -> None:
    from sounds.pack import load_effects
    from sounds.synth import render

    effects = load_effects()
    start = time.perf_counter()
    seconds = sum(len(render(e)) for e in effects.values()) / 44100
    took = time.perf_counter() - start
    print(f"render pack: {len(effects)} effects, {seconds:.1f} s of audio in {took * 1000:.0f} ms "
          f"({seconds / took:.0f}x real time)")


def latency(presses: int, buffer: int) -> None:
    tmp = Path(tempfile.mkdtemp())
    raw = tmp / "speaker.raw"
    os.environ.update({"SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(raw)})
    from controller.app import Box, RunRequest
    from controller.config import load_config
    from games.registry import GAMES

    config = load_config(None)
    config.raw["sound"]["buffer"] = buffer
    config.raw["sound"]["volume"] = 1.0
    config.raw["speech"]["enabled"] = False
    request = RunRequest(game="deathstar", players=["ann", "bob"], simulate=True, seed=1,
                         db=str(tmp / "bench.db"), new=True)
    box = Box(config, request, GAMES["deathstar"], io.StringIO())
    box.start()
    pin = box.buttons.pin_of("spin")
    gaps = []
    time.sleep(0.5)
    for _ in range(presses):
        box.mixer.play("play_card")  # a short click: the anchor
        clicked = time.monotonic()
        time.sleep(0.3)
        pin.drive_low()
        gaps.append(time.monotonic() - clicked)
        pin.drive_high()
        box.loop.settle()
        time.sleep(0.9)  # the spin sound lasts 0.53 s: let the speaker fall silent in between
    box.finish()
    samples = array("h", raw.read_bytes())[0::2]
    onsets, quiet = [], True
    for i, s in enumerate(samples):
        if quiet and abs(s) > 64:
            onsets.append(i / 44100)
            quiet = False
        elif not quiet and i % 441 == 0 and max(abs(x) for x in samples[i:i + 4410]) <= 64:
            quiet = True  # 100 ms of silence ends a sound (effects have short rests inside)
    pairs = list(zip(onsets[0::2], onsets[1::2]))  # (click, spin) per press
    if len(pairs) != len(gaps):
        raise SystemExit(f"found {len(onsets)} onsets for {len(gaps)} presses: the output is not clean")
    delays = sorted(((spin - click) - gap) * 1000 for (click, spin), gap in zip(pairs, gaps))
    print(f"button edge -> audio buffer, beyond a bare play(): n={len(delays)} "
          f"p50={statistics.median(delays):.1f} ms p99={delays[int(0.99 * (len(delays) - 1))]:.1f} ms; "
          f"plus the mixer buffer of {buffer} frames ({1000 * buffer / 44100:.1f} ms) that every sound waits")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=40)
    parser.add_argument("--buffer", type=int, default=512)
    args = parser.parse_args()
    render_cost()
    latency(args.presses, args.buffer)


if __name__ == "__main__":
    main()
