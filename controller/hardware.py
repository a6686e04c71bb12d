"""Real or simulated hardware, chosen once and explicitly in the controller (never a global factory).

``[box] hardware`` (or ``--hardware``) says ``auto``, ``real`` or ``simulated``. ``auto`` uses
the Pi's GPIO when this machine is a Raspberry Pi with a GPIO chip, else simulates (a laptop).
``real`` never simulates: no GPIO chip, or one that cannot be opened, is a one-line error and a
non-zero exit (systemd then retries). The installed service runs with ``real``.

The Pi is recognised by its device-tree model, read from ``/sys/firmware/devicetree/base/model``
first: the hardened unit's ``ProcSubset=pid`` hides ``/proc/device-tree`` (and
``/proc/cpuinfo``), which is where gpiozero itself looks.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HARDWARE_SETTINGS = ("auto", "real", "simulated")
MODEL_FILES = ("sys/firmware/devicetree/base/model", "proc/device-tree/model")
"""Where a Pi names its model, relative to the root; the first is visible under ProcSubset=pid."""


class HardwareError(Exception):
    """Real hardware was asked for and cannot be used: the message says what is missing."""


@dataclass(frozen=True)
class Hardware:
    """The choice made: simulated or real, and why (``companion diagnose`` prints it)."""

    simulated: bool
    why: str

    def describe(self) -> str:
        """One line for people: ``real hardware: Raspberry Pi 4 ... (gpiochip0)``."""
        return f"{'simulated' if self.simulated else 'real'} hardware: {self.why}"


def pi_model(root: Path = Path("/")) -> str | None:
    """The Raspberry Pi model this machine reports, or None when it is not a Pi."""
    for name in MODEL_FILES:
        try:
            model = (root / name).read_text(errors="replace").strip("\0\n ")
        except OSError:
            continue
        return model if "Raspberry Pi" in model else None
    return None


def gpio_chips(root: Path = Path("/")) -> list[str]:
    """The GPIO character devices (``gpiochip0``, ``gpiochip4`` on a Pi 5)."""
    return sorted(p.name for p in (root / "dev").glob("gpiochip*"))


def choose_hardware(setting: str, simulate_flag: bool = False, root: Path = Path("/"),
                    env: Mapping[str, str] = os.environ, asked_by: str = '[box] hardware = "real"') -> Hardware:
    """Decide real or simulated; HardwareError (naming ``asked_by``) when ``real`` is asked for and there
    is no GPIO."""
    if simulate_flag:
        return Hardware(True, "--simulate")
    if setting == "simulated":
        return Hardware(True, '[box] hardware = "simulated"')
    factory = env.get("GPIOZERO_PIN_FACTORY", "")
    if factory:  # gpiozero's own convention; "mock" is a dry run of the real code on any machine
        return Hardware(False, f"GPIOZERO_PIN_FACTORY={factory}")
    model, chips = pi_model(root), gpio_chips(root)
    if chips and (model or setting == "real"):
        return Hardware(False, f"{model or 'a GPIO chip'} ({', '.join(chips)})")
    if setting == "real":
        raise HardwareError(f"{asked_by} but there is no GPIO chip (/dev/gpiochip*): is this a "
                            "Raspberry Pi, and may the service open it (DeviceAllow)?")
    where = f"{model}, but no /dev/gpiochip*" if model else f"no Raspberry Pi model in /{MODEL_FILES[0]}"
    return Hardware(True, f"{where}; hardware = auto")


def real_pin_factory() -> Any:
    """gpiozero's pin factory for real pins: GPIOZERO_PIN_FACTORY's if set (``mock`` for a dry run),
    else lgpio (Pi 5 and Bookworm), else RPi.GPIO; HardwareError (one line) when none opens."""
    try:
        if os.environ.get("GPIOZERO_PIN_FACTORY"):
            from gpiozero.devices import Device
            return Device._default_pin_factory()  # the variable's factory, by gpiozero's own lookup
        try:
            from gpiozero.pins.lgpio import LGPIOFactory
            return LGPIOFactory()
        except ImportError:
            from gpiozero.pins.rpigpio import RPiGPIOFactory
            return RPiGPIOFactory()
    except Exception as exc:  # each library fails its own way (ImportError, OSError, lgpio.error, ...)
        raise HardwareError(f"cannot open the GPIO: {exc.__class__.__name__}: {exc}") from None
