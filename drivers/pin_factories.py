"""gpiozero's pin factories for the Pi's real pins, and the protocol every pin factory meets.

The box takes its pin factory by injection (never gpiozero's global one): gpiozero's
``MockFactory`` in simulation and the tests, one of these on a Pi.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

PinName = int | str
"""A pin as gpiozero names one: a BCM number (the box's config) or a name such as ``"GPIO17"``."""


class Pin(Protocol):
    """What the box asks of one gpiozero pin (gpiozero's ``Pin``: a mock pin, lgpio's, RPi.GPIO's or
    :class:`drivers.gpiod_pins.GpiodPin`): its function, level, pull and edges, a callback, closing it."""

    function: str
    """``"input"`` or ``"output"``."""
    state: int
    """The level read (an input) or driven (an output): 0 or 1."""
    pull: str
    """``"up"``, ``"down"`` or ``"floating"``."""
    edges: str
    """Which changes call :attr:`when_changed`: ``"both"``, ``"rising"``, ``"falling"`` or ``"none"``."""
    bounce: float | None
    when_changed: Callable[[float, int], None] | None
    """Called with gpiozero's ticks and the new state on each change of :attr:`edges`' kind."""

    def close(self) -> None:
        """Release the pin."""


class PinFactory(Protocol):
    """What the box asks of a gpiozero pin factory (gpiozero's ``Factory``: mock, lgpio, RPi.GPIO or
    :class:`drivers.gpiod_pins.GpiodFactory`): a pin by number, and closing them all."""

    def pin(self, name: PinName) -> Pin:
        """The pin object for ``name`` (a BCM number here), made once and then shared."""

    def reserve_pins(self, requester: object, *names: PinName) -> None:
        """Mark ``names`` as ``requester``'s (gpiozero refuses a pin two devices claim)."""

    def release_all(self, reserver: object) -> None:
        """Give back every pin ``reserver`` holds."""

    def close(self) -> None:
        """Release every pin and the library behind them."""


def open_real_factory() -> PinFactory:
    """gpiozero's pin factory for real pins: GPIOZERO_PIN_FACTORY's if set (``mock`` for a dry run,
    ``gpiod`` for ours by name), else ours on libgpiod 2, else lgpio, else RPi.GPIO; each library's own
    exception when none opens. Each reads the board from the device tree under /sys (the unit hides /proc's)."""
    from drivers.gpiod_pins import GpiodFactory
    named = os.environ.get("GPIOZERO_PIN_FACTORY", "").strip().lower()
    if named == "lgpio":  # gpiozero's own would read /proc, which the unit hides
        return lgpio_factory()
    if named == "gpiod":
        return GpiodFactory()
    if named:
        from gpiozero.devices import Device
        named_factory: PinFactory = Device._default_pin_factory()  # the variable's, by gpiozero's own lookup
        return named_factory
    try:
        return GpiodFactory()
    except ImportError:  # no libgpiod 2 bindings (a 32-bit Pi OS that could not build them)
        pass
    try:
        return lgpio_factory()
    except ImportError:
        from gpiozero.pins.rpigpio import RPiGPIOFactory
        rpigpio: PinFactory = RPiGPIOFactory()
        return rpigpio


def lgpio_factory(dev: Path = Path("/dev")) -> PinFactory:
    """gpiozero's lgpio factory, made to work under the hardened unit (:mod:`drivers.lgpio_factory`): the
    header's chip found by its label among ``dev``'s, the board's revision from the device tree under /sys."""
    from drivers.lgpio_factory import TabletopLGPIOFactory
    factory: PinFactory = TabletopLGPIOFactory(dev=dev)
    return factory
