"""`companion diagnose`: the wiring self-test runs on simulated hardware and names faulty cells."""

from __future__ import annotations

import re

import pytest

from conftest import companion


@pytest.mark.parametrize("board", ["gpio", "serial"])
def test_diagnose_runs_on_the_simulated_table_and_flags_the_chattering_cell(board: str) -> None:
    result = companion("diagnose", "--simulate", "--seconds", "2", "--board", board)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert f"peg board: {board} (simulated)" in out
    assert out.startswith("Using simulated hardware: --simulate.\n")
    assert "peg R0C3 closed" in out and "peg R2C7 closed" in out and "peg R0C3 opened" in out
    assert "button spin pressed" in out
    assert out.count("peg R5C9 FAULT: chatter") == 1
    # a chattering contact is frozen where it was when named faulty: closed or open, as the machine's pace fell
    assert re.search(r"^Closed now: R2C7(?: R5C9)?; faulty during the test: R5C9: check their wiring\.$", out, re.M), out
    statuses = [line.split("s  ", 1)[1] for line in out.splitlines() if "buttons down:" in line]
    assert all(a != b for a, b in zip(statuses, statuses[1:])), statuses  # printed on change only
    if board == "serial":
        assert "Serial link:" in out and "0 reconnects" in out
    else:
        assert "Scanner (gpiozero): " in out and "slept" in out


def test_diagnose_with_the_default_config_works_without_a_peg_board_configured() -> None:
    result = companion("diagnose", "--seconds", "1")
    assert result.returncode == 0
    assert "Using simulated hardware (" in result.stderr and "peg board: gpio (simulated)" in result.stdout


def test_a_walk_over_the_simulated_table_finds_every_row_and_column() -> None:
    result = companion("diagnose", "--simulate", "--walk", "--seconds", "6")
    assert result.returncode == 0, result.stderr
    walk = re.search(r"^Walk: (\d+) of 128 cells closed at least once\.$", result.stdout, re.M)
    assert walk and int(walk.group(1)) > 64, result.stdout[-800:]
    assert result.stdout.rstrip().endswith("Every row and column closed at least once."), result.stdout[-400:]
