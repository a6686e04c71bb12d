"""Every game, whole, in every language (issue 14): demos and refused inputs with no line from the English
fallback, the official Pokémon names, the Force cards' own words, and the box's own lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import ROOT, companion
from controller.words.languages import LANGUAGES
from controller.words.messages import Messages
from games.base import Action
from games.datafile import DataError
from games.deathstar.data import parse_force_deck
from games.labyrinth.board import parse_tiles
from games.registry import GAMES


TILES = ROOT / "games" / "labyrinth" / "tiles.toml"

RUNS: dict[str, list[tuple[str, ...]]] = {  # the variant with the most kinds of line (that every id exists in every catalogue is test_messages')
    "deathstar": [("--players", "ann,bob,cid", "--seed", "3")],
    "pacman": [("--players", "ann,bob", "--option", "mode=arcade", "--seed", "1")],  # one of the shorter matches
    "labyrinth": [("--players", "ann,bob", "--option", "variant=glow", "--seed", "3")],
}
REFUSED = {
    "deathstar": "do land spot=moon\ndo end\nspin\ndo bump target=zed\ndo escape\ndo card token=7\ndo fly\n"
                 "do spin player=zed\ndo end extra=1\n",
    "pacman": "do next\ndo ghost\ndo fruit\ndo caught\ndo power\ndo peg space=Z99 state=down\n"
              "do confirm space=B2\ndo roll\ndo roll\ndo fly\n",
    "labyrinth": "do move to=3,3\ndo insert arrow=Q9\ndo insert arrow=N1 rotation=7\ndo insert arrow=N1\n"
                 "do insert arrow=S1\ndo move to=9,9\ndo move to=x\ndo found pokemon=Pikachu\ndo reach board=maybe\n"
                 "do home player=zed\ndo fly\nundo\nstatus\n",
}


def transcript(stdout: str) -> list[str]:
    """The event lines of a run, without their time stamps."""
    return [line.split("] ", 1)[1] for line in stdout.splitlines() if line.startswith("[")]


@pytest.mark.parametrize("game", sorted(RUNS))
def test_whole_games_in_each_language_use_no_fallback_and_read_in_that_language(tmp_path: Path, game: str) -> None:
    """A demo of each game (and its variants) in each language: every line from that language's own
    catalogue (a missing entry is logged as a warning), each line different from the English one of
    the same game, and a round of refused inputs, also without a fallback."""
    for k, extra in enumerate(RUNS[game]):
        lines: dict[str, list[str]] = {}
        for language in sorted(LANGUAGES):
            result = companion("run", "--game", game, "--simulate", "--demo", "--pace", "0",
                               "--lang", language, "--db", str(tmp_path / f"{k}{language}.db"), *extra)
            assert result.returncode == 0, result.stderr
            assert "has no" not in result.stderr and "gives no" not in result.stderr, result.stderr
            lines[language] = transcript(result.stdout)
        english = lines["en"]
        assert len(english) > 20
        for language in sorted(set(LANGUAGES) - {"en"}):
            assert len(lines[language]) == len(english), language  # the same game, told in another language
            same = [line for line, en in zip(lines[language], english) if line == en]
            assert len(same) <= len(english) // 20, (language, same[:5])
    for language in sorted(LANGUAGES):
        result = companion("run", "--game", game, "--simulate", "--lang", language, "--script", "-",
                           "--db", str(tmp_path / f"refused-{language}.db"), *RUNS[game][0], stdin=REFUSED[game])
        assert result.returncode == 0, result.stderr
        assert "has no" not in result.stderr, result.stderr
        assert result.stdout.count("] ! ") >= REFUSED[game].count("\n") - 3, result.stdout


def test_refusals_and_the_box_lines_read_in_the_language(tmp_path: Path) -> None:
    result = companion("run", "--game", "deathstar", "--simulate", "--seed", "3", "--lang", "de", "--script", "-",
                       "--players", "ann,bob", "--db", str(tmp_path / "de.db"), stdin="do land spot=moon\nundo\n")
    assert result.returncode == 0, result.stderr
    assert "Neues Spiel Nr. 1: Flucht vom Todesstern mit ann und bob" in result.stdout
    assert "! erst wird um die Reihenfolge gedreht (ann dreht als Nächstes)" in result.stdout
    assert "! nichts zurückzunehmen" in result.stdout
    assert "Ergebnis: ann, bob. Sieger: noch keiner." in result.stdout
    again = companion("run", "--game", "deathstar", "--simulate", "--lang", "it", "--script", "/dev/null",
                      "--db", str(tmp_path / "de.db"))
    assert "Riprendo la partita n. 1, rimasta in sospeso (Fuga dalla Morte Nera: ann, bob; finora 0 azioni)" in again.stdout, again.stdout


def test_the_force_cards_speak_the_language_of_the_box(tmp_path: Path) -> None:
    deck = parse_force_deck((TILES.parent.parent / "deathstar" / "force_deck.toml").read_text("utf-8"))
    assert all(card.words.get(language) for card in deck for language in LANGUAGES)
    result = companion("run", "--game", "deathstar", "--simulate", "--demo", "--pace", "0", "--seed", "5",
                       "--lang", "de", "--db", str(tmp_path / "f.db"))
    drawn = [line for line in transcript(result.stdout) if "Karte der Macht für" in line]
    german = {card.words.get("de") or "" for card in deck}
    assert drawn and all(any(text in line for text in german) for line in drawn)
    own = parse_force_deck('[[card]]\nforce = "with"\neffect = "extra_turn"\ntext = "Ancora!"\n')
    assert Messages("fr").render("deathstar.force_card.with.say", {"text": own[0].words}) == \
        "La Force est avec toi. Ancora!"  # one text for every language: no fallback, no warning
    half = parse_force_deck('[[card]]\nforce = "with"\neffect = "extra_turn"\ntext.en = "Again!"\n')
    words = Messages("it")
    assert words.render("deathstar.force_card.with.say", {"text": half[0].words}).endswith("Again!")
    assert "Again!" in words.missing


@pytest.mark.parametrize("text, where", [
    ('[[card]]\nforce = "with"\neffect = "extra_turn"\ntext = {}\n', "card[1].text"),
    ('[[card]]\nforce = "with"\neffect = "extra_turn"\ntext.english = "Go"\n', "card[1].text.english"),
    ('[[card]]\nforce = "with"\neffect = "extra_turn"\ntext.it = 3\n', "card[1].text.it"),
])
def test_a_bad_card_text_is_named(text: str, where: str) -> None:
    with pytest.raises(DataError, match=where.replace("[", r"\[").replace("]", r"\]")):
        parse_force_deck(text)


def test_the_pokemon_have_their_official_names_and_answer_to_them(tmp_path: Path) -> None:
    tiles = parse_tiles(TILES.read_text("utf-8"))
    words = {language: Messages(language) for language in ("en", "it", "fr", "de")}
    names = {language: words[language].render("labyrinth.found.say", {"player": "ann", "pokemon": tiles.name("Bulbasaur")})
             for language in words}
    assert names == {"en": "ann finds Bulbasaur!", "it": "ann trova Bulbasaur!", "fr": "ann trouve Bulbizarre\u202f!",
                     "de": "ann findet Bisasam!"}
    setup = companion("labyrinth", "setup", "--seed", "1", "--lang", "de")
    assert setup.returncode == 0 and "Bisasam (Reihe" in setup.stdout and "Bulbasaur" not in setup.stdout
    engine = GAMES["labyrinth"].build(["ann", "bob"], {"variant": "glow"}, 1, tiles)
    assert engine.canonical(Action.make("found", pokemon="bulbizarre")).arg("pokemon") == "Bulbasaur"
    assert engine.canonical(Action.make("found", pokemon="Relaxo")).arg("pokemon") == "Snorlax"
    with pytest.raises(DataError, match=r"names\.de\.Missingno: no tile has this Pokémon"):
        parse_tiles(TILES.read_text("utf-8") + 'Missingno = "Fehlt"\n')  # into [names.de], the file's last table


def test_every_action_has_help_and_every_game_a_title_in_every_language() -> None:
    for language in LANGUAGES:
        words = Messages(language)
        for name, spec in GAMES.items():
            words.render(f"title.{name}", {})
            for action in spec.actions:
                words.render(f"help.{name}.{action}", {})
        assert not words.missing, (language, words.missing)
    assert Messages("en").render("help.pacman.roll", {}) == "roll the 3 dice for Pac-Man (during the power moves: one die)"


def test_the_command_line_helps_and_refuses_in_the_language(tmp_path: Path) -> None:
    german = companion("--lang", "de", "run", "--help")
    assert german.returncode == 0, german.stderr
    assert german.stdout.startswith("Aufruf: companion run") and "Die Box für ein Spiel starten." in german.stdout
    assert "diese Hilfe zeigen und beenden" in german.stdout and "show this help" not in german.stdout
    config = tmp_path / "fr.toml"
    config.write_text('[box]\nlanguage = "fr"\n')
    french = companion("scores", "--help", "--config", str(config))  # the config's language, before any parsing
    assert "utilisation\u00a0: companion scores" in french.stdout and "meilleurs scores" in french.stdout
    bad_seed = companion("run", "--seed", "x", "--lang", "it")
    assert bad_seed.returncode == 2 and "companion run: errore: argomento --seed: serve un numero intero, non 'x'" \
        in bad_seed.stderr
    one = companion("run", "--game", "deathstar", "--simulate", "--players", "ann", "--lang", "de",
                    "--db", str(tmp_path / "one.db"))
    assert one.returncode == 2 and one.stderr.strip().endswith("companion run: die Spielerzahl dieses Spiels ist 2 bis 4, nicht 1")
    english = companion("run", "--game", "cards", "--simulate", "--option", "colour=red", "--db", str(tmp_path / "e.db"))
    assert "unknown option 'colour' (this game knows: dealer, mode, target, variant)" in english.stderr


def test_the_score_tables_read_in_the_language(tmp_path: Path) -> None:
    db = str(tmp_path / "scores.db")
    played = companion("run", "--game", "cards", "--simulate", "--demo", "--pace", "0", "--seed", "5", "--db", db)
    assert played.returncode == 0, played.stderr
    italian = companion("scores", "--db", db, "--lang", "it")
    assert italian.returncode == 0, italian.stderr
    assert italian.stdout.startswith("Vittorie\n  PAC-MAN, il gioco di carte: ")
    assert "Punteggi migliori" in italian.stdout and "Partite recenti (ora locale)" in italian.stdout
    assert "vinta da player" in italian.stdout and "won by" not in italian.stdout
