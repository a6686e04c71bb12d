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

from drivers.pi_board import DEVICE_TREES, pi_model
from drivers.pin_factories import PinFactory, open_real_factory
from games.errors import CompanionError

HARDWARE_SETTINGS = ("auto", "real", "simulated")


class HardwareError(CompanionError):
    """Real hardware was asked for and cannot be used: the message says what is missing."""


@dataclass(frozen=True)
class Hardware:
    """The choice made: simulated or real, and why (``companion diagnose`` prints it)."""

    simulated: bool
    why: str

    def describe(self) -> str:
        """One line for people: ``real hardware: Raspberry Pi 4 ... (gpiochip0)``."""
        return f"{'simulated' if self.simulated else 'real'} hardware: {self.why}"


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
    where = f"{model}, but no /dev/gpiochip*" if model else f"no Raspberry Pi model in /{DEVICE_TREES[0]}/model"
    return Hardware(True, f"{where}; hardware = auto")


def real_pin_factory() -> PinFactory:
    """gpiozero's pin factory for the real pins (:func:`drivers.pin_factories.open_real_factory`);
    HardwareError (one line) when none opens."""
    try:
        return open_real_factory()
    except Exception as exc:  # each library fails its own way (ImportError, OSError, lgpio.error, ...)
        raise HardwareError(f"cannot open the GPIO: {exc.__class__.__name__}: {exc}") from None
