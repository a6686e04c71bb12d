"""Turn QEMU's virt board's device tree source into a Raspberry Pi 4's identity (the arm64 guest).

    pi-devicetree.py VIRT.dts PI.dts

The root node's model becomes "Raspberry Pi 4 Model B Rev 1.4" (its compatible stays QEMU's) and gains /system/linux,revision =
<0x00c03114>, as a Pi's firmware writes them; the board's PL061 GPIO controller and its gpio-keys
are disabled, so that gpio-sim's chip is gpiochip0 as the Pi's header chip is.
"""

import re
import sys


def main(virt: str, pi: str) -> None:
    """Write the Pi's tree source ``pi`` from QEMU's ``virt``."""
    source = open(virt).read()
    source = re.sub(r'(\n\tmodel = )"[^"]*";', r'\1"Raspberry Pi 4 Model B Rev 1.4";', source, count=1)
    for node in ("pl061@9030000", "gpio-keys"):
        source, found = re.subn(r"(\n\t%s \{\n)" % re.escape(node), r'\1\t\tstatus = "disabled";\n', source)
        if not found:
            sys.exit(f"pi-devicetree.py: no {node} node in {virt}")
    root_end = source.rindex("\n};")
    source = source[:root_end] + "\n\n\tsystem {\n\t\tlinux,revision = <0x00c03114>;\n\t};" + source[root_end:]
    open(pi, "w").write(source)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
