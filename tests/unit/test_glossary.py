"""The rulebooks' own terms (issue 51): docs/translators.md's glossary, held against every catalogue. Where the
English catalogue uses a thing's word, each catalogue uses its own (the Italian rulebook's "Power Pellet",
where the catalogue once said "pellet di potenza" in 11 entries), and never a word the glossary rules out."""

from __future__ import annotations

import functools
import re

import pytest

from conftest import ROOT
from controller.words.catalogues import catalogue_text
from test_words import SYNTAX

LANGUAGES = ("en", "it", "fr", "de")


@functools.cache
def glossary() -> list[dict[str, str]]:
    """The glossary's rows: each language's word for a thing, and what it must never be called."""
    text = (ROOT / "docs" / "translators.md").read_text(encoding="utf-8")
    table = text.split("## Glossary", 1)[1].split("\n\n", 2)[2].split("\n\n", 1)[0]
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in table.splitlines()]
    header, body = rows[0], [row for row in rows[2:] if row]
    assert header == ["thing", *LANGUAGES, "never"], header
    return [dict(zip(header, row)) for row in body]


@functools.cache
def sentences(language: str) -> str:
    """A catalogue's own words: its entries without their ids, comments, typed syntax and quotes."""
    lines = [re.sub(r"^-?[\w-]+ =", "", line) for line in catalogue_text(language).splitlines()
             if not line.lstrip().startswith("#")]
    return "\n".join(SYNTAX.sub(" ", line) for line in lines)


def test_the_glossary_has_a_row_for_each_thing_the_readers_named() -> None:
    things = {row["en"] for row in glossary()}
    assert {"Pac-Dot", "Power Pellet", "join code", "START", "token"} <= things


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_each_catalogue_says_the_glossarys_word(language: str) -> None:
    missing = [f"{row['thing']}: {row[language]!r}" for row in glossary()
               if row[language] != "—" and row["en"] in sentences("en") and row[language] not in sentences(language)]
    assert missing == []


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_no_catalogue_says_what_the_glossary_rules_out(language: str) -> None:
    ruled_out = [phrase.split(":", 1)[1].strip() for row in glossary() for phrase in row["never"].split(";")
                 if phrase.strip().startswith(f"{language}:")]
    assert ruled_out, language
    said = [phrase for phrase in ruled_out  # in any case: "Pellet di potenza!" once slipped through at a sentence's start
            if re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", sentences(language), re.IGNORECASE)]
    assert said == []


def test_the_glossary_check_finds_the_old_italian_term() -> None:
    assert re.search(r"(?<!\w)pellet di potenza(?!\w)", SYNTAX.sub(" ", "Pellet di potenza! Ora ann fa 3 mosse"), re.IGNORECASE)
    assert not re.search(r"(?<!\w)token(?!\w)", SYNTAX.sub(" ", "di' quale pedina: token=1 (Leia e Luke)"))
