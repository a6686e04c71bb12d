"""Peg-sensor figures: scan cost against bare pin reads, edge latency, scanner CPU.

All on gpiozero's mock pins (on a Pi, run it with the real pin factory by
setting GPIOZERO_PIN_FACTORY and --real; the figures then include lgpio's reads).

1. Scan cost: microseconds per full scan of an 8x16 matrix by MatrixScanner,
   against a bare loop that only drives the same rows and reads the same columns;
   their ratio (goal <= 1.5).
2. Edge latency: a simulated peg pushed down (with contact bounce) while the
   scanner runs on its thread in real time, to the PegDown reaching the queue,
   p50 and p99, with the debounce window and scan period used (goal: p99 <=
   debounce + one scan period + 2 ms). The whole path on to the waka's play()
   call, through the loop and the PAC-MAN engine, is measured by bench/pacman.py.
3. CPU of the scanner thread at its default scan period.

    .venv/bin/python bench/pegs.py
"""

from __future__ import annotations

import queue
import statistics
import time

from gpiozero.pins.mock import MockFactory

from drivers.inputs import Input, PegDown
from drivers.matrix import MatrixConfig, MatrixScanner
from drivers.peg_simulation import SimulatedPegMatrix

ROWS = (5, 6, 12, 13, 16, 19, 20, 26)
COLS = (0, 1, 2, 3, 4, 7, 8, 9, 10, 11, 14, 15, 18, 21, 24, 25)


def scan_cost(rounds: int = 2000) -> None:
    factory = MockFactory()
    scanner = MatrixScanner(MatrixConfig(ROWS, COLS), lambda item: None, pin_factory=factory,
                            settle=lambda s: None)
    rows = [factory.pin(n) for n in ROWS]
    cols = [factory.pin(n) for n in COLS]

    def bare() -> None:
        for row in rows:
            row.state = 0
            for col in cols:
                col.state  # noqa: B018 - the read is the point
            row.state = 1

    for label, fn in (("bare reads", bare), ("MatrixScanner", scanner.scan_once)):
        fn()
        start = time.perf_counter()
        for _ in range(rounds):
            fn()
        cost = (time.perf_counter() - start) / rounds * 1e6
        if label == "bare reads":
            base = cost
        print(f"scan 8x16, {label:<14}: {cost:8.1f} us per scan")
    print(f"scan cost ratio: {cost / base:.2f} (goal <= 1.5)")
    scanner.close()


def edge_latency(presses: int = 200, period: float = 0.002, window: float = 0.005) -> None:
    factory = MockFactory()
    board = SimulatedPegMatrix(factory, ROWS, COLS, clock=time.monotonic)
    inputs: queue.Queue[tuple[Input, float]] = queue.Queue()
    scanner = MatrixScanner(MatrixConfig(ROWS, COLS, scan_period=period, debounce_window=window),
                            lambda item: inputs.put((item, time.monotonic())), pin_factory=factory)
    scanner.start()
    time.sleep(0.05)
    delays = []
    for k in range(presses):
        cell = (k % 8, (k // 8) % 16)
        pushed = time.monotonic()
        board.press(cell, at=pushed, bounces=5, within=0.002)
        while True:
            item, at = inputs.get(timeout=2)
            if isinstance(item, PegDown) and item.cell == cell:
                delays.append((at - pushed) * 1000)
                break
        board.release(cell)
        time.sleep(0.012)
        while not inputs.empty():
            inputs.get()
    scanner.close()
    delays.sort()
    p99 = delays[int(0.99 * (len(delays) - 1))]
    print(f"peg edge -> PegDown (deferred debounce {window * 1000:.0f} ms, scan period {period * 1000:.0f} ms, "
          f"bounce 2 ms): p50 {statistics.median(delays):.1f} ms, p99 {p99:.1f} ms "
          f"(goal p99 <= {window * 1000 + period * 1000 + 2:.0f} ms after the last bounce, "
          f"i.e. <= {window * 1000 + period * 1000 + 4:.0f} ms here)")


def scanner_cpu(seconds: float = 5.0) -> None:
    factory = MockFactory()
    config = MatrixConfig(ROWS, COLS)
    scanner = MatrixScanner(config, lambda item: None, pin_factory=factory)
    cpu, wall = time.thread_time(), time.monotonic()
    process = time.process_time()
    scanner.start()
    time.sleep(seconds)
    scanner.close()
    used = time.process_time() - process - (time.thread_time() - cpu)
    print(f"scanner CPU at a {config.scan_period * 1000:.0f} ms scan period ({scanner.scans} scans in "
          f"{time.monotonic() - wall:.1f} s): {100 * used / seconds:.1f} % of one core")


if __name__ == "__main__":
    scan_cost()
    edge_latency()
    scanner_cpu()
