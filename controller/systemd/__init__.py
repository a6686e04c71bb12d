"""Life under systemd: sd_notify, READY/STATUS/watchdog, signals, logs."""
