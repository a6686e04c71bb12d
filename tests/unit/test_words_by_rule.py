"""Words by rule (issue 37): every catalogue entry rendered with every kind of value the code really puts into
it (recorded from whole demo games and rounds of refused inputs: ``tests/fillers.py``), each number at 0, 1, 2
and 5, in Italian, French and German; the demo games' own sentences too; and the result checked for the
patterns a native reader found:

1. a number pasted before a noun that does not follow it ("fa 1 punti", "marque 0 points"): a number a
   sentence is given must be the ``{count}`` of a plural entry (or be followed by a unit that does not change);
2. a preposition written before a filler that brings its own article ("in la tessera in più", "auf die
   übrige Karte"): such a filler needs an entry per kind, or its own preposition;
3. a number written the English way: "0,2" between digits (read as a decimal), "0.5" as a decimal;
4. a singular heading over a list of names ("Vincitore: ann, bob"): a variant for a tie (``COUNT($winners)``);
5. the calques are ``test_words.py``'s (a list of what was found, kept out).

The checks are shown to catch what they are for by ``test_the_rules_catch_the_mistakes_they_are_for``; that
they found every one of these in the catalogues before issue 37 was measured on that commit (docs/translators.md).
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Mapping
from typing import Any

import pytest

from controller.words.catalogues import SOURCE_LANGUAGE
from controller.words.messages import Messages, variables
from fillers import call_sites, kind_of, kinds_by_placeholder, recorded, sweep, written_keys
from games.base import Msg, Names
from games.datafile import Localized
from test_speech import needs_espeak
from test_words import GROUPS, PEOPLE, SYNTAX, counted, message_ids, selectors, template

OTHERS = ("it", "fr", "de")
LANGUAGES = (SOURCE_LANGUAGE, *OTHERS)
UNITS = {"KiB", "MiB", "GiB", "Kio", "Mio", "ms", "s", "Hz", "x"}
"""What may follow a bare number: a unit is the same for one and for many."""
PREPOSITIONS = {
    "it": ("a", "ad", "di", "da", "in", "su", "con", "per", "tra", "fra"),
    "fr": ("à", "de", "en", "sur", "dans", "par", "pour", "avec", "sous", "vers", "chez"),
    "de": ("in", "im", "an", "am", "auf", "aus", "bei", "mit", "nach", "von", "vom", "zu", "zum", "zur", "über",
           "unter", "vor", "hinter", "neben", "zwischen", "für", "durch", "gegen", "ohne", "um"),
}
ARTICLE = {
    "it": re.compile(r"(?:il|lo|la|i|gli|le|un|uno|una)\b|l'|un'", re.IGNORECASE),
    "fr": re.compile(r"(?:le|la|les|un|une|des|du|au|aux)\b|l'", re.IGNORECASE),
    "de": re.compile(r"(?:der|die|das|dem|den|des|ein|eine|einen|einem|einer|eines)\b", re.IGNORECASE),
}
"""An article at the start of a filler's own words (the filler then chooses its preposition's form)."""
COMMA_BETWEEN_DIGITS = re.compile(r"\d,\d")
ENGLISH_DECIMAL = re.compile(r"(?<![\d.])\d+\.(?!\d{3}(?!\d))\d+(?![\d.])")
"""A decimal point (not the grouping of "12.345", which Italian and German write)."""
NUMBERS = {"allowed", "count", "deck", "depth", "digits", "done", "drawn", "found", "free", "high", "lives", "low",
           "most", "n", "number", "port", "seconds", "steps", "tables", "tiles"}
"""Placeholders that no demo game and no call site shows, whose names say they are numbers (the rest: a word)."""
HEADING = re.compile(r"([^\W\d_]+)\s?:\s*\{(\w+)\}")


@functools.cache
def fillers(tmp: str) -> dict[str, list[dict[str, Any]]]:
    """message id -> the parameter sets to render it with: those the demo games passed, each number swept; the
    kinds its call sites pass, read from the code; for an entry no demo reached, each placeholder's kinds as the
    code passes them to other entries (else a player, a list of names or a number, as the name says)."""
    seen = recorded(tmp)
    by_room = {room: kinds_by_placeholder({msg: sets for msg, sets in seen.items() if room_of(msg) == room})
               for room in {room_of(msg) for msg in seen}}
    written = call_sites(frozenset(message_ids()))
    out: dict[str, list[dict[str, Any]]] = {}
    for msg in message_ids():
        played = seen.get(msg, [])
        sets = [swept for params in played for swept in sweep(params)]
        sites = written.get(msg, {})
        if sites or not played:
            sets += _guessed(msg, by_room.get(room_of(msg), {}), sites, played[0] if played else {})
        out[msg] = _distinct(sets)
    return out


GAME_PAGES = {"pm": "pacman", "ds": "deathstar", "lab": "labyrinth", "cards": "cards"}


def room_of(msg: str) -> str:
    """The game an entry belongs to (``pacman.*``, ``page.pm.*``, ``help.pacman.*``...), else ``""``: the
    box's own (a placeholder's kinds are taken from entries of the same room)."""
    parts = msg.split(".")
    for part in parts[:3]:
        game = GAME_PAGES.get(part, part)
        if game in GAME_PAGES.values():
            return game
    return ""


def _guessed(msg: str, by_name: Mapping[str, dict[str, Any]], sites: Mapping[str, list[Any]],
             played: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Parameter sets from the kinds the call sites write out, the rest as a demo played it, or from the
    placeholders' names."""
    names = sorted(variables(msg) | ({"count"} if counted(msg) else set()))
    choices: dict[str, list[Any]] = {}
    for name in names:
        if sites.get(name):
            choices[name] = list(sites[name])
        elif name in played:
            choices[name] = [played[name]]
        elif name in by_name:
            choices[name] = list(by_name[name].values())
        elif name in PEOPLE:
            choices[name] = ["ann"]
        elif name in GROUPS:
            choices[name] = [Names(("ann",)), Names(("bob", "eva"))]
        elif name == "where" and msg.startswith("script."):
            choices[name] = [""]
        elif name in NUMBERS:
            choices[name] = [3]
        else:
            choices[name] = ["X"]
    widest = max((len(values) for values in choices.values()), default=1)
    return [swept for k in range(widest) for swept in sweep({name: values[k % len(values)]
                                                              for name, values in choices.items()})]


def _distinct(sets: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The parameter sets that differ in some value (a long demo passes the same ones many times)."""
    found: dict[str, dict[str, Any]] = {}
    for params in sets:
        found.setdefault(repr(sorted(params.items(), key=lambda item: item[0])), params)
    return list(found.values())


@pytest.fixture(scope="module")
def demos(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The folder of the demo games' databases: their recording is made once (``recorded`` keeps it)."""
    return str(tmp_path_factory.mktemp("demos"))


@pytest.fixture(scope="module")
def every_filler(demos: str) -> dict[str, list[dict[str, Any]]]:
    return fillers(demos)


def numbers_before_nouns(language: str, msg: str, params: Mapping[str, Any]) -> list[str]:
    """Pattern 1: each number the entry is given that stands right before a noun, unless the entry selects its
    words on it (its form then follows the language's plural rule, ``[0]`` where the catalogue has one). A word is a noun when German writes it with a capital in the same place (German capitalises its
    nouns), or when a catalogue counts it in a plural entry; a unit is the same for one and for many."""
    chooses = selectors(msg, language) | ({"count"} if "count" in params and counted(msg) else set())
    found = []
    for name in sorted(name for name, value in params.items() if kind_of(value) == "int" and name not in chooses):
        after = re.compile(rf"\{{{name}\}}[ ]([^\W\d_]+)")
        for word in after.findall(template(language, msg)):
            nouns = [german for german in after.findall(template("de", msg)) if german[:1].isupper()]
            if word not in UNITS and (nouns and nouns[0] not in UNITS or word in counted_nouns()):
                found.append(f"{msg}: {{{name}}} {word}")
    return found


@functools.cache
def counted_nouns() -> frozenset[str]:
    """Every word a catalogue changes after the ``{count}`` of a plural entry, between its forms ("punto",
    "punti"): a noun a number counts."""
    found: set[str] = set()
    after = re.compile(r"\{count\}[ ]([^\W\d_]+)")
    for language in LANGUAGES:
        for msg in message_ids():
            if counted(msg):
                one, many = (after.findall(template(language, msg, n)) for n in (1, 2))
                found.update(word for pair in zip(one, many) if pair[0] != pair[1] for word in pair)
    return frozenset(found - UNITS)


PARTICIPLE = {
    "it": re.compile(r"\w{2,}(?:at|ut|it|st)[oiae]$"),
    "fr": re.compile(r"\w{2,}(?:é|ée|és|ées|ante|antes|ants)$"),
}
"""A participle or adjective that agrees in number (and gender) with what it counts: "trovati", "piochées"."""


def participles_beside(language: str, text: str, name: str) -> list[str]:
    """The participles that agree with the number ``{name}`` in a sentence: "restantes 30 ·" (no noun after the
    number: the participle counts it) and "…: 0 trouvés" (none before it); "Section 3 vidée" and "tournée 3
    fois" agree with the section and the tile, not with the number."""
    words = (*re.findall(rf"([^\W\d_]+)[ \u00a0]+\{{{name}\}}(?![ \u00a0]*[^\W\d_])", text),
             *re.findall(rf"(?<![^\W\d_][ \u00a0])\{{{name}\}}[ \u00a0]+([^\W\d_]+)", text))
    return [word for word in words if PARTICIPLE[language].search(word)]


def numbers_beside_participles(language: str, msg: str, params: Mapping[str, Any]) -> list[str]:
    """Pattern 1b: a number the entry does not select its words on, beside a participle that agrees with it
    ("1 trovati", "restantes 30 · piochées 0", "0 trouvés")."""
    if language not in PARTICIPLE:
        return []
    return [f"{msg}: {word} beside {{{name}}}" for name in sorted(name for name, value in params.items()
                                                                   if kind_of(value) == "int" and name not in selectors(msg, language))
            for word in participles_beside(language, template(language, msg), name)]


def articles_after_prepositions(language: str, msg: str, params: Mapping[str, Any], words: Messages) -> list[str]:
    """Pattern 2: a preposition of the entry's own before a filler whose words start with an article."""
    found = []
    text = " ".join({template(language, msg, n) for n in (0, 1, 2, 5)})
    for prep, name in re.findall(rf"(?<![\w'])({'|'.join(PREPOSITIONS[language])}) \{{(\w+)\}}", text):
        value = params.get(name)
        filled = words.text(value) if isinstance(value, Msg) else words.localized(value) \
            if isinstance(value, Localized) else "" if value is None else str(value)
        if ARTICLE[language].match(filled):
            found.append(f"{msg}: {prep} {{{name}}} = {filled!r}")
    return found


def english_numbers(text: str, written: str) -> list[str]:
    """Pattern 3: digits with a comma between them (read as a decimal) where a filler put them, a decimal
    point; ``written`` is the entry's own sentence, whose decimals are the translator's ("0,4")."""
    kept = SYNTAX.sub(" ", text)
    return [m.group(0) for m in (*COMMA_BETWEEN_DIGITS.finditer(kept), *ENGLISH_DECIMAL.finditer(text))
            if m.group(0) not in written]


def singular_headings(msg: str, params: Mapping[str, Any]) -> list[str]:
    """Pattern 4: a heading in the singular of what the list holds ("Winner: {winners}") over a list of names
    that can be several (the code gives it names, or the placeholder is named for several), as the entry reads
    for several names: with no variant for a tie (``COUNT($winners)``) it keeps its singular ("Players:
    {players}" is the same for one and for several)."""
    lists = {name for name, value in params.items() if isinstance(value, Names) or name in GROUPS}
    if not lists:
        return []
    return [f"{msg}: {heading}: {{{name}}}" for heading, name in HEADING.findall(template(SOURCE_LANGUAGE, msg, several=True))
            if name in lists and heading.lower() in {name.lower()[:-len(end)] for end in ("s", "es") if name.endswith(end)}]


@pytest.mark.parametrize("language", OTHERS)
def test_no_number_is_pasted_before_a_noun(every_filler: dict[str, list[dict[str, Any]]], language: str) -> None:
    found = sorted({f for msg, sets in every_filler.items() for params in sets
                    for f in numbers_before_nouns(language, msg, params)})
    assert found == []


@pytest.mark.parametrize("language", sorted(PARTICIPLE))
def test_no_number_stands_beside_a_participle_it_does_not_choose(every_filler: dict[str, list[dict[str, Any]]],
                                                                 language: str) -> None:
    found = sorted({f for msg, sets in every_filler.items() for params in sets
                    for f in numbers_beside_participles(language, msg, params)})
    assert found == []


@pytest.mark.parametrize("language", OTHERS)
def test_no_preposition_is_written_before_a_fillers_article(every_filler: dict[str, list[dict[str, Any]]],
                                                             language: str) -> None:
    words = Messages(language)
    found = sorted({f for msg, sets in every_filler.items() for params in sets
                    for f in articles_after_prepositions(language, msg, params, words)})
    assert found == []


@pytest.mark.parametrize("language", OTHERS)
def test_no_number_is_written_the_english_way(every_filler: dict[str, list[dict[str, Any]]], language: str) -> None:
    words = Messages(language)
    found = sorted({f"{msg}: {number} in {said!r}" for msg, sets in every_filler.items() for params in sets
                    for said in [words.render(msg, params)]
                    for number in english_numbers(said, template(language, msg, params.get("count")))})
    assert found == []


def test_no_singular_heading_stands_over_a_list_of_names(every_filler: dict[str, list[dict[str, Any]]]) -> None:
    found = sorted({f for msg, sets in every_filler.items() for params in sets for f in singular_headings(msg, params)})
    assert found == []


def test_the_demo_games_reach_every_game_and_give_each_kind(every_filler: dict[str, list[dict[str, Any]]]) -> None:
    """The recording is what the checks stand on: it must hold the kinds that once went wrong."""
    kinds = {kind_of(value) for sets in every_filler.values() for params in sets for value in params.values()}
    assert {"person", "names:1", "names:2+", "int", "msg:labyrinth.cell", "localized"} <= kinds
    assert {msg.split(".")[0] for msg in every_filler if every_filler[msg]} >= {"pacman", "cards", "deathstar",
                                                                                   "labyrinth", "controller"}


def test_the_rules_catch_the_mistakes_they_are_for() -> None:
    """The patterns as the old catalogues had them (each of the four checks above failed on the commit
    before issue 37's fixes, b54b3ce, with exactly these: docs/translators.md)."""
    assert english_numbers("Pikachu in 0,2", "{pokemon} in {at}") == ["0,2"]
    assert english_numbers("predefinito 0,4", "predefinito 0,4") == []  # the translator's own decimal
    assert ENGLISH_DECIMAL.search("predefinito 0.4") and not ENGLISH_DECIMAL.search("192.168.1.20")
    assert ARTICLE["it"].match("la tessera in più") and ARTICLE["de"].match("die übrige Karte")
    assert ARTICLE["fr"].match("l'hyperespace") and not ARTICLE["it"].match("Pikachu (riga 0, colonna 2)")
    assert HEADING.findall("Summary: {players}. Winner: {winners}.") == [("Summary", "players"), ("Winner", "winners")]
    assert {"punto", "punti", "Punkt", "Punkte", "point", "points"} <= counted_nouns()
    assert PARTICIPLE["it"].search("trovati") and PARTICIPLE["it"].search("pescate") and PARTICIPLE["fr"].search("restantes")
    assert participles_beside("fr", "Pioche de la Force : restantes {deck} · piochées {drawn}", "deck") == ["restantes"]
    assert participles_beside("it", "{player}: {found} trovati, ne mancano {left}", "found") == ["trovati"]
    assert participles_beside("fr", "Section {section} vidée, (tournée {count} fois)", "section") == []
    assert participles_beside("fr", "(tournée {count} fois)", "count") == [] and not PARTICIPLE["fr"].search("cartes")


@pytest.mark.parametrize("language, written", [("en", "12,345"), ("it", "12.345"), ("de", "12.345"),
                                                ("fr", "12\u202f345")])
def test_a_number_is_written_as_the_language_writes_it(language: str, written: str) -> None:
    assert Messages(language).render("journal.disk_full", {"folder": "/srv", "count": 12345}).count(written) == 1


def test_a_full_card_counts_its_free_kib_by_the_plural_rule() -> None:
    """"1 Kio libre" in French (0 and 1 are singular there), "1 KiB libero" in Italian."""
    assert "(1 Kio libre)" in Messages("fr").render("journal.disk_full", {"folder": "/srv", "count": 1})
    assert "(0 Kio libre)" in Messages("fr").render("journal.disk_full", {"folder": "/srv", "count": 0})
    assert "(1 KiB libero)" in Messages("it").render("journal.disk_full", {"folder": "/srv", "count": 1})
    assert "(2 KiB liberi)" in Messages("it").render("journal.disk_full", {"folder": "/srv", "count": 2})


SCREEN = {"en": "screen", "it": "schermo", "fr": "écran", "de": "Bildschirm"}


@pytest.mark.parametrize("language", sorted(SCREEN))
def test_a_wrong_join_code_says_where_every_box_gives_the_code(language: str) -> None:
    """Most boxes have no screen: the refusal sends a phone to what every box has (its voice, a table page)."""
    assert SCREEN[language] not in Messages(language).render("page.api.wrong_join_code", {})


def test_every_sentence_fills_in_with_the_values_the_code_really_passes(demos: str,
                                                                          caplog: pytest.LogCaptureFixture) -> None:
    """Every parameter set the demo games and refused rounds gave the renderer, in every language: a sentence
    that names a placeholder the code does not pass ("Ghost eaten! {points}." once the engine passed
    ``count``) falls back to the bare id, said as it is."""
    seen = recorded(demos)
    caplog.set_level(logging.WARNING)
    for language in LANGUAGES:
        words = Messages(language)
        for msg, sets in seen.items():
            for params in sets[:20]:
                words.render(msg, params)
    broken = sorted({r.getMessage() for r in caplog.records if "cannot be filled in" in r.getMessage()})
    assert broken == []


COMPLETED_LATER = {"controller.abandoned", "controller.set_aside"}
"""Notes whose parameters the code completes where it uses them (``core/session.py`` adds the new game as
``then``)."""


def test_every_placeholder_is_one_the_call_sites_pass() -> None:
    """Each call site that writes its parameters out (``Msg("id", {...})``, ``say_msg="id", params={...}``)
    gives every placeholder its entry names, in every language and form: the engine once passed ``count``
    where "Ghost eaten! {points}." still wanted ``points``, and the box said the bare id."""
    missing = []
    for msg, sites in written_keys(frozenset(message_ids())).items():
        if msg in COMPLETED_LATER:
            continue
        wanted = set()
        for language in LANGUAGES:
            wanted |= variables(msg, language)
        missing += [f"{msg}: {sorted(wanted - keys)} not passed" for keys in sites if not wanted <= keys]
    assert sorted(set(missing)) == []


THOUSAND = {"en": "T'aUz@nd", "it": "m'i:la", "fr": "m'il", "de": "t'aUz@nt"}
"""How espeak-ng's phonemes write the word for "thousand" in each language."""


@needs_espeak
@pytest.mark.parametrize("language", sorted(THOUSAND))
def test_a_grouped_score_is_spoken_as_one_number(language: str) -> None:
    """"12.345", "12 345": the voice reads the language's grouping as one number (twelve thousand...), not as a
    decimal or as two numbers."""
    import shutil
    import subprocess

    from drivers.speech import for_the_voice

    espeak = shutil.which("espeak-ng")
    assert espeak is not None, "espeak-ng is needed (.ci/run installs it)"  # on CI, where needs_espeak does not skip
    said = Messages(language).render("pacman.game_over.say", {"player": "ann", "score": 12345})
    assert "12345" not in said
    phonemes = subprocess.run([espeak, "-v", language, "-q", "-x", for_the_voice(said)], capture_output=True, text=True,
                              check=True, timeout=60).stdout
    assert THOUSAND[language] in phonemes, (said, phonemes)
