"""The box's push buttons, read through gpiozero with an injected pin factory."""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from gpiozero import Button
from gpiozero.mixins import HoldThread

from drivers.pin_factories import Pin, PinFactory, PinName
from drivers.inputs import ButtonHold, ButtonPress, Input


class QuietHoldThread(HoldThread):  # type: ignore[misc]  # gpiozero is untyped
    """gpiozero's hold thread without its 10 Hz poll: it sleeps until a press (or close) wakes it.

    gpiozero's waits for a press with a 0.1 s timeout only to notice ``stop()``; four buttons then
    wake the idle box 40 times a second. Here ``stop()`` wakes it instead.
    """

    def held(self, parent: QuietButton) -> None:
        try:
            while True:
                self.holding.wait()
                if self.stopping.is_set():
                    return
                self.holding.clear()
                while not (self.stopping.is_set() or parent._inactive_event.wait(parent.hold_time)):
                    if parent._held_from is None:
                        parent._held_from = parent.pin_factory.ticks()
                    parent._fire_held()
                    if not parent.hold_repeat:
                        break
        except ReferenceError:  # the button is gone
            pass

    def stop(self, timeout: float = 10) -> None:
        """Wake the thread to end it, then wait for it."""
        self.stopping.set()
        self.holding.set()
        super().stop(timeout)


class QuietButton(Button):  # type: ignore[misc]
    """gpiozero's Button with a :class:`QuietHoldThread`: no timer runs while nobody presses."""

    def __init__(self, pin: PinName, *, pull_up: bool, hold_time: float, bounce_time: float | None,
                 pin_factory: PinFactory | None) -> None:
        super().__init__(pin, pull_up=pull_up, hold_time=hold_time, bounce_time=bounce_time, pin_factory=pin_factory)
        gpiozeros: Any = getattr(self, "_hold_thread")
        gpiozeros.stopping.set()  # it ends by itself within its 0.1 s poll
        setattr(self, "_hold_thread", QuietHoldThread(self))


class ButtonBoard:
    """Named buttons on GPIO pins that report :class:`ButtonPress` and :class:`ButtonHold`.

    A release before ``hold_time`` seconds is a press; staying down that long is a
    hold (reported once, while still held; its release reports nothing more).
    ``on_input`` is called from gpiozero's threads and must only enqueue.
    """

    def __init__(self, pins: Mapping[str, int | str], on_input: Callable[[Input], None], *,
                 pin_factory: PinFactory | None = None, hold_time: float = 1.0,
                 bounce_time: float | None = None, pull_up: bool = True) -> None:
        self._on_input = on_input
        self._buttons: dict[str, Button] = {}
        self._held: dict[str, threading.Event] = {}
        try:
            for name, pin in pins.items():
                button = QuietButton(pin, pull_up=pull_up, hold_time=hold_time, bounce_time=bounce_time,
                                pin_factory=pin_factory)
                self._buttons[name] = button
                self._held[name] = threading.Event()
                button.when_pressed = partial(self._pressed, name)
                button.when_held = partial(self._hold, name)
                button.when_released = partial(self._released, name)
        except Exception:
            self.close()
            raise

    @property
    def names(self) -> list[str]:
        """The button names, as configured."""
        return list(self._buttons)

    def pin_of(self, name: str) -> Pin:
        """The gpiozero pin object behind a button (the simulator drives it)."""
        pin: Pin = self._buttons[name].pin  # gpiozero's Button is untyped
        return pin

    def is_pressed(self, name: str) -> bool:
        """Whether the button is down now."""
        return bool(self._buttons[name].is_pressed)

    def wait_until_held(self, name: str, timeout: float) -> bool:
        """Block until a hold of ``name`` has been reported, or ``timeout`` passes."""
        return self._held[name].wait(timeout)

    def _pressed(self, name: str) -> None:
        self._held[name].clear()

    def _hold(self, name: str) -> None:
        self._on_input(ButtonHold(name))
        self._held[name].set()

    def _released(self, name: str) -> None:
        if not self._held[name].is_set():
            self._on_input(ButtonPress(name))

    def close(self) -> None:
        """Release every pin (and gpiozero's hold threads)."""
        for button in self._buttons.values():
            button.close()
        self._buttons.clear()

    def __enter__(self) -> ButtonBoard:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
