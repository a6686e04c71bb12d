"""The kinds the loop publishes: the box's own event kinds (a game's own are its ``Kind``) and the kinds of
update every sink receives (:class:`controller.core.publisher.Update`). Each equals its plain name, which
is what the JSON interface, the journal and the pages read (DESIGN.md)."""

from __future__ import annotations

from enum import StrEnum


class ControllerKind(StrEnum):
    """Events the box makes itself, in every game."""

    ERROR = "error"
    BOARD_FAULT = "board_fault"
    BOARD_LINK = "board_link"
    PEG_FAULT = "peg_fault"
    STATUS = "status"
    UNDO = "undo"
    RESUMED = "resumed"


class UpdateKind(StrEnum):
    """Why an update was published: the game started, resumed or was replaced, an action, a refusal, a fault."""

    START = "start"
    RESUME = "resume"
    NEW_GAME = "new_game"
    ACTION = "action"
    UNDO = "undo"
    STATUS = "status"
    ERROR = "error"
    FAULT = "fault"
