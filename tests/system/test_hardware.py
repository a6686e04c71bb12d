"""Real or simulated hardware, chosen explicitly: never a silent simulation on a Pi (issue 17, 1 and 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import ROOT, companion
from controller.hardware.choice import HardwareError, choose_hardware, gpio_chips, real_pin_factory
from drivers.pi_board import DEVICE_TREES


MODEL_FILES = tuple(f"{tree}/model" for tree in DEVICE_TREES)

UNIT = ROOT / "systemd" / "tabletop-companion.service"
PI4 = "Raspberry Pi 4 Model B Rev 1.4\0"


def machine(tmp_path: Path, *, sys_model: str | None = None, proc_model: str | None = None,
            chips: tuple[str, ...] = ()) -> Path:
    """A root folder with what a machine shows of itself: its device-tree model and GPIO chips."""
    for relative, text in ((MODEL_FILES[0], sys_model), (MODEL_FILES[1], proc_model)):
        if text is not None:
            (tmp_path / relative).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / relative).write_text(text)
    (tmp_path / "dev").mkdir(parents=True, exist_ok=True)
    for chip in chips:
        (tmp_path / "dev" / chip).touch()
    return tmp_path


def test_a_pi_is_found_where_the_hardened_unit_can_see_it(tmp_path: Path) -> None:
    """Under the unit's ProcSubset=pid /proc/device-tree is hidden: /sys/firmware still names the Pi."""
    unit = UNIT.read_text()
    assert "ProcSubset=pid" in unit and not MODEL_FILES[0].startswith("proc/")
    root = machine(tmp_path, sys_model=PI4, chips=("gpiochip0",))
    chosen = choose_hardware("auto", root=root, env={})
    assert not chosen.simulated and chosen.why == "Raspberry Pi 4 Model B Rev 1.4 (gpiochip0)"


def test_auto_simulates_a_laptop_and_says_why(tmp_path: Path) -> None:
    laptop = choose_hardware("auto", root=machine(tmp_path), env={})
    assert laptop.simulated and "no Raspberry Pi model in /sys/firmware/devicetree/base/model" in laptop.why
    other_board = machine(tmp_path / "x", sys_model="Pine64 RockPro64\0", chips=("gpiochip0",))
    assert choose_hardware("auto", root=other_board, env={}).simulated
    no_chip = choose_hardware("auto", root=machine(tmp_path / "y", proc_model=PI4), env={})
    assert no_chip.simulated and "but no /dev/gpiochip*" in no_chip.why


def test_real_never_simulates(tmp_path: Path) -> None:
    with pytest.raises(HardwareError, match="no GPIO chip"):
        choose_hardware("real", root=machine(tmp_path, sys_model=PI4), env={})
    other_board = machine(tmp_path / "x", chips=("gpiochip0", "gpiochip4"))
    assert choose_hardware("real", root=other_board, env={}).why == "a GPIO chip (gpiochip0, gpiochip4)"
    assert choose_hardware("real", simulate_flag=True, root=other_board, env={}).simulated  # --simulate wins
    assert choose_hardware("simulated", root=machine(tmp_path / "z", sys_model=PI4, chips=("gpiochip0",)),
                           env={}).simulated


def test_gpiozero_pin_factory_is_honoured_and_mock_is_a_dry_run(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from gpiozero.pins.mock import MockFactory

    dry = choose_hardware("real", root=machine(tmp_path), env={"GPIOZERO_PIN_FACTORY": "mock"})
    assert not dry.simulated and dry.why == "GPIOZERO_PIN_FACTORY=mock"
    monkeypatch.setenv("GPIOZERO_PIN_FACTORY", "mock")
    factory = real_pin_factory()
    try:
        assert isinstance(factory, MockFactory)
    finally:
        factory.close()
    monkeypatch.setenv("GPIOZERO_PIN_FACTORY", "no-such-factory")
    with pytest.raises(HardwareError, match="cannot open the GPIO: BadPinFactory"):
        real_pin_factory()


def test_the_installed_service_asks_for_real_hardware_and_fails_clearly_without_it(tmp_path: Path) -> None:
    exec_start = [line for line in UNIT.read_text().splitlines() if line.startswith("ExecStart=")]
    assert exec_start == ["ExecStart=/opt/tabletop-companion/venv/bin/companion run --hardware real"]
    result = companion("run", "--hardware", "real", "--game", "cards", "--players", "ann,bob",
                       "--db", str(tmp_path / "r.db"), "--script", "-", stdin="", env={"GPIOZERO_PIN_FACTORY": ""})
    if gpio_chips():  # a Pi running the tests: the real pins open
        assert result.returncode == 0, result.stderr
    else:
        assert result.returncode == 2
        assert result.stderr.strip().splitlines() == [
            "companion run: --hardware real but there is no GPIO chip (/dev/gpiochip*): is this a "
            "Raspberry Pi, and may the service open it (DeviceAllow)?"]


def test_a_dry_run_on_mock_pins_with_pins_named_as_gpiozero_names_them(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text('[box]\nhardware = "real"\n[buttons.pins]\nspin = "BOARD11"\ncard = "J8:13"\n'
                      'next = "GPIO22"\nundo = "BCM23"\n')
    result = companion("run", "--config", str(config), "--game", "deathstar", "--players", "ann,bob", "--seed", "7",
                       "--db", str(tmp_path / "d.db"), "--script", "-", stdin="spin\npress spin\n",
                       env={"GPIOZERO_PIN_FACTORY": "mock"})
    assert result.returncode == 0, result.stderr
    assert "simulated" not in result.stderr
    assert result.stderr.splitlines()[0] == "Using real hardware: GPIOZERO_PIN_FACTORY=mock."  # once up, as the journal has it
    assert "ann spins 2 for the turn order." in result.stdout
    assert "'press' needs simulated buttons" in result.stdout  # real pins: only a real finger presses them
    shown = companion("diagnose", "--config", str(config), "--seconds", "0.2", env={"GPIOZERO_PIN_FACTORY": "mock"})
    assert shown.returncode == 0 and shown.stdout.startswith("Using real hardware: GPIOZERO_PIN_FACTORY=mock.")


def test_a_serial_board_that_is_not_there_stops_a_real_box_with_one_line(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text(f'[pegs]\nboard = "serial"\nserial_port = "{tmp_path}/no-pico"\n')
    result = companion("run", "--config", str(config), "--game", "pacman", "--players", "ann,bob",
                       "--db", str(tmp_path / "s.db"), "--script", "-", stdin="",
                       env={"GPIOZERO_PIN_FACTORY": "mock"})
    assert result.returncode == 2
    [line] = result.stderr.strip().splitlines()
    assert line.startswith(f"companion run: the serial peg board [pegs] serial_port = '{tmp_path}/no-pico' "
                           "cannot be opened")
    import sqlite3  # the game it had opened was never played: it is not left behind to resume
    with sqlite3.connect(tmp_path / "s.db") as db:
        assert db.execute("SELECT COUNT(*) FROM sessions").fetchone() == (0,)
