"""Wake-ups per second of the idle box, thread by thread (issue 25, C: a Pi's idle box should sleep).

The box as the service runs it (Death Star, the four buttons, the table server on, sound on), left
alone: each thread's voluntary and involuntary context switches over the interval, read from
/proc/self/task/<tid>/status, named by its Python thread name (or the kernel's name for threads that
C libraries start: SDL's audio thread). Then what closing the audio device after a silence would
cost: the time to open it again, and the first sound's delay after that.

    python bench/idle_wakeups.py [--seconds 20] [--pins gpiod|mock]

``--pins gpiod`` (default) runs the buttons on our libgpiod 2 pin factory over the stand-in gpiod
(an edge thread blocked in poll(), as on a Pi); ``mock`` on gpiozero's mock pins.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from controller.app.box import Box, RunRequest  # noqa: E402
from controller.app.config_file import load_config  # noqa: E402
from games.registry import GAMES  # noqa: E402


def switches() -> dict[int, int]:
    """Context switches so far of each thread of this process, by thread id."""
    counts = {}
    for task in Path("/proc/self/task").iterdir():
        try:
            status = (task / "status").read_text().splitlines()
        except OSError:
            continue
        counts[int(task.name)] = sum(int(line.split()[1]) for line in status
                                     if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")))
    return counts


def names() -> dict[int, str]:
    """Each thread's name: Python's, else the kernel's (comm)."""
    named = {t.native_id: t.name for t in threading.enumerate() if t.native_id is not None}
    for task in Path("/proc/self/task").iterdir():
        tid = int(task.name)
        if tid not in named:
            try:
                named[tid] = "[" + (task / "comm").read_text().strip() + "]"
            except OSError:
                named[tid] = "?"
    return named


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--pins", choices=("gpiod", "mock"), default="gpiod")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        config = load_config(None).overridden("web.listen", "127.0.0.1:0").overridden("web.say_address", False)
        request = RunRequest(game="deathstar", players=["ann", "bob"], simulate=args.pins == "mock",
                             db=str(Path(tmp) / "idle.db"), new=True)
        if args.pins == "gpiod":
            import controller.app.box
            from drivers.mock.gpio_events import GpiodPinsStandIn
            from drivers.gpiod_pins import GpiodFactory
            from gpiozero.pins.mock import MockFactory
            root = Path(tmp) / "pi"
            (root / "sys/firmware/devicetree/base/system").mkdir(parents=True)
            (root / "sys/firmware/devicetree/base/system/linux,revision").write_bytes(b"\x00\xc0\x31\x14")
            (root / "dev").mkdir()
            (root / "dev/gpiochip0").touch()
            controller.app.box._real_factory = lambda: GpiodFactory(gpiod=GpiodPinsStandIn(MockFactory()), root=root)
        box = Box(config, request, GAMES["deathstar"], io.StringIO())
        box.start()
        time.sleep(3)  # the start's sounds and speech are over
        before, started = switches(), time.monotonic()
        time.sleep(args.seconds)
        after, took = switches(), time.monotonic() - started
        named = names()
        rates = sorted(((after[t] - before.get(t, 0)) / took, named.get(t, "?")) for t in after)
        rates.reverse()
        print(f"idle box ({args.pins} pins, mixer {'open' if box.mixer.ready else 'silent'}, "
              f"{config.whole('sound.buffer')} frames at {config.whole('sound.frequency')} Hz), over {took:.1f} s:")
        for rate, name in rates:
            print(f"  {rate:7.1f} /s  {name}")
        audio = sum(r for r, n in rates if n.startswith("[SDL"))
        print(f"total {sum(r for r, _ in rates):.1f} wake-ups/s; SDL's audio thread(s) {audio:.1f}/s; "
              f"everything else {sum(r for r, _ in rates) - audio:.1f}/s (goal <= 5)")
        reopen(box)
        box.finish()


def reopen(box: Box) -> None:
    """What closing the audio device after a silence would cost: reopening it, and the first sound."""
    import pygame
    init = pygame.mixer.get_init() if box.mixer.ready else None
    if init is None:
        print("audio: no device open, nothing to measure")
        return
    frequency, size, channels = init
    sound = pygame.mixer.Sound(buffer=b"\0\0" * channels * 441)
    opens, firsts = [], []
    for _ in range(5):
        pygame.mixer.quit()
        started = time.perf_counter()
        pygame.mixer.init(frequency=frequency, size=size, channels=channels, buffer=512)
        opened = time.perf_counter()
        channel = sound.play()
        while channel is not None and not channel.get_busy():
            time.sleep(0.0005)
        firsts.append((time.perf_counter() - opened) * 1000)
        opens.append((opened - started) * 1000)
    print(f"audio device closed and opened again: open {min(opens):.1f}-{max(opens):.1f} ms, first sound busy "
          f"after {min(firsts):.2f}-{max(firsts):.2f} ms ({os.environ['SDL_AUDIODRIVER']} driver)")
    box.mixer.close()


if __name__ == "__main__":
    main()
