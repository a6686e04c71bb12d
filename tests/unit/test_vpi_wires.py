"""The copper the virtual Pi's harness asks the guest's kernel for (tests/vpi/wires.py): which words a
matrix's switches become, and which space each cell stands for, read from the maze file itself."""

from __future__ import annotations

import tomllib
from pathlib import Path

from vpi.real_pins import describe, per_test, results
from vpi.wires import COLS, ROWS, PegMatrix, jumper, maze_pegs, write_links

MAZE = Path(__file__).resolve().parents[2] / "games" / "pacman" / "maze.toml"


def test_the_harness_wires_the_box_default_pins() -> None:
    pegs = tomllib.loads((MAZE.parents[2] / "controller" / "defaults.toml").read_text())["pegs"]
    assert (list(ROWS), list(COLS)) == (pegs["rows"], pegs["cols"])


def test_a_closed_switch_is_a_diode_toward_the_driven_row_or_a_wire_without_diodes() -> None:
    cell = [(1, 2)]  # row GPIO6, column GPIO2
    assert PegMatrix().links(cell) == ["2>6"]  # the anode at the pulled-up column: only the row's low passes
    assert PegMatrix(rows_active_low=False).links(cell) == ["6>2"]
    assert PegMatrix(diodes=False).links(cell) == ["6=2"]


def test_a_broken_row_or_column_conducts_nothing() -> None:
    broken = PegMatrix(cut_rows=frozenset({3}), cut_cols=frozenset({9}))
    assert broken.links([(3, 0), (0, 9), (2, 2)]) == ["2>12"]
    assert len(broken.cells) == 128 and broken.cells[17] == (1, 1)


def test_the_shell_line_replaces_every_wire() -> None:
    assert write_links([jumper(22, 27)]) == "echo '22=27' > /run/vpi-gpio/sim_links"
    assert write_links([]) == "echo '' > /run/vpi-gpio/sim_links"


def test_the_maze_has_124_pegs_dots_in_reading_order_then_the_power_spaces() -> None:
    pegs = maze_pegs(MAZE)
    assert len(pegs) == 124 and len(set(pegs)) == 124
    assert pegs[:3] == ["B2", "C2", "D2"]  # what the serial board's check eats: cells (0, 0) to (0, 2)
    assert pegs[-4:] == ["B3", "R3", "B16", "R16"]  # the four power spaces


JUNIT = """<testsuites><testsuite name="pytest">
<testcase classname="test_real_pins" name="test_output[tabletop]" time="0.01"/>
<testcase classname="test_real_pins" name="test_duty_cycles[tabletop]" time="0.01">
  <skipped type="pytest.skip" message="&lt;drivers.gpiod_pins.GpiodFactory object at 0x7f9de8633790&gt; doesn't support PWM"/>
</testcase>
<testcase classname="test_real_pins" name="test_output[rpigpio]" time="0.01">
  <skipped type="pytest.skip" message="skipped factory rpigpio: No module named 'RPi'"/>
</testcase>
<testcase classname="test_real_pins" name="test_envvar_factory[tabletop-lgpio]" time="0.01">
  <failure message="TypeError: isinstance() arg 2 must be a type">...</failure>
</testcase>
<testcase classname="test_real_pins" name="test_bad_factory" time="0.01"/>
</testsuite></testsuites>"""


def test_real_pin_results_are_counted_per_factory_with_the_reasons() -> None:
    per = results(JUNIT)
    assert per["tabletop"] == {"passed": {"": 1}, "skipped": {"drivers.gpiod_pins.GpiodFactory doesn't support PWM": 1}}
    assert per["tabletop-lgpio"] == {"failed": {"TypeError: isinstance() arg 2 must be a type": 1}}
    assert per["no factory"] == {"passed": {"": 1}} and "rpigpio" in per
    assert describe("tabletop", per["tabletop"]) == \
        "tabletop: 1 passed, 1 skipped (drivers.gpiod_pins.GpiodFactory doesn't support PWM)"
    assert describe("rpigpio", per["rpigpio"]) == "rpigpio: 1 skipped"  # gpiozero's own: counts only
    assert per_test(JUNIT) == ["test_output: tabletop passed",
                               "test_duty_cycles: tabletop skipped (drivers.gpiod_pins.GpiodFactory doesn't support PWM)",
                               "test_envvar_factory: tabletop-lgpio FAILED (TypeError: isinstance() arg 2 must be a type)"]
