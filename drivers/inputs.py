"""The typed inputs drivers hand to the controller's queue."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ButtonPress:
    """A short press of the named button (released before the hold time)."""

    name: str


@dataclass(frozen=True)
class ButtonHold:
    """The named button has been held down for the hold time."""

    name: str


@dataclass(frozen=True)
class PegDown:
    """A peg-sensor cell closed: a peg was pushed down."""

    cell: tuple[int, int]


@dataclass(frozen=True)
class PegUp:
    """A peg-sensor cell opened: a peg popped back up."""

    cell: tuple[int, int]


Input = ButtonPress | ButtonHold | PegDown | PegUp
