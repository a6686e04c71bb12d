"""Fuzzing the table server's bodies: every route that takes one, with any JSON a stranger can send (the keys
each route reads, holding values of every type, and anything else), with and without tokens. What must hold:
never a 5xx, every refusal a one-line 4xx, no traceback in the log, and a refusal changes nothing.

(Hypothesis raises the recursion limit while it runs, for every thread: the depth of 500 that broke the depth
check is also tried outside it, in ``test_web_abuse.py``.)"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from controller.faces.web.limits import RateLimiter
from webbox import call, seat, web_box, web_of

ROUTES = {
    "/api/seats": ["player", "code"],
    "/api/actions": ["action", "args"],
    "/api/join": ["code"],
    "/api/host": ["command", "code", "settings", "player", "game", "players", "options"],
    "/api/again": ["game", "players", "options"],
}
COMMANDS = ["new", "undo", "abandon", "release", "table", "settings", "host", "resign", "spin", "1"]
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10)
                    | st.sampled_from(COMMANDS + ["deathstar", "cards", "ann"]),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
                    max_leaves=10)


@st.composite
def bodies(draw: st.DrawFn) -> tuple[str, bytes, str]:
    """A route, a body for it, and whose token it carries (none, a seat's, the host's, a forged one)."""
    route = draw(st.sampled_from(sorted(ROUTES)))
    shape = draw(st.sampled_from(["fields", "any", "deep", "bytes"]))
    if shape == "fields":
        body = draw(st.dictionaries(st.sampled_from(ROUTES[route]), JSON, max_size=4))
        raw = json.dumps(body).encode()
    elif shape == "any":
        raw = json.dumps(draw(JSON)).encode()
    elif shape == "deep":  # nested from 5 to 900 deep: the parser and the depth check, never a RecursionError
        levels = draw(st.integers(5, 900))
        raw = (draw(st.sampled_from(['{"a":', "["])) * levels).encode()
        raw += b"1" + b"".join(b"}" if c == ord("{") else b"]" for c in raw[::-1] if c in b"{[")
    else:
        raw = draw(st.binary(max_size=64))
    return route, raw, draw(st.sampled_from(["none", "seat", "host", "forged"]))


def test_no_body_on_any_route_gets_a_5xx_a_traceback_or_changes_anything_when_refused(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with web_box(tmp_path, "cards", ["ann", "bob"]) as box, caplog.at_level(logging.WARNING):
        web = web_of(box)
        web.limiter = RateLimiter(rate=1e6, burst=10**6)  # hundreds of requests a second from one fuzzer
        status, joined = call(box, "POST", "/api/join", {"code": web.table.join_code})  # the first phone hosts
        assert status == 200
        tokens = {"none": None, "host": joined["host_token"], "seat": seat(box, "ann"), "forged": "x" * 32}

        @settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
        @given(bodies())
        def one(case: tuple[str, bytes, str]) -> None:
            route, raw, who = case
            before = call(box, "GET", "/api/view")
            status, answer = call(box, "POST", route, raw=raw, token=tokens[who])
            assert status < 500, (route, raw[:200], answer)
            if status >= 400:
                assert isinstance(answer.get("error"), str) and "\n" not in answer["error"], answer
                assert call(box, "GET", "/api/view") == before, (route, raw[:200])  # a refusal changes nothing
            assert "Traceback" not in caplog.text and "Error handling request" not in caplog.text, caplog.text[-2000:]

        one()
