"""The same tap twice is applied once: every state-changing call may carry an ``Idempotency-Key`` (the pages send
one per tap and the same one with every retry); a repeat gets the first answer, even after a restart."""

from __future__ import annotations

from pathlib import Path

from webbox import call, seat, web_box

SCOREKEEPER = {"mode": "scorekeeper", "target": "200", "variant": "normal"}
ROW = {"action": "score", "args": {"player": "bob", "left": "10", "op": "+", "right": "10"}}


def bobs_score(box: object) -> int:
    view = call(box, "GET", "/api/view")[1]  # type: ignore[arg-type]
    return int(next(p["score"] for p in view["players"] if p["name"] == "bob"))


def test_a_retried_score_counts_once_and_gets_the_first_answer(tmp_path: Path) -> None:
    with web_box(tmp_path, "cards", ["ann", "bob"], options=SCOREKEEPER) as box:
        token = seat(box, "bob")
        tap = {"Idempotency-Key": "tap-0001-bob"}
        first = call(box, "POST", "/api/actions", ROW, token=token, headers=tap)
        again = call(box, "POST", "/api/actions", ROW, token=token, headers=tap)
        assert first[0] == again[0] == 200
        assert again[1]["repeat"] is True and "repeat" not in first[1]
        assert again[1]["events"] == first[1]["events"]
        assert bobs_score(box) == 20  # not 40
        other = call(box, "POST", "/api/actions", ROW, token=token, headers={"Idempotency-Key": "tap-0002-bob"})
        assert other[0] == 200 and bobs_score(box) == 40  # a new tap is a new request
        bad = call(box, "POST", "/api/actions", ROW, token=token, headers={"Idempotency-Key": "x y"})
        assert bad[0] == 400 and "Idempotency-Key" in bad[1]["error"] and bobs_score(box) == 40


def test_a_retried_undo_takes_back_one_action(tmp_path: Path) -> None:
    with web_box(tmp_path, "cards", ["ann", "bob"], options=SCOREKEEPER) as box:
        assert box.web is not None
        token = seat(box, "bob")
        for n in range(3):
            assert call(box, "POST", "/api/actions", ROW, token=token, headers={"Idempotency-Key": f"row-{n:06d}"})[0] == 200
        undo = {"code": box.web.host_code, "command": "undo"}
        first = call(box, "POST", "/api/host", undo, headers={"Idempotency-Key": "host-undo-1"})
        again = call(box, "POST", "/api/host", undo, headers={"Idempotency-Key": "host-undo-1"})
        assert first[0] == again[0] == 200 and again[1]["repeat"] is True
        assert first[1]["events"][0]["event"] == again[1]["events"][0]["event"] == "undo"
        assert len(box.journal.actions(box.loop.session.record.id)) == 2 and bobs_score(box) == 40


def test_a_tap_retried_after_a_restart_is_not_applied_again(tmp_path: Path) -> None:
    """The box restarts (an update, a power cut) after applying a tap but before the phone heard the answer;
    the phone sends the same tap again once the box is back: the journal knows it."""
    tap = {"Idempotency-Key": "tap-before-the-cut"}
    with web_box(tmp_path, "cards", ["ann", "bob"], options=SCOREKEEPER) as box:
        token = seat(box, "bob")
        first = call(box, "POST", "/api/actions", ROW, token=token, headers=tap)
        assert first[0] == 200 and bobs_score(box) == 20
    with web_box(tmp_path, "cards", ["ann", "bob"], options=SCOREKEEPER) as box:  # the same database: resumed
        assert bobs_score(box) == 20
        again = call(box, "POST", "/api/actions", ROW, token=token, headers=tap)  # still seated
        assert again[0] == 200 and again[1]["repeat"] is True and again[1]["events"] == first[1]["events"]
        assert bobs_score(box) == 20


def test_the_first_seated_phone_plays_again_once_the_game_is_over(tmp_path: Path) -> None:
    with web_box(tmp_path, "cards", ["ann", "bob"], options={**SCOREKEEPER, "target": "50"}) as box:
        ann, bob = seat(box, "ann"), seat(box, "bob")
        assert call(box, "POST", "/api/again", {}, token=ann)[0] == 409  # not over yet
        row = {"action": "score", "args": {"player": "bob", "left": "10", "op": "x", "right": "5"}}
        assert call(box, "POST", "/api/actions", row, token=bob)[0] == 200
        assert call(box, "GET", "/api/view")[1]["finished"]
        game = box.loop.session.record.id
        status, answer = call(box, "POST", "/api/again", {}, token=bob)
        assert status == 403 and "ann's phone starts the next game" in answer["error"]
        tap = {"Idempotency-Key": "again-from-ann"}
        assert call(box, "POST", "/api/again", {}, token=ann, headers=tap)[0] == 200
        view = call(box, "GET", "/api/view")[1]
        assert box.loop.session.record.id == game + 1 and not view["finished"]
        assert [p["name"] for p in view["players"]] == ["ann", "bob"] and bobs_score(box) == 0


def test_a_retried_seat_claim_gets_the_same_seat_back_not_taken(tmp_path: Path) -> None:
    """The phone tapped its name, the box seated it, the answer was lost: the retry (same key) gets the token."""
    with web_box(tmp_path, "cards", ["ann", "bob"]) as box:
        assert box.web is not None
        claim = {"player": "ann", "code": box.web.table.join_code}
        tap = {"Idempotency-Key": "claim-ann-0001"}
        first = call(box, "POST", "/api/seats", claim, headers=tap)
        again = call(box, "POST", "/api/seats", claim, headers=tap)
        assert first[0] == again[0] == 200 and again[1]["token"] == first[1]["token"] and again[1]["repeat"]
        assert call(box, "POST", "/api/seats", claim, headers={"Idempotency-Key": "claim-eve-0002"})[0] == 409
        assert call(box, "POST", "/api/host", {"code": box.web.host_code, "command": "release", "player": "ann"})[0] == 200
        assert call(box, "POST", "/api/seats", claim, headers={"Idempotency-Key": "claim-bob-0003"})[0] == 200
        assert call(box, "POST", "/api/seats", claim, headers=tap)[0] == 409  # the old token is gone: no way back
