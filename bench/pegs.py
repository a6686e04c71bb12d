"""Peg-sensor figures for each way of scanning the matrix, here and estimated for each Pi model.

For gpiozero's pins, lgpio (one ``group_read`` a row) and gpiod 2 (edges), on this machine
through stand-ins with the real libraries' function names (drivers/mock/gpio_libraries.py, on
gpiozero's mock pins and the simulated peg board), the real MatrixScanner prints:

1. library calls per full 8x16 scan, and from the cost table below the estimated time of a
   scan and scans per second on a Pi Zero 2 W, a Pi 4 and a Pi 5 (goal: >= 1,000 on a Zero 2 W);
2. CPU of the scanner here, idle (an empty board; a board with a peg in every row) and busy
   (a peg pushed every 20 ms), and the idle CPU estimated per Pi model (goal <= 1 % idle);
3. peg edge (with 2 ms of contact bounce) -> PegDown from the first edge, p50 and p99, for the
   pushes that find the scanner asleep on an empty row (goal: the debounce window + 1 ms of
   wake-up, 6 ms), in a run of pushes while it scans (goal: the window + one scan period, 7 ms;
   with the default window debounce a bounce costs nothing), and after a pause once every row
   holds a peg (no edge can come from such rows: up to idle_poll_ms, 20 ms, more).

``--real`` (on a Pi, with gpiod or lgpio installed) scans the configured pins through the real
library instead: calls are not counted there, the scan is timed; no peg is pushed.

    .venv/bin/python bench/pegs.py [--real] [--seconds 3]

The cost table: microseconds per library call made from Python, per model. Sources:
- codeandlife.com, "Raspberry Pi 2 vs 1 GPIO benchmark" (2015): a Python loop toggling a pin
  with RPi.GPIO (memory-mapped, no system call) makes a 243 kHz square wave on a Pi 2, i.e.
  about 2.1 us per call from Python.
- raspberrypi.com launch posts: the Pi 3 is "50-60 % faster" than the Pi 2 (the Zero 2 W has
  the Pi 3's quad Cortex-A53, at 1 GHz instead of 1.2), the Pi 4 up to three times the Pi 3,
  the Pi 5 "two to three times" the Pi 4. Hence the Python part of a call: 1.5, 0.5, 0.2 us.
- The character device's ioctl (what lgpio and gpiod do on every call): no public per-model
  figure was found; ESTIMATED here as 3, 1.5 and 1 us (the Pi 5's GPIOs sit behind RP1 on
  PCIe). ``--real`` measures the truth on a Pi.
- gpiozero's pin objects add about 8 Python calls to every read or write (property, lock,
  factory), and a write is two lgpio calls (issue 17's reading of gpiozero 2.0).
- joan2937/lg issue #26: lgpio's alert thread wakes every 0.5 ms, about 5 % of a Pi's CPU per
  watched pin; gpiod's edge wait sleeps in the kernel (no thread, no timer).
"""

from __future__ import annotations

import argparse
import queue
import random
import statistics
import time
from typing import Any

from gpiozero.pins.mock import MockFactory

from drivers.mock.gpio_libraries import GpiodStandIn, LgpioStandIn
from drivers.inputs import Input, PegDown, PegUp
from drivers.matrix import MatrixConfig, MatrixScanner
from drivers.matrix_lines import GpiodLines, LgpioLines, MatrixLines, PinLines
from drivers.mock.peg_matrix import SimulatedPegMatrix

ROWS = (5, 6, 12, 13, 16, 19, 20, 26)
COLS = (0, 1, 2, 3, 4, 7, 8, 9, 10, 11, 14, 15, 18, 21, 24, 25)
MODELS = {"Pi Zero 2 W": (1.5, 3.0), "Pi 4": (0.5, 1.5), "Pi 5": (0.2, 1.0)}
"""Per model: (Python part of a call, the ioctl), in microseconds; see the docstring's sources."""
GPIOZERO_PYTHON_CALLS = 8
KINDS = ("gpiozero", "lgpio", "gpiod")


class Owner:
    """Holds the pins for gpiozero (which keeps a weak reference to their owner)."""


def setup(kind: str, **config: Any) -> tuple[SimulatedPegMatrix, Any, MatrixScanner, queue.Queue[tuple[Input, float]]]:
    """A simulated board, the library (or None for gpiozero's pins) and the real scanner on it."""
    factory = MockFactory()
    board = SimulatedPegMatrix(factory, ROWS, COLS, clock=time.monotonic)
    inputs: queue.Queue[tuple[Input, float]] = queue.Queue()
    library: Any = None
    lines: MatrixLines
    if kind == "lgpio":
        library = LgpioStandIn(factory)
        lines = LgpioLines(library, 0, ROWS, COLS, active_low=True, settle=0)
    elif kind == "gpiod":
        library = GpiodStandIn(factory)
        lines = GpiodLines(library, "/dev/gpiochip0", ROWS, COLS, active_low=True, settle=0)
    else:
        lines = PinLines(factory, ROWS, COLS, active_low=True, settle=0, owner=Owner(), edges=True)
    scanner = MatrixScanner(MatrixConfig(ROWS, COLS, **config), lambda item: inputs.put((item, time.monotonic())),
                            lines=lines)
    return board, library, scanner, inputs


def estimated_scan_us(kind: str, calls: int, model: str) -> float:
    """A full scan's estimated time on ``model``: every library call, plus gpiozero's pin layers."""
    python, ioctl = MODELS[model]
    if kind == "gpiozero":  # 16 writes of 2 lgpio calls and 128 reads of one, each under ~8 Python calls
        pin_operations = 2 * len(ROWS) + len(ROWS) * len(COLS)
        return pin_operations * GPIOZERO_PYTHON_CALLS * python + calls * (python + ioctl)
    return calls * (python + ioctl)


def library_calls(kind: str) -> int:
    """Library calls per full scan (gpiozero on lgpio: 2 per row write, 1 per column read)."""
    if kind == "gpiozero":
        return len(ROWS) * 2 * 2 + len(ROWS) * len(COLS)
    board, library, scanner, _ = setup(kind)
    scanner.scan_once()
    before = sum(library.calls.values())
    scanner.scan_once()
    calls: int = sum(library.calls.values()) - before
    scanner.close()
    return calls


def cpu_percent(scanner: MatrixScanner, seconds: float, action: Any = None) -> float:
    """The process's CPU while the scanner runs for ``seconds`` (``action`` called every 20 ms)."""
    scanner.start()
    time.sleep(1.0)  # past the tail: asleep if it can sleep
    used, wall = time.process_time(), time.monotonic()
    end = wall + seconds
    k = 0
    while time.monotonic() < end:
        if action is not None:
            action(k)
            k += 1
        time.sleep(0.02)
    share = (time.process_time() - used) / (time.monotonic() - wall) * 100
    scanner.close()
    return share


def latency(kind: str, window: float = 0.005) -> dict[str, list[float]]:
    """Milliseconds from the first edge of a push to its PegDown, scanner on its own thread: pushes
    that find it asleep on an empty row (an edge wakes it), pushes in a run (it is scanning), and
    pushes after a pause once every row holds a peg (no edge can come: its idle poll finds them)."""
    board, _, scanner, inputs = setup(kind, debounce_window=window, idle_after=0.05)
    scanner.start()

    def reported(expected: Input) -> float:
        while True:
            item, at = inputs.get(timeout=30)
            if item == expected:
                return at

    def push(cell: tuple[int, int]) -> float:
        time.sleep(random.uniform(0, 0.002))  # anywhere in the scan cycle, as a hand is
        pushed = time.monotonic()
        board.press(cell, at=pushed, bounces=5, within=0.002)
        return (reported(PegDown(cell)) - pushed) * 1000

    delays: dict[str, list[float]] = {"asleep": [], "scanning": [], "idle poll": []}
    for k in range(40 if scanner.lines.waits else 0):  # lgpio cannot sleep without polling
        while not scanner.stats.asleep:
            time.sleep(0.005)
        cell = (k % 8, k % 16)
        delays["asleep"].append(push(cell))
        board.release(cell)
        reported(PegUp(cell))
    for k in range(64):  # a run of pushes that leaves a peg in every row
        time.sleep(0.01)
        delays["scanning"].append(push((k % 8, k // 8)))
    for k in range(64, 96):
        time.sleep(0.1)
        delays["idle poll"].append(push((k % 8, k // 8)))
    scanner.close()
    return {state: sorted(times) for state, times in delays.items()}


def simulated(seconds: float) -> None:
    print("calls per full 8x16 scan, and estimated scans per second (cost table: see the docstring)")
    calls = {kind: library_calls(kind) for kind in KINDS}
    for kind in KINDS:
        estimates = ", ".join(f"{model} {1e6 / estimated_scan_us(kind, calls[kind], model):,.0f}" for model in MODELS)
        print(f"  {kind:<9} {calls[kind]:4d} calls  {estimates} scans/s")
    print(f"scanner CPU here ({seconds:g} s each; 500 scans/s asked), and idle estimated per Pi model")
    for kind in KINDS:
        board, _, scanner, _ = setup(kind)
        empty = cpu_percent(scanner, seconds)
        sleeps = scanner.stats.sleeps
        board, _, scanner, _ = setup(kind)
        for r in range(len(ROWS)):
            board.press((r, r))
        held = cpu_percent(scanner, seconds)
        board, _, scanner, _ = setup(kind)
        busy = cpu_percent(scanner, seconds, lambda k: board.press((k % 8, 8 + k % 8)) if k % 2 == 0
                           else board.release((k % 8, 8 + (k - 1) % 8)))
        idle_scans = {"gpiozero": 1 / 0.25, "lgpio": 500.0, "gpiod": 1 / 0.25}[kind]  # empty board, per second
        held_scans = 500.0 if kind == "lgpio" else 1 / 0.02
        estimates = ", ".join(
            f"{model} {idle_scans * estimated_scan_us(kind, calls[kind], model) / 1e4:.2f} % / "
            f"{held_scans * estimated_scan_us(kind, calls[kind], model) / 1e4:.2f} %" for model in MODELS)
        print(f"  {kind:<9} idle {empty:5.1f} % ({sleeps} sleeps), a peg in every row {held:5.1f} %, "
              f"busy {busy:5.1f} %; estimated idle empty / with pegs: {estimates}")
    print("peg edge -> PegDown from the first edge of a push bouncing for 2 ms (window debounce 5 ms, scan period "
          "2 ms; goal p99 <= 5 + 1 ms asleep, <= 5 + 2 ms scanning, <= 5 + 20 ms idle poll)")
    for kind in KINDS:
        figures = [f"{state} (n={len(delays)}) p50 {statistics.median(delays):.1f} ms, "
                   f"p99 {delays[int(0.99 * (len(delays) - 1))]:.1f} ms" for state, delays in latency(kind).items()
                   if delays]
        print(f"  {kind:<9} " + "; ".join(figures))


def real(seconds: float) -> None:
    from controller.core.config import find_config
    from controller.app.config_file import load_config
    from controller.hardware.choice import gpio_chips
    from controller.hardware.pegs import matrix_config
    from drivers.matrix_lines import real_lines

    settings = matrix_config(load_config(find_config(None)))
    lines = real_lines(settings.rows, settings.cols, active_low=settings.rows_active_low, settle=settings.settle,
                       chips=[f"/dev/{c}" for c in gpio_chips()])
    if lines is None:
        raise SystemExit("bench/pegs.py --real: neither gpiod 2 nor lgpio can open this machine's GPIO header")
    scanner = MatrixScanner(settings, lambda item: None, lines=lines)
    scanner.scan_once()
    start, rounds = time.perf_counter(), 2000
    for _ in range(rounds):
        scanner.scan_once()
    took = (time.perf_counter() - start) / rounds
    print(f"{lines.name}: a full scan takes {took * 1e6:.0f} us ({1 / took:,.0f} scans/s)")
    scanner.close()
    lines = real_lines(settings.rows, settings.cols, active_low=settings.rows_active_low, settle=settings.settle,
                       chips=[f"/dev/{c}" for c in gpio_chips()])
    assert lines is not None
    print(f"{lines.name}: CPU idle {cpu_percent(MatrixScanner(settings, lambda item: None, lines=lines), seconds):.2f} %")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--real", action="store_true", help="on a Pi: the real gpiod or lgpio, the configured pins")
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    real(args.seconds) if args.real else simulated(args.seconds)
