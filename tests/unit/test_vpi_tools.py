"""The virtual Pi's harness on a fresh machine (issue 39): every program it calls is looked for before it
starts, and a missing one is one line naming it and its Debian package, not mmdebstrap's error and a
traceback ("install arch-test for foreign architecture support", "dtc: command not found")."""

from __future__ import annotations

from pathlib import Path

import pytest

from vpi import image
from vpi.image import FOREIGN_TOOLS, TOOLS_TO_BUILD, TOOLS_TO_RUN, build_image, missing_tools


def programs(folder: Path, names: list[str]) -> str:
    """A PATH of one folder holding programs of these names (each does nothing)."""
    folder.mkdir(exist_ok=True)
    for name in names:
        program = folder / name
        program.write_text("#!/bin/sh\nexit 0\n")
        program.chmod(0o755)
    return str(folder)


def test_an_arm64_image_built_on_a_pc_needs_arch_test_dtc_and_arm64_emulation(tmp_path: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", programs(tmp_path / "bin", [*TOOLS_TO_RUN["arm64"], *TOOLS_TO_BUILD]))
    assert missing_tools("arm64", building=True, host="amd64") == {
        "arch-test": "arch-test", "dtc": "device-tree-compiler", "qemu-aarch64-static": "qemu-user-static"}
    assert missing_tools("arm64", building=True, host="arm64") == {"dtc": "device-tree-compiler"}  # on a Pi
    assert missing_tools("arm64", building=False, host="amd64") == {}  # the image is cached: only QEMU runs
    assert missing_tools("amd64", building=True, host="amd64") == {"qemu-system-x86_64": "qemu-system-x86"}
    assert set(missing_tools("amd64", building=True, host="arm64")) == {"qemu-system-x86_64",
                                                                         *FOREIGN_TOOLS["amd64"]}


def test_a_missing_tool_stops_the_harness_with_one_line_naming_its_package(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))  # no image cached: it would be built
    monkeypatch.setenv("PATH", programs(tmp_path / "bin", ["qemu-system-aarch64", "qemu-img", "mke2fs"]))
    monkeypatch.setattr(image, "HOST_ARCH", "amd64")
    with pytest.raises(SystemExit) as stopped:
        build_image("arm64", say=lambda line: None)
    message = str(stopped.value)
    assert "\n" not in message and message.startswith("vpi: ")
    for package in ("mmdebstrap", "arch-test", "device-tree-compiler", "qemu-user-static"):
        assert package in message
    assert "--install-tools" in message and not (tmp_path / "cache").exists()  # nothing was begun


def test_every_module_of_the_harness_imports() -> None:
    """The harness runs only by hand (as root, for minutes): a module that does not even import is found here."""
    import importlib
    harness = Path(__file__).resolve().parents[1] / "vpi"
    for module in sorted(harness.glob("*.py")):
        importlib.import_module(f"vpi.{module.stem}" if module.stem != "__init__" else "vpi")
