"""The phones, measured by the page itself in headless Chromium (390x844, a common phone): text at least 16 px,
everything to tap at least 44 px, no sideways scrolling in any of the four languages, and a turn that cannot be
missed (the page changes, the phone vibrates)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from browser import WAIT_MS, caught_up
from webbox import play_some, web_box


LANGUAGES = ["en", "de", "fr", "it"]
MEASURE = """() => {
  const shown = (e) => e.offsetParent !== null && getComputedStyle(e).visibility !== 'hidden';
  const texts = [...document.querySelectorAll('body *')].filter((e) => shown(e)
    && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()));
  const small = texts.map((e) => [e.tagName + '.' + e.className, e.textContent.trim().slice(0, 20),
    parseFloat(getComputedStyle(e).fontSize)]).filter((t) => t[2] < 16);
  const taps = [...document.querySelectorAll('button:not(:disabled), input, select')].filter(shown).map((b) => {
    const r = b.getBoundingClientRect(); return [b.className + ':' + b.textContent.trim().slice(0, 15), Math.round(r.width), Math.round(r.height)];
  }).filter((t) => t[1] < 44 || t[2] < 44);
  return {sideways: document.documentElement.scrollWidth - innerWidth, small, taps};
}"""


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    from browser import chromium
    yield from chromium()


@pytest.mark.parametrize("game,options,moves", [("deathstar", {}, 12), ("cards", {}, 12),
                                                 ("labyrinth", {"variant": "glow"}, 6), ("pacman", {"mode": "arcade"}, 12)])
def test_a_phone_reads_and_taps_comfortably_in_every_language(tmp_path: Path, browser: Browser, game: str,
                                                              options: dict[str, str], moves: int) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    context.add_init_script("window.__buzzed = 0; navigator.vibrate = () => { window.__buzzed += 1; return true; };")
    for language in LANGUAGES:  # one phone; each box on its own port is a page of its own origin
        folder = tmp_path / language
        folder.mkdir()
        with web_box(folder, game, ["ann", "bob", "cid"], options=options, language=language) as box:
            assert box.web is not None
            play_some(box, moves)
            player = box.loop.session.engine.turn or "ann"
            phone = context.new_page()
            phone.set_default_timeout(WAIT_MS)
            phone.goto(box.web.join_link())
            phone.click(f'button.seat[data-player="{player}"]')
            phone.wait_for_selector(f'body[data-player="{player}"]')
            caught_up(phone, box)
            seen = phone.evaluate(MEASURE)
            assert seen == {"sideways": 0, "small": [], "taps": []}, (language, seen)
            if not box.loop.session.finished and box.loop.session.engine.actions_for(player):
                phone.wait_for_selector("body.my-turn #turn:not([hidden])")  # the turn cannot be missed
                assert phone.evaluate("window.__buzzed") >= 1  # and the phone buzzed
            phone.close()
    context.close()
