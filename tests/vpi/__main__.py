"""``python -m tests.vpi``: prove the installed service on a real kernel (docs/real-kernel.md).

    sudo .venv/bin/python -m tests.vpi                 the arm64 guest (a Pi's architecture), 10 power cuts
    sudo .venv/bin/python -m tests.vpi --power-cuts 30
    sudo .venv/bin/python -m tests.vpi --shell         boot it and leave it running (serial console, agent)
    sudo .venv/bin/python -m tests.vpi --gpiozero ~/gpiozero   also gpiozero's own real-pin tests (a checkout)

Needs root (mmdebstrap builds the image as root), Debian's mmdebstrap, qemu-system-x86 (and
qemu-system-arm, qemu-user-static and device-tree-compiler for arm64: the Pi's device tree), qemu-utils;
``--install-tools`` apt-installs them.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .boards import BOARDS
from .checks import run_checks, summary, table
from .image import ARCHES, build_image, cache_root, prepare_share
from .machine import Machine

TOOLS = ["mmdebstrap", "qemu-system-x86", "qemu-system-arm", "qemu-user-static", "qemu-utils", "e2fsprogs",
         "binfmt-support", "device-tree-compiler", "arch-test"]


def say(line: str) -> None:
    """Progress, as it happens."""
    print(line, flush=True)


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m tests.vpi", description=__doc__.split("\n\n")[0])
    parser.add_argument("--arch", choices=ARCHES, default="arm64", help="the guest's architecture: arm64 (a Pi's, the default) or amd64")
    parser.add_argument("--model", choices=sorted(BOARDS), default="pi4",
                        help="the Pi it is: its GPIO chips, device tree and revision (default pi4; pi5-6.1 is a Pi 5 "
                             "on kernel 6.1, its header chip gpiochip4 behind four others)")
    parser.add_argument("--power-cuts", type=int, default=10, metavar="N", help="VM power cuts to make (default 10)")
    parser.add_argument("--seed", type=int, default=int(time.time()), help="the random moments' seed")
    parser.add_argument("--kvm", action="store_true", help="use KVM (where it runs a stock kernel well)")
    parser.add_argument("--rebuild", action="store_true", help="build the image again")
    parser.add_argument("--keep", action="store_true", help="keep the run's folder (disk, console log)")
    parser.add_argument("--shell", action="store_true", help="boot and install, then leave the guest running")
    parser.add_argument("--install-tools", action="store_true", help="apt-get install the tools first")
    parser.add_argument("--sound-minutes", type=float, default=10, metavar="M",
                        help="minutes of arcade matches, both CPUs busy, for the underrun count (default 10)")
    parser.add_argument("--gpiozero", type=Path, metavar="CHECKOUT",
                        help="a gpiozero checkout: run its tests/test_real_pins.py in the guest against every factory")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(sys.argv[1:] if argv is None else argv)
    if os.geteuid() != 0:
        print("vpi: run it as root (the image is built with mmdebstrap as root)", file=sys.stderr)
        return 2
    if args.install_tools:
        for step in (["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", *TOOLS]):
            done = subprocess.run(step, env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
            if done.returncode != 0:
                print(f"vpi: {' '.join(step[:2])} failed (exit {done.returncode}): its output is above", file=sys.stderr)
                return 2
    started = time.monotonic()
    if args.rebuild:
        from .image import image_for
        shutil.rmtree(image_for(args.arch).folder, ignore_errors=True)
    image = build_image(args.arch, say)
    built = time.monotonic() - started
    workdir = Path(tempfile.mkdtemp(prefix=f"run-{args.arch}-", dir=cache_root()))
    share = workdir / "share"
    commit = prepare_share(share, args.arch, say)
    if args.gpiozero:
        from .real_pins import share_tests
        share_tests(args.gpiozero, share)
    say(f"vpi: commit {commit[:10]} on the {args.arch} guest as a {args.model} ({image.folder.name}); run folder {workdir}")
    machine = Machine(image, workdir, share, accel="kvm" if args.kvm else "tcg", model=args.model)
    try:
        machine.create_disk()
        boot = machine.boot()
        say(f"vpi: booted in {boot:.0f} s (to the guest agent); the table server is 127.0.0.1:{machine.web_port}")
        if args.shell:
            say(f"vpi: console log {machine.console}; agent {machine.agent_path}; Ctrl-C powers it off")
            machine.process.wait()  # type: ignore[union-attr]
            return 0
        rows = run_checks(machine, say, args.power_cuts, args.seed, gpiozero=bool(args.gpiozero),
                          sound_minutes=args.sound_minutes)
    except KeyboardInterrupt:
        return 130
    finally:
        machine.close(keep=args.keep)
    passed, total = summary(rows)
    print(f"\nThe virtual Pi ({args.arch}, {args.model}, commit {commit[:10]}, seed {args.seed}):\n{table(rows)}")
    print(f"\n{passed} of {total} checks passed; image {'built' if built > 60 else 'cached'} "
          f"({built:.0f} s), boot {boot:.0f} s, whole run {time.monotonic() - started:.0f} s")
    return 0 if passed == total else 1


if __name__ == "__main__":
    sys.exit(main())
