"""Every sentence of every catalogue, rendered with sample players (a woman's and a man's name, one that
starts with a vowel), a tie and a count of zero, reads as a native speaker would write it: no English left
in Italian, French or German, French elided before a vowel, and no participle that makes a player a man."""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Iterator
from typing import Any

import pytest

from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentInt
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from controller.words.catalogues import SOURCE_LANGUAGE, catalogue_text, entries, fluent_id, resource
from controller.words.catalogues import message_ids as ids_of
from controller.words.grammar import Filler, Listed
from controller.words.messages import Messages, shipped, variables
from games.base import Msg, Names

OTHERS = ("it", "fr", "de")
PEOPLE = ("player", "current", "owner", "board", "dealer", "winner", "who", "mover", "name", "actor", "seat")
"""Parameters that hold one player's name."""
GROUPS = ("players", "winners", "ghosts")

ENGLISH = re.compile(r"\b(the|and|with|needs|press|hold|turn|wins|won|player|players|spin|undo|next|tile|tiles|row|"
                     r"rows|moves|ghost|ghosts|roll|peg|pegs|left|right|must|cannot|already|your|this|that|"
                     r"there|again|only|every|each|still|host|box's|none|log|token|live|game over|spot|spots)\b", re.IGNORECASE)
"""English words that have no business in an Italian, French or German sentence."""
SYNTAX = re.compile(r"\S*[=|\[\]<>]\S*|--\S+|\b\w+\.\w[\w.]*|(?<!\w)'[^']*'|\((?:[a-z-]+(?:,|\))\s?)+|«[^»]*»|„[^“]*“|“[^”]*”|\{[^}]*\}|\b[A-Z][A-Z0-9_-]+\b")
"""What a sentence may quote as it is typed (key=value, --options, 'quoted', a (list, of, words), WORDS in capitals)."""
FRENCH_HIATUS = re.compile(r"\b(de|que|le|la|je) (?=[aeiouyàâéèêîôû])", re.IGNORECASE)
ITALIAN_HIATUS = re.compile(r"\b(?:a (?=ann\b)|e (?=eva\b))")
"""Italian writes "ad ann" and "ed eva" (the particle with its d before the same vowel): ``{player:a}``."""
MASCULINE = {
    "it": re.compile(r"(?<!di )(?<!a )(?<!ad )\b(ann|bob|eva)\b,? (?:(?:è|sei|era)(?: stat[oa])? \w+(?:at|ut|it)[oa]\b|pront[oia]\b)"),
    "fr": re.compile(r"(?<!de )(?<!d')(?<!à )\b(ann|bob|eva)\b,? (?:(?:est|s'est|était|es) \w+(?:é|ée|i|ie|u|ue)s?\b|prête?s?\b)"),
}
"""A participle or adjective agreeing with a player's name (French and Italian make it masculine or feminine)."""


class _Marker(Filler):
    """A filler that writes itself as its placeholder (``{player}``): a sentence as a translator wrote it."""

    def __init__(self, name: str) -> None:
        self.name = name

    def text(self) -> str:
        return "{" + self.name + "}"


class _Count(FluentInt):
    """A count that chooses its sentence's variant by its value and writes itself as ``{count}``."""

    def format(self, locale: Any) -> str:
        return "{count}"


@functools.cache
def selectors(msg: str, language: str) -> frozenset[str]:
    """The parameters the entry selects its words on in that language (``{ $count -> [one] ...}``)."""
    found: set[str] = set()

    class Walk(Visitor):
        def visit_SelectExpression(self, node: ast.SelectExpression) -> None:  # noqa: N802 (Fluent's name)
            if isinstance(node.selector, ast.VariableReference):
                found.add(node.selector.id.name)
            self.generic_visit(node)

    Walk().visit(entries(language)[fluent_id(msg)])
    return frozenset(found)


def counted(msg: str) -> bool:
    """Whether the entry selects its words on ``$count`` in some language (a plural entry: "1 point", "2 points";
    English may say the same for one and for many)."""
    return any("count" in selectors(msg, language) for language in (SOURCE_LANGUAGE, *OTHERS))


def message_ids() -> list[str]:
    """Every message id the English catalogue has, as the code writes it."""
    return sorted(ids_of(resource(SOURCE_LANGUAGE)))


def template(language: str, msg: str, n: int | None = None, several: bool = False) -> str:
    """The sentence of ``msg`` in ``language`` as it is chosen for a count ``n`` (its ``[0]``, its plural
    form) and a list of one name (or of ``several``), with each placeholder written as ``{name}``."""
    args: dict[str, object] = {name: _Marker(name) for name in variables(msg, SOURCE_LANGUAGE) | variables(msg, language)}
    args["count"] = _Count(1 if n is None else n)
    for name in GROUPS + ("scores",):
        if name in args:
            args[name] = Listed(("ann", "bob") if several else ("ann",), "{" + name + "}")
    bundle = shipped(language).bundle  # Fluent's own format_pattern would make the count a plain number again
    env = ResolverEnvironment(context=bundle, current=CurrentEnvironment(args=args), errors=[])
    pattern = bundle.get_message(fluent_id(msg)).value
    assert pattern is not None, msg
    return str(pattern(env))


def samples(msg: str) -> Iterator[dict[str, Any]]:
    """Parameter sets for one message: each person a woman starting with a vowel and a man, a tie, a zero."""
    names = variables(msg) | ({"count"} if counted(msg) else set())
    for person, group, count in (("ann", ("ann", "bob"), 0), ("bob", ("eva",), 1), ("eva", ("ann", "bob", "eva"), 2)):
        params: dict[str, Any] = {}
        for name in names:
            if name in PEOPLE:
                params[name] = person
            elif name in GROUPS:
                params[name] = Names(group)
            elif name == "count":
                params[name] = count
            elif name == "where" and msg.startswith("script."):
                params[name] = ""  # the line number's prefix, when there is one
            else:
                params[name] = 3
        yield params


@pytest.fixture(scope="module")
def rendered() -> dict[str, list[tuple[str, str]]]:
    """language -> every (message id, sentence) with every sample."""
    out: dict[str, list[tuple[str, str]]] = {}
    for language in OTHERS:
        words = Messages(language)
        out[language] = [(msg, words.render(msg, params)) for msg in message_ids() for params in samples(msg)]
    return out


def test_every_sentence_fills_in_in_every_language(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    for language in OTHERS:
        words = Messages(language)
        for msg in message_ids():
            for params in samples(msg):
                words.render(msg, params)
    broken = [r.getMessage() for r in caplog.records if "cannot be filled in" in r.getMessage()]
    missing = [r.getMessage() for r in caplog.records if "has no sentence" in r.getMessage()]
    assert broken == [] and missing == []


@pytest.mark.parametrize("language", OTHERS)
def test_no_english_word_is_left(rendered: dict[str, list[tuple[str, str]]], language: str) -> None:
    leftovers = sorted({f"{msg}: {found.group(0)!r} in {text!r}" for msg, text in rendered[language]
                        if (found := ENGLISH.search(SYNTAX.sub(" ", text)))})
    assert leftovers == []


def test_french_elides_before_a_vowel(rendered: dict[str, list[tuple[str, str]]]) -> None:
    hiatus = sorted({f"{msg}: {text!r}" for msg, text in rendered["fr"] if FRENCH_HIATUS.search(SYNTAX.sub(" ", text))})
    assert hiatus == []


FRENCH_PLAIN_SPACE = re.compile(r"\S [:;!?»]|« ")
"""A plain space where French writes a no-break one: before ``: ; ! ?`` and inside « » (a phone breaks the
line there)."""


def test_french_writes_a_no_break_space_before_its_high_punctuation(rendered: dict[str, list[tuple[str, str]]]) -> None:
    """"joueur2 : dans l'hyperespace…" was written with a plain space (docs/translators.md, French spacing)."""
    plain = sorted({f"{msg}: {text!r}" for msg, text in rendered["fr"] if FRENCH_PLAIN_SPACE.search(text)})
    assert plain == []


def test_italian_writes_ad_and_ed_before_the_same_vowel(rendered: dict[str, list[tuple[str, str]]]) -> None:
    """"ora tocca a ann": ``controller.not_yours`` skipped its particle."""
    hiatus = sorted({f"{msg}: {text!r}" for msg, text in rendered["it"] if ITALIAN_HIATUS.search(SYNTAX.sub(" ", text))})
    assert hiatus == []


@pytest.mark.parametrize("language", sorted(MASCULINE))
def test_no_player_is_made_a_man_or_a_woman(rendered: dict[str, list[tuple[str, str]]], language: str) -> None:
    gendered = sorted({f"{msg}: {text!r}" for msg, text in rendered[language] if MASCULINE[language].search(text)})
    assert gendered == []


def test_a_tie_and_a_zero_have_words_of_their_own() -> None:
    for language, tie, zero in (("it", "Hanno vinto ann e bob.", "Nessuna vita rimasta."),
                                ("fr", "ann et bob ont gagné.", "Plus aucune vie."),
                                ("de", "ann und bob haben gewonnen.", "Kein Leben mehr.")):
        words = Messages(language)
        assert words.render("standing.won", {"players": Names(("ann", "bob"))}) == tie
        assert words.render("pacman.life_lost.say", {"count": 0}) == zero


def test_the_checks_catch_what_they_are_for() -> None:
    """Each check finds the very mistakes the catalogues once had."""
    assert ENGLISH.search(SYNTAX.sub(" ", "Annullato: spin."))
    assert not ENGLISH.search(SYNTAX.sub(" ", "usa arrow=N1|S3 --seed N 'spin' «Avanti»"))
    assert FRENCH_HIATUS.search("La partie de ann commence") and not FRENCH_HIATUS.search("La partie d'ann commence")
    assert MASCULINE["it"].search("ann è stato catturato!") and MASCULINE["it"].search("bob, pronti!")
    assert MASCULINE["fr"].search("ann s'est échappé") and MASCULINE["fr"].search("bob est rentré")
    assert not MASCULINE["fr"].search("ann rentre à la maison")


PLURAL_RULES = {"en": lambda n: n != 1, "it": lambda n: n != 1, "fr": lambda n: n > 1, "de": lambda n: n != 1}
"""Each catalogue's own ``Plural-Forms`` (its header): True where the noun takes its plural form."""
POINT = {"en": ("point", "points"), "it": ("punto", "punti"), "fr": ("point", "points"), "de": ("Punkt", "Punkte")}


@pytest.mark.parametrize("language", sorted(PLURAL_RULES))
def test_a_card_rows_points_are_counted_by_the_languages_plural_rule(language: str) -> None:
    """A row worth 1, 2 or 5 points (won or lost), as the card game's engine scores it, written and spoken:
    "giocatore1 fa 1 punti" and "Spieler2 verliert 1 Punkte" had the number pasted before a plural noun."""
    from controller.core.session import load_game_data
    from games.base import Action
    from games.registry import GAMES

    spec = GAMES["cards"]
    deck = load_game_data(spec, {})
    words = Messages(language)
    rows = {  # the deck's number cards are 0, 1, 5 and 10
        (1, True): ("1", "+", "0"), (2, True): ("1", "+", "1"), (5, True): ("5", "+", "0"),
        (1, False): ("0", "-", "1"), (4, False): ("1", "-", "5"), (5, False): ("0", "-", "5")}
    for (count, won), (left, op, right) in rows.items():  # a hard game's row below zero counts against its owner
        engine = spec.build(["ann", "bob"], {"mode": "scorekeeper", "target": "50", "variant": "hard"}, 1, deck)
        events = engine.apply(Action.make("score", player="bob", left=left, op=op, right=right))
        (row,) = [words.event(e) for e in events if e.kind == "row_scored"]
        singular, plural = POINT[language]
        noun = plural if PLURAL_RULES[language](count) else singular
        for said in (row.text, row.say or ""):
            assert re.search(rf"\b{count} {noun}\b", said), (language, count, won, said)


CALQUES = {
    "it": ("sopra i valori predefiniti", "autotest dal vivo", "fai girare il prossimo giocatore"),
    "fr": ("Ordre du jeu", "perd son coup", "perdent leur coup"),
    "de": ("Dreht um die Reihenfolge", "Aus dem Spielplan", "PAC-MAN Brettspiel", "über den mitgelieferten Vorgaben"),
}
"""Word-for-word English a native reader found (over the defaults, a live self-test as at a concert, spinning
the player round, a meeting's agenda, a lost shot, turning the order over, out of the board, an unhyphenated
compound): never again in a catalogue."""


@pytest.mark.parametrize("language", sorted(CALQUES))
def test_the_calques_a_native_reader_found_are_gone(language: str) -> None:
    text = catalogue_text(language)
    assert [calque for calque in CALQUES[language] if calque in text] == []


@pytest.mark.parametrize("language, landed, label", [
    ("en", "ann: Han and Chewie land in the Control Room.", "Control Room"),
    ("it", "ann: Han e Chewie arrivano nella sala di controllo.", "Sala di controllo"),
    ("fr", "ann\u00a0: Han et Chewie arrivent dans la salle de contrôle.", "Salle de contrôle"),
    ("de", "ann: Han und Chewie landen im Kontrollraum.", "Kontrollraum")])
def test_a_space_is_a_term_said_in_the_form_the_sentence_asks_for(language: str, landed: str, label: str) -> None:
    """One term per space, with its gender and forms: the sentence picks "im Kontrollraum", a label shows
    "Kontrollraum" (not "Gelandet auf: den Kontrollraum" pasted from two entries)."""
    words = Messages(language)
    who = "Han " + {"en": "and", "it": "e", "fr": "et", "de": "und"}[language] + " Chewie"
    said = words.render("deathstar.land", {"player": "ann", "token": who, "spot": Msg("deathstar.spot.control_room", {})})
    assert said == landed
    assert words.render("deathstar.spot.control_room", {}) == label
    assert shipped(language).genders["deathstar-spot-control_room"] in {"masculine", "feminine", "neuter"}
