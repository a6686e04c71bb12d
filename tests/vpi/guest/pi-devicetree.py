"""Turn QEMU's virt board's device tree source into each Raspberry Pi's identity (the arm64 guest).

    pi-devicetree.py VIRT.dts FOLDER

Writes FOLDER/pi-<model>.dts for every board of ``tests/vpi/boards.py``: the root node's model as that Pi
names itself ("Raspberry Pi 5 Model B Rev 1.0") and /system/linux,revision (<0x00d04170>), as a Pi's
firmware writes them (the compatible stays QEMU's, so that the kernel boots it as the board it is); the board's PL061 GPIO
controller and its gpio-keys are disabled, so that gpio-sim's chips are the only ones, numbered as the
Pi's are (tests/vpi/guest/vpi-board makes them).
"""

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from boards import BOARDS  # type: ignore[import-not-found]  # tests/vpi/boards.py, run by the image build


def pi_source(virt: str, model: str) -> str:
    """The tree source of ``model`` (a key of BOARDS) from QEMU's ``virt`` source."""
    board = BOARDS[model]
    source = re.sub(r'(\n\tmodel = )"[^"]*";', lambda m: f'{m.group(1)}"{board.model}";', virt, count=1)
    for node in ("pl061@9030000", "gpio-keys"):
        source, found = re.subn(r"(\n\t%s \{\n)" % re.escape(node), r'\1\t\tstatus = "disabled";\n', source)
        if not found:
            sys.exit(f"pi-devicetree.py: no {node} node in the virt board's tree")
    root_end = source.rindex("\n};")
    return source[:root_end] + f"\n\n\tsystem {{\n\t\tlinux,revision = <0x{board.revision:08x}>;\n\t}};" + source[root_end:]


def main(virt: str, folder: str) -> None:
    """Write one tree source per board into ``folder``."""
    source = open(virt).read()
    for model in BOARDS:
        (Path(folder) / f"pi-{model}.dts").write_text(pi_source(source, model))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
