"""gpiozero's own real-pin tests (``tests/test_real_pins.py`` of a gpiozero checkout) in the guest.

gpiozero's file is not ours to copy into the project: ``--gpiozero PATH`` names a checkout (its tests
folder is shared with the guest as it is). The tests want two pins wired together (GPIO22 driven,
GPIO27 read: ``GPIOZERO_TEST_PIN`` / ``GPIOZERO_TEST_INPUT_PIN``); a gpio-sim wire connects them, and
they run against every factory registered in ``gpiozero_pin_factories``: ours (``tabletop``,
``tabletop-lgpio``) and whichever of gpiozero's own can start in the guest, in one pytest-xdist worker
(a test that kills its process, as lgpio's C library did once on arm64, is that test failed, and the
worker starts again for the rest). The box is stopped while they
run (GPIO22 and GPIO27 are two of its buttons). pytest is installed beside the box's venv, not in it.
"""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ElementTree
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

from .wires import jumper, write_links

if TYPE_CHECKING:
    from .checks import Checks

TEST_PIN, INPUT_PIN = 22, 27
NOT_RUN = "native or compatibility_names"
"""gpiozero's own NativeFactory (and test_compatibility_names, which makes one by its old name) maps a Pi's
GPIO registers through /dev/mem: on a virtual Pi that is not a BCM chip, the first touch kills the process
with SIGBUS (every such test crashed its worker). Out of scope: not ours, and only real Broadcom silicon
has those registers."""
LOCK_PLUGIN = (
    '"""gpiozero\'s real-pin tests lock a file for the whole module; a worker that crashed left it behind and\n'
    'every later test timed out waiting: each worker process takes its own (one worker runs at a time)."""\n'
    'import os\n'
    'os.environ["GPIOZERO_TEST_LOCK"] = f"/tmp/real_pins_lock.{os.getpid()}"\n')
OURS = ("tabletop", "tabletop-lgpio")
TEST = re.compile(r"(\w+)(?:\[([^\]]+)\])?$")
ADDRESS = re.compile(r"<([\w.]+) object at 0x[0-9a-f]+>|<pytest_fixture\(.*?\)>")


def share_tests(checkout: Path, share: Path) -> None:
    """Put the checkout's real-pin tests (and the conftest they need) in the guest's share."""
    tests = checkout / "tests"
    if not (tests / "test_real_pins.py").is_file():
        raise SystemExit(f"vpi: --gpiozero {checkout}: no tests/test_real_pins.py there (a gpiozero checkout, "
                         "e.g. git clone https://github.com/gpiozero/gpiozero)")
    (share / "gpiozero-tests").mkdir()
    for name in ("test_real_pins.py", "conftest.py"):
        shutil.copy2(tests / name, share / "gpiozero-tests" / name)


def results(junit: str) -> dict[str, dict[str, Counter[str]]]:
    """Each factory's outcomes (tests that take no factory under "no factory") from pytest's JUnit XML, as
    {factory: {outcome: Counter(reason)}}: the reason a skip or failure gave (no object addresses), "" else."""
    per: dict[str, dict[str, Counter[str]]] = {}
    for case in ElementTree.fromstring(junit).iter("testcase"):
        match = TEST.match(case.get("name", ""))
        factory = (match.group(2) if match else None) or "no factory"
        outcome, reason = "passed", ""
        for kind in ("failure", "error", "skipped"):
            found = case.find(kind)
            if found is not None:
                outcome = {"failure": "failed", "error": "error"}.get(kind, kind)
                reason = ADDRESS.sub(lambda m: m.group(1) or "(a fixture)", found.get("message", ""))
                reason = reason.removeprefix("Skipped: ")[:90]
                break
        per.setdefault(factory, {}).setdefault(outcome, Counter())[reason] += 1
    return per


def per_test(junit: str) -> list[str]:
    """One line per test for our factories: each one's outcome, and a skip's or failure's reason."""
    tests: dict[str, list[str]] = {}
    for case in ElementTree.fromstring(junit).iter("testcase"):
        match = TEST.match(case.get("name", ""))
        if not match or match.group(2) not in OURS:
            continue
        outcome = next((word for kind, word in (("failure", "FAILED"), ("error", "ERROR"), ("skipped", "skipped"))
                        if case.find(kind) is not None), "passed")
        found = next((case.find(kind) for kind in ("failure", "error", "skipped") if case.find(kind) is not None), None)
        why = ADDRESS.sub(lambda m: m.group(1) or "(a fixture)", found.get("message", ""))[:70] if found is not None else ""
        tests.setdefault(match.group(1), []).append(f"{match.group(2)} {outcome}" + (f" ({why})" if why else ""))
    return [f"{test}: {', '.join(outcomes)}" for test, outcomes in tests.items()]


def describe(factory: str, outcomes: dict[str, Counter[str]]) -> str:
    """One factory's counts, with the reasons of what did not pass."""
    parts = []
    for outcome in ("passed", "failed", "error", "skipped"):
        if outcome in outcomes:
            reasons = outcomes[outcome]
            why = "; ".join(f"{n} x {r}" if n > 1 else r for r, n in reasons.most_common() if r)
            parts.append(f"{sum(reasons.values())} {outcome}" + (f" ({why})" if why and factory in OURS else ""))
    return f"{factory}: {', '.join(parts)}"


def real_pin_tests(checks: Checks) -> tuple[bool, str]:
    """Run them and report passed / failed / skipped per factory, with the skips' reasons."""
    from .checks import UNIT
    venv = "/opt/tabletop-companion/venv/bin"
    checks.sh(f"{venv}/pip install --quiet --target /root/pytest-lib pytest pytest-xdist && rm -rf /root/gz-tests && "
              "cp -r /mnt/host/gpiozero-tests /root/gz-tests", timeout=600)
    checks.machine.write_file("/root/gz-tests/vpi_lock.py", LOCK_PLUGIN)
    checks.sh(f"systemctl stop {UNIT}; {write_links([jumper(TEST_PIN, INPUT_PIN)])}")
    try:
        ran = checks.machine.run(f"cd /root/gz-tests && GPIOZERO_TEST_PIN=GPIO{TEST_PIN} "
                                 f"GPIOZERO_TEST_INPUT_PIN=GPIO{INPUT_PIN} PYTHONPATH=/root/pytest-lib:/root/gz-tests "
                                 f"{venv}/python -m pytest -q -p no:cacheprovider -n 1 --max-worker-restart 50 --junitxml=/root/gz.xml "
                                 f"-p vpi_lock -k 'not ({NOT_RUN})' test_real_pins.py 2>&1", timeout=1200, check=False)
        junit = checks.sh("cat /root/gz.xml 2>/dev/null || true")
    finally:
        checks.sh(f"{write_links([])}; systemctl start {UNIT}")
        checks.wait_active()
    if not junit.strip():
        return False, f"pytest gave no results: {ran.out[-300:]}"
    per = results(junit)
    lines = [describe(factory, outcomes) for factory, outcomes in sorted(per.items())]
    checks.say("vpi: gpiozero's real-pin tests, per factory:\n  " + "\n  ".join(lines)
               + "\nvpi: per test, on ours:\n  " + "\n  ".join(per_test(junit)))
    ok = all(
        sum(per.get(name, {}).get("passed", Counter()).values()) > 0
        and not per.get(name, {}).get("failed") and not per.get(name, {}).get("error")
        for name in OURS)
    others = [factory for factory in per if factory not in OURS and factory != "no factory"]
    why_not = {factory: next(iter(per[factory].get("skipped", Counter({"": 0}))), "") for factory in others
               if "passed" not in per[factory]}
    started = f"; not started here: {', '.join(f'{f} ({w[:50]})' for f, w in sorted(why_not.items()))}" if why_not else ""
    left_out = ("; native and test_compatibility_names: not run (NativeFactory maps a Pi's GPIO registers through "
                "/dev/mem: SIGBUS on a virtual Pi)")
    return ok, "; ".join(line for line in lines if line.split(":")[0] in (*OURS, "mock", "lgpio", "no factory")) + started + left_out
