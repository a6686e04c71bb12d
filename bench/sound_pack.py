"""The sound pack's costs: rendering it, and input edge -> audio buffer latency.

1. Rendering every effect with the pure-Python synthesizer (what `python -m
   sounds.generate` does; the box itself loads the committed WAVs).
2. Peg edge -> audio buffer: the real PAC-MAN box with its simulated peg board
   on gpiozero mock pins (scanner thread in real time) and SDL's disk audio
   driver, which writes the mixed output as it goes. Its clock drifts from ours,
   so each peg is anchored: the bench plays a reference click with mixer.play()
   directly, then 300 ms later pushes a peg; the figure is (waka onset - click
   onset) in the output minus (push - click) in wall time: what the whole input
   path (scan, debounce, loop, engine, journal) adds on top of a bare play().
   Both also wait up to one mixer buffer, stated.

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
    from controller.app.box import Box, RunRequest
    from controller.app.config_file import load_config
    from games.registry import GAMES
    from pacman import pacman_maze  # bench/pacman.py

    config = (load_config(None).overridden("sound.buffer", buffer).overridden("sound.volume", 1.0)
              .overridden("speech.enabled", False))
    request = RunRequest(game="pacman", players=["ann", "bob"], simulate=True, seed=1,
                         db=str(tmp / "bench.db"), new=True)
    box = Box(config, request, GAMES["pacman"], io.StringIO())
    box.start()
    assert box.pegs is not None and box.pegs.simulated is not None
    dots = [(cell, space) for cell, space in sorted(GAMES["pacman"].peg_spaces(box.data).items())
            if pacman_maze(box).spaces[space].kind == "dot"]
    gaps = []
    time.sleep(2.5)  # the game-start jingle plays first
    for cell, _space in dots[:presses]:
        box.mixer.play("play_card")  # a short click: the anchor
        clicked = time.monotonic()
        time.sleep(0.3)
        pushed = time.monotonic()
        box.pegs.simulated.press(cell, at=pushed)
        gaps.append(pushed - clicked)
        time.sleep(0.6)  # let the waka play out and the speaker fall silent
    box.finish()
    samples = array("h", raw.read_bytes())[0::2]
    onsets, quiet = [], True
    for i, s in enumerate(samples):
        if quiet and abs(s) > 64:
            onsets.append(i / 44100)
            quiet = False
        elif not quiet and i % 441 == 0 and max(abs(x) for x in samples[i:i + 4410]) <= 64:
            quiet = True  # 100 ms of silence ends a sound (effects have short rests inside)
    onsets = [o for o in onsets if o > 2.2]  # after the game-start jingle
    pairs = list(zip(onsets[0::2], onsets[1::2]))  # (click, waka) per peg
    if len(pairs) != len(gaps):
        raise SystemExit(f"found {len(onsets)} onsets for {len(gaps)} presses: the output is not clean")
    delays = sorted(((waka - click) - gap) * 1000 for (click, waka), gap in zip(pairs, gaps))
    debounce = config.number("pegs.debounce_ms")
    print(f"peg edge -> audio buffer (deferred debounce {debounce:g} ms, scan period "
          f"{config.number('pegs.scan_period_ms'):g} ms), beyond a bare play(): n={len(delays)} "
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
