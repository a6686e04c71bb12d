"""``tabletop-lgpio``: gpiozero's lgpio pin factory made to work on any Pi under the hardened unit.

A factory class, as gpiozero's ``gpiozero_pin_factories`` entry points are (gpiozero makes one by calling
what the entry point names, and its own tests check the factory is an instance of it). Importing this
module imports lgpio, with a writable working directory (:mod:`drivers.lgpio_import`); ImportError when
lgpio is not installed.
"""

from __future__ import annotations

from pathlib import Path

from drivers.lgpio_import import import_lgpio

lgpio = import_lgpio()

from gpiozero.pins.lgpio import LGPIOFactory  # noqa: E402  # after lgpio's import with a writable folder

from drivers.header_chip import lgpio_header_chip  # noqa: E402
from drivers.pi_board import pi_revision  # noqa: E402


class TabletopLGPIOFactory(LGPIOFactory):  # type: ignore[misc]  # gpiozero is untyped
    """gpiozero's LGPIOFactory on the header's chip found by its label among ``dev``'s (gpiozero guesses
    4 or 0 from the revision), reading the revision from the device tree where ``ProcSubset=pid`` leaves
    it visible (gpiozero reads /proc's)."""

    def __init__(self, chip: int | None = None, dev: Path = Path("/dev")) -> None:
        if chip is None:
            chip = lgpio_header_chip(lgpio, sorted(str(path) for path in dev.glob("gpiochip*")))
        super().__init__(chip=chip)

    def _get_revision(self) -> int:
        return pi_revision()
