"""Stand-ins for lgpio and gpiod 2 on gpiozero's mock pins, for the tests and bench/pegs.py.

They have the real libraries' function names and return shapes (the subset the scanner uses:
:class:`drivers.matrix_lines.LgpioLines` and :class:`~drivers.matrix_lines.GpiodLines` run
unchanged on them), drive the same mock pins the simulated peg board watches, and count every
call, so that a bench on any machine can say how many library calls a scan makes and, from a
table of per-call costs, what that would take on a Pi. On a Pi the real libraries run the same
code (``bench/pegs.py --real``).
"""

from __future__ import annotations

import enum
import os
import select
import threading
import time
from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from types import ModuleType, SimpleNamespace
from typing import Any


class _Pins:
    """Mock pins by GPIO number, and a count of the library calls made on them."""

    def __init__(self, factory: Any) -> None:
        self.factory = factory
        self.calls: Counter[str] = Counter()
        self._by_gpio: dict[int, Any] = {}

    def pin(self, gpio: int) -> Any:
        """The mock pin of a GPIO (looked up once: gpiozero parses the name at every ``factory.pin``)."""
        pin = self._by_gpio.get(gpio)
        if pin is None:
            pin = self._by_gpio[gpio] = self.factory.pin(gpio)
        return pin

    def output(self, gpio: int, level: int) -> None:
        pin = self.pin(gpio)
        pin.function = "output"
        pin.state = level

    def input(self, gpio: int, pull: str) -> None:
        pin = self.pin(gpio)
        pin.function = "input"
        pin.pull = pull
        pin.edges = "both"

    def level(self, gpio: int) -> int:
        return int(bool(self.pin(gpio).state))

    def free(self, gpio: int) -> None:
        pin = self._by_gpio.pop(gpio, None) or self.factory.pin(gpio)
        if pin.function == "input":
            pin.when_changed = None
        pin.close()


class LgpioStandIn(ModuleType):
    """``lgpio``'s functions for one chip of mock pins: a module named ``lgpio``, as the real one is."""

    SET_PULL_UP = 32
    SET_PULL_DOWN = 64
    error = RuntimeError
    """``lgpio.error``: what lgpio's functions raise for a failed call."""

    def __init__(self, factory: Any, label: str = "pinctrl-bcm2711", chips: Mapping[int, str] | None = None,
                 refused: Collection[int] = ()) -> None:
        """``chips``: each chip's number and label (a board's layout: a Pi 5's header chip is one of five);
        by default one chip, number 0, labelled ``label``. The mock pins are the header chip's lines.
        ``refused``: chips there that this process may not open (the unit's device policy allows two)."""
        super().__init__("lgpio")
        self.pins = _Pins(factory)
        self.calls = self.pins.calls
        self._groups: dict[int, list[int]] = {}
        self._chips = dict(chips) if chips is not None else {0: label}
        self._refused = frozenset(refused)
        self._handles: dict[int, int] = {}
        self.opened: list[int] = []
        """The chip numbers opened, in order (a scan's lines keep theirs open)."""

    def gpiochip_open(self, chip: int) -> int:
        """A handle (lgpio's error code, negative, for a chip the board does not have)."""
        self.calls["gpiochip_open"] += 1
        if chip not in self._chips or chip in self._refused:
            raise self.error("can not open gpiochip")  # lgpio's Python functions raise lgpio.error, in its words
        handle = len(self._handles) + 1
        self._handles[handle] = chip
        self.opened.append(chip)
        return handle

    def gpiochip_close(self, handle: int) -> int:
        """Close the handle."""
        self.calls["gpiochip_close"] += 1
        return 0

    def gpio_get_chip_info(self, handle: int) -> list[Any]:
        """``[status, lines, name, label]``."""
        self.calls["gpio_get_chip_info"] += 1
        chip = self._handles.get(handle, min(self._chips))
        return [0, 54, f"gpiochip{chip}", self._chips[chip]]

    def gpio_claim_output(self, handle: int, gpio: int, level: int = 0, lFlags: int = 0) -> int:
        """Claim an output at ``level``."""
        self.calls["gpio_claim_output"] += 1
        self.pins.output(gpio, level)
        return 0

    def group_claim_input(self, handle: int, gpio: list[int], lFlags: int = 0) -> int:
        """Claim a group of inputs; the first GPIO names the group."""
        self.calls["group_claim_input"] += 1
        for number in gpio:
            self.pins.input(number, "up" if lFlags & self.SET_PULL_UP else "down")
        self._groups[gpio[0]] = list(gpio)
        return 0

    def gpio_write(self, handle: int, gpio: int, level: int) -> int:
        """Set an output."""
        self.calls["gpio_write"] += 1
        self.pins.pin(gpio).state = level
        return 0

    def group_read(self, handle: int, gpio: int) -> list[int]:
        """``[size, levels]``: bit i is the level of the group's i-th GPIO."""
        self.calls["group_read"] += 1
        members = self._groups[gpio]
        return [len(members), sum(self.pins.level(g) << i for i, g in enumerate(members))]

    def group_free(self, handle: int, gpio: int) -> int:
        """Free a group."""
        self.calls["group_free"] += 1
        for number in self._groups.pop(gpio):
            self.pins.free(number)
        return 0

    def gpio_free(self, handle: int, gpio: int) -> int:
        """Free one GPIO."""
        self.calls["gpio_free"] += 1
        self.pins.free(gpio)
        return 0


class Direction(enum.Enum):
    """gpiod.line.Direction."""

    AS_IS = 1
    INPUT = 2
    OUTPUT = 3


class Edge(enum.Enum):
    """gpiod.line.Edge."""

    NONE = 1
    RISING = 2
    FALLING = 3
    BOTH = 4


class Bias(enum.Enum):
    """gpiod.line.Bias."""

    AS_IS = 1
    UNKNOWN = 2
    DISABLED = 3
    PULL_UP = 4
    PULL_DOWN = 5


class Value(enum.Enum):
    """gpiod.line.Value."""

    INACTIVE = 0
    ACTIVE = 1


@dataclass
class StandInLineSettings:
    """gpiod.LineSettings (the fields the scanner sets)."""

    direction: Direction = Direction.AS_IS
    edge_detection: Edge = Edge.NONE
    bias: Bias = Bias.AS_IS
    output_value: Value = Value.INACTIVE


class _Request:
    """gpiod.LineRequest on mock pins."""

    def __init__(self, pins: _Pins, offsets: tuple[int, ...], settings: StandInLineSettings) -> None:
        self._pins, self.offsets = pins, offsets
        for gpio in offsets:
            if settings.direction is Direction.OUTPUT:
                pins.output(gpio, settings.output_value.value)
            else:
                pins.input(gpio, "up" if settings.bias is Bias.PULL_UP else "down")
        self._edges = settings.edge_detection is not Edge.NONE
        self._queued, self._fds = threading.Lock(), os.pipe()
        self.fd = self._fds[0]
        """Readable while edges are queued, as the kernel's request's descriptor (``select`` waits on it)."""
        self._signalled = False
        self._edge_ns: int | None = None
        if self._edges:  # the kernel queues edges all the time: a callback on every change of these pins
            for gpio in offsets:
                pins.pin(gpio).when_changed = self._changed  # a bound method: gpiozero keeps a weak reference

    def _changed(self, ticks: object, state: object) -> None:
        with self._queued:
            if self._edge_ns is None:
                self._edge_ns = time.monotonic_ns()
            if not self._signalled:
                self._signalled = True
                os.write(self._fds[1], b"e")

    def set_value(self, line: int, value: Value) -> None:
        """Set one output."""
        self._pins.calls["set_value"] += 1
        self._pins.pin(line).state = value.value

    def set_values(self, values: dict[int, Value]) -> None:
        """Set several outputs in one call."""
        self._pins.calls["set_values"] += 1
        for line, value in values.items():
            self._pins.pin(line).state = value.value

    def get_values(self, lines: Any = None) -> list[Value]:
        """Every requested line's value, in one call."""
        self._pins.calls["get_values"] += 1
        return [Value(self._pins.level(gpio)) for gpio in (lines or self.offsets)]

    def wait_edge_events(self, timeout: float | None = None) -> bool:
        """Whether an edge is queued or comes within ``timeout`` (its descriptor, no polling)."""
        self._pins.calls["wait_edge_events"] += 1
        return bool(select.select([self.fd], [], [], timeout)[0])

    def read_edge_events(self) -> list[object]:
        """Take the pending edges: one event stamped with the first edge's time."""
        self._pins.calls["read_edge_events"] += 1
        with self._queued:
            stamp, self._edge_ns = self._edge_ns, None
            if self._signalled:
                self._signalled = False
                os.read(self.fd, 16)
        return [] if stamp is None else [SimpleNamespace(timestamp_ns=stamp)]

    def release(self) -> None:
        """Give the lines back."""
        self._pins.calls["release"] += 1
        for gpio in self.offsets:
            self._pins.free(gpio)
        for fd in self._fds:
            os.close(fd)


class GpiodStandIn(ModuleType):
    """``gpiod`` (libgpiod 2's bindings) for one chip of mock pins: a module named ``gpiod``, as the real one is."""

    api_version = "2.3"
    line = SimpleNamespace(Direction=Direction, Edge=Edge, Bias=Bias, Value=Value)
    LineSettings = StandInLineSettings

    def __init__(self, factory: Any, label: str = "pinctrl-bcm2711", chips: Mapping[int, str] | None = None,
                 refused: Collection[int] = ()) -> None:
        """``chips``: each chip's number (``/dev/gpiochipN``) and label, as for :class:`LgpioStandIn`;
        ``refused``: chips this process may not open."""
        super().__init__("gpiod")
        self.pins = _Pins(factory)
        self.calls = self.pins.calls
        self._chips = dict(chips) if chips is not None else {0: label}
        self._refused = frozenset(refused)

    def request_lines(self, path: str, config: dict[tuple[int, ...], StandInLineSettings],
                      consumer: str | None = None) -> _Request:
        """One request for the lines of ``config``."""
        self.calls["request_lines"] += 1
        [(offsets, settings)] = config.items()
        return _Request(self.pins, offsets, settings)

    def Chip(self, path: str) -> Any:  # noqa: N802 - gpiod's own name
        """The chip at ``path`` (``/dev/gpiochipN``) with its label; OSError for one the board does not have."""
        number = path.rsplit("gpiochip", 1)[-1]
        if not number.isdigit() or int(number) not in self._chips:
            raise FileNotFoundError(path)
        if int(number) in self._refused:
            raise PermissionError(1, "Operation not permitted", path)  # the device cgroup's answer
        return LabelledChip(self._chips[int(number)])


class LabelledChip:
    """gpiod.Chip as a context manager whose info is only its label."""

    def __init__(self, label: str) -> None:
        self.label = label

    def __enter__(self) -> LabelledChip:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def get_info(self) -> Any:
        """``label`` as gpiod's ChipInfo has it."""
        return SimpleNamespace(label=self.label)
