"""The arm64 virtual Pi's device tree: QEMU's virt board renamed as a Pi 4, as tests/vpi boots it.

The box then finds the board where a Pi's kernel puts it, with no faking in the box's code: this
checks the source transformation on the shape QEMU dumps (the virtual Pi itself checks the rest).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


from conftest import ROOT
from vpi.boards import BOARDS


VIRT = """/dts-v1/;

/ {
\tinterrupt-parent = <0x8003>;
\tmodel = "linux,dummy-virt";
\t#size-cells = <0x02>;
\tcompatible = "linux,dummy-virt";

\tgpio-keys {
\t\tcompatible = "gpio-keys";
\t};

\tpl061@9030000 {
\t\tphandle = <0x8005>;
\t\tcompatible = "arm,pl061", "arm,primecell";
\t};
};
"""


def test_the_virt_board_becomes_each_pi_without_its_own_gpio(tmp_path: Path) -> None:
    (tmp_path / "virt.dts").write_text(VIRT)
    script = ROOT / "tests" / "vpi" / "guest" / "pi-devicetree.py"
    subprocess.run([sys.executable, str(script), str(tmp_path / "virt.dts"), str(tmp_path)], check=True)
    assert sorted(p.name for p in tmp_path.glob("pi-*.dts")) == sorted(f"pi-{model}.dts" for model in BOARDS)
    five = (tmp_path / "pi-pi5-6.1.dts").read_text()
    assert '\tmodel = "Raspberry Pi 5 Model B Rev 1.0";' in five and "linux,revision = <0x00c04170>;" in five
    pi = (tmp_path / "pi-pi4.dts").read_text()
    assert '\tmodel = "Raspberry Pi 4 Model B Rev 1.4";' in pi and "dummy-virt\";\n\t#size" not in pi
    assert '\tcompatible = "linux,dummy-virt";' in pi  # the kernel still boots it as QEMU's board
    assert "\tsystem {\n\t\tlinux,revision = <0x00c03114>;\n\t};\n};" in pi
    assert '\tpl061@9030000 {\n\t\tstatus = "disabled";' in pi
    assert '\tgpio-keys {\n\t\tstatus = "disabled";' in pi


def test_a_tree_without_the_pl061_is_refused(tmp_path: Path) -> None:
    (tmp_path / "virt.dts").write_text(VIRT.replace("pl061@9030000", "pl011@9000000"))
    script = ROOT / "tests" / "vpi" / "guest" / "pi-devicetree.py"
    result = subprocess.run([sys.executable, str(script), str(tmp_path / "virt.dts"), str(tmp_path)],
                            capture_output=True, text=True)
    assert result.returncode != 0 and "no pl061@9030000 node" in result.stderr
