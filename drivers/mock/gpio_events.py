"""Stand-ins for lgpio and gpiod 2 with line events, on gpiozero's mock pins: what the pin factories
(gpiozero's ``LGPIOFactory`` and our :class:`drivers.gpiod_pins.GpiodFactory`) call, for the tests.

They stand where the kernel would: a mock pin's change becomes a queued edge event stamped with
CLOCK_MONOTONIC, debounced as the kernel's gpiolib debounces a line (an edge is reported once the
line has held its new level for the debounce period), and readable through a real file
descriptor (gpiod) or delivered to a callback (lgpio's alert thread). The factories' own code,
and gpiozero's, runs unchanged on them; on a Pi (and in the virtual Pi, tests/vpi) the real
libraries run the same code against the kernel.
"""

from __future__ import annotations

import enum
import errno
import os
import threading
import time
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from datetime import timedelta
from functools import partial
from types import ModuleType, SimpleNamespace
from typing import Any

from drivers.mock.gpio_libraries import Bias, Direction, Edge, LabelledChip, LgpioStandIn, StandInLineSettings, Value


class LineEvents:
    """Edges of one mock pin as the kernel reports them: filtered by edge kind, debounced, and handed
    to ``deliver(rising, timestamp_ns)`` on the thread that changed the pin (or the debounce timer's)."""

    def __init__(self, pin: Any, deliver: Callable[[bool, int], None]) -> None:
        self._pin, self._deliver = pin, deliver
        self.rising = self.falling = True
        self.debounce = 0.0
        self._reported = bool(pin.state)
        self._timer: threading.Timer | None = None
        self._lock = threading.Lock()
        pin.when_changed = self._changed  # a bound method: gpiozero keeps a weak reference

    def _changed(self, ticks: object, state: object) -> None:
        if self.debounce <= 0:
            self._report(bool(state), time.monotonic_ns())
            return
        with self._lock:  # the kernel restarts its debounce timer at every edge
            if self._timer is not None:
                self._timer.cancel()
            self._timer = threading.Timer(self.debounce, self._settled)
            self._timer.daemon = True
            self._timer.start()

    def _settled(self) -> None:
        self._report(bool(self._pin.state), time.monotonic_ns())

    def _report(self, level: bool, stamp: int) -> None:
        if level == self._reported:
            return
        self._reported = level
        if (level and self.rising) or (not level and self.falling):
            self._deliver(level, stamp)

    def stop(self) -> None:
        """No more events."""
        with self._lock:
            if self._timer is not None:
                self._timer.cancel()
        self._pin.when_changed = None


@dataclass
class StandInSettings(StandInLineSettings):
    """gpiod.LineSettings with the debounce period the pin factory sets."""

    debounce_period: timedelta = field(default_factory=timedelta)


class EdgeEvent:
    """gpiod.EdgeEvent."""

    class Type(enum.Enum):
        """gpiod.EdgeEvent.Type."""

        RISING_EDGE = 1
        FALLING_EDGE = 2

    def __init__(self, event_type: EdgeEvent.Type, timestamp_ns: int, line_offset: int) -> None:
        self.event_type, self.timestamp_ns, self.line_offset = event_type, timestamp_ns, line_offset


class _EventRequest:
    """gpiod.LineRequest on mock pins, with a real descriptor that is readable while events are queued."""

    def __init__(self, chip: GpiodPinsStandIn, config: dict[int, StandInSettings]) -> None:
        self._chip = chip
        self.offsets = list(config)
        self._events: list[EdgeEvent] = []
        self._lock = threading.Lock()
        self._read_fd, self._write_fd = os.pipe()
        self.fd = self._read_fd
        self._watch: dict[int, LineEvents] = {}
        self.reconfigure_lines(config)

    def reconfigure_lines(self, config: dict[int, StandInSettings]) -> None:
        """Apply new settings to these lines (direction, bias, edges, debounce)."""
        for offset, settings in config.items():
            pin = self._chip.factory.pin(offset)
            if settings.direction is Direction.OUTPUT:
                self._unwatch(offset)
                pin.function = "output"
                pin.state = settings.output_value.value
                continue
            pin.function = "input"
            pin.pull = {Bias.PULL_UP: "up", Bias.PULL_DOWN: "down"}.get(settings.bias, "floating")
            if settings.edge_detection is Edge.NONE:
                self._unwatch(offset)
                continue
            events = self._watch.get(offset) or LineEvents(pin, partial(self._queue, offset))
            self._watch[offset] = events
            events.rising = settings.edge_detection in (Edge.RISING, Edge.BOTH)
            events.falling = settings.edge_detection in (Edge.FALLING, Edge.BOTH)
            events.debounce = settings.debounce_period.total_seconds()

    def _unwatch(self, offset: int) -> None:
        events = self._watch.pop(offset, None)
        if events is not None:
            events.stop()

    def _queue(self, offset: int, rising: bool, stamp: int) -> None:
        with self._lock:
            kind = EdgeEvent.Type.RISING_EDGE if rising else EdgeEvent.Type.FALLING_EDGE
            self._events.append(EdgeEvent(kind, stamp, offset))
            os.write(self._write_fd, b"e")

    def read_edge_events(self) -> list[EdgeEvent]:
        """The queued events (the descriptor is readable until they are taken)."""
        with self._lock:
            events, self._events = self._events, []
            if events:
                os.read(self._read_fd, 4096)
        return events

    def get_value(self, offset: int) -> Value:
        """One line's level."""
        return Value(int(bool(self._chip.factory.pin(offset).state)))

    def set_value(self, offset: int, value: Value) -> None:
        """Drive an output."""
        self._chip.factory.pin(offset).state = value.value

    def release(self) -> None:
        """Give the lines back (a second request for them is refused until then, as by the kernel)."""
        for offset in list(self._watch):
            self._unwatch(offset)
        for offset in self.offsets:
            self._chip.busy.discard(offset)
        os.close(self._read_fd)
        os.close(self._write_fd)


class GpiodPinsStandIn(ModuleType):
    """``gpiod`` for the pin factory: one chip labelled as a Pi 4's header, lines on mock pins (a module named
    ``gpiod``, as the real one is)."""

    api_version = "2.3"
    line = SimpleNamespace(Direction=Direction, Edge=Edge, Bias=Bias, Value=Value)
    LineSettings = StandInSettings
    EdgeEvent = EdgeEvent

    def __init__(self, factory: Any, label: str = "pinctrl-bcm2711") -> None:
        super().__init__("gpiod")
        self.factory, self.label = factory, label
        self.busy: set[int] = set()

    def request_lines(self, path: str, config: dict[int, StandInSettings], consumer: str | None = None) -> _EventRequest:
        """A request for the lines of ``config``; OSError(EBUSY) for a line already requested."""
        taken = self.busy & set(config)
        if taken:
            raise OSError(errno.EBUSY, f"line {min(taken)} of {path} is busy")
        self.busy |= set(config)
        return _EventRequest(self, dict(config))

    def Chip(self, path: str) -> Any:  # noqa: N802 - gpiod's own name
        """A chip whose label says it carries the 40-pin header."""
        return LabelledChip(self.label)


class LgpioAlertsStandIn(LgpioStandIn):
    """``lgpio`` as gpiozero's ``LGPIOFactory`` uses it: claims, modes, reads, alerts with callbacks
    (delivered at once rather than from a 0.5 ms polling thread) and debounce."""

    SET_PULL_NONE = 128
    BOTH_EDGES, RISING_EDGE, FALLING_EDGE = 3, 1, 2
    _IS_OUT, _PULL_UP, _PULL_DOWN = 1 << 1, 1 << 5, 1 << 6

    def __init__(self, factory: Any, chips: Mapping[int, str] | None = None, refused: Collection[int] = ()) -> None:
        """``chips`` and ``refused``: the board's chip layout, as :class:`~drivers.mock.gpio_libraries.LgpioStandIn`
        takes them."""
        super().__init__(factory, chips=chips, refused=refused)
        self._modes: dict[int, int] = {}
        self._debounce: dict[int, float] = {}
        self._alerts: dict[int, LineEvents] = {}
        self._callbacks: dict[int, list[Callable[[int, int, int, int], None]]] = {}

    def gpio_claim_input(self, handle: int, gpio: int, lFlags: int = 0) -> int:  # noqa: N803 - lgpio's name
        """Claim an input with pull flags."""
        self._stop_alert(gpio)
        self.pins.input(gpio, "up" if lFlags & self.SET_PULL_UP else "down" if lFlags & self.SET_PULL_DOWN
                        else "floating")
        self.pins.pin(gpio).edges = "both"
        self._modes[gpio] = (self._PULL_UP if lFlags & self.SET_PULL_UP else 0) | \
            (self._PULL_DOWN if lFlags & self.SET_PULL_DOWN else 0)
        return 0

    def gpio_claim_output(self, handle: int, gpio: int, level: int = 0, lFlags: int = 0) -> int:  # noqa: N803
        """Claim an output at ``level``."""
        self._stop_alert(gpio)
        self._modes[gpio] = self._IS_OUT
        return super().gpio_claim_output(handle, gpio, level, lFlags)

    def gpio_get_mode(self, handle: int, gpio: int) -> int:
        """The line's flags (output, pull-up, pull-down)."""
        return self._modes.get(gpio, 0)

    def gpio_read(self, handle: int, gpio: int) -> int:
        """A line's level."""
        return self.pins.level(gpio)

    def gpio_set_debounce_micros(self, handle: int, gpio: int, micros: int) -> int:
        """The line's debounce period."""
        self._debounce[gpio] = micros / 1e6
        if gpio in self._alerts:
            self._alerts[gpio].debounce = micros / 1e6
        return 0

    def gpio_claim_alert(self, handle: int, gpio: int, eFlags: int, lFlags: int = 0, notify: int = -1) -> int:  # noqa: N803
        """Report this line's edges to its callbacks."""
        self.gpio_claim_input(handle, gpio, lFlags)
        events = LineEvents(self.pins.pin(gpio), lambda rising, stamp: self._alert(gpio, rising, stamp))
        events.rising, events.falling = bool(eFlags & self.RISING_EDGE), bool(eFlags & self.FALLING_EDGE)
        events.debounce = self._debounce.get(gpio, 0.0)
        self._alerts[gpio] = events
        return 0

    def _alert(self, gpio: int, rising: bool, stamp: int) -> None:
        for func in list(self._callbacks.get(gpio, [])):
            func(0, gpio, int(rising), stamp)

    def _stop_alert(self, gpio: int) -> None:
        events = self._alerts.pop(gpio, None)
        if events is not None:
            events.stop()

    def callback(self, handle: int, gpio: int, edge: int, func: Callable[[int, int, int, int], None]) -> Any:
        """Register ``func(chip, gpio, level, timestamp_ns)``; the result's ``cancel()`` removes it."""
        self._callbacks.setdefault(gpio, []).append(func)
        return SimpleNamespace(cancel=lambda: self._callbacks[gpio].remove(func))
