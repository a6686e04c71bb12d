"""Every command in the README and docs/ that starts the box on simulated hardware (or renders what it would
play or lay out) still runs as written, and still prints what its comment quotes."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
RUNNABLE = re.compile(r"\.venv/bin/companion (run .*--simulate.*--(demo|script)|labyrinth setup|sounds --render-script)")


def commands() -> list[tuple[str, str]]:
    """(page, command line) for each runnable ``.venv/bin/companion`` line of a shell block, as written
    (the last command of an ``&&`` chain, its trailing comment kept)."""
    found = []
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        for block in re.findall(r"```(?:sh|bash|shell)\n(.*?)```", text, re.S):
            for line in block.splitlines():
                line = line.split("&&")[-1].strip()
                if RUNNABLE.match(line) and "--web" not in line and "--screen" not in line:
                    found.append((page.relative_to(ROOT).as_posix(), line))
    return found


COMMANDS = commands()


def test_the_pages_show_commands_that_start_the_box() -> None:
    assert len(COMMANDS) >= 8  # the README's demo, the four languages', the script, the set-up, the render


@pytest.mark.parametrize("page,line", COMMANDS, ids=[f"{p}:{line.split('--game ')[-1][:24]}" for p, line in COMMANDS])
def test_a_command_from_the_pages_runs_as_written(page: str, line: str, tmp_path: Path) -> None:
    words = shlex.split(line, comments=True)
    quoted = re.findall(r'#\s*"([^"]+)"', line)  # what the page says it prints
    words = [str(tmp_path / Path(w).name) if w.startswith("/tmp/") else
             str(ROOT / w) if w.startswith("tests/data/") else w for w in words[1:]]
    env = {**os.environ, "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(tmp_path / "audio.raw"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_STATE_HOME": str(tmp_path / "state")}
    env.pop("COMPANION_CONFIG", None)
    result = subprocess.run([sys.executable, "-m", "controller", *words], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, f"{page}: {line}\n{result.stdout[-2000:]}\n{result.stderr[-2000:]}"
    for text in quoted:
        assert text in result.stdout, f"{page}: {line}: {text!r} is not in what it printed"
