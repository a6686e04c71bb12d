"""The pages in the box's language (issue 14), in a real headless Chromium: the page's own words, what
must happen now, the Force cards' texts and the Pokémon's official names; every id the pages use exists."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from playwright.sync_api import Browser

from games.deathstar.engine import DeathStarEngine
from games.labyrinth.engine import LabyrinthEngine
from browser import caught_up, chromium, join, open_page
from conftest import ROOT, engine_as
from controller.words.languages import LANGUAGES
from controller.words.catalogues import fluent_id, page_source
from controller.words.messages import Messages
from controller.faces.web.page_text import PAGE_PREFIXES, localized_page
from games.base import Names
from games.deathstar.legality import BOARD_SPOTS, HYPERSPACE_SPOTS
from games.labyrinth.engine import Phase
from games.pacman.deck import FRUIT
from games.registry import GAMES
from webbox import call, seat, web_box


STATIC = ROOT / "controller" / "faces" / "web" / "static"


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    yield from chromium()


def test_every_word_the_pages_use_is_in_every_catalogue() -> None:
    used: set[str] = set()
    for path in STATIC.glob("*.js"):
        used |= set(re.findall(r'TC\.t\("([a-z0-9_.]+)"', path.read_text("utf-8")))
    for path in STATIC.glob("*.html"):
        used |= set(re.findall(r"\{\{([a-z0-9_.]+)\}\}", path.read_text("utf-8")))
    assert len(used) > 60
    # the ids the scripts put together from a view's words
    spots = (*BOARD_SPOTS, *HYPERSPACE_SPOTS)
    used |= {f"page.where.{w}" for w in ("board", "detention")} | {f"x-form--deathstar-spot-{w}--{form}"
                                                                  for w in spots for form in ("at", "choice")}
    used |= {f"page.pm.btn.{a}" for a in GAMES["pacman"].actions if a != "peg"} | {"x-form--deathstar-token-1", "x-form--deathstar-token-2"}
    used |= {f"page.pm.mode.{m}" for m in ("normal", "arcade")} | {f"page.lab.phase.{p}" for p in Phase}
    used |= {f"x-form--pacman-fruit-{name}--label" for name, _ in FRUIT} | {f"title.{game}" for game in GAMES}
    for language in LANGUAGES:
        given = {entry.id.name for entry in FluentParser().parse(page_source(language, PAGE_PREFIXES)).body
                 if isinstance(entry, ast.Message)}
        wanted = {msg if msg.startswith("x-") else fluent_id(msg) for msg in used}  # a term's forms by their own ids
        assert not wanted - given, (language, sorted(wanted - given))
    for name in ("table.html", "seat.html", "host.html", "cafe.html"):
        page = localized_page(name, Messages("it"))
        assert '<html lang="it">' in page and "{{" not in page and '<script id="words"' in page


def test_the_table_page_and_a_phone_speak_german(tmp_path: Path, browser: Browser) -> None:
    with web_box(tmp_path, "deathstar", ["ann", "bob"], seed=3, language="de") as box:
        assert box.web is not None
        table = open_page(browser, box.web.url)
        caught_up(table, box)
        assert table.get_attribute("html", "lang") == "de"
        assert table.inner_text("#title") == "Flucht vom Todesstern"
        assert table.inner_text("#now") == "ann: dreh, um die Reihenfolge festzulegen"
        assert "Spielverlauf" in table.inner_text("aside")
        assert "Dreht, um die Reihenfolge festzulegen: ann, bob." in table.inner_text("#recent")
        phone = join(browser, box, "ann")
        assert phone.inner_text("#me") == "Du bist ann"
        assert phone.inner_text('[data-action="spin"]') == "Drehen"
        assert call(box, "POST", "/api/seats", {"player": "ann", "code": box.web.table.join_code}) == \
            (409, {"error": "der Platz von ann ist besetzt: bitte den Gastgeber, ihn freizugeben"})
        # the API's own refusals speak German too: a malformed body, a release of a free seat, a wrong join code
        assert call(box, "POST", "/api/seats", raw=b"{kein json") == (400, {"error": "die Anfrage ist kein gültiges JSON"})
        code = box.web.host_code
        assert call(box, "POST", "/api/host", {"code": code, "command": "release", "player": "cid"}) == \
            (404, {"error": "den Platz von cid hat niemand eingenommen"})
        assert call(box, "POST", "/api/seats", {"player": "bob", "code": "x"})[1]["error"].startswith("falscher Beitrittscode")
        tokens = {"ann": str(phone.evaluate("localStorage.getItem('tabletop-companion-member')")), "bob": seat(box, "bob")}
        engine = engine_as(box, DeathStarEngine)
        while engine.phase == "order" or engine.awaiting == "spin":  # the order (ties spin again), then a move
            status, answer = call(box, "POST", "/api/actions", {"action": "spin"}, tokens[engine.player])
            assert status == 200, answer
            engine = engine_as(box, DeathStarEngine)
        status, answer = call(box, "POST", "/api/actions", {"action": "land", "args": {"spot": "force"}},
                              tokens[engine.player])
        assert status == 200, answer
        assert "Karte der Macht" in " ".join(e["text"] for e in answer["events"])  # the phone's answer, in German
        card = engine_as(box, DeathStarEngine).last_card
        assert card is not None
        caught_up(table, box)
        german = card.words.get("de")
        assert german and german in table.inner_text(".force")
        assert "Die Macht ist" in table.inner_text(".force")
        assert "Karten der Macht: 52 übrig" in table.inner_text(".panel")


def test_the_labyrinth_page_names_the_pokemon_in_french(tmp_path: Path, browser: Browser) -> None:
    with web_box(tmp_path, "labyrinth", ["ann", "bob"], seed=1, language="fr") as box:
        assert box.web is not None
        table = open_page(browser, box.web.url)
        caught_up(table, box)
        names = set(table.eval_on_selector_all(".tile .target", "nodes => nodes.map(n => n.textContent)"))
        tiles = engine_as(box, LabyrinthEngine).tiles
        board = {tile.target for tile in engine_as(box, LabyrinthEngine).board if tile.target}
        assert names == {tiles.name(p).get("fr") for p in board}
        assert "Bulbizarre" in names | {tiles.name(engine_as(box, LabyrinthEngine).spare.target or "").get("fr")}
        assert "Bulbasaur" not in table.inner_text("body")
        assert table.inner_text("#now") == "ann\u00a0: pousse la tuile en trop"
        # the page's own renderer says what the box says: elision, a tie, a zero
        words = Messages("fr")
        for msg, params in (("page.host.released", {"player": "ann"}), ("page.host.released", {"player": "bob"}),
                            ("page.now.won", {"players": ["ann", "bob"]}), ("page.now.won", {"players": ["eva"]}),
                            ("page.ds.escape_cards", {"count": 0}), ("page.ds.escape_cards", {"count": 2})):
            in_python = words.render(msg, {k: Names(v) if isinstance(v, list) else v for k, v in params.items()})
            assert table.evaluate("([msg, params]) => TC.t(msg, params)", [msg, params]) == in_python
        assert words.render("page.host.released", {"player": "ann"}) == "La place d'ann est libre."
        assert words.render("page.now.won", {"players": Names(("ann", "bob"))}) == "ann et bob ont gagné\u202f!"
