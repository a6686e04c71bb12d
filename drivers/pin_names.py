"""GPIO pin names as gpiozero accepts them: 17, "17", "GPIO17", "BCM17", "BOARD11", "J8:11", "WPI0".

The config may name a pin any of these ways; the box turns every name into its BCM GPIO
number once (through gpiozero's own board description of the 40-pin header, the same on
every Pi with one), so that two names for one pin are seen to clash and the matrix scanner
can drive the pins by number.
"""

from __future__ import annotations

import functools
from typing import Any

HIGHEST_GPIO = 27
"""The highest GPIO on the 40-pin header."""
EXAMPLES = '17, "GPIO17", "BCM17", "BOARD11" or "J8:11"'


@functools.cache
def _header() -> Any:
    from gpiozero.pins.pi import PiBoardInfo
    return PiBoardInfo.from_revision(0xA02082)  # a Pi 3 B: the common 40-pin J8 header


def gpio_number(name: object) -> int:
    """The BCM GPIO number a pin name means; ValueError (saying what is wrong) for any other name."""
    from gpiozero.exc import GPIOZeroError
    if isinstance(name, int) and not isinstance(name, bool):
        if 0 <= name <= HIGHEST_GPIO:
            return name
        raise ValueError(f"GPIO {name} is not on the header (0 to {HIGHEST_GPIO}; or a name such as {EXAMPLES})")
    if isinstance(name, str) and name.strip():
        try:
            canonical = _header().to_gpio(name.strip())
        except (GPIOZeroError, ValueError) as exc:
            raise ValueError(f"{name!r}: {exc} (expected {EXAMPLES})") from None
        return int(canonical.removeprefix("GPIO"))
    raise ValueError(f"expected a GPIO pin such as {EXAMPLES}, got {name!r}")
