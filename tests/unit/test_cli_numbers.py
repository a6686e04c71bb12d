"""Fuzzing the command line's numbers: any text given to ``--pace``, ``--seconds``, ``--games`` or ``--links`` is
either a finite number in its range or a refusal (argparse's exit 2), never a traceback or a value that runs for
ever."""

from __future__ import annotations

import contextlib
import io
import math

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from controller.cli.parser import build_parser

NUMBERS = {
    ("run", "--game", "cards", "--pace"): (0.0, 60.0),
    ("diagnose", "--seconds"): (math.ulp(0.0), 86400.0),  # more than 0
    ("simulate", "pacman", "--games"): (1, 1_000_000),
    ("scores", "--links"): (1, 1_000_000),
}
TEXTS = st.one_of(st.text(max_size=12), st.floats().map(repr), st.integers().map(str),
                  st.sampled_from(["nan", "inf", "-inf", "1e999", "-0", "0x10", "1_0", " 5", "٣"]))


@pytest.mark.parametrize("command", list(NUMBERS), ids=[" ".join(c) for c in NUMBERS])
@given(text=TEXTS)
@example(text="-1")
@example(text="1e999")
def test_any_number_is_in_range_or_refused(command: tuple[str, ...], text: str) -> None:
    assert build_parser().parse_args([*command, "1"])  # the rest of the command line is right: only the number

    low, high = NUMBERS[command]
    try:
        with contextlib.redirect_stderr(io.StringIO()):
            args = build_parser().parse_args([*command, text])
    except SystemExit as refused:
        assert refused.code == 2
        return
    value = vars(args)[command[-1].lstrip("-")]
    assert math.isfinite(value) and low <= value <= high, value
