"""Stand-ins for hardware, at the lowest boundary only (as gpiozero keeps its own in ``pins/mock.py``):
fingers on gpiozero's mock pins (``fingers.py``), a peg matrix wired to mock pins (``peg_matrix.py``),
lgpio and gpiod 2 on mock pins (``gpio_libraries.py``, with line events: ``gpio_events.py``) and the
Pico's firmware behind a pseudo-terminal (``pty_board.py``). The real drivers run unchanged on them."""
