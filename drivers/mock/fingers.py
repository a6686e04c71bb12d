"""Simulated hardware: a person's fingers on gpiozero's mock pins.

The pins come from gpiozero's ``MockFactory``, so the real :class:`ButtonBoard`
code (and gpiozero's own edge and hold detection) runs under simulation.
"""

from __future__ import annotations

from typing import cast

from gpiozero.pins.mock import MockFactory, MockPin

from drivers.buttons import ButtonBoard


def mock_pin_factory() -> MockFactory:
    """A fresh gpiozero mock pin factory for simulated hardware."""
    return MockFactory()


class SimulatedFingers:
    """Presses and holds buttons on a :class:`ButtonBoard` built on mock pins."""

    def __init__(self, board: ButtonBoard, *, pull_up: bool = True, hold_time: float = 1.0) -> None:
        self._board = board
        self._pull_up = pull_up
        self._hold_time = hold_time

    def _pin(self, name: str) -> MockPin:
        return cast(MockPin, self._board.pin_of(name))  # the board is on mock pins: fingers only touch those

    def _down(self, name: str) -> None:
        pin = self._pin(name)
        pin.drive_low() if self._pull_up else pin.drive_high()

    def _up(self, name: str) -> None:
        pin = self._pin(name)
        pin.drive_high() if self._pull_up else pin.drive_low()

    def names(self) -> list[str]:
        """The buttons there are to press."""
        return list(self._board.names)

    def press(self, name: str) -> None:
        """A short press: the pin goes active, then inactive at once."""
        self._check(name)
        self._down(name)
        self._up(name)

    def hold(self, name: str) -> bool:
        """Hold the button until gpiozero reports the hold (real time), then let go.

        Returns whether the hold was reported within the hold time plus 2 s.
        """
        self._check(name)
        self._down(name)
        try:
            return self._board.wait_until_held(name, self._hold_time + 2.0)
        finally:
            self._up(name)

    def _check(self, name: str) -> None:
        if name not in self._board.names:
            raise KeyError(f"no button named {name!r} (buttons: {', '.join(self._board.names)})")
