"""Which GPIO chip is the 40-pin header's, whatever number the kernel gave it (a Pi 5 has five chips, its
header's at gpiochip0 on kernel 6.6 and at gpiochip4 before), found by the chip's label through either
GPIO library; and libgpiod 2's bindings, when they are the ones installed."""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType

PI_GPIO_LABELS = ("pinctrl-rp1", "pinctrl-bcm2712", "pinctrl-bcm2711", "pinctrl-bcm2835")
"""The labels of the chip that carries the 40-pin header's GPIOs (Pi 5, Pi 4, older Pis)."""


def header_chip(gpiod: ModuleType, paths: Sequence[str]) -> str | None:
    """The GPIO character device of the 40-pin header (a Pi 5 has several chips), by its label."""
    for path in paths:
        try:
            with gpiod.Chip(path) as chip:
                if chip.get_info().label in PI_GPIO_LABELS:
                    return path
        except OSError:
            continue
    return None


def libgpiod2() -> ModuleType | None:
    """The ``gpiod`` module if libgpiod 2's bindings are installed, else None (also for Debian's
    python3-libgpiod, the 1.6 bindings with another API, which a venv with system packages can see)."""
    from importlib import import_module
    try:
        gpiod = import_module("gpiod")
    except ImportError:
        return None
    return gpiod if str(getattr(gpiod, "api_version", "1")).startswith("2") else None


def lgpio_header_chip(lgpio: ModuleType, chips: Sequence[str]) -> int | None:
    """On lgpio, the number of the chip among ``chips`` (``/dev/gpiochipN`` paths) whose label is a Pi
    header's, whatever number the kernel gave it; None when none is."""
    numbers = sorted(int(p.rsplit("gpiochip", 1)[1]) for p in chips if p.rsplit("gpiochip", 1)[1].isdigit())
    for number in numbers:
        try:
            handle = lgpio.gpiochip_open(number)
        except lgpio.error:  # one this process may not open (the unit allows the header's numbers only)
            continue
        try:
            label = lgpio.gpio_get_chip_info(handle)[3]
        finally:
            lgpio.gpiochip_close(handle)
        if label in PI_GPIO_LABELS:
            return number
    return None
