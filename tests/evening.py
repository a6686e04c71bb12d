"""An evening at the table as a family has it, for tests/system/test_evening.py: the box started as systemd starts it
(no terminal, standard input closed, the web on), its speech rendered by espeak-ng through a stand-in that
writes down every sentence it is given (what the table hears), and phones in headless Chromium, each a device
of its own on the Wi-Fi (tests/wifi.py)."""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

from conftest import ROOT

CODE = re.compile(r"((?:\d, ){3}\d)\.$")
"""A join code as the box says it, digit by digit, at the end of its sentence ("... is 4, 8, 2, 9.")."""
PAGE_WAIT_MS = 120_000
HEARD_WITHIN = 300.0
"""Seconds the box has to say what a test waits for: never a measure of speed, only a bound on a hang."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def espeak_stand_in(folder: Path, spoken: Path) -> Path:
    """A folder whose ``espeak-ng`` writes down the text it is given, then runs the real espeak-ng."""
    real = shutil.which("espeak-ng")
    assert real is not None, "espeak-ng is needed (.ci/run installs it)"
    folder.mkdir(parents=True, exist_ok=True)
    stand_in = folder / "espeak-ng"
    stand_in.write_text('#!/bin/sh\nfor said; do :; done\nprintf \'%s\\n\' "$said" >> "$SPOKEN"\n'
                        f'exec {real} "$@"\n')
    stand_in.chmod(0o755)
    spoken.touch()
    return folder


class ServiceBox:
    """``companion run`` as the unit starts it: its own process group, no terminal, fd 0 closed, stdout to a
    log file (the journal), the config's ``[web] listen``; killed with SIGKILL as a power cut would."""

    def __init__(self, folder: Path, port: int, language: str = "en") -> None:
        self.folder = folder
        self.port = port
        self.spoken = folder / "spoken.txt"
        self.log = folder / "journal.txt"
        self.config = folder / "config.toml"
        self.db = folder / "state" / "companion.db"
        self.db.parent.mkdir(parents=True, exist_ok=True)
        self.config.write_text(f'[box]\ndatabase = "{self.db}"\nlanguage = "{language}"\n'
                               f'[web]\nlisten = "127.0.0.1:{port}"\n')
        self.bin = espeak_stand_in(folder / "bin", self.spoken)
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        env = {**os.environ, "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(self.folder / "audio.raw"),
               "SDL_DISKAUDIODELAY": "0",  # SDL writes the sound as fast as it can, not in real time
               "SPOKEN": str(self.spoken), "PATH": f"{self.bin}:{os.environ['PATH']}", "PYTHONUNBUFFERED": "1"}
        env.pop("COMPANION_CONFIG", None)
        with open(self.log, "ab") as journal:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "controller.cli", "run", "--hardware", "simulated", "--config", str(self.config)],
                stdout=journal, stderr=subprocess.STDOUT, cwd=ROOT, env=env, start_new_session=True,
                preexec_fn=lambda: os.close(0))  # standard input closed, no terminal: as systemd runs it
        self.wait_until_serving()

    def wait_until_serving(self) -> None:
        while True:
            assert self.process is not None and self.process.poll() is None, self.log.read_text()
            try:
                self.view()
                return
            except OSError:
                time.sleep(0.1)

    def view(self) -> dict[str, Any]:
        """The public view, as any page reads it (nothing is typed here)."""
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/api/view", timeout=30) as answer:
            return dict(json.load(answer))

    def kill(self) -> None:
        """A power cut: SIGKILL, nothing shut down."""
        assert self.process is not None
        self.process.kill()
        self.process.wait(60)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(60)

    def said(self) -> list[str]:
        """Every sentence the box has said so far, in order."""
        return [line for line in self.spoken.read_text(encoding="utf-8").splitlines() if line]

    def next_code(self, heard: int) -> tuple[str, int]:
        """Wait until the box says a join code after the ``heard`` sentences already heard: (code, sentences now)."""
        give_up = time.monotonic() + HEARD_WITHIN
        while time.monotonic() < give_up:
            said = self.said()
            for index in range(heard, len(said)):
                found = CODE.search(said[index])
                if found:
                    return found.group(1).replace(", ", ""), index + 1
            assert self.process is not None and self.process.poll() is None, self.log.read_text()
            time.sleep(0.1)
        raise AssertionError(f"no join code said after {self.said()[heard:]}")

    def wait_said(self, heard: int, pattern: str) -> str:
        """Wait until the box says a sentence matching ``pattern`` after the first ``heard``."""
        give_up = time.monotonic() + HEARD_WITHIN
        while time.monotonic() < give_up:
            for line in self.said()[heard:]:
                if re.search(pattern, line):
                    return line
            assert self.process is not None and self.process.poll() is None, self.log.read_text()
            time.sleep(0.1)
        raise AssertionError(f"{pattern!r} not said after {self.said()[heard:]}")
