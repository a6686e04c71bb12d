"""The Raspberry Pis a family owns, as their kernels show them: the device tree's identity and the GPIO
chips (number, label, lines) under ``/dev``, in the order the kernel numbers them. Read by the suite
(``tests/unit/test_header_chip.py``: the header's chip found by its label whatever its number).

From the Raspberry Pi documentation's revision-codes page (new-style codes: bit 23 set; the board type in
bits 4-11, which is what to filter on, never whole codes: 0x11 a Pi 4 B, 0x17 a Pi 5, 0x12 a Zero 2 W, 0x08
a Pi 3 B) and the boards' kernels: a Pi 5's header is on RP1, ``gpiochip4`` behind four ``gpio-brcmstb``
chips before kernel 6.6.45 and ``gpiochip0`` (the brcmstb chips at 10-13) after it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Chip:
    """One GPIO chip: ``/dev/gpiochip<number>``, its label and its number of lines."""

    number: int
    label: str
    lines: int


@dataclass(frozen=True)
class Board:
    """A Pi model as its kernel describes it."""

    model: str
    compatible: str
    revision: int
    chips: tuple[Chip, ...]
    header: int
    """The number of the chip whose lines are the 40-pin header's GPIOs."""


BRCMSTB = ("gpio-brcmstb@107d508500", "gpio-brcmstb@107d508520", "gpio-brcmstb@107d517c00", "gpio-brcmstb@107d517c20")
BOARDS = {
    "pi4": Board("Raspberry Pi 4 Model B Rev 1.4", "raspberrypi,4-model-b", 0xC03114,
                 (Chip(0, "pinctrl-bcm2711", 58), Chip(1, "raspberrypi-exp-gpio", 8)), header=0),
    "pi5": Board("Raspberry Pi 5 Model B Rev 1.0", "raspberrypi,5-model-b", 0xD04170,
                 (Chip(0, "pinctrl-rp1", 54), *(Chip(10 + k, label, 32) for k, label in enumerate(BRCMSTB))),
                 header=0),
    "pi5-6.1": Board("Raspberry Pi 5 Model B Rev 1.0", "raspberrypi,5-model-b", 0xC04170,
                     (*(Chip(k, label, 32) for k, label in enumerate(BRCMSTB)), Chip(4, "pinctrl-rp1", 54)), header=4),
    "zero2w": Board("Raspberry Pi Zero 2 W Rev 1.0", "raspberrypi,model-zero-2-w", 0x902120,
                    (Chip(0, "pinctrl-bcm2835", 54),), header=0),
    "pi3": Board("Raspberry Pi 3 Model B Rev 1.2", "raspberrypi,3-model-b", 0xA02082,
                 (Chip(0, "pinctrl-bcm2835", 54), Chip(1, "raspberrypi-exp-gpio", 8)), header=0),
}
"""``--model`` names and their boards (a Pi 5 before kernel 6.6.45 is ``pi5-6.1``)."""



def board_conf(board: Board) -> str:
    """``/etc/vpi-board.conf`` for the guest's ``vpi-board``: the identity and the chips to make."""
    header = next(chip.label for chip in board.chips if chip.number == board.header)
    chips = " ".join(f"{chip.number}:{chip.label}:{chip.lines}" for chip in sorted(board.chips, key=lambda c: c.number))
    return (f'MODEL="{board.model}"\nREVISION={board.revision:08x}\n'
            f'COMPATIBLE="{board.compatible} {SOC[header]}"\nCHIPS="{chips}"\nHEADER={header}\n')


SOC = {"pinctrl-bcm2711": "brcm,bcm2711", "pinctrl-rp1": "brcm,bcm2712", "pinctrl-bcm2835": "brcm,bcm2837"}
"""The system on a chip a board's header chip says (the second word of its device tree's compatible)."""
