#!/bin/sh
# Build the kernel's gpio-sim driver out of tree, inside the guest's chroot, for the guest's kernel.
# Debian's kernel leaves CONFIG_GPIO_SIM (and the IRQ simulator it needs, CONFIG_IRQ_SIM) off, so
# kernel/irq/irq_sim.c goes into the same module. gpio-sim-wires.patch (beside this script) adds wires
# between lines: the peg matrix and the jumper wires the harness connects (tests/vpi/wires.py).
set -eu
kver=$(ls /lib/modules)
src=/tmp/gpio-sim
mkdir -p "$src"
cd "$src"
tar -xJf /usr/src/linux-source-6.1.tar.xz --strip-components=1 \
  linux-source-6.1/drivers/gpio/gpio-sim.c linux-source-6.1/drivers/gpio/gpiolib.h \
  linux-source-6.1/kernel/irq/irq_sim.c
mv drivers/gpio/gpio-sim.c gpio_sim_main.c
mv drivers/gpio/gpiolib.h gpiolib.h
mv kernel/irq/irq_sim.c irq_sim.c
patch -s gpio_sim_main.c "$(dirname "$0")/gpio-sim-wires.patch"
# irq_to_desc() is not exported to modules; generic_handle_irq() is, and runs the same handler
# (handle_simple_irq, which irq_sim gives every interrupt it maps).
sed -i 's/handle_simple_irq(irq_to_desc(irqnum))/generic_handle_irq(irqnum)/' irq_sim.c
grep -q 'generic_handle_irq(irqnum)' irq_sim.c
cat >Kbuild <<'KBUILD'
obj-m := gpio-sim.o
gpio-sim-y := gpio_sim_main.o irq_sim.o
KBUILD
make -s -C "/lib/modules/$kver/build" M="$src" modules
install -D -m 0644 gpio-sim.ko "/lib/modules/$kver/updates/gpio-sim.ko"
depmod "$kver"
cd /
rm -rf "$src"
echo "gpio-sim built for $kver"
