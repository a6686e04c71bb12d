"""The few words the screen writes about a view: what must happen now (``controller.words.now``), where a
token stands, a title.

They come from the same catalogue entries (``page.*``, ``title.*``) as the table page's, which says the
same in JavaScript (``controller/faces/web/static/common.js``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from controller.words.messages import Messages
from controller.words.now import what_now

__all__ = ["title", "what_now", "where"]


def title(game: str, words: Messages) -> str:
    """A game's title in the box's language."""
    return words.render(f"title.{game}", {})


def where(token: Mapping[str, Any], words: Messages) -> str:
    """Where a Death Star token stands, for people."""
    if token["where"] == "detention":
        return words.render("page.where.detention", {"count": token["turns_left"]})
    key = (token["spot"] or "board") if token["where"] == "board" else token["where"]
    for msg in (f"deathstar.spot.{key}", f"page.where.{key}"):  # a space's own name, or where else a token is
        if words.has(msg):
            return words.render(msg, {})
    return str(key)  # DS-3 is DS-3
