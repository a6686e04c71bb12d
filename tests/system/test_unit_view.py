"""The box as the installed unit sees the machine, in seconds: the two failures that kept the service
from ever starting on a Pi (issue 25) could not be seen by any test run outside the unit.

Each test runs ``companion run --hardware real`` (the unit's ExecStart) in a mount namespace that
shows what the unit shows: ``/proc`` mounted ``subset=pid,hidepid=invisible`` (``ProcSubset=pid``,
``ProtectProc=invisible``: no ``/proc/cpuinfo``, no ``/proc/device-tree``), a Pi 4's device tree under
``/sys/firmware`` (which the unit leaves visible), a ``/dev/gpiochip0`` node, and a read-only working
directory (``ProtectSystem=strict``). This machine has no GPIO chip behind that node, so the box must
get as far as opening it, and stop there with one line; anything else it stops on is a bug the Pi
would hit. The virtual Pi (tests/vpi) runs the real unit on a real chip.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest


VIEW = r"""
set -eu
scratch=$1; shift
mount --make-rprivate /
mount -t proc -o subset=pid,hidepid=invisible proc /proc
mount -t tmpfs -o mode=0755,size=64k firmware /sys/firmware
mkdir -p /sys/firmware/devicetree/base/system
printf 'Raspberry Pi 4 Model B Rev 1.4\0' >/sys/firmware/devicetree/base/model
printf '\000\300\061\024' >/sys/firmware/devicetree/base/system/linux,revision
mkdir -p "$scratch/host-dev"
mount --rbind /dev "$scratch/host-dev"
mount -t tmpfs -o mode=0755,size=64k dev /dev
for node in null zero full random urandom; do
  touch "/dev/$node"
  mount --bind "$scratch/host-dev/$node" "/dev/$node"
done
mknod -m 0660 /dev/gpiochip0 c 254 0
mkdir -p "$scratch/cwd"
mount --bind "$scratch/cwd" "$scratch/cwd"
mount -o remount,bind,ro "$scratch/cwd"
cd "$scratch/cwd"
exec "$@"
"""


def in_unit_view(tmp_path: Path, *command: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """Run ``command`` in the unit's view of the machine; skipped where namespaces cannot be made."""
    unshare = shutil.which("unshare")
    if os.geteuid() != 0 or unshare is None:
        pytest.skip("needs root and unshare(1) to make a mount namespace (CI runs as root)")
    probe = subprocess.run([unshare, "--mount", "--pid", "--fork", "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip(f"this machine cannot make namespaces: {probe.stderr.decode().strip()}")
    full_env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "PYTHONDONTWRITEBYTECODE": "1", **env}
    full_env.pop("LG_WD", None)
    return subprocess.run([unshare, "--mount", "--pid", "--fork", "sh", "-c", VIEW, "view", str(tmp_path), *command],
                          capture_output=True, text=True, timeout=120, env=full_env)


def run_box(tmp_path: Path, factory: str) -> subprocess.CompletedProcess[str]:
    companion = Path(sys.executable).parent / "companion"  # as the unit starts it: the installed script
    config = tmp_path / "config.toml"
    config.write_text('[web]\nlisten = ""\n')
    return in_unit_view(tmp_path, str(companion), "run", "--hardware", "real", "--game", "deathstar",
                        "--players", "ann,bob", "--config", str(config), "--db", str(tmp_path / "box.db"),
                        env={"GPIOZERO_PIN_FACTORY": factory})


def test_the_view_is_the_units(tmp_path: Path) -> None:
    """The namespace hides what the unit hides and shows what it shows (or the tests below prove nothing)."""
    script = "test ! -e /proc/cpuinfo && test ! -e /proc/device-tree && test -c /dev/gpiochip0 " \
             "&& test ! -w . && test -s /sys/firmware/devicetree/base/system/linux,revision && echo ok"
    result = in_unit_view(tmp_path, "sh", "-c", script, env={})
    assert result.stdout.strip() == "ok", result.stderr


def test_the_box_on_libgpiod_2_gets_as_far_as_opening_the_chip(tmp_path: Path) -> None:
    pytest.importorskip("gpiod", reason="the test extra installs the gpiod bindings")
    result = run_box(tmp_path, "")  # the box's own choice: our factory on libgpiod 2
    assert result.returncode == 2, result.stderr
    [line] = result.stderr.strip().splitlines()
    assert line.startswith("companion run: cannot open the GPIO: ") and "Error: [Errno" in line
    assert "/dev/gpiochip0: " in line  # the chip itself, not a file the unit hides


def test_the_lgpio_fallback_gets_as_far_as_opening_the_chip(tmp_path: Path) -> None:
    """lgpio's import makes a pipe in the working directory, and gpiozero's lgpio factory reads /proc: the box
    gives lgpio a writable folder and the board's revision from /sys."""
    pytest.importorskip("lgpio", reason="the test extra installs lgpio where it has wheels")
    result = run_box(tmp_path, "lgpio")
    assert result.returncode == 2, result.stderr
    [line] = result.stderr.strip().splitlines()
    assert line == "companion run: cannot open the GPIO: error: 'not a gpiochip'"


def test_a_box_that_cannot_open_its_gpio_leaves_no_game_behind(tmp_path: Path) -> None:
    pytest.importorskip("gpiod", reason="the test extra installs the gpiod bindings")
    for _ in range(2):
        assert run_box(tmp_path, "").returncode == 2
    import sqlite3
    if (tmp_path / "box.db").exists():
        with sqlite3.connect(tmp_path / "box.db") as db:
            assert db.execute("SELECT COUNT(*) FROM sessions").fetchone() == (0,)
