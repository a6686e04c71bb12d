"""The virtual Pi's image, built once and cached outside the checkout, and what each run shares with it.

- The image (``guest/build-image.sh``): Debian 12, systemd, Debian's 6.1 kernel, gpio-sim built out
  of tree, the packages install.sh asks apt for. Cached under ``$XDG_CACHE_HOME/tabletop-companion/vpi``
  by architecture and by a hash of the scripts that build it: editing them builds a new one.
- The share, read-only in the guest at ``/mnt/host``: ``src/`` (the committed tree, as ``git archive``
  gives it: what a user clones) and ``wheels/`` (every Python package the box needs, for the guest's
  Python 3.11 and architecture, downloaded once per pyproject.toml; the guest's pip takes nothing else).
"""

from __future__ import annotations

import hashlib
import os
import platform
import shutil
import subprocess
import sys
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .boards import BOARDS

if TYPE_CHECKING:
    from .machine import Machine

ROOT = Path(__file__).resolve().parents[2]
GUEST = Path(__file__).resolve().parent / "guest"
ARCHES = ("amd64", "arm64")
WHEEL_PLATFORMS = {
    "amd64": ["manylinux2014_x86_64", *(f"manylinux_2_{n}_x86_64" for n in range(17, 37)), "linux_x86_64"],
    "arm64": ["manylinux2014_aarch64", *(f"manylinux_2_{n}_aarch64" for n in range(17, 37)), "linux_aarch64"],
}
"""Debian 12's glibc is 2.36: any manylinux wheel up to 2_36 runs there (lgpio's is manylinux_2_34 only)."""
GPIO_LIBRARIES = ["gpiod>=2.1", "lgpio>=0.2"]
TEST_TOOLS = ["pytest", "pytest-xdist"]
"""For gpiozero's real-pin tests (``--gpiozero``), installed beside the box's venv, never in it (xdist runs
them in a worker process: a test that crashes its process is one failed test, not a lost run)."""


def cache_root() -> Path:
    """Where images and wheels are kept between runs (never in the checkout)."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "tabletop-companion" / "vpi"


def _digest(paths: list[Path], extra: str = "") -> str:
    sha = hashlib.sha256(extra.encode())
    for path in paths:
        sha.update(path.name.encode() + b"\0" + path.read_bytes())
    return sha.hexdigest()[:12]


@dataclass(frozen=True)
class Image:
    """A built image of one architecture."""

    arch: str
    folder: Path

    @property
    def rootfs(self) -> Path:
        """The ext4 root file system (raw; runs write to an overlay)."""
        return self.folder / "rootfs.img"

    @property
    def ready(self) -> bool:
        """Whether every file of the image is there (a build that was cut short leaves none)."""
        trees = [f"pi-{model}.dtb" for model in BOARDS] if self.arch == "arm64" else []
        names = ["rootfs.img", "vmlinuz", "initrd.img", "kernel-version", *trees]
        return all((self.folder / name).exists() for name in names)

    def qemu_command(self, machine: Machine) -> list[str]:
        """QEMU booting this image's kernel directly on the machine's disk, agent port and forwarded port."""
        net = f"user,restrict=on,hostfwd=tcp:127.0.0.1:{machine.web_port}-:8080"
        common = ["-smp", "2", "-m", "2048", "-kernel", str(self.folder / "vmlinuz"),
                  "-initrd", str(self.folder / "initrd.img"),
                  "-drive", f"file={machine.disk},if=none,id=disk,format=qcow2",
                  "-virtfs", f"local,path={machine.share},mount_tag=host,security_model=none,readonly=on",
                  "-chardev", f"socket,id=qga,path={machine.agent_path},server=on,wait=off",
                  "-device", "virtio-serial", "-device", "virtserialport,chardev=qga,name=org.qemu.guest_agent.0",
                  "-audiodev", "none,id=snd0", "-device", "intel-hda", "-device", "hda-output,audiodev=snd0",
                  # the Pico's USB cable: plugged while the host's tests/vpi/pico.py is connected to the socket
                  "-device", "qemu-xhci,id=usb", "-chardev", f"socket,id=pico,path={machine.pico_path},server=on,wait=off",
                  "-device", "usb-serial,bus=usb.0,chardev=pico",
                  # the box's own screen: a virtio GPU showing one 800x480 output (the Touch Display's size) and
                  # a virtio tablet for its touches; QMP takes screendumps and sends the taps (tests/vpi/screen.py)
                  "-device", "virtio-gpu-pci,xres=800,yres=480", "-device", "virtio-tablet-pci",
                  "-qmp", f"unix:{machine.qmp_path},server=on,wait=off",
                  "-serial", f"file:{machine.console}", "-display", "none", "-monitor", "none", "-nodefaults"]
        if self.arch == "amd64":
            accel = ["-accel", "kvm", "-cpu", "host"] if machine.accel == "kvm" else \
                ["-accel", "tcg,thread=multi", "-cpu", "max"]
            return ["qemu-system-x86_64", "-machine", "q35", *accel, *common,
                    "-device", "virtio-blk-pci,drive=disk", "-nic", f"{net},model=virtio-net-pci",
                    "-append", "root=/dev/vda rw console=ttyS0 quiet"]
        return ["qemu-system-aarch64", "-machine", "virt", "-cpu", "cortex-a72", "-accel", "tcg,thread=multi",
                "-dtb", str(self.folder / f"pi-{machine.model}.dtb"), *common,
                "-device", "virtio-blk-pci,drive=disk", "-nic", f"{net},model=virtio-net-pci",
                "-append", "root=/dev/vda rw console=ttyAMA0 quiet"]


def image_for(arch: str) -> Image:
    """The cached image of ``arch`` for the current build scripts (built or not)."""
    scripts = [*sorted(GUEST.glob("*")), Path(__file__).resolve().parent / "boards.py"]  # the trees come from it
    return Image(arch, cache_root() / f"{arch}-{_digest(scripts, arch)}")


TOOLS_TO_RUN = {"amd64": {"qemu-system-x86_64": "qemu-system-x86", "qemu-img": "qemu-utils"},
                "arm64": {"qemu-system-aarch64": "qemu-system-arm", "qemu-img": "qemu-utils"}}
"""Per architecture, the programs a run calls and the Debian package of each."""
TOOLS_TO_BUILD = {"mmdebstrap": "mmdebstrap", "mke2fs": "e2fsprogs", "qemu-img": "qemu-utils"}
DEVICE_TREE = {"dtc": "device-tree-compiler"}
"""The arm64 image's Pi device tree is compiled at build time."""
FOREIGN_TOOLS = {"amd64": {"arch-test": "arch-test", "qemu-x86_64-static": "qemu-user-static"},
                 "arm64": {"arch-test": "arch-test", "qemu-aarch64-static": "qemu-user-static"}}
"""What building an image of another architecture than the host's needs besides: mmdebstrap's check of a
foreign architecture, and the guest's programs run during the build."""
HOST_ARCH = {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def missing_tools(arch: str, building: bool, host: str | None = None) -> dict[str, str]:
    """The programs a run on ``arch`` (and building its image, when it is not cached, on a ``host`` machine:
    this one by default) needs that are not on PATH, each with the Debian package that has it."""
    host = host or HOST_ARCH
    needed = dict(TOOLS_TO_RUN[arch])
    if building:
        needed |= TOOLS_TO_BUILD | (DEVICE_TREE if arch == "arm64" else {}) | (FOREIGN_TOOLS[arch] if arch != host else {})
    return {tool: package for tool, package in needed.items() if shutil.which(tool) is None}


def build_image(arch: str, say: Callable[[str], None] = print) -> Image:
    """The image of ``arch``, built first if it is not cached (minutes; needs root and Debian's mmdebstrap)."""
    image = image_for(arch)
    missing = missing_tools(arch, building=not image.ready)
    if missing:
        raise SystemExit(f"vpi: {', '.join(sorted(missing))} missing: apt-get install "
                         f"{' '.join(sorted(set(missing.values())))} (or run with --install-tools)")
    if image.ready:
        return image
    say(f"vpi: building the {arch} image once into {image.folder} (a few minutes) ...")
    built = subprocess.run(["bash", str(GUEST / "build-image.sh"), arch, str(image.folder)])
    if built.returncode != 0:
        raise SystemExit(f"vpi: building the {arch} image failed (exit {built.returncode}): its output is above")
    return image


def wheels_for(arch: str, say: Callable[[str], None] = print) -> Path:
    """A folder of wheels with every package the box and install.sh need on ``arch``'s Python 3.11."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    requirements = [*project["project"]["dependencies"], *project["build-system"]["requires"], "wheel",
                    *GPIO_LIBRARIES, *TEST_TOOLS]
    folder = cache_root() / f"wheels-{arch}-{_digest([ROOT / 'pyproject.toml'], arch + ''.join(requirements))}"
    if (folder / ".complete").exists():
        return folder
    say(f"vpi: downloading the wheels for {arch} into {folder} ...")
    folder.mkdir(parents=True, exist_ok=True)
    platforms = [arg for name in WHEEL_PLATFORMS[arch] for arg in ("--platform", name)]
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--dest", str(folder),
                    "--only-binary=:all:", "--python-version", "3.11", "--implementation", "cp", "--abi", "cp311",
                    "--abi", "abi3", "--abi", "none", *platforms, *requirements], check=True)
    (folder / ".complete").touch()
    return folder


def prepare_share(share: Path, arch: str, say: Callable[[str], None] = print) -> str:
    """Fill ``share`` with the committed tree and the wheels; returns the commit shared."""
    share.mkdir(parents=True, exist_ok=True)
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True,
                            check=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--untracked-files=no"],
                           capture_output=True, text=True, check=True).stdout.strip()
    if dirty:
        say("vpi: note: the work tree has uncommitted changes; the guest gets the last commit, "
            f"{commit[:10]}, as a user would")
    (share / "src").mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", "HEAD"], capture_output=True,
                             check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(share / "src")], input=archive, check=True)
    shutil.copytree(wheels_for(arch, say), share / "wheels")
    return commit

