"""The virtual Pi: the installed service under its own unit, on a real kernel with a GPIO chip.

``python -m tests.vpi`` (as root, on Debian or Ubuntu) builds a Debian 12 guest once, boots it under
QEMU, runs ``systemd/install.sh`` in it as a user would and checks the box there; docs/real-kernel.md
says what it checks and how long it takes.
"""
