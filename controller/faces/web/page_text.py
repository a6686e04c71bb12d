"""The pages' words in the box's language: the catalogue's ``page.*`` sentences (and the games' titles),
put into the HTML (``{{page.table.join}}``) and handed to the scripts as Fluent source, which Fluent's
JavaScript twin renders in the page (``TC.t`` in ``common.js``) with the box's own grammar functions.

The table page, the phones' pages, the host's page and the café page all say what the screen says,
from the same catalogue entries (``controller/words/locale/<language>.ftl``).
"""

from __future__ import annotations

import functools
import html
import json
import re
from importlib import resources

from controller.words.catalogues import page_source
from controller.words.grammar import FUNCTION_OF_PARTICLE, PARTICLES, VOWELS
from controller.words.messages import Messages, shipped

PAGE_PREFIXES = ("page.", "title.", "list.", "pacman.controls", "labyrinth.side.")
"""The ids the pages' scripts use."""
MARKER = re.compile(r"\{\{([a-z0-9_.]+)\}\}")


def localized_page(name: str, words: Messages) -> str:
    """The static page ``name`` with its words in the box's language and the scripts' words beside it."""
    return _page(name, words.language)


@functools.lru_cache(maxsize=32)
def _page(name: str, language: str) -> str:
    """Made once per page and language: every phone that opens it gets the same text."""
    words = Messages(language)
    text = resources.files("controller.faces.web").joinpath("static", name).read_text(encoding="utf-8")
    text = MARKER.sub(lambda m: html.escape(words.render(m.group(1), {})), text)
    text = text.replace('<html lang="en">', f'<html lang="{words.language}">', 1)
    grammar = {"particles": PARTICLES.get(language, {}), "vowels": VOWELS, "functions": FUNCTION_OF_PARTICLE,
               "genders": shipped(language).genders}
    data: dict[str, object] = {"ftl": page_source(language, PAGE_PREFIXES), "_grammar": grammar}
    scripts = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    return text.replace("<script", f'<script id="words" type="application/json">{scripts}</script>\n<script', 1)
