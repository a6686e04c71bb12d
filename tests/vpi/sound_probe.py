"""Run in the virtual Pi with the box's own venv: ``play()`` to the first sample at the device, per SDL buffer.

The guest's default sound card is ALSA's loopback (``snd-aloop``, made the default by the harness): what
the box plays into its device 0 comes out of its device 1, at the pace of the card's clock, as a speaker
would hear it. For each buffer size, the box's own mixer (``drivers.audio.Mixer``) opens the card, then
``arecord`` captures the other end, and a short tone is played ``--plays`` times at random moments; the
first non-zero sample captured after each ``play()`` is that sound reaching the speaker.

A captured block's time is when the probe read it; its frames are dated back from there at the card's
rate. The capture's own path (the loopback's timer, arecord, the pipe) is therefore counted in: the
figures are an upper bound of play() to the speaker.

Prints one JSON line per buffer size: the delays (ms), what ALSA granted the playback (from
/proc/asound) and SDL's own line about it (``SDL_AUDIO_ALSA_DEBUG``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import threading
import time
from array import array
from pathlib import Path

RATE = 44100
TONE_MS = 40


def square_tone() -> array[int]:
    """A 441 Hz square wave, ``TONE_MS`` long, at a quarter of full scale: non-zero from its first sample."""
    return array("h", [(8000 if (i // 50) % 2 == 0 else -8000) for i in range(RATE * TONE_MS // 1000)])


class Capture:
    """``arecord`` on the loopback's far end, read on a thread: (time read, frames) blocks, 16-bit stereo."""

    def __init__(self, device: str) -> None:
        # small periods: the capture's blocks arrive often, so dating a frame back from its block's arrival
        # adds little (the loopback may make them the playback's, whose figures are then the bound)
        self.process = subprocess.Popen(["arecord", "-q", "-D", device, "-f", "S16_LE", "-c", "2", "-r", str(RATE),
                                         "-t", "raw", "--period-size=64", "--buffer-size=4096"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.blocks: list[tuple[float, array[int]]] = []
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        pending = b""
        while True:
            chunk = os.read(self.process.stdout.fileno(), 65536)
            now = time.monotonic()
            if not chunk:
                return
            pending += chunk
            whole = len(pending) // 4 * 4
            samples = array("h", pending[:whole])
            pending = pending[whole:]
            with self.lock:
                self.blocks.append((now, samples))

    def first_sound_after(self, since: float, timeout: float = 2.0) -> float | None:
        """The time of the first non-zero frame captured after ``since`` (None if none within ``timeout``)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self.lock:
                blocks = list(self.blocks)
            for read_at, samples in blocks:
                frames = len(samples) // 2
                start = read_at - frames / RATE
                if read_at < since:
                    continue
                for frame in range(frames):
                    at = start + frame / RATE
                    if at >= since and (samples[2 * frame] or samples[2 * frame + 1]):
                        return at
            time.sleep(0.01)
        return None

    def close(self) -> str:
        """Stop arecord; what it said on the way."""
        self.process.terminate()
        _, err = self.process.communicate(timeout=10)
        return err.decode(errors="replace").strip()


def granted(stream: str = "pcm0p") -> dict[str, str]:
    """What ALSA granted the loopback's playback (or ``pcm1c``, the capture) now: period and buffer size, in frames."""
    for params in Path("/proc/asound").glob(f"Loopback/{stream}/sub*/hw_params"):
        text = params.read_text()
        if "closed" not in text:
            return dict(line.split(": ", 1) for line in text.strip().splitlines() if ": " in line)
    return {}


def measure(buffer: int, plays: int, capture_device: str) -> dict[str, object]:
    """One buffer size: the mixer opened, the capture started, the tone played ``plays`` times."""
    import pygame

    from drivers.audio import Mixer
    mixer = Mixer(buffer=buffer, frequency=RATE)
    if not mixer.start():
        return {"buffer": buffer, "error": f"the mixer did not open: {mixer.problem}"}
    tone = square_tone()
    mixer.add_samples("tone", tone)
    time.sleep(0.3)
    params = granted()
    capture = Capture(capture_device)
    time.sleep(0.5)  # the capture running before the first sound
    capture_params = granted("pcm1c")
    delays: list[float] = []
    missed = 0
    try:
        for _ in range(plays):
            time.sleep(random.uniform(0.15, 0.3))  # anywhere in the device's period, as a peg lands
            played = time.monotonic()
            mixer.play("tone")
            heard = capture.first_sound_after(played)
            if heard is None:
                missed += 1
            else:
                delays.append((heard - played) * 1000)
            time.sleep(TONE_MS / 1000 + 0.05)
    finally:
        said = capture.close()
        mixer.close()
        pygame.mixer.quit()
    return {"buffer": buffer, "delays_ms": delays, "missed": missed, "granted": params,
            "capture": {key: capture_params.get(key, "") for key in ("period_size", "buffer_size")}, "arecord": said[-200:]}


def reopen(buffer: int, times: int, capture_device: str) -> dict[str, object]:
    """The card closed, then opened again on an input edge and the tone played: edge to first sample."""
    import pygame

    from drivers.audio import Mixer
    tone = square_tone()
    mixer = Mixer(buffer=buffer, frequency=RATE)
    if not mixer.start():
        return {"buffer": buffer, "error": f"the mixer did not open: {mixer.problem}"}
    capture = Capture(capture_device)  # started while the card is open: the loopback then keeps its format
    delays: list[float] = []
    try:
        for _ in range(times):
            mixer.close()
            pygame.mixer.quit()
            time.sleep(random.uniform(0.5, 1.0))  # the quiet spell (the card closed)
            edge = time.monotonic()  # a peg's first bounce: the card is opened at once
            mixer = Mixer(buffer=buffer, frequency=RATE)
            if not mixer.start():
                return {"buffer": buffer, "error": f"the mixer did not open again: {mixer.problem}"}
            mixer.add_samples("tone", tone)
            mixer.play("tone")
            heard = capture.first_sound_after(edge)
            if heard is not None:
                delays.append((heard - edge) * 1000)
            time.sleep(TONE_MS / 1000 + 0.05)
    finally:
        capture.close()
        mixer.close()
        pygame.mixer.quit()
    return {"buffer": buffer, "delays_ms": delays, "missed": times - len(delays)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--buffers", default="256,512,1024,2048")
    parser.add_argument("--plays", type=int, default=40)
    parser.add_argument("--capture", default="hw:Loopback,1,0")
    parser.add_argument("--reopen", type=int, default=0, metavar="N",
                        help="instead: close the card and open it again on an edge, N times (the first buffer size)")
    args = parser.parse_args()
    os.environ["SDL_AUDIODRIVER"] = "alsa"
    os.environ["SDL_AUDIO_ALSA_DEBUG"] = "1"  # SDL says what ALSA granted, on standard error
    buffers = [int(b) for b in args.buffers.split(",")]
    if args.reopen:
        print(json.dumps(reopen(buffers[0], args.reopen, args.capture)), flush=True)
        return 0
    for buffer in buffers:
        print(json.dumps(measure(buffer, args.plays, args.capture)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
