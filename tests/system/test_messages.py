"""The message catalogues (issue 14, first part): every id in every language with the same parameters,
English as the fallback, plural forms from the catalogue, and the same JSON whatever the language."""

from __future__ import annotations

import io
import logging
import re
from pathlib import Path

import pytest
from fluent.syntax import ast

from conftest import ROOT, companion, json_events
from controller.core.kinds import UpdateKind
from controller.words.catalogues import message_ids, parse, resource
from controller.words.messages import Messages, variables
from controller.words.languages import LANGUAGES
from controller.core.session import load_game_data
from games.registry import GAMES, CARDS


DATA = ROOT / "tests" / "data"


def entries(language: str) -> dict[str, set[str]]:
    """Each message id of a catalogue and the parameters it uses (in any of its variants)."""
    return {msg: variables(msg, language) for msg in message_ids(resource(language))}


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
    assert sorted(msg for msg in used - set(entries("en")) if not Messages("en").has(msg)) == []  # or a game's noun


@pytest.mark.parametrize("language", sorted(set(LANGUAGES) - {"en"}))
def test_every_catalogue_has_every_id_with_the_same_parameters(language: str) -> None:
    english, other = entries("en"), entries(language)
    assert sorted(set(english) - set(other)) == [], f"{language}.ftl lacks these"
    assert sorted(set(other) - set(english)) == [], f"{language}.ftl has ids English does not"
    for key, wanted in english.items():
        assert other[key] - {"count"} == wanted - {"count"}, f"{language}.ftl: {key}: {sorted(other[key])}"


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_shipped_catalogues_have_no_entry_fluent_cannot_read(language: str) -> None:
    assert [entry.content for entry in resource(language).body if isinstance(entry, ast.Junk)] == []


def test_plural_forms_come_from_the_catalogue_and_english_is_the_fallback() -> None:
    assert Messages("de").render("cards.reshuffle", {"count": 1}).endswith("1 Karte.")
    assert Messages("de").render("cards.reshuffle", {"count": 7}).endswith("7 Karten.")
    assert Messages("fr").render("cards.reshuffle", {"count": 0}).endswith("0 carte.")  # French: 0 is singular
    assert Messages("en").render("cards.reshuffle", {"count": 0}).endswith("0 cards.")
    assert Messages("it").render("cards.an.id.only.english.has", {}) == "cards.an.id.only.english.has"  # no entry
    draft = Messages("it", catalogue="cards-turn = Tocca a { $player }.\n")  # every other sentence is English
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
    """A translator's ``$playr`` (or a missing brace) must not lose the line: English is said, once logged, and
    the broken entry is named with its line."""
    caplog.set_level(logging.WARNING)
    draft = "cards-turn = Tocca a { $playr }.\ncards-draw = { $player pesca.\ncards-rule = Vince chi arriva a { $count }.\n"
    words = Messages("it", catalogue=draft)
    assert words.render("cards.turn", {"player": "ann"}) == "ann's turn."
    assert words.render("cards.turn", {"player": "bob"}) == "bob's turn."
    assert words.render("cards.draw", {"player": "ann", "draw_pile": 3}) == \
        Messages("en").render("cards.draw", {"player": "ann", "draw_pile": 3})
    assert words.render("cards.rule", {"count": 50}) == "Vince chi arriva a 50."  # the entry after the broken one
    warned = [r.getMessage() for r in caplog.records]
    assert any("the draft:2: cannot be read" in line for line in warned), warned
    unfilled = [line for line in warned if "cannot be filled in" in line]
    assert len(unfilled) == 1 and "'cards.turn'" in unfilled[0] and "playr" in unfilled[0]


def test_a_catalogue_names_the_line_fluent_cannot_read(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    parse("a = one\nb = { two\nc = three\n", "it.ftl")
    assert [r.getMessage() for r in caplog.records][0].startswith("it.ftl:2: cannot be read (")


@pytest.mark.parametrize("language, tie, one", [
    ("en", "Winners: ann and bob.", "Winner: ann."), ("it", "Vincitori: ann e bob.", "Vincitore: ann."),
    ("fr", "Vainqueurs\u00a0: ann et bob.", "Vainqueur\u00a0: ann."), ("de", "Sieger: ann und bob.", "Sieger: ann.")])
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
