"""The message catalogues (issue 14, first part): every id in every language with the same parameters,
English as the fallback, plural forms from the catalogue, and the same JSON whatever the language."""

from __future__ import annotations

import gettext
import io
import re
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from conftest import ROOT, companion, json_events
from controller.core.kinds import UpdateKind
from controller.words.catalogues import DIGEST_ID, catalogue_text, compile_mo, digest, load, translations
from controller.words.messages import Messages, placeholders
from controller.words.languages import LANGUAGES
from controller.core.session import load_game_data
from games.registry import GAMES, CARDS


DATA = ROOT / "tests" / "data"


def entries(language: str) -> dict[str, tuple[str, ...]]:
    """Each message id of a catalogue and its sentences (one, or one per plural form)."""
    catalogue = read_po(io.StringIO(catalogue_text(language)), locale=language)
    found: dict[str, tuple[str, ...]] = {}
    for message in catalogue:
        if not message.id:
            continue
        key = str(message.id[0] if isinstance(message.id, (tuple, list)) else message.id)
        strings = message.string
        found[key] = tuple(str(s) for s in strings) if isinstance(strings, (tuple, list)) else (str(strings),)
    return found


def ids_in_the_engines() -> set[str]:
    """Every message id written out whole in the engines' code (``msg="cards.turn"``, ``Msg("cards.rule")``);
    the ids an engine puts together (``f"cards.row.{row}"``) are checked by the demos below."""
    prefixes = "cards|pacman|deathstar|labyrinth|controller|standing|title|help|list|options|page|cli|rules"
    pattern = re.compile(rf'"((?:{prefixes})\.[a-z0-9_.]+)"')
    return {m for folder in ("games", "controller") for path in (ROOT / folder).rglob("*.py")
            for m in pattern.findall(path.read_text())
            if not m.endswith(".") and not (ROOT / m.replace(".", "/")).is_dir()}  # a package's name is no message


def test_every_id_the_code_gives_has_an_english_sentence() -> None:
    used = ids_in_the_engines()
    assert used, "no engine gives message ids yet"
    assert sorted(used - set(entries("en"))) == []


@pytest.mark.parametrize("language", sorted(set(LANGUAGES) - {"en"}))
def test_every_catalogue_has_every_id_with_the_same_parameters(language: str) -> None:
    english, other = entries("en"), entries(language)
    assert sorted(set(english) - set(other)) == [], f"{language}.po lacks these"
    assert sorted(set(other) - set(english)) == [], f"{language}.po has ids English does not"
    for key, sentences in english.items():
        assert all(other[key]), f"{language}.po: {key} has an empty sentence"
        assert len(other[key]) == len(sentences) or len(sentences) == 2, f"{language}.po: {key} plural forms"
        wanted = set().union(*(placeholders(s) for s in sentences))
        for sentence in other[key]:
            assert placeholders(sentence) == wanted, f"{language}.po: {key}: {sentence!r}"


def test_plural_forms_come_from_the_catalogue_and_english_is_the_fallback() -> None:
    assert Messages("de").render("cards.reshuffle", {"count": 1}).endswith("1 Karte.")
    assert Messages("de").render("cards.reshuffle", {"count": 7}).endswith("7 Karten.")
    assert Messages("fr").render("cards.reshuffle", {"count": 0}).endswith("0 carte.")  # French: 0 is singular
    assert Messages("en").render("cards.reshuffle", {"count": 0}).endswith("0 cards.")
    italian = translations("it")
    assert italian.gettext("cards.an.id.only.english.has") == "cards.an.id.only.english.has"  # no entry anywhere
    english_only = io.BytesIO()  # a draft with one sentence: every other one is said in English
    write_mo(english_only, read_po(io.StringIO('msgid "cards.turn"\nmsgstr "Tocca a {player}."\n'), locale="it"))
    english_only.seek(0)
    draft = Messages("it", catalogue=gettext.GNUTranslations(english_only))
    assert draft.render("cards.turn", {"player": "ann"}) == "Tocca a ann."
    assert draft.render("cards.draw", {"player": "ann"}) == Messages("en").render("cards.draw", {"player": "ann"})


def test_a_game_in_italian_reads_italian_and_its_json_is_the_same_as_in_english(tmp_path: Path) -> None:
    args = ("run", "--game", "cards", "--simulate", "--players", "ann,bob,cid", "--seed", "5",
            "--script", str(DATA / "cards_seed5.script"))
    italian = companion(*args, "--db", str(tmp_path / "it.db"), "--lang", "it")
    assert italian.returncode == 0, italian.stderr
    assert "Tocca ad ann." in italian.stdout and "ann pesca una carta." in italian.stdout
    assert "ann's turn." not in italian.stdout
    english, translated = (json_events(companion(*args, "--db", str(tmp_path / f"{lang}j.db"), "--json",
                                                 "--lang", lang).stdout) for lang in ("en", "it"))
    assert english == translated and [e for e in english if e["event"] == "turn"]  # kinds and fields only


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_whole_card_games_in_each_language_use_no_fallback(tmp_path: Path, language: str) -> None:
    """The card game's every line comes from the language's own catalogue: a demo, a scorekeeper game,
    and a round of refused inputs (a missing entry is logged as a warning, and English used)."""
    runs = [("--demo", "--pace", "0"), ("--option", "mode=scorekeeper", "--script", str(DATA / "cards_scorekeeper.script")),
            ("--option", "variant=hard", "--script", "-")]
    refused = "do show-hand\ndo play card=q\ndo play card=5 row=middle\ndo discard card=5\ndo play card=5 board=zed\n" \
              "do show-hand player=bob\nplay card=5 slot=op\n"
    for k, extra in enumerate(runs):
        result = companion("run", "--game", "cards", "--simulate", "--players", "ann,bob,cid", "--seed", "5",
                           "--lang", language, "--db", str(tmp_path / f"{k}.db"), *extra, stdin=refused)
        assert result.returncode == 0, result.stderr
        assert "has no" not in result.stderr, result.stderr


def test_each_sink_renders_the_words_in_its_own_language_on_its_own_thread() -> None:
    """The publisher hands every sink the same update with message ids; each sink renders them (the box's
    language unless the sink was given its own), so the loop's thread never renders a sentence."""
    from controller.faces.terminal.sink import TerminalSink
    from controller.core.publisher import Publisher
    from games.base import Event

    box, german = io.StringIO(), io.StringIO()
    publisher = Publisher([TerminalSink(stream=box), TerminalSink(stream=german, messages=Messages("de"))],
                          Messages("it"))
    engine = GAMES["cards"].build(["ann", "bob"], {}, 1, load_game_data(CARDS, {}))
    update = publisher.publish(UpdateKind.ACTION, [Event("turn", {"player": "ann"}, msg="cards.turn", params={"player": "ann"})],
                               1.0, engine)
    publisher.drain()
    assert update.events[0].text == ""  # as the engine gave it: the words are the sinks' to render
    assert box.getvalue().endswith("Tocca ad ann.\n") and german.getvalue().endswith("ann ist dran.\n")
    publisher.close()


def test_a_typo_in_an_edited_catalogue_falls_back_to_english_and_loses_no_line(caplog: pytest.LogCaptureFixture) -> None:
    """A translator's ``{playr}`` (or a stray brace) must not lose the line: English is said, once logged."""
    broken = read_po(io.StringIO('msgid "cards.turn"\nmsgstr "Tocca a {playr}."\n\nmsgid "cards.draw"\nmsgstr "{player pesca."\n'),
                     locale="it")
    compiled = io.BytesIO()
    write_mo(compiled, broken)
    compiled.seek(0)
    words = Messages("it", catalogue=gettext.GNUTranslations(compiled))
    assert words.render("cards.turn", {"player": "ann"}) == "ann's turn."
    assert words.render("cards.turn", {"player": "bob"}) == "bob's turn."
    assert words.render("cards.draw", {"player": "ann", "draw_pile": 3}) == \
        Messages("en").render("cards.draw", {"player": "ann", "draw_pile": 3})
    warned = [r.getMessage() for r in caplog.records if "cannot be filled in" in r.getMessage()]
    assert len(warned) == 2 and "cards.turn" in warned[0]


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_shipped_mo_files_are_compiled_from_the_po_files_as_they_are(language: str) -> None:
    """The box loads the MO file (no Babel at start-up); it must hold exactly what the PO file says.
    After editing a PO file: python -m controller.words.catalogues."""
    mo = (ROOT / "controller" / "words" / "locale" / f"{language}.mo").read_bytes()
    text = catalogue_text(language)
    assert load(text, mo, language).gettext(DIGEST_ID) == digest(text), "run: python -m controller.words.catalogues"
    assert mo == compile_mo(text, language)


def test_a_po_file_edited_since_its_mo_file_is_compiled_when_loaded() -> None:
    shipped = (ROOT / "controller" / "words" / "locale" / "it.mo").read_bytes()
    edited = catalogue_text("it").replace('msgstr "Tocca {player:a}."', 'msgstr "Adesso tocca {player:a}."', 1)
    assert edited != catalogue_text("it")
    assert load(edited, shipped, "it").gettext("cards.turn") == "Adesso tocca {player:a}."
    assert load(catalogue_text("it"), shipped, "it").gettext("cards.turn") == "Tocca {player:a}."
    assert load(edited, None, "it").gettext("cards.turn") == "Adesso tocca {player:a}."  # no MO file at all


def test_the_box_starts_without_babel() -> None:
    """The shipped MO files load with the standard library alone: Babel (about 70 ms to import and
    compile) is only for a PO file edited since."""
    import subprocess
    import sys

    code = "import sys; from controller.words.messages import Messages; Messages('it'); print('babel' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert result.stdout.strip() == "False"


@pytest.mark.parametrize("language, tie, one", [
    ("en", "Winners: ann and bob.", "Winner: ann."), ("it", "Vincitori: ann e bob.", "Vincitore: ann."),
    ("fr", "Vainqueurs : ann et bob.", "Vainqueur : ann."), ("de", "Sieger: ann und bob.", "Sieger: ann.")])
def test_the_closing_summary_names_a_tie_with_its_own_heading(language: str, tie: str, one: str) -> None:
    """"Vincitore: giocatore1, giocatore2": the summary had no form for several winners."""
    from controller.core.publisher import Publisher
    from controller.faces.terminal.sink import TerminalSink

    for winners, said in ((["ann", "bob"], tie), (["ann"], one)):
        out = io.StringIO()
        publisher = Publisher([TerminalSink(stream=out)], Messages(language))
        publisher.summary({"game": "pacman", "players": [{"name": "ann", "score": 30}, {"name": "bob", "score": 30}],
                           "winners": winners, "finished": True, "termination": "cleared", "has_points": True,
                           "state": {}}, 1.0)
        publisher.drain()
        publisher.close()
        assert said in out.getvalue(), out.getvalue()
