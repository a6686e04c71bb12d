"""The GPIO lines a peg matrix is scanned through: gpiozero pins, lgpio, or the GPIO character
device through libgpiod 2 (``gpiod``).

A :class:`MatrixLines` drives one row (or several) to its active level and reads every column
as one bit mask (bit c = column c closed, whatever the wiring's polarity). The scanner
(:class:`drivers.matrix.MatrixScanner`) knows nothing else of the hardware.

- :class:`PinLines`: gpiozero pin objects (any pin factory: mock pins, RPi.GPIO, ...): one
  library call per column read, so a full 8x16 scan is 16 writes and 128 reads.
- :class:`LgpioLines`: lgpio directly: the columns claimed as one group and read with one
  ``group_read`` per row; three calls a row, 24 a scan.
- :class:`GpiodLines`: libgpiod 2: one request for the rows, one for the columns with edge
  detection; three calls a row, and :meth:`wait_edge` blocks in the kernel (no timer, no
  polling thread) until a column changes.

``wait_edge`` is what lets an idle scanner sleep: ``None`` means these lines cannot wait for an
edge without polling (lgpio's alerts poll every 0.5 ms; so do gpiozero's callbacks on top of
them), and the scanner then polls.
"""

from __future__ import annotations

import os
import select
import threading
import time
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Protocol

from drivers.pin_factories import PinFactory
from drivers.closing import Closing
from drivers.header_chip import header_chip, lgpio_header_chip, libgpiod2


def busy_wait(seconds: float) -> None:
    """Wait a few microseconds (time.sleep cannot sleep that little)."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        pass


class MatrixLines(Protocol):
    """Row outputs and column inputs of a peg matrix."""

    name: str
    """Which library drives them, for ``companion diagnose`` and the log."""
    waits: bool
    """Whether :meth:`wait_edge` can sleep until an edge without polling."""
    edge_at: float | None
    """When the first edge the last :meth:`wait_edge` woke for came, on CLOCK_MONOTONIC (the kernel
    timestamps gpiod's edges), or None when the library does not say."""

    def read_row(self, row: int) -> int:
        """Drive ``row`` active, let it settle, read the columns (bit c = column c closed), release it."""

    def drive_rows(self, rows: Sequence[int]) -> None:
        """Drive these rows active together and every other row inactive (before :meth:`wait_edge`)."""

    def arm(self) -> int:
        """Forget the edges seen so far, then read the columns as driven now (bit c = closed)."""

    def wait_edge(self, timeout: float) -> bool | None:
        """Block until a column changes (True) or ``timeout`` passes (False); None: cannot wait here."""

    def wake(self) -> None:
        """End a :meth:`wait_edge` under way, or the next one, at once (False): the scanner is stopping."""

    def close(self) -> None:
        """Release the lines."""


class PinLines(Closing):
    """The matrix on gpiozero pin objects from any pin factory (the fallback, and the simulation)."""

    name = "gpiozero"

    def __init__(self, factory: PinFactory, rows: Sequence[int], cols: Sequence[int], *, active_low: bool,
                 settle: float, owner: object, edges: bool = False,
                 settle_wait: Callable[[float], None] = busy_wait) -> None:
        self._factory, self._owner = factory, owner
        factory.reserve_pins(owner, *rows, *cols)
        self._rows = [factory.pin(n) for n in rows]
        self._cols = [factory.pin(n) for n in cols]
        self._active = 0 if active_low else 1
        for pin in self._rows:
            pin.function = "output"
            pin.state = 1 - self._active
        for pin in self._cols:
            pin.function = "input"
            pin.pull = "up" if active_low else "down"
        self._columns = [(pin, 1 << c) for c, pin in enumerate(self._cols)]
        self._settle, self._settle_wait = settle, settle_wait
        self._edge = threading.Event()
        self.edge_at: float | None = None
        self.waits = self._edges = edges
        self._waking = False
        """Whether the pins call back on a change without polling (gpiozero's mock pins do)."""
        if edges:
            for pin in self._cols:
                pin.edges = "both"

    def _changed(self, ticks: object, state: object) -> None:
        if not self._edge.is_set():  # called by whoever changed the pin, when it changed
            self.edge_at = time.monotonic()
        self._edge.set()

    def _listen(self, on: bool) -> None:
        """Call back on column changes only while armed: a scan changes the columns with every row it
        drives, and a callback per change would cost more than the scan itself."""
        for pin in self._cols:
            pin.when_changed = self._changed if on else None

    def read_row(self, row: int) -> int:
        """One row: a write, one read per column, a write."""
        pin, active = self._rows[row], self._active
        pin.state = active
        if self._settle:
            self._settle_wait(self._settle)
        bits = 0
        if active:
            for col, weight in self._columns:
                if col.state:
                    bits |= weight
        else:
            for col, weight in self._columns:
                if not col.state:
                    bits |= weight
        pin.state = 1 - active
        return bits

    def drive_rows(self, rows: Sequence[int]) -> None:
        """Drive these rows active, the others inactive."""
        chosen = set(rows)
        for r, pin in enumerate(self._rows):
            pin.state = self._active if r in chosen else 1 - self._active

    def arm(self) -> int:
        """Forget the edges seen so far and listen for the next; the columns as driven now (listening
        only when none is closed: then :meth:`wait_edge` follows)."""
        self._edge.clear()
        self.edge_at = None
        if self._edges:
            self._listen(True)
        closed = self._active  # a closed switch pulls its column to the driven row's level
        columns = sum(weight for col, weight in self._columns if col.state == closed)
        if columns and self._edges:
            self._listen(False)
        return columns

    def wait_edge(self, timeout: float) -> bool | None:
        """Wait on the pins' change callbacks (only where they need no polling thread)."""
        if not self._edges:
            return None
        try:
            changed = self._edge.wait(timeout)
        finally:
            self._listen(False)
        self._edge.clear()
        return changed and not self._waking

    def wake(self) -> None:
        """End the wait: the scanner is stopping."""
        self._waking = True
        self._edge.set()

    def close(self) -> None:
        """Close the pins and give them back to the factory."""
        if self._edges:
            self._listen(False)
        for pin in self._rows + self._cols:
            pin.close()
        self._factory.release_all(self._owner)


class LgpioLines(Closing):
    """The matrix through lgpio directly: one ``group_read`` for all the columns of a row."""

    name = "lgpio"
    waits = False
    edge_at: float | None = None

    def __init__(self, lgpio: ModuleType, chip: int, rows: Sequence[int], cols: Sequence[int], *, active_low: bool,
                 settle: float, settle_wait: Callable[[float], None] = busy_wait) -> None:
        self._lg = lgpio
        self._handle = lgpio.gpiochip_open(chip)
        self._rows, self._cols = list(rows), list(cols)
        self._active = 0 if active_low else 1
        self._mask = (1 << len(cols)) - 1
        try:
            for gpio in self._rows:
                lgpio.gpio_claim_output(self._handle, gpio, 1 - self._active)
            pull = lgpio.SET_PULL_UP if active_low else lgpio.SET_PULL_DOWN
            lgpio.group_claim_input(self._handle, self._cols, pull)
        except Exception:
            lgpio.gpiochip_close(self._handle)
            raise
        self._settle, self._settle_wait = settle, settle_wait

    def read_row(self, row: int) -> int:
        """One row: three lgpio calls."""
        lg, handle, gpio = self._lg, self._handle, self._rows[row]
        lg.gpio_write(handle, gpio, self._active)
        if self._settle:
            self._settle_wait(self._settle)
        _, levels = lg.group_read(handle, self._cols[0])
        lg.gpio_write(handle, gpio, 1 - self._active)
        return int(levels & self._mask if self._active else ~levels & self._mask)

    def drive_rows(self, rows: Sequence[int]) -> None:
        """Drive these rows active, the others inactive."""
        chosen = set(rows)
        for r, gpio in enumerate(self._rows):
            self._lg.gpio_write(self._handle, gpio, self._active if r in chosen else 1 - self._active)

    def arm(self) -> int:
        """The columns as driven now (one group read)."""
        _, levels = self._lg.group_read(self._handle, self._cols[0])
        return int(levels & self._mask if self._active else ~levels & self._mask)

    def wait_edge(self, timeout: float) -> bool | None:
        """lgpio's alerts poll every 0.5 ms on their own thread: the scanner polls instead."""
        return None

    def wake(self) -> None:
        """Nothing waits on lgpio's lines."""

    def close(self) -> None:
        """Free the lines and the chip."""
        try:
            self._lg.group_free(self._handle, self._cols[0])
            for gpio in self._rows:
                self._lg.gpio_free(self._handle, gpio)
        finally:
            self._lg.gpiochip_close(self._handle)


class GpiodLines(Closing):
    """The matrix through the GPIO character device (libgpiod 2): edges wake a sleeping scanner."""

    name = "gpiod"
    waits = True
    edge_at: float | None = None

    def __init__(self, gpiod: ModuleType, chip_path: str, rows: Sequence[int], cols: Sequence[int], *, active_low: bool,
                 settle: float, settle_wait: Callable[[float], None] = busy_wait) -> None:
        line = gpiod.line  # Bias, Direction, Edge, Value (the bench's stand-in has them too)
        Bias, Direction, Edge, Value = line.Bias, line.Direction, line.Edge, line.Value
        self._value = (Value.INACTIVE, Value.ACTIVE)  # physical low, high (the lines are not active-low)
        self._rows, self._cols = list(rows), list(cols)
        self._active = 0 if active_low else 1
        idle = self._value[1 - self._active]
        self._row_lines = gpiod.request_lines(
            chip_path, consumer="tabletop-companion rows",
            config={tuple(self._rows): gpiod.LineSettings(direction=Direction.OUTPUT, output_value=idle)})
        try:
            self._col_lines = gpiod.request_lines(
                chip_path, consumer="tabletop-companion columns",
                config={tuple(self._cols): gpiod.LineSettings(direction=Direction.INPUT, edge_detection=Edge.BOTH,
                                                              bias=Bias.PULL_UP if active_low else Bias.PULL_DOWN)})
        except Exception:
            self._row_lines.release()
            raise
        self._settle, self._settle_wait = settle, settle_wait
        self._closed_level = self._value[self._active]
        self._wake_fds = os.pipe()
        """Written by :meth:`wake`: the sleeping scanner waits on it beside the columns' request."""

    def read_row(self, row: int) -> int:
        """One row: three calls (set, get every column, set)."""
        lines, gpio = self._row_lines, self._rows[row]
        lines.set_value(gpio, self._value[self._active])
        if self._settle:
            self._settle_wait(self._settle)
        levels = self._col_lines.get_values()
        lines.set_value(gpio, self._value[1 - self._active])
        closed, bits = self._closed_level, 0
        for c, level in enumerate(levels):
            if level == closed:
                bits |= 1 << c
        return bits

    def drive_rows(self, rows: Sequence[int]) -> None:
        """Drive these rows active, the others inactive: one call."""
        chosen = {self._rows[r] for r in rows}
        self._row_lines.set_values({gpio: self._value[self._active if gpio in chosen else 1 - self._active]
                                    for gpio in self._rows})

    def arm(self) -> int:
        """Drop the edge events queued so far, then read the columns as driven now."""
        while self._col_lines.wait_edge_events(0):
            self._col_lines.read_edge_events()
        closed = self._closed_level
        return sum(1 << c for c, level in enumerate(self._col_lines.get_values()) if level == closed)

    def wait_edge(self, timeout: float) -> bool | None:
        """Sleep in the kernel until a column line changes, :meth:`wake` or ``timeout``; drop the events read."""
        ready = select.select([self._col_lines.fd, self._wake_fds[0]], [], [], timeout)[0]
        if self._wake_fds[0] in ready:
            os.read(self._wake_fds[0], 64)
            return False
        if not ready:
            return False
        stamps = [event.timestamp_ns for event in self._col_lines.read_edge_events()]
        self.edge_at = min(stamps) / 1e9 if stamps else None
        return True

    def wake(self) -> None:
        """End the sleep in the kernel: the scanner is stopping."""
        os.write(self._wake_fds[1], b"w")

    def close(self) -> None:
        """Release both requests."""
        try:
            self._col_lines.release()
        finally:
            self._row_lines.release()
            for fd in self._wake_fds:
                os.close(fd)


def real_lines(rows: Sequence[int], cols: Sequence[int], *, active_low: bool, settle: float,
               chips: Sequence[str]) -> MatrixLines | None:
    """The fastest lines this Pi has: gpiod 2 (sleeps on edges), else lgpio (one read a row), else
    None (the scanner then uses gpiozero's pins). ``chips`` are the /dev/gpiochip* paths."""
    if not chips:
        return None
    gpiod = libgpiod2()
    if gpiod is not None:
        path = header_chip(gpiod, chips)
        if path is not None:
            return GpiodLines(gpiod, path, rows, cols, active_low=active_low, settle=settle)
    try:  # only now: importing lgpio makes a pipe in the working directory
        from drivers.lgpio_import import import_lgpio
        lgpio = import_lgpio()
    except ImportError:
        return None
    number = lgpio_header_chip(lgpio, chips)
    return None if number is None else LgpioLines(lgpio, number, rows, cols, active_low=active_low, settle=settle)
