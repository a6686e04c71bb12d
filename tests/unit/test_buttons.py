"""Buttons through gpiozero's mock pins: the real gpiozero Button code runs."""

from __future__ import annotations

import queue
import time

from gpiozero.pins.mock import MockFactory

from drivers.buttons import ButtonBoard, QuietHoldThread
from drivers.inputs import ButtonHold, ButtonPress, Input
from drivers.mock.fingers import SimulatedFingers


def board(hold_time: float = 0.2, pull_up: bool = True) -> tuple[ButtonBoard, "queue.Queue[Input]", MockFactory]:
    factory = MockFactory()
    inputs: queue.Queue[Input] = queue.Queue()
    return ButtonBoard({"spin": 17, "undo": 23}, inputs.put, pin_factory=factory, hold_time=hold_time,
                       pull_up=pull_up), inputs, factory


def drain(inputs: "queue.Queue[Input]") -> list[Input]:
    """What the board has reported so far: a mock pin calls back as it changes, and a hold is waited for
    (``wait_until_held``) before this is asked, so nothing is still on its way."""
    out = []
    while not inputs.empty():
        out.append(inputs.get_nowait())
    return out


def test_a_short_press_on_the_pin_is_one_button_press() -> None:
    buttons, inputs, factory = board()
    with buttons:
        pin = factory.pin(17)
        pin.drive_low()
        pin.drive_high()
        assert drain(inputs) == [ButtonPress("spin")]


def test_holding_the_pin_is_one_hold_and_no_press() -> None:
    buttons, inputs, factory = board(hold_time=0.2)
    with buttons:
        pin = factory.pin(23)
        pin.drive_low()
        assert buttons.wait_until_held("undo", 10)
        assert drain(inputs) == [ButtonHold("undo")]  # reported while still held
        pin.drive_high()
        assert drain(inputs) == []


def test_buttons_wired_to_3v3_with_pull_downs() -> None:
    buttons, inputs, factory = board(pull_up=False)
    with buttons:
        fingers = SimulatedFingers(buttons, pull_up=False, hold_time=0.2)
        fingers.press("spin")
        assert fingers.hold("undo")
        assert drain(inputs) == [ButtonPress("spin"), ButtonHold("undo")]


def test_simulated_fingers_drive_the_same_pins() -> None:
    buttons, inputs, _ = board()
    with buttons:
        fingers = SimulatedFingers(buttons, hold_time=0.2)
        fingers.press("spin")
        fingers.press("spin")
        assert fingers.hold("undo")
        assert drain(inputs) == [ButtonPress("spin"), ButtonPress("spin"), ButtonHold("undo")]


def test_idle_buttons_do_not_wake_up() -> None:
    """gpiozero's hold threads poll at 10 Hz (40 wake-ups a second for four idle buttons on a Pi); ours sleep
    until a press. Counted by the kernel: each hold thread's context switches over a second of idleness."""
    import threading
    from pathlib import Path

    def switches(tid: int) -> int:
        lines = Path(f"/proc/self/task/{tid}/status").read_text().splitlines()
        return sum(int(line.split()[1]) for line in lines if "ctxt_switches" in line)

    earlier = set(threading.enumerate())
    buttons, inputs, factory = board()
    with buttons:
        mine = [t for t in threading.enumerate() if t not in earlier and t.name.endswith("(held)")]
        for thread in mine:  # gpiozero's own, told to stop, end within their 0.1 s poll
            if not isinstance(thread, QuietHoldThread) and getattr(thread, "stopping").is_set():
                thread.join(timeout=10)
        held = [t for t in mine if t.is_alive()]
        before = {t.native_id: switches(t.native_id) for t in held if t.native_id}
        time.sleep(1.0)
        woke = {tid: switches(tid) - count for tid, count in before.items()}
        assert len(woke) == 2 and all(n <= 1 for n in woke.values()), woke
        factory.pin(17).drive_low()  # and a press still wakes them
        factory.pin(17).drive_high()
        assert drain(inputs) == [ButtonPress("spin")]
