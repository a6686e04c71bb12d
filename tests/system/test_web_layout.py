"""Every game's table page fits a 1280x800 and a 1920x1080 screen with four players, mid-game, without
scrolling; measured by the page itself in headless Chromium (its scroll size, and where the players and the
game's panel end), never by eye."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from browser import caught_up, chromium, open_page
from games.registry import GAMES
from webbox import play_some, web_box


FOUR = ["ann", "bob", "cid", "dan"]
SCREENS = [(1280, 800), (1920, 1080)]
MEASURE = """() => {
  const root = document.documentElement;
  const parts = [...document.querySelectorAll('#players, #panel, #panel .maze, #panel .lab-board, #panel .boards, .join')];
  const out = parts.map((e) => { const r = e.getBoundingClientRect(); return [e.id || e.className, Math.ceil(r.right), Math.ceil(r.bottom)]; });
  const panel = document.getElementById('panel'), side = panel.querySelector('.lab-side, .pacman-side');
  const clipped = [panel, side].filter((e) => e && (e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1))
    .map((e) => [e.id || e.className, e.scrollWidth, e.clientWidth, e.scrollHeight, e.clientHeight]);
  return {width: root.scrollWidth, height: root.scrollHeight, parts: out, clipped};
}"""


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    yield from chromium()


@pytest.mark.parametrize("game,options,moves", [("deathstar", {}, 40), ("cards", {}, 40),
                                                 ("labyrinth", {"variant": "glow"}, 20),
                                                 ("pacman", {"mode": "arcade"}, 60)])
def test_the_table_page_fits_its_screen_with_four_players(tmp_path: Path, browser: Browser, game: str,
                                                          options: dict[str, str], moves: int) -> None:
    assert game in GAMES
    with web_box(tmp_path, game, FOUR, options=options) as box:
        assert box.web is not None
        play_some(box, moves)
        for width, height in SCREENS:
            page = open_page(browser, box.web.url, width=width, height=height)
            caught_up(page, box)
            page.wait_for_selector("#panel > *")
            seen = page.evaluate(MEASURE)
            page.context.close()
            overflow = [part for part in seen["parts"] if part[1] > width or part[2] > height]
            assert (seen["width"], seen["height"]) == (width, height) and overflow == [], (width, height, seen)
            assert seen["clipped"] == [], (width, height, seen)  # nothing of the game's panel is cut off either


def test_the_labyrinths_twelve_arrows_are_named_around_its_board(tmp_path: Path, browser: Browser) -> None:
    with web_box(tmp_path, "labyrinth", FOUR) as box:
        assert box.web is not None
        page = open_page(browser, box.web.url, width=1280, height=800)
        caught_up(page, box)
        page.wait_for_selector("[data-arrow-label]")
        placed = page.evaluate("""() => {
          const box = (s) => document.querySelector(s).getBoundingClientRect();
          const mid = (r) => [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
          const labels = [...document.querySelectorAll('[data-arrow-label]')].map((e) => e.dataset.arrowLabel);
          const [n1x, n1y] = mid(box('[data-arrow-label="N1"]')), [w3x, w3y] = mid(box('[data-arrow-label="W3"]'));
          const [s5x, s5y] = mid(box('[data-arrow-label="S5"]')), [e1x, e1y] = mid(box('[data-arrow-label="E1"]'));
          const t01 = box('[data-pos="0,1"]'), t30 = box('[data-pos="3,0"]'), t65 = box('[data-pos="6,5"]'), t16 = box('[data-pos="1,6"]');
          return {labels: labels.sort().join(' '),
                  n1: t01.left < n1x && n1x < t01.right && n1y < t01.top, w3: t30.top < w3y && w3y < t30.bottom && w3x < t30.left,
                  s5: t65.left < s5x && s5x < t65.right && s5y > t65.bottom, e1: t16.top < e1y && e1y < t16.bottom && e1x > t16.right};
        }""")
        assert placed == {"labels": "E1 E3 E5 N1 N3 N5 S1 S3 S5 W1 W3 W5", "n1": True, "w3": True, "s5": True, "e1": True}
