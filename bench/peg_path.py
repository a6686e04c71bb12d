"""The way a peg pushed down travels to the sound it makes: every function on the critical path, thread by thread.

The real box (``companion run --game pacman --simulate``: the scanner on gpiozero's mock pins under
a simulated peg board, the loop, the engine, the journal, the sound sink and pygame's mixer on
SDL's dummy driver) with a profiler on every thread. A peg is pushed down on a dot; from the moment
of the push until pygame's ``Channel.play`` of the waka, the profiler keeps the stack of the project's
own functions at each thread hand-off on the way (the scanner's report into the loop's queue, the
loop's delivery into the sound sink's queue) and at ``play`` itself. It prints each stack from the
thread's own loop down to the hand-off, counts the hops (the project's function calls, plus the
call into the queue or the mixer) and the files they cross, and the hand-offs (goal: <= 15 hops on
the critical path, no more than 2 hand-offs: issue 26). Repeated ``--pushes`` times, the longest path
is the one printed.

    .venv/bin/python bench/peg_path.py [--pushes 5]
"""

from __future__ import annotations

import argparse
import io
import os
import queue
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from controller.app.box import Box, RunRequest  # noqa: E402
from controller.app.config_file import load_config  # noqa: E402
from games.registry import GAMES  # noqa: E402
from pacman import pacman_maze  # noqa: E402  (bench/pacman.py)

ROOT = Path(__file__).resolve().parent.parent
OWN = tuple(str(ROOT / part) for part in ("controller", "drivers", "games", "sounds"))


@dataclass
class Leg:
    """One thread's part of the path: its stack of the project's functions down to the hand-off."""

    thread: str
    ends_in: str
    stack: list[str]

    @property
    def hops(self) -> int:
        """The project's calls on this leg, and the call into the queue or the mixer."""
        return len(self.stack) + 1

    @property
    def files(self) -> set[str]:
        """The project's files on this leg."""
        return {frame.split(":")[0] for frame in self.stack}


def own_stack(frame: FrameType | None) -> list[str]:
    """The project's functions on a stack, outermost first, as ``file:function``."""
    out = []
    while frame is not None:
        path = frame.f_code.co_filename
        if path.startswith(OWN):
            out.append(f"{Path(path).relative_to(ROOT)}:{frame.f_code.co_qualname}")
        frame = frame.f_back
    return out[::-1]


class PathTracer:
    """A profile function for every thread: while armed, keeps the stacks at the hand-offs and at ``play``."""

    def __init__(self) -> None:
        self.armed = False
        self.queues: dict[int, str] = {}
        """The queues on the critical path: id -> who reads it."""
        self.legs: list[Leg] = []
        self.played = threading.Event()

    def __call__(self, frame: FrameType, event: str, arg: Any) -> None:
        if not self.armed:
            return
        if event == "call" and frame.f_code.co_name == "put" and frame.f_code.co_filename.endswith("queue.py"):
            reader = self.queues.get(id(frame.f_locals.get("self")))
            if reader:
                self.legs.append(Leg(threading.current_thread().name, f"queue.put (read by {reader})",
                                     own_stack(frame.f_back)))
        elif event == "c_call" and getattr(arg, "__name__", "") == "play" and \
                type(getattr(arg, "__self__", None)).__name__ == "Channel":
            stack = own_stack(frame)
            if any(f.startswith("controller/faces/speaker/effects.py") for f in stack):  # a sound effect (not speech)
                self.legs.append(Leg(threading.current_thread().name, "pygame Channel.play", stack))
                self.armed = False
                self.played.set()

    def path(self) -> list[Leg]:
        """The legs that led to the sound: the last hand-off into each queue before it, in order."""
        last: dict[str, Leg] = {}
        for leg in self.legs:
            last[leg.ends_in] = leg
        return sorted(last.values(), key=self.legs.index)


def trace_pushes(pushes: int) -> list[list[Leg]]:
    """Push ``pushes`` pegs on dots, one at a time; each push's legs."""
    tracer = PathTracer()
    threading.setprofile(tracer)  # every thread the box starts from here on
    sys.setprofile(tracer)
    paths: list[list[Leg]] = []
    with tempfile.TemporaryDirectory() as tmp:
        request = RunRequest(game="pacman", players=["ann", "bob"], simulate=True, seed=1,
                             options={"referee": "off"}, db=str(Path(tmp) / "bench.db"), new=True)
        box = Box(load_config(None), request, GAMES["pacman"], io.StringIO())
        box.start()
        try:
            assert box.pegs is not None and box.pegs.simulated is not None
            sound = next(sink for sink in box.publisher.sinks if sink.name == "sound")
            tracer.queues = {id(box.loop.inputs): "the loop", id(sink_queue(sound)): "the sound sink"}
            dots = [cell for cell, space in sorted(GAMES["pacman"].peg_spaces(box.data).items())
                    if pacman_maze(box).spaces[space].kind == "dot"]
            for cell in dots[:pushes]:
                tracer.legs, tracer.played = [], threading.Event()
                tracer.armed = True
                box.pegs.simulated.press(cell, at=time.monotonic())
                if not tracer.played.wait(10):
                    raise SystemExit(f"no sound for the peg at {cell}")
                paths.append(tracer.path())
                box.loop.settle()  # every sound of this push played before the next push
        finally:
            tracer.armed = False
            box.finish()
            threading.setprofile(None)
            sys.setprofile(None)
    return paths


def sink_queue(sink: Any) -> queue.Queue[Any]:
    """The queue a sink's thread reads (the one hand-off into it)."""
    found: queue.Queue[Any] = vars(sink)["_queue"]
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pushes", type=int, default=5)
    args = parser.parse_args()
    paths = trace_pushes(args.pushes)
    longest = max(paths, key=lambda legs: sum(leg.hops for leg in legs))
    for leg in longest:
        print(f"[{leg.thread}] {leg.hops} hops over {len(leg.files)} files, to {leg.ends_in}:")
        for frame in leg.stack:
            print(f"    {frame}")
    hops = [sum(leg.hops for leg in legs) for legs in paths]
    files = set().union(*(leg.files for leg in longest))
    print(f"peg pushed -> waka play(): {max(hops)} hops on the critical path (over {args.pushes} pushes: "
          f"{min(hops)}-{max(hops)}), {len(files)} files, {len(longest) - 1} thread hand-offs "
          f"(goal: <= 15 hops, <= 2 hand-offs)")


if __name__ == "__main__":
    main()
