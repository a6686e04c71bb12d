"""DESIGN.md's dependency direction, checked by import-linter's contracts in pyproject.toml."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path


from conftest import ROOT


def test_import_contracts_hold() -> None:
    lint = shutil.which("lint-imports") or str(Path(sys.executable).with_name("lint-imports"))
    result = subprocess.run([lint], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    import tomllib
    contracts = len(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"])
    assert f"Contracts: {contracts} kept, 0 broken." in result.stdout  # every contract in pyproject.toml, none skipped


IMPURE_MODULES = {"time", "datetime", "os", "pathlib", "io", "socket", "subprocess", "shutil", "sqlite3",
                  "threading", "secrets", "urllib", "importlib"}


def impurities(source: str, where: str) -> list[str]:
    """What in ``source`` reads a clock, does I/O or uses the process-global random generator (an import only
    for the type checker, under ``if TYPE_CHECKING:``, never runs)."""
    found = []
    tree = ast.parse(source, where)
    type_only = {id(inner) for node in ast.walk(tree) if isinstance(node, ast.If)
                 and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"
                 for statement in node.body for inner in ast.walk(statement)}
    for node in ast.walk(tree):
        if id(node) in type_only:
            continue
        if isinstance(node, ast.Import):
            found += [f"{where} imports {a.name}" for a in node.names if a.name.split(".")[0] in IMPURE_MODULES]
        elif isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "importlib" and [a.name for a in node.names] == ["import_module"]:
                continue  # loading a game's code when it is first played (games/registry.py) reads no data
            if node.module.split(".")[0] in IMPURE_MODULES:
                found.append(f"{where} imports {node.module}")
            if node.module == "random" and [a.name for a in node.names] != ["Random"]:
                found.append(f"{where} imports random's global functions")
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id in ("open", "input", "print"):
                found.append(f"{where}:{node.lineno} calls {func.id}()")
            if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "random" \
                    and func.attr != "Random":
                found.append(f"{where}:{node.lineno} uses the global random.{func.attr}()")
    return found


def test_games_read_no_clock_perform_no_io_and_own_no_global_randomness() -> None:
    """DESIGN.md: an engine is built from (options, seed) and changed only by actions."""
    for path in (ROOT / "games").rglob("*.py"):
        assert impurities(path.read_text(), str(path.relative_to(ROOT))) == []


def test_the_purity_check_sees_a_clock_a_file_and_global_randomness() -> None:
    for bad in ("import time\n", "from datetime import date\n", "x = open('f')\n",
                "import random\nrandom.shuffle([])\n", "from random import choice\n",
                "from importlib import resources\n", "from importlib import import_module, resources\n"):
        assert impurities(bad, "bad.py"), bad
    assert impurities("import random\nrng = random.Random(4)\nrng.shuffle([])\n", "good.py") == []
    assert impurities("from importlib import import_module\n", "good.py") == []
    assert impurities("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import datetime\n", "good.py") == []


def test_type_checks_pass_in_strict_mode() -> None:
    mypy = shutil.which("mypy") or str(Path(sys.executable).with_name("mypy"))
    result = subprocess.run([mypy], cwd=ROOT, capture_output=True, text=True, timeout=240)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_room_of_the_controller_is_in_a_layer() -> None:
    """A new package under controller/ must be placed in the layers contract, or nothing checks it."""
    import tomllib
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
    layers = next(c for c in contracts if c["type"] == "layers" and c.get("containers") == ["controller"])
    named = {room.strip() for layer in layers["layers"] for room in layer.split("|")}
    rooms = {p.parent.name for p in (ROOT / "controller").glob("*/__init__.py")}
    assert rooms == named


BREACHES = {
    "controller/core/breach_face.py": "import controller.faces.web.server\n",
    "controller/faces/web/breach_wiring.py": "import controller.app.box\n",
    "controller/hardware/breach_gpio.py": "import gpiozero\n",
    "controller/faces/web/breach_pygame.py": "import pygame\n",
}


def test_the_contracts_see_a_breach(tmp_path: Path) -> None:
    """A copy of the code with a core that imports a face, a face that imports the wiring, gpiozero outside
    drivers/ and pygame in the web face: each is a broken contract, named with its line."""
    for package in ("controller", "drivers", "games", "sounds"):
        shutil.copytree(ROOT / package, tmp_path / package, ignore=shutil.ignore_patterns("__pycache__", "*.wav"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    for where, text in BREACHES.items():
        (tmp_path / where).write_text(text)
    lint = shutil.which("lint-imports") or str(Path(sys.executable).with_name("lint-imports"))
    env = {**__import__("os").environ, "PYTHONPATH": str(tmp_path)}
    result = subprocess.run([lint, "--no-cache"], cwd=tmp_path, capture_output=True, text=True, timeout=240, env=env)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "Contracts: 2 kept, 3 broken." in result.stdout, result.stdout
    for where in BREACHES:
        assert where.removesuffix(".py").replace("/", ".") in result.stdout, where


def test_the_folder_gives_the_kind() -> None:
    """``-m "not system"`` leaves out every test under tests/system/ and keeps every one under tests/unit/:
    the marker comes from the folder (one conftest hook), not from each module."""
    def collected(marks: str, where: str) -> int:
        result = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
                                 "-n", "0", "-m", marks, where], cwd=ROOT, capture_output=True, text=True, timeout=240)
        counts = [line.rsplit(": ", 1) for line in result.stdout.splitlines() if line.startswith(where + ": ")]
        return sum(int(n) for _, n in counts)  # "-q -q" (addopts and ours) prints "file: count"
    assert collected("not system", "tests/system/test_docs_commands.py") == 0
    assert collected("system", "tests/system/test_docs_commands.py") > 0
    assert collected("system", "tests/unit/test_maze.py") == 0
    assert collected("not system", "tests/unit/test_maze.py") > 0
