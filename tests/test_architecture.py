"""DESIGN.md's dependency direction, checked by import-linter's contracts in pyproject.toml."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from conftest import ROOT


def test_import_contracts_hold() -> None:
    lint = shutil.which("lint-imports") or str(Path(sys.executable).with_name("lint-imports"))
    result = subprocess.run([lint], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "2 kept, 0 broken" in result.stdout


def test_games_read_no_clock_and_no_global_randomness() -> None:
    for path in (ROOT / "games").rglob("*.py"):
        text = path.read_text()
        for banned in ("import time", "from time", "datetime", "random.random(", "random.choice(",
                       "random.shuffle(", "open(", "os.environ"):
            assert banned not in text, f"{path.relative_to(ROOT)} uses {banned!r}"


def test_type_checks_pass_in_strict_mode() -> None:
    mypy = shutil.which("mypy") or str(Path(sys.executable).with_name("mypy"))
    result = subprocess.run([mypy], cwd=ROOT, capture_output=True, text=True, timeout=240)
    assert result.returncode == 0, result.stdout + result.stderr
