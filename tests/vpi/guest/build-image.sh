#!/usr/bin/env bash
# Build the virtual Pi's root file system and boot files, once, into OUT (run as root on the host):
#   OUT/rootfs.img   ext4 image of Debian 12 with systemd, Debian's 6.1 kernel and gpio-sim built
#                    out of tree (Debian's kernel does not enable CONFIG_GPIO_SIM)
#   OUT/vmlinuz, OUT/initrd.img   booted directly by QEMU (no boot loader, no firmware)
# Everything the guest needs is baked in: it has no network to Debian once built.
#
#   build-image.sh ARCH OUT      ARCH is amd64 or arm64 (arm64 runs its chroot through qemu-user-static)
set -euo pipefail

arch=${1:?usage: build-image.sh amd64|arm64 OUT}
out=${2:?usage: build-image.sh amd64|arm64 OUT}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
work=$(mktemp -d "$out/build.XXXXXX")
trap 'rm -rf "$work"' EXIT
root=$work/root

case "$arch" in
  amd64) kernel=linux-image-amd64; headers=linux-headers-amd64 ;;
  arm64) kernel=linux-image-arm64; headers=linux-headers-arm64
         mountpoint -q /proc/sys/fs/binfmt_misc || mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc
         update-binfmts --enable qemu-aarch64 >/dev/null 2>&1 || true ;;
  *) echo "build-image.sh: unknown architecture $arch (amd64 or arm64)" >&2; exit 2 ;;
esac

# What install.sh asks apt for is baked in, so that its apt step finds everything installed (the
# guest has no way to Debian's archive); python3-lgpio is Raspberry Pi OS's, not Debian's.
packages=systemd,systemd-sysv,udev,dbus,kmod,procps,iproute2,util-linux,qemu-guest-agent,$kernel
packages+=,initramfs-tools,python3,python3-venv,python3-dev,espeak-ng,libsdl2-2.0-0,libsdl2-mixer-2.0-0
packages+=,sqlite3,gpiod,git,ca-certificates
# The screen and the sound at the device (issue 36): Mesa's EGL/GBM for SDL's KMSDRM driver on the virtio
# GPU, and alsa-utils for the loopback card's capture (arecord) that hears what the box plays.
packages+=,libegl1,libgles2,libgbm1,libgl1-mesa-dri,alsa-utils
# Only to build gpio-sim; removed again below.
build_packages="build-essential $headers linux-source-6.1 xz-utils"

echo "vpi: debootstrapping Debian 12 ($arch) ..."
# Only the modules a virtio guest needs go into the initramfs: the default (MODULES=most) takes
# minutes under emulation.
mmdebstrap --quiet --variant=important --architectures="$arch" --include="$packages" \
  --essential-hook='mkdir -p "$1/etc/initramfs-tools/conf.d" "$1/usr/share/initramfs-tools/modules.d"' \
  --essential-hook='echo MODULES=list >"$1/etc/initramfs-tools/conf.d/vpi"' \
  --essential-hook='printf "virtio_pci\nvirtio_mmio\nvirtio_blk\next4\n" >"$1/usr/share/initramfs-tools/modules.d/vpi"' \
  --customize-hook="chroot \"\$1\" apt-get install -y -q $build_packages" \
  --customize-hook='cp '"$here"'/build-gpio-sim.sh '"$here"'/gpio-sim-wires.patch "$1/tmp/" && chroot "$1" sh /tmp/build-gpio-sim.sh' \
  --customize-hook="chroot \"\$1\" apt-get purge -y -q --auto-remove $build_packages" \
  bookworm "$root" >"$work/mmdebstrap.log" 2>&1 || { tail -40 "$work/mmdebstrap.log"; exit 1; }

echo "vpi: configuring the guest ..."
echo vpi >"$root/etc/hostname"
printf '127.0.1.1 vpi\n' >>"$root/etc/hosts"
printf '/dev/vda / ext4 defaults,errors=remount-ro 0 1\nhost /mnt/host 9p trans=virtio,version=9p2000.L,ro,nofail,x-systemd.device-timeout=5 0 0\n' \
  >"$root/etc/fstab"
mkdir -p "$root/mnt/host"
chroot "$root" passwd -d root >/dev/null
# pip takes wheels from the host's wheel folder only (a Pi would reach PyPI; the guest reaches nothing).
printf '[global]\nno-index = true\nfind-links = /mnt/host/wheels\ndisable-pip-version-check = true\n' \
  >"$root/etc/pip.conf"
# The guest's address for the host's forwarded port (QEMU's user network), nothing else.
mkdir -p "$root/etc/systemd/network"
printf '[Match]\nName=e*\n[Network]\nDHCP=ipv4\n' >"$root/etc/systemd/network/50-vpi.network"
chroot "$root" systemctl enable systemd-networkd.service >/dev/null 2>&1
chroot "$root" systemctl mask systemd-networkd-wait-online.service apt-daily.timer apt-daily-upgrade.timer \
  e2scrub_all.timer fstrim.timer man-db.timer >/dev/null 2>&1
install -m 0755 "$here/vpi-board" "$root/usr/local/sbin/vpi-board"
cat >"$root/etc/systemd/system/vpi-board.service" <<'UNIT'
[Unit]
Description=The virtual Pi's GPIO chip (gpio-sim) and device tree
DefaultDependencies=no
After=systemd-modules-load.service sys-kernel-config.mount local-fs.target
Before=tabletop-companion.service sysinit.target

[Service]
Type=oneshot
RemainAfterExit=yes
ExecStart=/usr/local/sbin/vpi-board

[Install]
WantedBy=sysinit.target
UNIT
chroot "$root" systemctl enable vpi-board.service >/dev/null 2>&1
# A console on the serial port, logged in as root: for a person who boots it by hand (--shell).
mkdir -p "$root/etc/systemd/system/serial-getty@.service.d"
printf '[Service]\nExecStart=\nExecStart=-/sbin/agetty --autologin root --keep-baud 115200 %%I $TERM\n' \
  >"$root/etc/systemd/system/serial-getty@.service.d/autologin.conf"

if [ "$arch" = arm64 ]; then
  # QEMU's virt board describes itself in a device tree; a Pi's kernel finds the board's identity there.
  # Dump the board's tree (for exactly the memory and CPUs the harness boots with), disable its own
  # 8-line GPIO controller (PL061, which would take gpiochip0) and its gpio-keys, and name the board
  # as each Pi names itself: model, compatible and /system/linux,revision, where the kernel shows them.
  qemu-system-aarch64 -machine virt,dumpdtb="$work/virt.dtb" -cpu cortex-a72 -smp 2 -m 2048 -display none \
    -nodefaults >/dev/null
  dtc -q -I dtb -O dts -o "$work/virt.dts" "$work/virt.dtb"
  python3 "$here/pi-devicetree.py" "$work/virt.dts" "$work"
  for dts in "$work"/pi-*.dts; do  # one tree per Pi model (the harness's --model)
    dtc -q -I dts -O dtb -o "$out/$(basename "$dts" .dts).dtb" "$dts"
  done
fi

kver=$(ls "$root/lib/modules")
cp "$root/boot/vmlinuz-$kver" "$work/vmlinuz"
cp "$root/boot/initrd.img-$kver" "$work/initrd.img"
rm -rf "$root/var/cache/apt/archives/"*.deb "$root/var/lib/apt/lists/"*
echo "vpi: making the ext4 image ..."
size_mb=$(( $(du -sm "$root" | cut -f1) + 1536 ))
mke2fs -q -t ext4 -L vpi -d "$root" "$work/rootfs.img" "${size_mb}M"
echo "$kver" >"$work/kernel-version"
mv "$work/rootfs.img" "$work/vmlinuz" "$work/initrd.img" "$work/kernel-version" "$out/"
echo "vpi: image ready in $out (kernel $kver)"
