"""gpiozero's own real-pin tests (``tests/test_real_pins.py`` of a gpiozero checkout) in the guest.

gpiozero's file is not ours to copy into the project: ``--gpiozero PATH`` names a checkout (its tests
folder is shared with the guest as it is). The tests want two pins wired together (GPIO22 driven,
GPIO27 read: ``GPIOZERO_TEST_PIN`` / ``GPIOZERO_TEST_INPUT_PIN``); a gpio-sim wire connects them, and
they run against every factory registered in ``gpiozero_pin_factories``: ours (``tabletop``,
``tabletop-lgpio``) and whichever of gpiozero's own can start in the guest. The box is stopped while they
run (GPIO22 and GPIO27 are two of its buttons). pytest is installed beside the box's venv, not in it.
"""

from __future__ import annotations

import re
import shutil
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

from .wires import jumper, write_links

if TYPE_CHECKING:
    from .checks import Checks

TEST_PIN, INPUT_PIN = 22, 27
OURS = ("tabletop", "tabletop-lgpio")
RESULT = re.compile(r"test_real_pins\.py::(\w+)(?:\[([^\]]+)\])? (PASSED|FAILED|SKIPPED|ERROR)")
SKIP = re.compile(r"SKIPPED \[\d+\] test_real_pins\.py:\d+: (.+)")


def share_tests(checkout: Path, share: Path) -> None:
    """Put the checkout's real-pin tests (and the conftest they need) in the guest's share."""
    tests = checkout / "tests"
    if not (tests / "test_real_pins.py").is_file():
        raise SystemExit(f"vpi: --gpiozero {checkout}: no tests/test_real_pins.py there (a gpiozero checkout, "
                         "e.g. git clone https://github.com/gpiozero/gpiozero)")
    (share / "gpiozero-tests").mkdir()
    for name in ("test_real_pins.py", "conftest.py"):
        shutil.copy2(tests / name, share / "gpiozero-tests" / name)


def counts(output: str) -> dict[str, Counter[str]]:
    """Each factory's results (tests that take no factory under "-"), from ``pytest -v``'s lines."""
    per: dict[str, Counter[str]] = {}
    for test, factory, outcome in RESULT.findall(output):
        per.setdefault(factory or "-", Counter())[outcome.lower()] += 1
    return per


def real_pin_tests(checks: Checks) -> tuple[bool, str]:
    """Run them and report passed / failed / skipped per factory, with the skips' reasons."""
    from .checks import UNIT
    venv = "/opt/tabletop-companion/venv/bin"
    checks.sh(f"{venv}/pip install --quiet --target /root/pytest-lib pytest && rm -rf /root/gz-tests && "
              "cp -r /mnt/host/gpiozero-tests /root/gz-tests", timeout=600)
    checks.sh(f"systemctl stop {UNIT}; {write_links([jumper(TEST_PIN, INPUT_PIN)])}")
    try:
        ran = checks.machine.run(f"cd /root/gz-tests && GPIOZERO_TEST_PIN=GPIO{TEST_PIN} "
                                 f"GPIOZERO_TEST_INPUT_PIN=GPIO{INPUT_PIN} PYTHONPATH=/root/pytest-lib "
                                 f"{venv}/python -m pytest -v -rs -p no:cacheprovider test_real_pins.py 2>&1",
                                 timeout=1200, check=False)
    finally:
        checks.sh(f"{write_links([])}; systemctl start {UNIT}")
        checks.wait_active()
    per = counts(ran.out)
    checks.say("vpi: gpiozero's real-pin tests:\n" + "\n".join(
        line for line in ran.out.splitlines() if RESULT.search(line) or SKIP.search(line)))
    reasons = sorted({reason[:70] for reason in SKIP.findall(ran.out)})
    ok = all(per.get(name, Counter())["passed"] > 0 and not per[name]["failed"] + per[name]["error"] for name in OURS)
    summary = "; ".join(f"{name}: " + ", ".join(f"{n} {outcome}" for outcome, n in sorted(c.items()))
                        for name, c in sorted(per.items()))
    return ok, f"{summary or ran.out[-200:]}; skipped because: {' | '.join(reasons) or 'none'}"
