"""A gpiozero pin factory on libgpiod 2 (the ``gpiod`` bindings): the box's buttons on a Pi.

gpiozero's own factories either poll for edges (lgpio's alert thread wakes every 0.5 ms;
gpiozero then polls each button's hold at 10 Hz on top) or need ``/proc`` files the hardened
unit hides. This one:

- takes each pin's edges from the kernel's line events: one thread for all pins, asleep in
  ``poll()`` on the line requests' file descriptors until the kernel queues an event, which
  comes with the kernel's timestamp (CLOCK_MONOTONIC, the clock gpiozero's local ticks use);
- debounces in the kernel (the line's ``debounce_period``) when gpiozero asks for a bounce time;
- learns the board from the device tree under ``/sys/firmware`` (:mod:`drivers.pi_board`), so
  gpiozero's pin names (``GPIO17``, ``BOARD11``, ``J8:11``) mean what they mean on that board;
- finds the chip carrying the 40-pin header by its label (``pinctrl-bcm2711`` on a Pi 4,
  ``pinctrl-rp1`` on a Pi 5), the line offset being the GPIO number.

The box uses it on a Pi where the bindings are installed (:func:`controller.hardware.real_pin_factory`;
``GPIOZERO_PIN_FACTORY=gpiod`` names it, ``lgpio`` the fallback); tests pass a stand-in ``gpiod`` module.
"""

from __future__ import annotations

import os
import select
import threading
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from types import ModuleType
from typing import Any

from gpiozero.exc import PinFixedPull, PinInvalidBounce, PinInvalidEdges, PinInvalidFunction, PinInvalidPull, \
    PinSetInput
from gpiozero.pins.local import LocalPiFactory, LocalPiPin

from drivers.closing import Closing
from drivers.header_chip import header_chip, libgpiod2
from drivers.pi_board import pi_revision

CONSUMER = "tabletop-companion"


def header_chip_path(gpiod: ModuleType, dev: Path = Path("/dev")) -> str:
    """The path of the chip whose label is a Pi header's, else the first chip (``/dev/gpiochip0``)."""
    chips = sorted((str(p) for p in dev.glob("gpiochip*")), key=lambda p: (len(p), p))
    if not chips:
        raise FileNotFoundError(f"no GPIO chip in {dev} (/dev/gpiochip*)")
    return header_chip(gpiod, chips) or chips[0]


class EdgeWatcher(Closing):
    """One thread that sleeps in ``poll()`` on line requests' descriptors and hands each ready one to
    its reader; a pipe wakes it when the set of descriptors changes or it must stop."""

    def __init__(self) -> None:
        self._readers: dict[int, Callable[[], None]] = {}
        self._lock = threading.Lock()
        self._wake_r, self._wake_w = os.pipe()
        self._thread: threading.Thread | None = None
        self._stopping = False

    def watch(self, fd: int, reader: Callable[[], None]) -> None:
        """Call ``reader`` (on the watcher's thread) whenever ``fd`` is readable."""
        with self._lock:
            self._readers[fd] = reader
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="gpiod-edges", daemon=True)
                self._thread.start()
        os.write(self._wake_w, b"w")

    def forget(self, fd: int) -> None:
        """Stop watching ``fd``."""
        with self._lock:
            self._readers.pop(fd, None)
        os.write(self._wake_w, b"f")

    def _run(self) -> None:
        poller = select.poll()
        watched: set[int] = set()
        while True:
            with self._lock:
                if self._stopping:
                    return
                wanted = set(self._readers)
                readers = dict(self._readers)
            for fd in watched - wanted:
                poller.unregister(fd)
            for fd in wanted - watched:
                poller.register(fd, select.POLLIN)
            poller.register(self._wake_r, select.POLLIN)
            watched = wanted
            for fd, _ in poller.poll():
                if fd == self._wake_r:
                    os.read(self._wake_r, 512)
                elif fd in readers:
                    readers[fd]()

    def close(self) -> None:
        """Stop the thread and close the wake pipe."""
        with self._lock:
            self._stopping = True
            thread, self._thread = self._thread, None
        os.write(self._wake_w, b"s")
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=2)
        os.close(self._wake_r)
        os.close(self._wake_w)


class GpiodFactory(LocalPiFactory):  # type: ignore[misc]  # gpiozero is untyped; its Factory is a context manager
    """gpiozero's pins on libgpiod 2: kernel line events, kernel debounce, board info from ``/sys``.

    ``chip`` is a path (``/dev/gpiochip0``); by default the chip whose label is a Pi header's.
    ``gpiod`` is the module to use (the real bindings unless a test passes a stand-in; ImportError when
    libgpiod 2's are missing, so that the box falls back to lgpio), ``root``
    where the device tree is looked for (``/``).
    """

    def __init__(self, chip: str | None = None, *, gpiod: ModuleType | None = None, root: Path = Path("/")) -> None:
        super().__init__()
        found = gpiod if gpiod is not None else libgpiod2()
        if found is None:
            raise ImportError("libgpiod 2's bindings (gpiod >= 2) are not installed")
        self.gpiod: ModuleType = found
        self._root = root
        self.chip_path = chip or header_chip_path(self.gpiod, root / "dev")
        try:  # open the chip now, as lgpio's factory does: a chip that cannot be used fails here, not at a pin
            with self.gpiod.Chip(self.chip_path) as opened:
                self.label = str(opened.get_info().label)
        except OSError as exc:
            raise OSError(exc.errno, f"{self.chip_path}: {exc.strerror or exc}") from None
        self._get_board_info()  # and know the board: pin names need its header
        self.edges = EdgeWatcher()
        self.pin_class = GpiodPin

    def _get_revision(self) -> int:
        return pi_revision(self._root)

    def close(self) -> None:
        """Release every line and stop the edge thread."""
        super().close()
        self.edges.close()


class GpiodPin(LocalPiPin):  # type: ignore[misc]
    """One GPIO line, held as its own libgpiod line request (reconfigured, never re-requested, while
    the pin is open)."""

    def __init__(self, factory: GpiodFactory, info: Any) -> None:
        super().__init__(factory, info)
        self._gpiod = factory.gpiod
        line = self._gpiod.line
        self._line = line
        self._function = "input"
        self._pull = "floating"
        self._edges = "both"
        self._bounce: float | None = None
        self._watching = False
        self._request: Any = None
        self._output = line.Value.INACTIVE
        self._open()

    def _settings(self) -> Any:
        line = self._line
        if self._function == "output":
            return self._gpiod.LineSettings(direction=line.Direction.OUTPUT, output_value=self._output)
        bias = {"up": line.Bias.PULL_UP, "down": line.Bias.PULL_DOWN, "floating": line.Bias.DISABLED}[self._pull]
        edge = {"both": line.Edge.BOTH, "rising": line.Edge.RISING, "falling": line.Edge.FALLING}[self._edges] \
            if self._watching else line.Edge.NONE
        return self._gpiod.LineSettings(direction=line.Direction.INPUT, bias=bias, edge_detection=edge,
                                        debounce_period=timedelta(seconds=self._bounce or 0))

    def _open(self) -> None:
        self._request = self._gpiod.request_lines(self.factory.chip_path, consumer=CONSUMER,
                                                  config={self._number: self._settings()})

    def _apply(self) -> None:
        if self._request is None:
            self._open()
        else:
            self._request.reconfigure_lines({self._number: self._settings()})

    def close(self) -> None:
        """Stop watching and give the line back to the kernel."""
        self.when_changed = None  # through gpiozero, which forgets the callback and disables detection
        if self._request is not None:
            self._request.release()
            self._request = None
        self._function, self._pull, self._bounce = "input", "floating", None

    def _get_function(self) -> str:
        return self._function

    def _set_function(self, value: str) -> None:
        if value not in ("input", "output"):
            raise PinInvalidFunction(f'invalid function "{value}" for pin {self!r}')
        if value == "output" and self._watching:
            self._disable_event_detect()
            self.when_changed = None
        self._function = value
        self._apply()

    def _get_state(self) -> bool:
        if self._request is None:
            self._open()
        return bool(self._request.get_value(self._number) == self._line.Value.ACTIVE)

    def _set_state(self, value: object) -> None:
        if self._function != "output":
            raise PinSetInput(f"cannot set state of pin {self!r}")
        self._output = self._line.Value.ACTIVE if value else self._line.Value.INACTIVE
        if self._request is None:
            self._open()
        self._request.set_value(self._number, self._output)

    def _get_pull(self) -> str:
        return self._pull

    def _set_pull(self, value: str) -> None:
        if self._function != "input":
            raise PinFixedPull(f"cannot set pull on non-input pin {self!r}")
        if self.info.pull not in (value, ""):
            raise PinFixedPull(f"{self!r} has a physical pull-{self.info.pull} resistor")
        if value not in ("up", "down", "floating"):
            raise PinInvalidPull(f'invalid pull "{value}" for pin {self!r}')
        self._pull = value
        self._apply()

    def _get_bounce(self) -> float | None:
        return self._bounce

    def _set_bounce(self, value: float | None) -> None:
        if value is not None and value < 0:
            raise PinInvalidBounce("bounce must be 0 or greater")
        self._bounce = value or None
        if self._function == "input":
            self._apply()

    def _get_edges(self) -> str:
        return self._edges

    def _set_edges(self, value: str) -> None:
        if value not in ("both", "rising", "falling"):
            raise PinInvalidEdges(f'invalid edge specification "{value}" for pin {self!r}')
        self._edges = value
        if self._watching:
            self._apply()

    def _enable_event_detect(self) -> None:
        self._watching = True
        self._apply()
        self.factory.edges.watch(self._request.fd, self._read_events)

    def _disable_event_detect(self) -> None:
        if self._request is not None:
            self.factory.edges.forget(self._request.fd)
        self._watching = False
        if self._request is not None:
            self._apply()

    def _read_events(self) -> None:
        """On the watcher's thread: each queued edge, with the kernel's time, to gpiozero."""
        request = self._request
        if request is None:
            return
        rising = self._gpiod.EdgeEvent.Type.RISING_EDGE
        for event in request.read_edge_events():
            self._call_when_changed(event.timestamp_ns / 1e9, event.event_type == rising)
