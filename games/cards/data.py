"""The card-game deck as data: which cards, how many of each."""

from __future__ import annotations

from games.datafile import DataError, parse_toml, require

OPS = ("+", "-", "x")
OP_NAMES = {"+": "cards.card.plus", "-": "cards.card.minus", "x": "cards.card.times"}
PICTURE_WORDS = {"+": "plus", "-": "minus", "x": "times"}


def card_word(face: str) -> int | str:
    """A card as a sentence chooses its words for it: a number card as its number (Italian says "uno 0", "un
    10"), a picture card by its kind ("plus", "minus", "times"), which the catalogue names ("il più", "ein Mal").

    >>> card_word("10"), card_word("x")
    (10, 'times')
    """
    return PICTURE_WORDS.get(face) or int(face)
"""Each picture card's message id (its name in the players' language)."""


def is_number(face: str) -> bool:
    """Whether a card face is a number card ("10") rather than a picture ("+")."""
    return face.isdigit()


def parse_deck(text: str, source: str = "deck.toml") -> tuple[str, ...]:
    """Parse the deck file into card faces: numbers as "0".."99", pictures as "+", "-", "x".

    >>> parse_deck('[[card]]\\nkind="number"\\nvalue=5\\ncount=2\\n[[card]]\\nkind="picture"\\nop="x"\\ncount=1')
    ('5', '5', 'x')
    """
    raw = parse_toml(text, source)
    kinds = raw.get("card")
    if not isinstance(kinds, list) or not kinds:
        raise DataError(source, "card", "no [[card]] tables; list the kinds of card and their counts")
    faces: list[str] = []
    for i, table in enumerate(kinds):
        where = f"card[{i + 1}]"
        if not isinstance(table, dict):
            raise DataError(source, where, "expected a [[card]] table")
        kind = require(table, "kind", str, source, where)
        count = require(table, "count", int, source, where)
        if not 1 <= count <= 60:
            raise DataError(source, f"{where}.count", f"expected 1 to 60, got {count}")
        if kind == "number":
            value = require(table, "value", int, source, where)
            if not 0 <= value <= 99:
                raise DataError(source, f"{where}.value", f"expected 0 to 99, got {value}")
            faces += [str(value)] * count
        elif kind == "picture":
            op = require(table, "op", str, source, where)
            if op not in OPS:
                raise DataError(source, f"{where}.op", f'expected "+", "-" or "x", got {op!r}')
            faces += [op] * count
        else:
            raise DataError(source, f"{where}.kind", f'expected "number" or "picture", got {kind!r}')
    numbers = sum(is_number(f) for f in faces)
    if numbers < 2 or numbers == len(faces):
        raise DataError(source, "card", "the deck needs at least two number cards and one picture card")
    return tuple(faces)
