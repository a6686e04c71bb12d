"""Firmware for a Raspberry Pi Pico that scans a large peg matrix and speaks the serial protocol."""
