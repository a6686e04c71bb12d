"""A flood of one warning (a stranger's bad requests, poison results at the hub) is one journal line a
minute with its count, not a line each: nobody reads a box's journal, and it must not fill the card."""

from __future__ import annotations

import logging

import pytest

from controller.core.every_minute import EveryMinute


def test_a_thousand_refusals_are_one_line_with_their_count_and_the_last_details(caplog: pytest.LogCaptureFixture) -> None:
    now = [0.0]
    said = EveryMinute("hub: refused %d message(s) (last on %s: %s)", logging.getLogger("test.hub"), clock=lambda: now[0])
    caplog.set_level(logging.WARNING)
    for n in range(1000):
        now[0] = n * 0.1  # a hundred seconds of a flood
        said.happened(f"tabletop/box{n}/result", "first_player: not a name")
    assert [r.getMessage() for r in caplog.records] == [
        "hub: refused 1 message(s) (last on tabletop/box0/result: first_player: not a name)",
        "hub: refused 600 message(s) (last on tabletop/box600/result: first_player: not a name)"]
    assert caplog.records[0].name == "test.hub"  # the line says which part of the box it comes from
