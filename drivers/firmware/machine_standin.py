"""A stand-in for MicroPython's ``machine`` and ``time`` so the Pico firmware runs under CPython.

Its pins are gpiozero mock pins, so the firmware reads the same simulated peg
board (:class:`drivers.mock.peg_matrix.SimulatedPegMatrix`) as the GPIO scanner.
Used by ``--simulate`` with a serial board and by the tests.
"""

from __future__ import annotations

import time

from drivers.pin_factories import PinFactory


class Machine:
    """The parts of ``machine`` the firmware uses: ``Pin`` with OUT, IN and PULL_UP."""

    def __init__(self, factory: PinFactory) -> None:
        factory_ref = factory

        class Pin:
            """``machine.Pin`` on a gpiozero mock pin."""

            OUT = "output"
            IN = "input"
            PULL_UP = "up"

            def __init__(self, number: int, mode: str, pull: str | None = None, value: int | None = None) -> None:
                self._pin = factory_ref.pin(number)
                self._pin.function = mode
                if mode == self.IN and pull:
                    self._pin.pull = pull
                if value is not None:
                    self._pin.state = value

            def value(self, level: int | None = None) -> int:
                if level is None:
                    return int(self._pin.state)
                self._pin.state = level
                return level

        self.Pin = Pin


def ticks_ms() -> int:
    """MicroPython's ``time.ticks_ms``."""
    return int(time.monotonic() * 1000) & 0x3FFFFFFF


def ticks_diff(later: int, earlier: int) -> int:
    """MicroPython's ``time.ticks_diff`` (wrapping at 2**30)."""
    return ((later - earlier + 0x20000000) & 0x3FFFFFFF) - 0x20000000
