"""The phones as a family holds them (issue 35, point 4), in a real headless Chromium at 390x844: no word broken
inside itself in any of the four languages, every tap target a thumb's 44 px (the Labyrinth's tiles too), a
legend instead of struck-through mission cards, actions in the order they happen, and a double tap that never
hides the first tap's answer."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from conftest import engine_as
from games.deathstar.engine import DeathStarEngine
from games.labyrinth.engine import LabyrinthEngine
from browser import WAIT_MS, caught_up
from controller.app.box import Box
from controller.core.loop import DoAction
from games.base import Action
from webbox import web_box


BROKEN_WORDS = """() => {
  const broken = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (!node.parentElement || node.parentElement.offsetParent === null) continue;
    for (const m of node.textContent.matchAll(/[^\\s\\-\\/·]+/g)) {  // a hyphen or a slash may end a line
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(m[0]);
    }
  }
  return broken;
}"""
SMALL_TAPS = """() => [...document.querySelectorAll('button:not(:disabled), input, select, summary, .tile.open')]
  .filter((b) => b.offsetParent !== null).map((b) => { const r = b.getBoundingClientRect();
    return [b.className + ':' + b.textContent.trim().slice(0, 15), Math.round(r.width), Math.round(r.height)]; })
  .filter((t) => t[1] < 44 || t[2] < 44)"""


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    from browser import chromium
    yield from chromium()


def phone_of(browser: Browser, box: Box, player: str) -> Page:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    phone = context.new_page()
    phone.set_default_timeout(WAIT_MS)
    assert box.web is not None
    phone.goto(box.web.join_link())
    phone.click(f'button.seat[data-player="{player}"]')
    phone.wait_for_selector(f'body[data-player="{player}"]')
    caught_up(phone, box)
    return phone


def play_until(box: Box, done: object, limit: int = 200) -> None:
    """The game's demo bot plays through the loop until ``done()``."""
    session = box.loop.session
    bot = session.spec.make_bot(session.engine, 3)
    for _ in range(limit):
        if done():  # type: ignore[operator]
            return
        move = bot.next_move(session.engine)
        if isinstance(move, Action):
            box.loop.submit(DoAction(move))
            box.loop.settle()
    raise AssertionError("the game never got there")


@pytest.mark.parametrize("language", ["en", "fr", "it", "de"])
def test_no_word_breaks_and_every_target_is_a_thumbs_size(tmp_path: Path, browser: Browser, language: str) -> None:
    with web_box(tmp_path / "ds", "deathstar", ["ann", "bob", "Chewie"], language=language) as box:
        engine = engine_as(box, DeathStarEngine)
        play_until(box, lambda: engine.phase != "order" and engine.awaiting == "move")
        # the host's phone before it takes a seat: its questions and settings open above the names to tap
        context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
        host = context.new_page()
        host.set_default_timeout(WAIT_MS)
        assert box.web is not None
        host.goto(box.web.join_link())
        host.wait_for_selector("body[data-host=yes]")
        host.click("#host-settings summary")
        assert host.evaluate("document.documentElement.scrollWidth - innerWidth") == 0
        assert host.evaluate(BROKEN_WORDS) == [] and host.evaluate(SMALL_TAPS) == []
        context.close()
        phone = phone_of(browser, box, str(engine.turn))
        assert phone.evaluate(BROKEN_WORDS) == []
        assert phone.evaluate(SMALL_TAPS) == []
        # a legend says what the marks mean: no mission card is drawn struck through
        struck = phone.evaluate("() => [...document.querySelectorAll('.mission *')].filter((e) =>"
                                " getComputedStyle(e).textDecorationLine.includes('line-through')).length")
        assert struck == 0 and phone.is_visible(".legend")
        # in the order they happen: which token moved and where it landed, then the end of the turn
        order = phone.evaluate("() => [...document.querySelectorAll('#actions button')].map((b) =>"
                               " b.dataset.action || (b.dataset.token ? 'token' : b.dataset.spot ? 'spot' : 'other'))")
        assert "end" in order and order.index("end") > max(i for i, a in enumerate(order) if a in ("token", "spot"))
        phone.context.close()
    with web_box(tmp_path / "lab", "labyrinth", ["ann", "bob", "cid"], language=language) as box:
        lab = engine_as(box, LabyrinthEngine)
        play_until(box, lambda: lab.awaiting == "move")
        phone = phone_of(browser, box, str(lab.turn))
        assert phone.query_selector_all(".tile.open"), "no tile to move to"
        assert phone.evaluate(BROKEN_WORDS) == []
        assert phone.evaluate(SMALL_TAPS) == []
        phone.context.close()


def test_a_double_tap_counts_once_and_keeps_the_first_taps_answer(tmp_path: Path, browser: Browser) -> None:
    with web_box(tmp_path, "deathstar", ["ann", "bob"], seed=7) as box:
        engine = box.loop.session.engine
        player = str(engine.turn)
        phone = phone_of(browser, box, player)
        before = len(box.loop.session.actions)
        phone.dblclick('[data-action="spin"]')
        phone.wait_for_function("document.getElementById('status').textContent !== ''")
        phone.wait_for_load_state("networkidle")  # every request the two taps made has had its answer
        box.loop.settle()
        assert len(box.loop.session.actions) == before + 1  # one spin, not two
        status = phone.inner_text("#status")
        assert "spin" in status.lower() and "not" not in status.lower(), status
        assert "bad" not in (phone.get_attribute("#status", "class") or "")
        phone.context.close()


def test_the_table_page_never_shows_a_refusal_or_another_games_lines(tmp_path: Path, browser: Browser) -> None:
    """A refused host command and a phone's refused tap are the asker's business; a new game starts "What
    happened" afresh."""
    from browser import open_page
    from webbox import call, seat

    with web_box(tmp_path, "cards", ["ann", "bob", "cid"], seed=5) as box:
        assert box.web is not None
        table = open_page(browser, box.web.url)
        play_until(box, lambda: len(box.loop.session.actions) >= 4)
        caught_up(table, box)
        assert "plays" in table.inner_text("#recent")  # the first game's lines are there
        code = box.web.host_code
        for bad in ({"options": {"variant": "neon"}}, {"players": ["ann", "ann"]}):
            status, _ = call(box, "POST", "/api/host", {"code": code, "command": "new", **bad})
            assert status == 409
        idle = [p for p in ("ann", "bob", "cid") if p != box.loop.session.engine.turn][0]
        assert call(box, "POST", "/api/actions", {"action": "discard", "args": {"card": "5"}},
                    token=seat(box, idle))[0] in (403, 409)
        assert call(box, "POST", "/api/host", {"code": code, "command": "new", "players": ["dan", "eve"]})[0] == 200
        box.loop.settle()
        caught_up(table, box)
        shown = table.inner_text("#recent")
        assert "!" not in shown and "neon" not in shown and "different" not in shown, shown
        assert not any(name in shown for name in ("ann", "bob", "cid")), shown  # the last game's lines are gone
        assert "dan" in shown
        table.context.close()


def test_a_dead_phones_seat_moves_to_a_second_phone_and_a_strangers_phone_is_removed_from_the_hosts_panel(
        tmp_path: Path, browser: Browser) -> None:
    """The host's panel runs the table (issue 50), no terminal, no journal: bob's phone dies, his second phone joins
    once with the code and the host moves bob's seat to it; a phone nobody knows is removed, and the code it knew
    no longer lets anyone in."""
    from webbox import call

    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5) as box:
        assert box.web is not None
        host = phone_of(browser, box, "ann")  # the first phone with the code hosts, and plays ann
        host.wait_for_selector("body[data-host=yes]")
        host.on("dialog", lambda dialog: dialog.accept())
        phone_of(browser, box, "bob").context.close()  # bob's battery dies
        context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
        second = context.new_page()
        second.set_default_timeout(WAIT_MS)
        second.goto(box.web.join_link())  # the QR code: it joins the table, and watches (every seat is taken)
        second.wait_for_selector("body[data-member]:not([data-member=''])")
        number = second.get_attribute("body", "data-member")
        host.click("#hosting > summary")  # folded away while the host's phone plays
        host.wait_for_selector(f'select[data-seat="bob"] option:text-is("Phone {number}")', state="attached")
        host.select_option('select[data-seat="bob"]', label=f"Phone {number}")
        second.wait_for_selector('body[data-player="bob"]')
        assert box.web.table.taken() == ["ann", "bob"]
        second.click('[data-action="ask-host"]')  # seated, it asks to host: the answer is shown, not hidden away
        asked = second.wait_for_selector("#member-status:not(:empty)")
        assert asked is not None and asked.is_visible() and "hold any button at the box" in asked.inner_text()
        host.wait_for_selector(f"#host-asking:text('Phone {number} asks to host')")
        old_code = box.web.table.join_code
        stranger = call(box, "POST", "/api/join", {"code": old_code}, source="127.0.0.66")[1]
        row = f'li[data-phone="{stranger["phone"]}"]'
        host.wait_for_selector(row)
        host.click(f'{row} [data-action="host-remove"]')
        host.wait_for_selector(row, state="detached")
        assert call(box, "GET", "/api/view", token=stranger["token"], source="127.0.0.66")[0] == 401
        assert call(box, "POST", "/api/join", {"code": old_code}, source="127.0.0.67")[0] == 403
        host.wait_for_function(f"!document.getElementById('host-code').textContent.includes('{old_code}')")
        context.close()
        host.context.close()


def test_a_seated_phone_asks_the_box_to_say_the_join_code_again(tmp_path: Path, browser: Browser) -> None:
    from webbox import Ear

    ear = Ear()
    with web_box(tmp_path, "pacman", ["ann", "bob"], seed=3, announcer=ear) as box:
        phone = phone_of(browser, box, "bob")
        assert box.web is not None and ear.codes() == [box.web.table.join_code]
        before = box.publisher.seq
        phone.click('[data-action="status"]')
        phone.wait_for_function(f"Number(document.body.dataset.seq || 0) > {before}")
        box.loop.settle()
        assert ear.codes() == [box.web.table.join_code] * 2
        phone.context.close()
