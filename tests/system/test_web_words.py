"""The pages build no sentence (issue 51): at a phone's size, every text on the table page and on a player's phone
is a sentence the catalogue rendered (in the page, by Fluent's JavaScript twin, or in the box, into the HTML), a
name (a player, a Pokémon, a card's face) or a number: no ghost id ("blinky"), no ": " or ", " the script put
together, no W/E arrow letters where the language says O."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from browser import caught_up, chromium, join, open_page
from conftest import engine_as
from controller.faces.web.membership import DEVICES
from controller.faces.web.page_text import PAGE_PREFIXES
from controller.words.catalogues import message_ids, resource
from controller.words.messages import Messages
from games.labyrinth.engine import LabyrinthEngine
from webbox import play_some, web_box

NO_WORDS = re.compile(r"^(?:[\d\s.,\u00a0\u202f–—●✓°×+\-x·:/()?!'’]*|https?://\S+)$")
"""A text with no word in it: a number, a card's face, a symbol, an address to open."""
TEXT_NODES = """() => {
  const out = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walk.nextNode(); node; node = walk.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, [hidden]") || !parent.getClientRects().length) continue;
    if (node.textContent.trim()) out.push(node.textContent.trim());
  }
  return out;
}"""


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    yield from chromium()


@functools.cache
def rendered_by_the_box(language: str) -> frozenset[str]:
    """The pages' sentences the box puts into the HTML (``{{page.table.join}}``): those without parameters."""
    words = Messages(language)
    return frozenset(words.render(msg, {}).strip() for msg in message_ids(resource(language))
                     if msg.startswith(PAGE_PREFIXES))


def made_of(text: str, pieces: set[str]) -> bool:
    """Whether ``text`` is a run of allowed pieces (a catalogue's sentence, a name), spaces between them."""
    pieces = {piece.strip() for piece in pieces if piece.strip()}
    reachable = {0}
    for start in range(len(text) + 1):
        if start not in reachable:
            continue
        rest = text[start:]
        stripped = len(rest) - len(rest.lstrip())
        if start + stripped == len(text):
            return True
        for piece in pieces:
            if rest.lstrip().startswith(piece):
                reachable.add(start + stripped + len(piece))
    return False


def strays(page: Page, language: str, names: set[str]) -> list[str]:
    """The texts a page shows that are neither the catalogue's, nor a name, nor a number."""
    allowed = set(page.evaluate("() => [...TC.rendered]")) | rendered_by_the_box(language) | names
    return sorted({text for text in page.evaluate(TEXT_NODES)
                   if not NO_WORDS.match(text) and not made_of(text, allowed)})


def recording(page: Page) -> Page:
    """The page asked to keep what it renders from the catalogue, then loaded again."""
    page.add_init_script("window.TC_RECORD = true;")
    page.reload()
    return page


@pytest.mark.parametrize("game, players, seed, moves", [("deathstar", ["ann", "bob"], 3, 12), ("pacman", ["ann", "bob", "cid"], 1, 30),
                                                        ("labyrinth", ["ann", "bob"], 1, 5), ("cards", ["ann", "bob"], 5, 6)])
def test_every_text_on_the_pages_comes_from_the_catalogue(tmp_path: Path, browser: Browser, game: str,
                                                          players: list[str], seed: int, moves: int) -> None:
    """Mid-game, as the demo bot plays it (a ghost card turned, a spin to land, a tile pushed)."""
    with web_box(tmp_path, game, players, seed=seed, language="fr") as box:
        play_some(box, moves)
        assert box.web is not None
        names = set(players) | {player[0] for player in players} | {kind for _, kind in DEVICES}  # a pawn's initial
        if game == "labyrinth":
            engine = engine_as(box, LabyrinthEngine)
            targets = {tile.target for tile in (*engine.board, engine.spare) if tile.target}
            names |= {engine.tiles.name(p).get("fr") or engine.tiles.name(p).default for p in targets}
        table = recording(open_page(browser, box.web.url, width=390, height=844))
        caught_up(table, box)
        phone = recording(join(browser, box, players[0]))
        caught_up(phone, box)
        assert (strays(table, "fr", names), strays(phone, "fr", names)) == ([], [])


def test_the_check_finds_a_sentence_a_script_put_together() -> None:
    assert not made_of("ann: blinky, pinky", {"ann", "Blinky", "Pinky"})
    assert made_of("ann\u00a0: pousse la tuile en trop · 3 cartes", {"ann\u00a0: pousse la tuile en trop", "·", "3 cartes"})
    assert NO_WORDS.match("12\u202f345") and not NO_WORDS.match("W3")
