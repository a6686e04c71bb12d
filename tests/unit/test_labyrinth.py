"""Pokémon Labyrinth: the tile census, insertion, the reverse ban, reachability, targets, phases, scores."""

from __future__ import annotations

from collections import Counter

import pytest

from controller.core.session import load_game_data
from games.base import Action, Event
from games.labyrinth.board import ARROWS, E, N, S, SIZE, W, Tile, insert, line_of, opposite, reachable
from games.labyrinth.engine import LabyrinthEngine
from games.registry import LABYRINTH
from conftest import english, refused

TILES = load_game_data(LABYRINTH, {})


def engine(players: tuple[str, ...] = ("ann", "bob"), seed: int = 1, **options: str) -> LabyrinthEngine:
    e = LabyrinthEngine(players, options, seed, TILES)
    e.start()
    return e


def do(e: LabyrinthEngine, name: str, **args: str) -> list[Event]:
    return e.apply(Action.make(name, **args))


def test_the_tile_census_after_set_up() -> None:
    e = engine(seed=7)
    every = list(e.board) + [e.spare]
    assert len(e.board) == 49
    shapes = Counter((t.fixed, t.shape) for t in every)
    assert shapes[(True, "corner")] == 4 and shapes[(True, "tee")] == 12
    assert shapes[(False, "straight")] == 12 and shapes[(False, "corner")] == 16 and shapes[(False, "tee")] == 6
    targets = [t.target for t in every if t.target]
    assert len(targets) == len(set(targets)) == 24
    assert sum(1 for t in every if t.target and t.fixed) == 12
    for r in range(0, SIZE, 2):
        for c in range(0, SIZE, 2):
            assert e.tile_at((r, c)).fixed
    assert engine(seed=8).board != e.board  # random: another seed, another maze


@pytest.mark.parametrize("arrow", ARROWS)
def test_every_insertion_keeps_49_plus_1_tiles_and_moves_the_line_by_one(arrow: str) -> None:
    e = engine(seed=3)
    before, spare = e.board, e.spare
    line = line_of(arrow)
    board, expelled, _ = insert(before, spare, arrow, {})
    assert Counter(board + (expelled,)) == Counter(before + (spare,))
    assert board[line[0][0] * SIZE + line[0][1]] == spare
    assert expelled == before[line[-1][0] * SIZE + line[-1][1]]
    for k in range(1, SIZE):
        r, c = line[k]
        pr, pc = line[k - 1]
        assert board[r * SIZE + c] == before[pr * SIZE + pc]
    others = [i for i in range(49) if (i // SIZE, i % SIZE) not in line]
    assert all(board[i] == before[i] for i in others)


def test_the_tile_just_pushed_out_may_not_go_straight_back() -> None:
    e = engine()
    do(e, "insert", arrow="N1")
    do(e, "move", to=",".join(map(str, e.pawns[e.player])))
    before = e.summary()
    with refused("may not go straight back"):
        do(e, "insert", arrow=opposite("N1"))
    assert e.summary() == before
    do(e, "insert", arrow="N1", rotation="2")  # any other arrow, including the same one, is fine


def test_a_pushed_off_pawn_comes_back_on_the_inserted_tile() -> None:
    e = engine(("ann", "bob"))
    do(e, "insert", arrow="W1")
    do(e, "move", to=",".join(map(str, e.pawns["ann"])))  # ann stays at 0,0
    assert e.player == "bob"
    e.pawns["ann"] = (1, 6)  # ann stands at the far end of row 1 (a shortcut for a walk there)
    e.pawns["bob"] = (1, 3)
    events = do(e, "insert", arrow="W1")
    assert e.pawns["ann"] == (1, 0) and events[0].data["pushed"] == ["ann"]
    assert e.pawns["bob"] == (1, 4)  # the others on the line move along with their tiles


def maze(rows: list[str]) -> tuple[Tile, ...]:
    """A hand-built 7x7 board from 7 rows of 7 tiles, each tile a string of its open sides."""
    sides = {"N": N, "E": E, "S": S, "W": W}
    tiles = []
    for row in rows:
        for word in row.split():
            mask = 0
            for ch in word.strip("."):
                mask |= sides[ch]
            tiles.append(Tile(mask))
    assert len(tiles) == 49
    return tuple(tiles)


CLOSED = ". . . . . . ."


def test_reachability_follows_only_corridors_open_on_both_sides() -> None:
    board = maze(["ES EW SW . . . .", "NS . NE EW W . .", "NE EW EW EW EW W .", CLOSED, CLOSED, CLOSED, CLOSED])
    # a corridor needs the opening on both tiles: (0,2)->(1,2) is open S and N; (1,3)->(1,4) E and W
    assert reachable(board, (0, 0)) == {(0, 0), (0, 1), (0, 2), (1, 2), (1, 3), (1, 4), (1, 0), (2, 0), (2, 1),
                                        (2, 2), (2, 3), (2, 4), (2, 5)}
    assert reachable(board, (3, 3)) == {(3, 3)}


def test_a_corridor_can_connect_only_after_the_spare_is_turned() -> None:
    rows = ["ES EW EW EW EW EW W", CLOSED, CLOSED, CLOSED, CLOSED, CLOSED, CLOSED]
    board = maze(rows)
    spare = Tile(N | S)  # a straight standing upright
    # insert at N1: the new tile at (0,1) must join (0,0) and (0,2), which only the turned straight does
    upright, _, _ = insert(board, spare, "N1", {})
    across, _, _ = insert(board, spare.turn(1), "N1", {})
    assert (0, 6) not in reachable(upright, (0, 0))
    assert (0, 6) in reachable(across, (0, 0))


def play_out(e: LabyrinthEngine, limit: int = 4000) -> None:
    from games.labyrinth.demo_bot import LabyrinthBot
    bot = LabyrinthBot(e, 0)
    for _ in range(limit):
        if e.finished:
            return
        move = bot.next_move(e)
        if isinstance(move, Action):
            e.apply(move)
    raise AssertionError("no end")


def test_classic_ends_when_all_targets_are_found_and_the_player_is_home() -> None:
    e = engine(("ann", "bob", "cid"), seed=5)
    assert [len(e.stack[p]) for p in e.players] == [8, 8, 8]
    play_out(e)
    (winner,) = e.winners
    assert e.stack[winner] == [] and e.pawns[winner] == e.home[winner]
    assert e.scores()[winner] == 8 and all(e.stack[p] for p in e.players if p != winner)


def test_found_and_home_for_tables_where_the_box_does_not_track_pawns() -> None:
    e = engine(("ann", "bob"))
    with refused("still has"):
        do(e, "home", player="ann")
    for _ in range(12):
        do(e, "found", player="ann")
    events = do(e, "home", player="ann")
    assert events[-1].kind == "winner" and e.winners == ["ann"]


@pytest.mark.parametrize("players,each", [(2, 4), (3, 4), (4, 3)])
def test_glow_deal_counts(players: int, each: int) -> None:
    e = engine(("ann", "bob", "cid", "dee")[:players], variant="glow")
    dealt = [t for p in e.players for t in e.stack[p] + e.glow_targets[p]]
    assert all(len(e.stack[p]) == each and len(e.glow_targets[p]) == each for p in e.players)
    assert len(dealt) == len(set(dealt)) == 2 * each * players


def test_day_and_night_scoring_with_the_coin() -> None:
    e = engine(("ann", "bob", "cid"), variant="glow", seed=2)
    do(e, "found", player="bob")
    for _ in range(4):
        do(e, "found", player="ann")
    events = do(e, "home", player="ann")
    assert events[0].data == {"phase": "night", "ended_by": "ann"} and e.player == "bob"  # the left of ann
    assert e.stack["bob"] == [] and e.found_day["bob"] != []  # unfound classic targets go back in the box
    with refused("glow Pokémon"):
        do(e, "found", player="cid")
    do(e, "found", player="cid", pokemon=e.glow_targets["cid"][0])
    for pokemon in list(e.glow_targets["bob"]):
        do(e, "found", player="bob", pokemon=pokemon)
    events = do(e, "home", player="bob")
    coin = events[0].data["coin"]
    assert coin in (1, 3, 5) and e.finished
    assert e.scores() == {"ann": 4, "bob": 1 + 2 * 4 + coin, "cid": 2}
    assert e.winners == ["bob"]


def test_both_tie_breaks() -> None:
    from games.labyrinth.engine import glow_winners

    assert glow_winners({"ann": 7, "bob": 6}, {"ann": 3, "bob": 6}) == ["ann"]  # points first
    assert glow_winners({"ann": 6, "bob": 6}, {"ann": 3, "bob": 5}) == ["bob"]  # tied: most Pokéballs
    assert glow_winners({"ann": 6, "bob": 6, "cid": 6}, {"ann": 4, "bob": 4, "cid": 3}) == ["ann", "bob"]  # shared


def test_a_target_is_shown_only_to_its_player() -> None:
    e = engine(("ann", "bob"))
    event = do(e, "show-target", player="bob")[0]
    assert event.private_to == "bob" and event.data["pokemon"] == e.stack["bob"][0]
    summary = str(e.summary())
    assert all(pokemon not in summary for pokemon in e.stack["bob"] + e.stack["ann"])  # counts only
    assert "'targets_left': {'ann': 12, 'bob': 12}" in summary


def test_moving_where_no_corridor_leads_is_refused() -> None:
    e = engine(seed=9)
    do(e, "insert", arrow="E3")
    far = next((r, c) for r in range(SIZE) for c in range(SIZE)
               if (r, c) not in reachable(e.board, e.pawns[e.player]))
    before = e.summary()
    with refused("cannot reach"):
        do(e, "move", to=f"{far[0]},{far[1]}")
    assert e.summary() == before
    with refused("inserted"):
        do(e, "insert", arrow="N1")


def test_reach_lists_coordinates_and_draws_the_board_only_when_asked() -> None:
    e = engine(seed=5)
    tiles = sorted(reachable(e.board, e.pawns["ann"]))
    said = english(e.apply(Action.make("reach", player="ann"))[0]).text
    assert said.startswith(f"ann can reach {len(tiles)} tiles: " + ", ".join(f"{r}/{c}" for r, c in tiles))
    assert "\n" not in said  # no board unless asked
    drawn = english(e.apply(Action.make("reach", player="ann", board="yes"))[0]).text
    assert "+ reachable, ! reachable with a Pokémon" in drawn and drawn.count("\n") > SIZE


def test_at_night_each_phone_is_told_its_glow_pokemon_not_none_left() -> None:
    e = engine(("ann", "bob", "cid"), variant="glow", seed=2)
    assert "glow" not in e.secrets("bob")  # by day: the face-down target only
    for _ in range(4):
        do(e, "found", player="ann")
    do(e, "home", player="ann")
    assert e.phase == "night"
    for player in e.players:
        assert e.secrets(player)["glow"] == e.glow_targets[player] and len(e.glow_targets[player]) == 4


ONCE_AND_THRICE = {"en": ("(turned 1 time)", "(turned 3 times)"), "it": ("(ruotata una volta)", "(ruotata tre volte)"),
                   "fr": ("(tournée d'un quart de tour)", "(tournée de trois quarts de tour)"), "de": ("(einmal gedreht)", "(dreimal gedreht)")}


@pytest.mark.parametrize("language", sorted(ONCE_AND_THRICE))
def test_places_and_turns_are_written_in_words_never_as_a_decimal(language: str) -> None:
    """The set-up's legend said "Pikachu in 0,2" (zero virgola due) and an insertion "(girata 3)"."""
    import re

    from controller.words.messages import Messages

    words = Messages(language)
    e = LabyrinthEngine(("ann", "bob"), {}, 1, TILES)
    said = " ".join(words.event(event).text for event in e.start())
    assert "Pikachu" in said and not re.search(r"\d,\d", said), said
    once, thrice = ONCE_AND_THRICE[language]
    assert once in words.event(do(e, "insert", arrow="N1", rotation="1")[0]).text
    do(e, "move", to=",".join(map(str, e.pawns["ann"])))
    assert thrice in words.event(do(e, "insert", arrow="N3", rotation="3")[0]).text


ON_THE_SPARE = {"en": "(on the spare tile)", "it": "(sulla tessera in più)", "fr": "(sur la tuile en trop)",
                "de": "(auf der übrigen Karte)"}


@pytest.mark.parametrize("language", sorted(ON_THE_SPARE))
def test_a_target_on_the_spare_tile_has_its_own_preposition(language: str) -> None:
    """One entry for a cell and one for the spare tile: "in la tessera in più", "en la tuile en trop" and "auf die
    übrige Karte" came of one preposition written for a cell."""
    from controller.words.messages import Messages

    words = Messages(language)
    on_spare = LabyrinthEngine(("ann", "bob"), {}, 40, TILES)  # seed 40: ann's first target is on the spare tile
    on_spare.start()
    assert on_spare.spare.target == on_spare.current_target("ann")
    said = words.event(do(on_spare, "show-target", player="ann")[0]).text
    assert said.endswith(ON_THE_SPARE[language] + "."), said
    on_board = engine()
    said = words.event(do(on_board, "show-target", player="ann")[0]).text
    cell = words.render("labyrinth.cell", {"row": 0, "column": 0}).split(" ")[0]  # "riga", "ligne", "Reihe"
    assert f"({cell} " in said or f"(on {cell} " in said, said


STAYS = {"en": "ann stays on", "it": "ann resta dov'è", "fr": "ann reste sur sa case", "de": "ann bleibt stehen"}


@pytest.mark.parametrize("language", sorted(STAYS))
def test_a_pawn_that_stays_where_it_is_is_said_to_stay(language: str) -> None:
    """Moving to one's own cell (allowed: a player may stay) is not "ann va en ligne 0, colonne 0"."""
    from controller.words.messages import Messages

    words = Messages(language)
    e = engine()
    do(e, "insert", arrow="N1")
    (stayed, *_) = do(e, "move", to=",".join(map(str, e.pawns["ann"])))
    assert words.event(stayed).text.startswith(STAYS[language]), words.event(stayed).text
    do(e, "insert", arrow="N3")
    far = sorted(reachable(e.board, e.pawns["bob"]) - {e.pawns["bob"]})
    assert far, "seed 1: bob can walk after N3"
    (moved, *_) = do(e, "move", to=",".join(map(str, far[0])))  # bob walks: the sentence of a move
    assert not words.event(moved).text.startswith(STAYS[language].replace("ann", "bob"))


CORNERS = {"en": "rbgy", "it": "rbvg", "fr": "rbvj", "de": "rbge"}
"""The start colours' letters on the terminal's map (red, blue, green, yellow), as the legend names them."""


@pytest.mark.parametrize("language", sorted(CORNERS))
def test_the_maps_start_letters_are_the_languages_own(language: str) -> None:
    """"r b g y" meant nothing to a French family: vert and jaune are v and j on a French map, and the legend
    says so."""
    import re

    from controller.words.messages import Messages

    e = LabyrinthEngine(("ann", "bob"), {}, 1, TILES)
    said = Messages(language).event(e.start()[0]).text
    lines = said.splitlines()  # the heading, the columns' numbers, then three lines a row of tiles
    middles = (lines[2 + 1], lines[2 + 3 * (SIZE - 1) + 1])  # the middle line of the first and the last row
    marks = {middle[5 + 4 * column + 1] for middle in middles for column in (0, SIZE - 1)}
    assert "".join(sorted(marks)) == "".join(sorted(CORNERS[language])), said
    assert re.search(",? ".join(CORNERS[language]), lines[0]), lines[0]  # the legend names the map's letters


def test_a_data_file_whose_two_colours_share_a_letter_is_refused_where_it_says_so() -> None:
    from pathlib import Path

    from games.datafile import DataError
    from games.labyrinth.board import parse_tiles

    shipped = (Path(__file__).parents[2] / "games" / "labyrinth" / "tiles.toml").read_text("utf-8")
    with pytest.raises(DataError, match=r"start_marks\.fr.*share a letter"):
        parse_tiles(shipped.replace('[start_marks.fr]\ngreen = "v"', '[start_marks.fr]\ngreen = "r"'))
