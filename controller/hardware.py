"""Choosing real or simulated pins, once, in the controller (never a global factory)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

MODEL_FILE = Path("/proc/device-tree/model")


def pi_gpio_present() -> bool:
    """Whether this machine is a Raspberry Pi with a GPIO character device."""
    try:
        model = MODEL_FILE.read_text(errors="replace")
    except OSError:
        return False
    return "Raspberry Pi" in model and any(Path("/dev").glob("gpiochip*"))


def real_pin_factory() -> Any:
    """gpiozero's pin factory for this Pi: lgpio (Pi 5 and Bookworm), else RPi.GPIO."""
    try:
        from gpiozero.pins.lgpio import LGPIOFactory
        return LGPIOFactory()
    except ImportError:
        from gpiozero.pins.rpigpio import RPiGPIOFactory
        return RPiGPIOFactory()
