"""The buttons on each real pin factory the box can use: ours on libgpiod 2 and gpiozero's lgpio one.

Both run their own code, and gpiozero's Button on top, over stand-ins of the libraries on mock pins
(edges queued and debounced as the kernel does; drivers/mock/gpio_events.py); the virtual Pi
(tests/vpi) runs the same factories against the kernel's gpio-sim.
"""

from __future__ import annotations

import queue
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from gpiozero.pins.mock import MockFactory

from drivers.buttons import ButtonBoard
from drivers.mock.gpio_events import GpiodPinsStandIn, LgpioAlertsStandIn
from drivers.gpiod_pins import GpiodFactory
from drivers.inputs import ButtonHold, ButtonPress, Input

PI4_REVISION = b"\x00\xc0\x31\x14"


def pi_root(tmp_path: Path) -> Path:
    """A machine root with a Pi 4's device tree under /sys/firmware only (no /proc, as under the unit)."""
    system = tmp_path / "sys/firmware/devicetree/base/system"
    system.mkdir(parents=True)
    (system / "linux,revision").write_bytes(PI4_REVISION)
    (system.parent / "model").write_text("Raspberry Pi 4 Model B Rev 1.4\0")
    (tmp_path / "dev").mkdir()
    (tmp_path / "dev/gpiochip0").touch()
    return tmp_path


@pytest.fixture(params=["gpiod", "lgpio"])
def rig(request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Any, MockFactory]]:
    """(pin factory, the mock pins under its library)."""
    pins = MockFactory()
    if request.param == "gpiod":
        factory: Any = GpiodFactory(gpiod=GpiodPinsStandIn(pins), root=pi_root(tmp_path))
    else:
        standin = LgpioAlertsStandIn(pins)
        monkeypatch.setitem(sys.modules, "lgpio", standin)
        monkeypatch.delitem(sys.modules, "gpiozero.pins.lgpio", raising=False)
        monkeypatch.delitem(sys.modules, "drivers.lgpio_factory", raising=False)  # imports lgpio: the stand-in now
        monkeypatch.setenv("LG_WD", str(tmp_path))
        import drivers.pin_factories
        monkeypatch.setattr("drivers.pi_board.DEVICE_TREES", (f"{pi_root(tmp_path)}/sys/firmware/devicetree/base",))
        factory = drivers.pin_factories.lgpio_factory()
    yield factory, pins
    factory.close()


class Watcher:
    """The inputs a board reports, with a wait for the next one (progress, not a guessed time)."""

    def __init__(self) -> None:
        self.inputs: queue.Queue[Input] = queue.Queue()

    def next(self, timeout: float = 10) -> Input:
        return self.inputs.get(timeout=timeout)

    def none_within(self, seconds: float) -> bool:
        try:
            self.inputs.get(timeout=seconds)
        except queue.Empty:
            return True
        return False


def test_the_factory_knows_the_board_from_the_device_tree_under_sys(rig: tuple[Any, MockFactory]) -> None:
    factory, _ = rig
    assert factory.board_info.model == "4B"
    assert factory.board_info.to_gpio("BOARD11") == "GPIO17"
    assert factory.board_info.to_gpio("J8:11") == "GPIO17"


def test_press_and_release_is_one_press_with_the_kernels_timestamp(rig: tuple[Any, MockFactory]) -> None:
    factory, pins = rig
    watcher = Watcher()
    with ButtonBoard({"spin": 17, "undo": "BOARD16"}, watcher.inputs.put, pin_factory=factory, hold_time=5):
        pins.pin(17).drive_low()
        pins.pin(17).drive_high()
        assert watcher.next() == ButtonPress("spin")
        pins.pin(23).drive_low()
        pins.pin(23).drive_high()
        assert watcher.next() == ButtonPress("undo")  # BOARD16 is GPIO23 on a Pi 4's header
    assert watcher.none_within(0.05)


def test_a_hold_is_reported_while_held_and_its_release_adds_nothing(rig: tuple[Any, MockFactory]) -> None:
    factory, pins = rig
    watcher = Watcher()
    with ButtonBoard({"undo": 23}, watcher.inputs.put, pin_factory=factory, hold_time=0.1) as board:
        pins.pin(23).drive_low()
        assert watcher.next() == ButtonHold("undo")
        assert board.is_pressed("undo")
        pins.pin(23).drive_high()
        assert watcher.none_within(0.2)


def test_bounce_within_the_bounce_time_is_one_press(rig: tuple[Any, MockFactory]) -> None:
    factory, pins = rig
    watcher = Watcher()
    with ButtonBoard({"spin": 17}, watcher.inputs.put, pin_factory=factory, hold_time=5, bounce_time=0.05):
        pin = pins.pin(17)
        for _ in range(5):  # a contact chattering: five closes and opens within a few milliseconds
            pin.drive_low()
            pin.drive_high()
        pin.drive_low()
        time.sleep(0.1)  # the finger holds it twice the bounce time (a minimum: a slow machine holds it longer)
        pin.drive_high()
        assert watcher.next() == ButtonPress("spin")
        assert watcher.none_within(0.2)


def test_close_gives_the_lines_back_and_stops_the_callbacks(rig: tuple[Any, MockFactory]) -> None:
    factory, pins = rig
    watcher = Watcher()
    board = ButtonBoard({"spin": 17}, watcher.inputs.put, pin_factory=factory, hold_time=5)
    board.close()
    pins.pin(17).drive_low()
    pins.pin(17).drive_high()
    assert watcher.none_within(0.1)
    with ButtonBoard({"spin": 17}, watcher.inputs.put, pin_factory=factory, hold_time=5):  # the line again
        pins.pin(17).drive_low()
        pins.pin(17).drive_high()
        assert watcher.next() == ButtonPress("spin")


def test_the_gpiod_factory_sleeps_in_poll_with_no_timer(tmp_path: Path) -> None:
    """Edges come from the kernel's queue: the one edge thread blocks in poll() without a timeout."""
    pins = MockFactory()
    factory = GpiodFactory(gpiod=GpiodPinsStandIn(pins), root=pi_root(tmp_path))
    watcher = Watcher()
    try:
        with ButtonBoard({"spin": 17, "card": 27}, watcher.inputs.put, pin_factory=factory, hold_time=5):
            [edges] = [t for t in threading.enumerate() if t.name == "gpiod-edges"]
            # until the thread has gone back to sleep after the watches (progress, with a generous limit)
            assert edges.ident is not None
            ident = edges.ident
            assert eventually(lambda: "poller.poll()" in _source_line(sys._current_frames()[ident])), \
                "the edge thread never slept in poll()"
    finally:
        factory.close()
    assert not any(t.name == "gpiod-edges" for t in threading.enumerate())


def test_a_line_in_use_is_refused_as_the_kernel_refuses_it(tmp_path: Path) -> None:
    pins = MockFactory()
    standin = GpiodPinsStandIn(pins)
    holder = standin.request_lines("/dev/gpiochip0", config={17: standin.LineSettings()})
    factory = GpiodFactory(gpiod=standin, root=pi_root(tmp_path))
    try:
        with pytest.raises(OSError, match="busy"):
            ButtonBoard({"spin": 17}, lambda _: None, pin_factory=factory)
    finally:
        holder.release()
        factory.close()


def eventually(condition: Any, limit: float = 10) -> bool:
    """Whether ``condition()`` comes true, checked every 10 ms for up to ``limit`` seconds."""
    deadline = time.monotonic() + limit
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def _source_line(frame: Any) -> str:
    import linecache
    return linecache.getline(frame.f_code.co_filename, frame.f_lineno)


def test_libgpiod_1s_bindings_are_not_taken_for_2s(monkeypatch: pytest.MonkeyPatch) -> None:
    """Debian's python3-libgpiod (1.6, another API) is visible in a venv with system packages: our factory
    refuses it as missing, so that the box falls back to lgpio instead of failing on a foreign API."""
    from types import SimpleNamespace
    monkeypatch.setitem(sys.modules, "gpiod", SimpleNamespace(api_version="1.6.3", Chip=object))
    with pytest.raises(ImportError, match="libgpiod 2"):
        GpiodFactory()
