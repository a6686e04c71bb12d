"""Our pin factories are gpiozero's to find (issue 39): registered in the ``gpiozero_pin_factories`` entry
point group, as gpiozero's maintainer asks of a third-party factory (gpiozero issue #840), so that a user's
own script on the box runs on them with ``GPIOZERO_PIN_FACTORY=tabletop`` (the virtual Pi's check runs one
on gpio-sim's lines)."""

from __future__ import annotations

import subprocess
import sys
from importlib.metadata import entry_points

from drivers.gpiod_pins import GpiodFactory

USERS_SCRIPT = "from gpiozero import Device\nDevice.ensure_pin_factory()\nprint(type(Device.pin_factory).__name__)\n"


def test_the_factories_are_registered_under_their_names_as_classes() -> None:
    """gpiozero makes a factory by calling its entry point, and its own real-pin tests check that the factory
    is an instance of what the entry point names: a class, never a function that returns one."""
    found = {ep.name: ep for ep in entry_points(group="gpiozero_pin_factories")}
    assert found["tabletop"].load() is GpiodFactory
    from drivers.lgpio_factory import TabletopLGPIOFactory  # lgpio is in the test extras
    assert found["tabletop-lgpio"].load() is TabletopLGPIOFactory


def users_script(factory: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", USERS_SCRIPT], env={"GPIOZERO_PIN_FACTORY": factory, "PATH": "/usr/bin"},
                          capture_output=True, text=True, timeout=60)


def test_gpiozero_finds_ours_by_its_name_in_a_users_script() -> None:
    """Off a Pi, our factory itself says why it cannot open (no chip here, or no libgpiod 2); a name gpiozero
    cannot find says that instead."""
    ours = users_script("tabletop")
    assert ours.returncode != 0 and "drivers/gpiod_pins.py" in ours.stderr, ours.stderr
    assert "no GPIO chip in /dev" in ours.stderr or "libgpiod 2's bindings" in ours.stderr, ours.stderr
    assert "Unable to find pin factory" in users_script("tabletop-nonesuch").stderr
