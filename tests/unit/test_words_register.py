"""One register per language (issue 51, docs/translators.md): what the whole table hears or sees speaks to a
group (voi, vous, ihr); what speaks to one person (a player's own phone, the player a sentence names, the one
whose action is refused, the reader of a command's help) speaks as to one person (tu, du). The join sentence
once said "ouvre..." to the whole table while the box said "libérez..." elsewhere, and the phones' errors
switched between "réessaie" and "réessayez"."""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Mapping

import pytest

from conftest import ROOT
from controller.words.messages import variables
from test_words import PEOPLE, message_ids, template

CLAUSE = r"(?:^|[.:;,!?(]\s*|—\s*|\b(?:e|et|und|poi|puis|dann)\s+)"
"""Where an imperative stands: at the start of a sentence or a clause (a verb after a name is no imperative)."""


def _imperatives(verbs: str) -> re.Pattern[str]:
    return re.compile(CLAUSE + r"(?:" + "|".join(verbs.split()) + r")\b", re.IGNORECASE | re.MULTILINE)


SINGULAR = {
    "it": (re.compile(r"\b(?:tu|ti|te|tuo|tua|tuoi|tue)\b", re.IGNORECASE),
           _imperatives("apri unisciti premi tieni scrivi scegli aspetta riprova spingi muovi muoviti inserisci "
                        "riprendi chiedi prova liberate_ guarda")),
    "fr": (re.compile(r"\b(?:tu|toi|ton|ta|tes|tien|tienne)\b|-toi\b|\bt'", re.IGNORECASE),
           _imperatives("ouvre rejoins touche appuie maintiens tape choisis attends réessaie pousse déplace "
                        "écris entre demande donne reprends essaie utilise garde saisis confie remonte-le remonte-les")),
    "de": (re.compile(r"\b(?:du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b", re.IGNORECASE),
           _imperatives("öffne tippe tipp drücke drück halte halt wähle wähl warte versuche versuch schiebe "
                        "bewege zeige gib nimm beende frage schreibe schreib")),
}
"""Second person singular: its pronouns and possessives, and imperatives where a clause starts."""
PLURAL = {
    "it": (re.compile(r"\b(?:voi|vi|vostr[oaie])\b", re.IGNORECASE),
           _imperatives("aprite unitevi premete tenete scrivete scegliete aspettate riprovate spingete muovete "
                        "inserite riprendete chiedete provate liberate riavviate controllate collegate staccate "
                        "girate pescate toccate guardate usate date premetelo tenetelo rialzatelo rialzateli")),
    "fr": (re.compile(r"\b(?:vous|votre|vos)\b", re.IGNORECASE),
           re.compile(r"\b(?!chez\b|nez\b|assez\b)\w+ez\b", re.IGNORECASE)),
    "de": (re.compile(r"\b(?:euch|euer|eure|euren|eurem|eurer|eures)\b", re.IGNORECASE),
           _imperatives("öffnet tippt drückt haltet wählt wartet versucht schiebt bewegt zeigt gebt nehmt "
                        "beendet fragt schreibt macht startet steckt")),
}
"""Second person plural: its pronouns and possessives, and its imperatives (French: every "-ez")."""
QUOTED = re.compile(r"«[^»]*»|„[^“]*“|(?<!\w)'[^']*'|\{[^}]*\}")
"""What a sentence quotes (a button's name, typed syntax) or leaves to a filler: not its own words."""
ONE_PERSON = ("cli.", "help.", "button.", "act.", "page.seat.", "page.member.", "page.host.", "page.api.",
              "page.touch.", "page.cards.", "page.lab.", "page.ds.", "page.pm.", "page.box_", "page.reconnecting",
              "deathstar.force_card.", "controller.prompt", "controller.stale", "controller.button_")
"""Entries that speak to one person: the command line's reader, a button, a player's own phone and its panels,
the touch screen's buttons (whoever touches), a Force card's own words (to whoever drew it), the terminal's
prompt, the answer to a phone's tap made for a game that has ended, to a button pressed for nothing."""
TO_THE_TABLE = {"labyrinth.night", "labyrinth.setup"}
"""Entries with a player's name (or a ``board``, a name in the card game) that speak to everyone ("ann ends the
day. Lights out: look for your glowing Pokémon")."""


@functools.cache
def refusals() -> frozenset[str]:
    """The ids the code refuses something with (every message id written in a ``raise``, or in the refusal
    it builds): they answer the one who tried."""
    known, found = set(message_ids()), set()
    for folder in ("games", "controller"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Raise) or isinstance(node, ast.Call) and getattr(node.func, "id", "") in \
                        ("IllegalAction", "Refusal", "BadOptions", "BadPlayers"):
                    written = {c.value for c in ast.walk(node) if isinstance(c, ast.Constant) and isinstance(c.value, str)}
                    # an id put together ("deathstar.unknown_spot" + ".hyperspace") is one of the known ids it starts
                    found |= {m for m in known if m in written or any(m.startswith(w + ".") for w in written)}
    return frozenset(found)


def to_one_person(msg: str) -> bool:
    """Whether the entry speaks to one person (else: to the whole table)."""
    if msg in TO_THE_TABLE:
        return False
    return msg.startswith(ONE_PERSON) or msg in refusals() or bool(variables(msg) & set(PEOPLE))


def own_words(language: str, msg: str) -> str:
    """The entry's own words in each of its variants, quotes and fillers left out."""
    variants = sorted({template(language, msg, n, several) for n in (0, 1, 2) for several in (False, True)})
    return " / ".join(QUOTED.sub("X", variant) for variant in variants)  # a filler stands for a word, never a clause's start


DESCRIPTIONS = ("cli.", "help.")
"""What a command does, said in the third person ("Zeigt, welche..."): German's is its plural imperative."""


def markers(register: Mapping[str, tuple[re.Pattern[str], ...]], language: str, msg: str) -> tuple[re.Pattern[str], ...]:
    """The markers to look for in an entry: a description's German verbs are no imperatives."""
    return register[language][:1] if language == "de" and msg.startswith(DESCRIPTIONS) else register[language]


def found(markers: tuple[re.Pattern[str], ...], text: str) -> str | None:
    """The first marker of a register in a text."""
    for marker in markers:
        if hit := marker.search(text):
            return hit.group(0).strip(" .:;,!?(—\u00a0\u202f")
    return None


@pytest.mark.parametrize("language", sorted(SINGULAR))
def test_the_table_is_spoken_to_as_a_group(language: str) -> None:
    wrong = sorted(f"{msg}: {word!r} in {own_words(language, msg)[:120]!r}" for msg in message_ids()
                   if not to_one_person(msg) and (word := found(markers(SINGULAR, language, msg), own_words(language, msg))))
    print("\n".join(wrong))
    assert wrong == []


@pytest.mark.parametrize("language", sorted(PLURAL))
def test_one_person_is_spoken_to_as_one_person(language: str) -> None:
    wrong = sorted(f"{msg}: {word!r} in {own_words(language, msg)[:120]!r}" for msg in message_ids()
                   if to_one_person(msg) and (word := found(markers(PLURAL, language, msg), own_words(language, msg))))
    print("\n".join(wrong))
    assert wrong == []


def test_the_register_checks_find_what_they_are_for() -> None:
    """The sentences the native readers found: the join line said to the whole table as to one person, and a
    phone's error as to many."""
    assert found(SINGULAR["fr"], "Pour jouer sur ton téléphone, ouvre ") == "ton"
    assert found(SINGULAR["de"], "Um auf dem Handy zu spielen, öffne die Seite.") == "öffne"
    assert found(PLURAL["fr"], "le boîtier ne répond pas : réessayez") == "réessayez"
    assert found(PLURAL["it"], "Aprite la pagina") == "Aprite"
    assert found(SINGULAR["it"], "ann gira la ruota") is None and found(PLURAL["de"], "ann dreht, bob zieht") is None
    assert not to_one_person("controller.join") and to_one_person("page.api.busy") and to_one_person("cards.turn")
