"""Every Pi a family owns (issue 39): the 40-pin header's chip is found by its label whatever number the
kernel gave it (a Pi 5's is gpiochip4 behind four gpio-brcmstb chips before kernel 6.6.45, gpiochip0 with
them at 10-13 after), on libgpiod 2 and on lgpio (their stand-ins, with each board's chip layout), and the
box names the model its device tree gives."""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import pytest
from gpiozero.pins.mock import MockFactory

from controller.hardware.choice import choose_hardware, gpio_chips
from drivers.gpiod_pins import header_chip_path
from drivers.matrix_lines import GpiodLines, LgpioLines, real_lines
from drivers.mock.gpio_events import LgpioAlertsStandIn
from drivers.mock.gpio_libraries import GpiodStandIn, LgpioStandIn
from drivers.pin_factories import lgpio_factory
from drivers.pi_board import pi_model, pi_revision
from vpi.boards import BOARDS, Board

ROWS, COLS = (5, 6), (0, 1, 2)
UNIT = Path(__file__).resolve().parents[2] / "systemd" / "tabletop-companion.service"


def refused(board: Board) -> set[int]:
    """The board's chips the shipped unit's device policy does not let the box open (``DeviceAllow=``
    names the header's numbers only: 0, or 4 on a Pi 5 before kernel 6.6.45): the device cgroup refuses
    them, as the stand-ins do."""
    allowed = {int(line.split("gpiochip")[1].split()[0]) for line in UNIT.read_text().splitlines()
               if line.startswith("DeviceAllow=/dev/gpiochip")}
    return {chip.number for chip in board.chips} - allowed


def root_of(board: Board, folder: Path) -> Path:
    """A root as the board's kernel shows it: ``/dev/gpiochip*`` and the device tree's model and revision."""
    (folder / "dev").mkdir(parents=True)
    for chip in board.chips:
        (folder / "dev" / f"gpiochip{chip.number}").touch()
    tree = folder / "sys" / "firmware" / "devicetree" / "base"
    (tree / "system").mkdir(parents=True)
    (tree / "model").write_bytes(board.model.encode() + b"\0")
    (tree / "compatible").write_bytes(board.compatible.encode() + b"\0brcm,bcm2835\0")
    (tree / "system" / "linux,revision").write_bytes(struct.pack(">L", board.revision))
    return folder


def labels(board: Board) -> dict[int, str]:
    return {chip.number: chip.label for chip in board.chips}


@pytest.mark.parametrize("model", sorted(BOARDS))
def test_the_header_chip_is_found_by_its_label_on_libgpiod_2(model: str, tmp_path: Path) -> None:
    board = BOARDS[model]
    root = root_of(board, tmp_path)
    gpiod = GpiodStandIn(MockFactory(), chips=labels(board), refused=refused(board))
    assert header_chip_path(gpiod, root / "dev") == str(root / "dev" / f"gpiochip{board.header}")


@pytest.mark.parametrize("model", sorted(BOARDS))
def test_the_scanner_takes_the_header_chip_on_each_library(model: str, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    board = BOARDS[model]
    root = root_of(board, tmp_path)
    chips = [str(root / "dev" / name) for name in gpio_chips(root)]
    gpiod = GpiodStandIn(MockFactory(), chips=labels(board), refused=refused(board))
    monkeypatch.setitem(sys.modules, "gpiod", gpiod)
    assert isinstance(real_lines(ROWS, COLS, active_low=True, settle=0, chips=chips), GpiodLines)
    lgpio = LgpioStandIn(MockFactory(), chips=labels(board), refused=refused(board))
    monkeypatch.setitem(sys.modules, "gpiod", None)  # libgpiod 2 not installed: lgpio, the fallback
    monkeypatch.setitem(sys.modules, "lgpio", lgpio)
    lines = real_lines(ROWS, COLS, active_low=True, settle=0, chips=chips)
    assert isinstance(lines, LgpioLines) and lgpio.opened[-1] == board.header
    lines.close()


@pytest.mark.parametrize("model", sorted(BOARDS))
def test_the_box_names_the_model_it_found(model: str, tmp_path: Path) -> None:
    board = BOARDS[model]
    root = root_of(board, tmp_path)
    assert pi_model(root) == board.model and pi_revision(root) == board.revision
    hardware = choose_hardware("auto", root=root, env={})
    assert not hardware.simulated and board.model in hardware.why
    assert f"gpiochip{board.header}" in hardware.why


@pytest.mark.parametrize("model", sorted(BOARDS))
def test_gpiozeros_lgpio_factory_is_given_the_header_chip_by_its_label(model: str, tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """gpiozero guesses gpiochip4 on a Pi 5 when there is one, else 0; ours asks the chips' labels, of the
    chips the unit lets it open (a Pi 5 on kernel 6.1 has five, and the box failed to start on lgpio when
    one it may not open said so)."""
    board = BOARDS[model]
    root = root_of(board, tmp_path)
    monkeypatch.setitem(sys.modules, "lgpio", LgpioAlertsStandIn(MockFactory(), chips=labels(board),
                                                                 refused=refused(board)))
    monkeypatch.delitem(sys.modules, "gpiozero.pins.lgpio", raising=False)
    monkeypatch.delitem(sys.modules, "drivers.lgpio_factory", raising=False)  # imports lgpio: the stand-in now
    monkeypatch.setenv("LG_WD", str(tmp_path))
    monkeypatch.setattr("drivers.pi_board.DEVICE_TREES", (f"{root}/sys/firmware/devicetree/base",))
    factory = lgpio_factory(dev=root / "dev")
    try:
        assert factory.chip == board.header  # type: ignore[attr-defined]  # gpiozero's LGPIOFactory.chip
    finally:
        factory.close()
