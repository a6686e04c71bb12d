"""A slow shutdown names its slow steps in one warning; a quick one says nothing (controller/core/timed_steps)."""

from __future__ import annotations

import logging

import pytest

from controller.core.timed_steps import TimedSteps


def stepped(*seconds: float) -> TimedSteps:
    """Steps that took these times, on a clock that moves only when told."""
    ticks = iter([t for took in seconds for t in (0.0, took)])
    steps = TimedSteps(lambda: next(ticks))
    for k, _ in enumerate(seconds):
        steps.run(f"step{k}", lambda: None)
    return steps


def test_a_slow_stop_names_its_slowest_steps_once(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING):
        stepped(0.05, 0.4, 0.2).report(logging.getLogger("box"), "stopping")
    assert [r.getMessage() for r in caplog.records] == ["stopping took 650 ms: step1 400 ms, step2 200 ms, step0 50 ms"]


def test_a_quick_stop_says_nothing(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING):
        stepped(0.1, 0.2).report(logging.getLogger("box"), "stopping")
    assert caplog.records == []


def test_a_step_that_raises_is_still_timed() -> None:
    steps = TimedSteps(iter([0.0, 0.3]).__next__)
    with pytest.raises(RuntimeError):
        steps.run("web", lambda: (_ for _ in ()).throw(RuntimeError("port gone")))
    assert steps.took == [("web", 0.3)]
