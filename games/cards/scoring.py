"""How a completed row scores (RULES.md section 3)."""

from __future__ import annotations


def score_row(left: int, op: str, right: int, hard: bool = False) -> int:
    """Points for a completed row ``left op right``.

    Add; multiply (anything times 0 is 0); subtract, where a result below zero
    scores 0, except in the harder variant where it counts against the player.

    >>> score_row(10, "x", 5), score_row(1, "-", 5), score_row(1, "-", 5, hard=True)
    (50, 0, -4)
    """
    if op == "+":
        return left + right
    if op == "x":
        return left * right
    if op == "-":
        difference = left - right
        return difference if hard or difference > 0 else 0
    raise ValueError(f"unknown operator {op!r}: use +, - or x")
