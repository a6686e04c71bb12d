"""Terms with cases (issue 51): every sentence that the code gives a game's noun (a Death Star space or token,
a Labyrinth tile shape, a PAC-MAN fruit or ghost) renders with each noun of that kind in it, in every
language: the noun in the form the sentence asks for, never a preposition of the sentence's own before the
noun's article ("auf den Kontrollraum"), never English, never the bare id.

The sentences and the kind of noun each placeholder takes are those the demo games and refused rounds really
passed, and those the call sites write out (``tests/fillers.py``); a list of nouns (the ghosts a player
moves) is given each noun alone."""

from __future__ import annotations

import logging
import re
from collections import defaultdict

import pytest

from controller.words.catalogues import fluent_id, resource
from controller.words.messages import Messages, variables
from games.base import Msg, Names
from fluent.syntax import ast
from test_words import template
from test_words_by_rule import OTHERS, PREPOSITIONS, articles_after_prepositions, fillers

FAMILIES = ("deathstar.spot.", "deathstar.token.", "labyrinth.shape.", "pacman.fruit.", "pacman.ghost.")
"""The games' nouns that are terms, by the prefix of their ids."""


def members(family: str) -> list[str]:
    """The ids (as the code writes them) of every term of a family, from the source catalogue."""
    prefix = fluent_id(family)
    return sorted(family + entry.id.name[len(prefix):] for entry in resource("en").body
                  if isinstance(entry, ast.Term) and entry.id.name.startswith(prefix))


def term_forms(msg_id: str, language: str) -> set[str]:
    """Every form a term has in a language, as text."""
    words = Messages(language)
    forms = {words.render(msg_id, {})}
    fid = fluent_id(msg_id)
    for entry in resource(language).body:
        if isinstance(entry, ast.Message) and entry.id.name.startswith(f"x-form--{fid}--"):
            forms.add(words.render(msg_id, {"form": entry.id.name.rsplit("--", 1)[1]}))
    return forms


def prepositions_before(language: str, msg: str, name: str, noun: str) -> list[str]:
    """A preposition of the sentence's own right before the noun, where the noun has a form that brings its
    own ("auf {spot}" though the space says "im Kontrollraum", "auf dem Raggio"): the sentence must ask for
    that form."""
    own = [form for form in term_forms(noun, language)
           if form.split(" ", 1)[0].lower() in PREPOSITIONS[language] or form[:3].lower() in ("au ", "aux", "du ")]
    if not own:
        return []
    text = " ".join({template(language, msg, n) for n in (0, 1, 2, 5)})
    return [f"{msg}: {prep} {{{name}}}, not one of {sorted(own)}"
            for prep in re.findall(rf"(?<![\w'])({'|'.join(PREPOSITIONS[language])}) \{{{name}\}}", text)]


@pytest.fixture(scope="module")
def takes_a_noun(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], tuple[str, dict[str, object]]]:
    """(message id, placeholder) -> (the noun family it was given, one parameter set the code passed)."""
    found: dict[tuple[str, str], tuple[str, dict[str, object]]] = {}
    for msg, sets in fillers(str(tmp_path_factory.mktemp("demos"))).items():
        for params in sets:
            for name, value in params.items():
                family = family_of(value)
                if family is not None:
                    found.setdefault((msg, name), (family, dict(params)))
        numbers = {name for params in sets for name, value in params.items() if isinstance(value, int)}
        for name in numbers:  # a placeholder the code gives a number ("fruit" points) took a noun only by a guess
            found.pop((msg, name), None)
    return found


def family_of(value: object) -> str | None:
    """The noun family of a filler (a noun, or a list of nouns), else None."""
    first = value[0] if isinstance(value, Names) and value else value
    return next((f for f in FAMILIES if isinstance(first, Msg) and first.id.startswith(f)), None)


def test_every_kind_of_noun_is_given_to_some_sentence(
        takes_a_noun: dict[tuple[str, str], tuple[str, dict[str, object]]]) -> None:
    """The demo games reach each family (so the test below reads every one), and each family has terms."""
    assert {family for family, _ in takes_a_noun.values()} == set(FAMILIES)
    assert all(len(members(family)) >= 2 for family in FAMILIES)


@pytest.mark.parametrize("language", OTHERS)
def test_every_sentence_that_takes_a_noun_renders_with_each_of_its_kind(
        takes_a_noun: dict[tuple[str, str], tuple[str, dict[str, object]]], language: str,
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    words, english = Messages(language), Messages("en")
    wrong: dict[str, list[str]] = defaultdict(list)
    for (msg, name), (family, params) in sorted(takes_a_noun.items()):
        if name not in variables(msg, language):
            continue  # a spoken variant that leaves the noun to the line shown
        for noun in members(family):
            filled = {**params, name: Names((Msg(noun),)) if isinstance(params[name], Names) else Msg(noun)}
            said = words.render(msg, filled)
            forms = term_forms(noun, language)
            if not any(form in said for form in forms):
                wrong[msg].append(f"{noun}: none of {sorted(forms)} in {said!r}")
            if english.render(noun, {}) in said and english.render(noun, {}) not in forms:
                wrong[msg].append(f"{noun}: English in {said!r}")
            wrong[msg] += articles_after_prepositions(language, msg, filled, words)
            wrong[msg] += prepositions_before(language, msg, name, noun)
    broken = [r.getMessage() for r in caplog.records if "cannot be filled in" in r.getMessage()
              or "has no sentence" in r.getMessage()]
    assert ({msg: found for msg, found in wrong.items() if found}, broken) == ({}, [])


def test_the_check_catches_a_noun_pasted_after_a_preposition() -> None:
    """"auf den Kontrollraum": a sentence of its own preposition before the noun's default form with its
    article is caught; the shipped sentence, asking for the "at" form, is not."""
    words = Messages("de")
    pasted = {"player": "ann", "spot": Msg("deathstar.spot.control_room")}
    assert articles_after_prepositions("de", "deathstar.land.hyperspace", pasted, words) == []
    said = words.render("deathstar.land.hyperspace", pasted)
    assert "im Kontrollraum" in said and "den Kontrollraum" not in said
    assert any(form in said for form in term_forms("deathstar.spot.control_room", "de"))
    assert not any(form in "ann: landet auf X." for form in term_forms("deathstar.spot.control_room", "de"))
    assert prepositions_before("de", "deathstar.land", "spot", "deathstar.spot.control_room") == []


def test_the_check_catches_a_sentence_that_pastes_a_space_after_its_own_preposition(monkeypatch: pytest.MonkeyPatch) -> None:
    """"landen auf {spot}" (the shipped sentence asks for FORM($spot, "at")): caught in the sentence as the
    translator would write it."""
    written = "{player}: {token} landen auf {spot}."
    monkeypatch.setitem(globals(), "template", lambda language, msg, n=None: written)
    assert prepositions_before("de", "deathstar.land", "spot", "deathstar.spot.control_room") == [
        "deathstar.land: auf {spot}, not one of ['im Kontrollraum']"]
