"""Peg to speaker: the native peg edge -> waka play() figures plus the device path measured in the virtual Pi.

A player hears the speaker, not play(). Between them are SDL's buffer and ALSA's periods, measured on a
real kernel by the virtual Pi (``sudo .venv/bin/python -m tests.vpi``: its sound line, play() to the first
sample on the loopback card, saved to ``sound-<arch>.json`` in the harness's cache). This bench measures
peg -> play() here (bench/pacman.py's figure: scanner, debounce, loop, engine, journal, mixer) and adds the
two distributions (every pair of a peg delay and a device delay), per SDL buffer size.

The physical limit: the push's first edge is read at the next scan, the debounce window must pass, and
the device plays the sound's first sample no sooner than the period SDL is filling ends: debounce + one
scan period + one ALSA period. Goal: p99 <= 20 ms, with no underrun (the virtual Pi's underrun line).

    .venv/bin/python bench/peg_to_speaker.py [--device ~/.cache/tabletop-companion/vpi/sound-arm64.json] [--pegs 100]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from pacman import measure_peg_to_waka  # noqa: E402  (bench/pacman.py)
from procstat import percentile  # noqa: E402  (bench/procstat.py)

from controller.app.config_file import load_config

GOAL_MS = 20.0


def cache() -> Path:
    """The virtual Pi's cache folder (tests/vpi/image.py's cache_root)."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "tabletop-companion" / "vpi"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", type=Path, default=cache() / "sound-arm64.json",
                        help="the virtual Pi's sound figures (default: the arm64 guest's, in its cache)")
    parser.add_argument("--pegs", type=int, default=100)
    args = parser.parse_args()
    if not args.device.exists():
        print(f"peg_to_speaker: {args.device}: no device figures; run the virtual Pi first "
              f"(sudo .venv/bin/python -m tests.vpi --arch arm64), or give --device", file=sys.stderr)
        return 2
    device = json.loads(args.device.read_text())
    config = load_config(None)
    pegs = measure_peg_to_waka(args.pegs, config.text("pegs.debounce"))
    shipped = config.whole("sound.buffer")
    print(f"peg edge -> play() here: n={len(pegs.delays)} p50 {percentile(pegs.delays, 50):.1f} ms, "
          f"p99 {percentile(pegs.delays, 99):.1f} ms (scan period {pegs.period_ms:g} ms, debounce {pegs.window_ms:g} ms)")
    print(f"device path from the virtual Pi ({device.get('arch')}, {device.get('model')}): play() -> first sample "
          f"on the loopback card")
    for period, run in sorted(device.get("underruns_by_buffer", {}).items(), key=lambda item: int(item[0])):
        print(f"  underrun reports at ALSA period {period}: {run['xruns']} in {run['minutes']:g} min of arcade matches "
              f"({run.get('hogs', '?')} CPU hog(s) beside the box)")
    if not device.get("latency"):
        print("  no play() -> first sample figures in that file")
    for result in device.get("latency", []):
        delays = [float(d) for d in result.get("delays_ms", [])]
        if not delays:
            print(f"  buffer {result.get('buffer')}: no figures ({result.get('error', 'nothing heard')})")
            continue
        total = [p + d for p in pegs.delays for d in delays]
        rate = int(result.get("granted", {}).get("rate", "44100 (44100/1)").split()[0])
        period = int(result.get("granted", {}).get("period_size", result["buffer"]))
        limit = pegs.window_ms + pegs.period_ms + period * 1000 / rate
        p99 = percentile(total, 99)
        mark = " <- [sound] buffer as shipped" if result["buffer"] == shipped else ""
        print(f"  buffer {result['buffer']:>4} (ALSA period {period}): device p50 {percentile(delays, 50):.1f} / "
              f"p99 {percentile(delays, 99):.1f} ms; peg -> speaker p50 {percentile(total, 50):.1f} / p99 {p99:.1f} / "
              f"max {max(total):.1f} ms (physical limit {limit:.1f} ms; goal p99 <= {GOAL_MS:g} ms: "
              f"{'met' if p99 <= GOAL_MS else 'MISSED'}){mark}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
