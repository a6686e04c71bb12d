"""Escape from Death Star (1977): spinner, Force deck and referee."""
