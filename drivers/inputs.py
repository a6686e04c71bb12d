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




@dataclass(frozen=True)
class PegAmbiguous:
    """A cell reads closed but, with no diodes, may be a ghost of three others: never a dot."""

    cell: tuple[int, int]


@dataclass(frozen=True)
class PegFault:
    """A cell misbehaves (``chatter``, ``closed at start``); reported once per episode."""

    cell: tuple[int, int]
    kind: str


@dataclass(frozen=True)
class BoardFault:
    """The peg board as a whole misbehaves (an impossible size in its hello); reported once per episode."""

    reason: str


@dataclass(frozen=True)
class BoardLink:
    """The serial peg board's cable: pulled (``connected`` False: its pegs are not read) or back (the board
    resyncs from its snapshot). Reported once per change, never at the first connection."""

    connected: bool
    port: str


def cell_name(cell: tuple[int, int]) -> str:
    """The printable name of a sensor cell, e.g. ``R3C12``."""
    return f"R{cell[0]}C{cell[1]}"


Input = ButtonPress | ButtonHold | PegDown | PegUp | PegAmbiguous | PegFault | BoardFault | BoardLink
