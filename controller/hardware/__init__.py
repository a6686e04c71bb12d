"""Hardware wiring: real or simulated, pin names, the peg boards (the only place outside drivers/ that opens them)."""
