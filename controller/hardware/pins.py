"""The buttons' pins as the box drives them: every configured name as its BCM GPIO number
(:func:`drivers.pin_names.gpio_number`, gpiozero's own reading of the 40-pin header)."""

from __future__ import annotations

from collections.abc import Mapping

from drivers.pin_names import gpio_number


def button_pins(pins: Mapping[str, object]) -> dict[str, int]:
    """``[buttons.pins]`` with every pin as its GPIO number (the config was checked: the names are valid)."""
    return {button: gpio_number(pin) for button, pin in pins.items()}
