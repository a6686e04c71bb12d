"""The pages in a real headless Chromium: whole games played from phones, with the table page watching."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from games.cards.engine import CardsEngine
from games.deathstar.engine import DeathStarEngine
from games.labyrinth.engine import LabyrinthEngine
from games.pacman.engine import PacmanEngine
from browser import act, caught_up, chromium, join, open_page
from conftest import ROOT, engine_as
from controller.core.score_log import plays
from games.base import Action
from games.cards.demo_bot import CardsBot
from games.deathstar.demo_bot import DeathStarBot
from games.deathstar.engine import DeathStarEngine
from webbox import call, web_box


DOCS = ROOT / "docs"


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    yield from chromium()


def shown_hand(page: Page) -> list[str]:
    return [str(b.get_attribute("data-card")) for b in page.query_selector_all(".hand button[data-card]")]


def deathstar_taps(action: Action, engine: DeathStarEngine) -> list[tuple[str, tuple[str, ...]]]:
    """Who taps what for one of the demo table's actions: (player, selectors) in order."""
    me = engine.actor(action) or engine.turn
    assert me is not None
    if action.name == "spin" and engine.awaiting in ("move", "landed"):
        # "spin" after a move ends the turn and spins for the next player: on the phones, the one ends
        # the turn and the next spins (the same rules, in two taps).
        return [(me, ('[data-action="end"]',)), ("next", ('[data-action="spin"]',))]
    if action.name in ("spin", "end", "escape"):
        return [(me, (f'[data-action="{action.name}"]',))]
    if action.name == "land":
        token = action.arg("token")
        return [(me, ((f'[data-token="{token}"]',) if token else ()) + (f'[data-spot="{action.arg("spot")}"]',))]
    if action.name == "bump":
        return [(me, (f'[data-token="{action.arg("mover")}"]', f'[data-bump="{action.arg("target")}/{action.arg("token")}"]'))]
    raise AssertionError(f"the demo table did {action}")


def test_a_whole_death_star_game_from_two_phones_and_the_table_page(tmp_path: Path, browser: Browser) -> None:
    with web_box(tmp_path, "deathstar", ["ann", "bob"], seed=28) as box:
        assert box.web is not None
        table_page = open_page(browser, box.web.url)
        phones = {p: join(browser, box, p) for p in ("ann", "bob")}
        engine = engine_as(box, DeathStarEngine)
        bot = DeathStarBot(engine, 28)  # a short game: the phones' part is the same
        steps = 0
        while not box.loop.session.finished:
            action = bot.next_move(engine)
            if not isinstance(action, Action):
                continue
            for who, selectors in deathstar_taps(action, engine):
                act(phones[(engine.turn or "") if who == "next" else who], box, *selectors)
            steps += 1
            assert steps < 400, "the game does not end"
            if steps == 25:  # a page reloaded mid-game shows the same state, and the phone keeps its seat
                phones["ann"].reload()
                table_page.reload()
                phones["ann"].wait_for_selector('body[data-player="ann"]')
            caught_up(table_page, box)
            turn = engine.turn
            if turn:
                assert table_page.query_selector(f'.players li.turn[data-player="{turn}"]') is not None
        winner = engine.winners[0]
        caught_up(table_page, box)
        assert table_page.query_selector(f'.players li.winner[data-player="{winner}"]') is not None
        assert f"{winner} won" in table_page.inner_text("#now")
        assert len(box.journal.actions(box.loop.session.record.id)) == len(box.loop.session.actions)
        assert [p.winners for p in plays(box.journal, "deathstar")] == [[winner]]  # in the score log


def test_a_whole_card_game_in_deck_mode_where_hands_never_leave_their_phone(tmp_path: Path,
                                                                            browser: Browser) -> None:
    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5, options={"target": "50"}) as box:
        assert box.web is not None
        table_page = open_page(browser, box.web.url)
        phones = {p: join(browser, box, p) for p in ("ann", "bob")}
        engine = engine_as(box, CardsEngine)
        bot = CardsBot(engine, 5)
        steps = 0
        while not box.loop.session.finished:
            action = bot.next_move(engine)
            if not isinstance(action, Action):
                continue
            page = phones[str(action.arg("player"))]
            if action.name == "play":
                act(page, box, f'.hand button[data-card="{action.arg("card")}"]',
                    f'[data-slot="{action.arg("board")}/{action.arg("row")}/{action.arg("slot")}"]')
            else:
                act(page, box, f'[data-discard="{action.arg("card")}"]')
            steps += 1
            assert steps < 300, "the game does not end"
            caught_up(table_page, box)
            assert table_page.query_selector(".hand") is None  # the table page never shows a hand
            for player, phone in phones.items():
                caught_up(phone, box)
                if not box.loop.session.finished:
                    assert shown_hand(phone) == engine.secrets(player)["hand"]  # its own hand, nobody else's
            if steps == 10:
                table_page.reload()
                phones["bob"].reload()
                phones["bob"].wait_for_selector('body[data-player="bob"]')
                caught_up(phones["bob"], box)
                assert shown_hand(phones["bob"]) == engine.secrets("bob")["hand"]
        caught_up(table_page, box)
        winner = engine.winners[0]
        assert table_page.query_selector(f'.players li.winner[data-player="{winner}"]') is not None
        scores = {p: int(table_page.inner_text(f'.players li[data-player="{p}"] .score')) for p in ("ann", "bob")}
        assert scores == engine.scores() and scores[winner] >= 50


def test_a_whole_pacman_match_from_phones(tmp_path: Path, browser: Browser) -> None:
    """With no peg board at all, a match is still played to the end: roll, ghosts, caught, next."""
    with web_box(tmp_path, "pacman", ["ann", "bob"], seed=3) as box:
        assert box.web is not None
        table_page = open_page(browser, box.web.url)
        phones = {p: join(browser, box, p) for p in ("ann", "bob")}
        engine = engine_as(box, PacmanEngine)
        for _ in range(2):
            pacman = engine.turn
            assert pacman is not None
            ghost = "bob" if pacman == "ann" else "ann"
            assert phones[ghost].query_selector('[data-action="roll"]') is None  # not a ghost's button
            act(phones[pacman], box, '[data-action="roll"]')
            caught_up(table_page, box)
            assert f"Last roll: {engine.current.last_roll}" in table_page.inner_text(".pacman-side")
            act(phones[ghost], box, '[data-action="card"]')  # anyone flips the ghosts' card
            act(phones[pacman], box, '[data-action="caught"]')
            if not box.loop.session.finished:
                act(phones[ghost], box, '[data-action="next"]')
        assert box.loop.session.finished
        caught_up(table_page, box)
        assert table_page.query_selector(".players li.winner") is not None
        assert table_page.query_selector_all(".maze .cell.dot")  # the maze is drawn


def test_labyrinth_turns_from_a_phone_insert_with_a_rotation_and_move_by_tapping_a_tile(
        tmp_path: Path, browser: Browser) -> None:
    with web_box(tmp_path, "labyrinth", ["ann", "bob"], seed=5) as box:
        assert box.web is not None
        table_page = open_page(browser, box.web.url)
        phones = {p: join(browser, box, p) for p in ("ann", "bob")}
        engine = engine_as(box, LabyrinthEngine)
        secret = phones["ann"].inner_text(".secret")
        ann, bob = engine.current_target("ann"), engine.current_target("bob")
        assert ann and bob and ann in secret and bob not in secret
        assert ann not in table_page.inner_text(".lab-side")
        for _ in range(4):  # two turns each
            me = engine.turn
            assert me is not None
            phone = phones[me]
            phone.click('[data-rotation="1"]')
            assert phone.query_selector('.actions .tile[data-pos="spare"]') is not None  # the turned preview
            arrow = str(phone.get_attribute("[data-arrow].picked", "data-arrow"))
            spare = engine.spare
            act(phone, box, '[data-action="insert"]')
            assert engine.awaiting == "move" and engine.banned is not None
            assert box.journal.actions(box.loop.session.record.id)[-1].args == (("arrow", arrow), ("rotation", "1"))
            assert engine.board.count(spare.turn(1)) >= 1
            caught_up(phone, box)
            target = phone.query_selector_all(".lab-board .tile.open")[-1].get_attribute("data-pos")
            act(phone, box, f'.lab-board .tile.open[data-pos="{target}"]')
            assert list(engine.pawns[me]) == [int(v) for v in str(target).split(",")] or engine.finished
            caught_up(table_page, box)
            row, col = engine.pawns[me]
            assert table_page.query_selector(f'.lab-board .tile[data-pos="{row},{col}"] .pawn[title="{me}"]')


def test_the_host_page_undoes_and_starts_a_new_game_behind_the_host_code(tmp_path: Path, browser: Browser) -> None:
    with web_box(tmp_path, "deathstar", ["ann", "bob"], seed=7) as box:
        assert box.web is not None
        phone = join(browser, box, engine_as(box, DeathStarEngine).player)
        act(phone, box, '[data-action="spin"]')
        host = open_page(browser, box.web.url + "host")
        host.on("dialog", lambda dialog: dialog.accept())
        host.fill("#code", "999999" if box.web.host_code != "999999" else "111111")
        host.click("#undo")
        host.wait_for_selector(".status.bad")
        assert "wrong host code" in host.inner_text("#status")
        assert len(box.journal.actions(box.loop.session.record.id)) == 1
        host.fill("#code", box.web.host_code)
        host.click("#undo")
        host.wait_for_function("document.getElementById('status').textContent.includes('Undone')")
        assert box.journal.actions(box.loop.session.record.id) == []
        host.select_option("#game", "cards")
        host.fill("#players", "cid,dan,eve")
        host.fill("#options", "target=50")
        host.click("#new")
        phone.wait_for_selector("#join:not([hidden])")  # the old seat is gone with the old game
        assert box.loop.session.spec.name == "cards" and box.loop.session.record.players == ("cid", "dan", "eve")
        assert box.loop.session.record.options == {"target": "50"}
        phone.wait_for_selector('button.seat[data-player="eve"]')


def test_a_box_restarted_mid_game_keeps_the_phones_seated_and_a_tap_made_meanwhile_counts_once(
        tmp_path: Path, browser: Browser) -> None:
    """The box goes away (an update, a power cut) while a player taps: the page says it is offline, the tap is
    sent again once the box is back, the box (restarted on the same database) still knows the phone's seat,
    and the tap is applied exactly once."""
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with web_box(tmp_path, "deathstar", ["ann", "bob"], seed=7, port=port) as box:
        player = engine_as(box, DeathStarEngine).player
        phone = join(browser, box, player)
        phone.wait_for_selector('[data-action="spin"]')
        game = box.loop.session.record.id
    phone.wait_for_selector("#connection:not([hidden])")  # "Offline: reconnecting to the box…"
    phone.click('[data-action="spin"]')  # tapped while the box is away
    with web_box(tmp_path, "deathstar", ["ann", "bob"], seed=7, port=port) as box:
        assert box.loop.session.record.id == game  # resumed
        phone.wait_for_function("document.body.dataset.online === 'yes'")
        phone.wait_for_function(f"Number(document.body.dataset.seq || 0) >= 1 && document.body.dataset.player === '{player}'")
        phone.wait_for_function("!document.getElementById('status').textContent.includes('…')"
                                " && document.getElementById('status').textContent !== ''")
        box.loop.settle()
        spins = [a for a in box.journal.actions(game) if a.name == "spin"]
        assert len(spins) == 1, box.journal.actions(game)
        assert phone.is_hidden("#connection")


def test_the_table_shows_the_join_code_and_a_phone_beyond_the_players_watches(tmp_path: Path, browser: Browser) -> None:
    with web_box(tmp_path, "deathstar", ["ann", "bob"], seed=7) as box:
        assert box.web is not None
        code = box.web.table.join_code
        tablet = open_page(browser, box.web.url + "host", width=1280, height=800)
        tablet.fill("#code", box.web.host_code)
        tablet.click("#make-table")  # the host makes this screen the table's
        tablet.wait_for_function(f"(document.getElementById('join-code') || {{}}).textContent === 'Join code {code}'")
        assert tablet.evaluate("localStorage.getItem('tabletop-companion-table')")
        for player in ("ann", "bob"):
            join(browser, box, player)  # scanned from the table's QR code: no code to type
        extra = open_page(browser, box.web.join_link(), width=420, height=900)
        extra.wait_for_selector("#watching:not([hidden])")  # every seat taken: it watches
        caught_up(extra, box)
        typed = open_page(browser, box.web.url + "seat", width=420, height=900)  # no code in the address
        typed.fill("#join-code", "9" if code != "9999" else "8")
        assert call(box, "POST", "/api/host", {"code": box.web.host_code, "command": "release", "player": "ann"})[0] == 200
        typed.reload()
        typed.click('button.seat[data-player="ann"]')
        typed.wait_for_function("document.querySelector('#join-code').value === ''")
        assert box.web.table.taken() == ["bob"]  # a wrong code seats nobody
        said = typed.wait_for_selector("#join-status.bad:not([hidden])")  # and says so where the phone can see it
        assert said is not None and said.is_visible() and said.inner_text().startswith("wrong join code")


def test_the_first_seated_phone_starts_the_next_game_once_one_is_over(tmp_path: Path, browser: Browser) -> None:
    with web_box(tmp_path, "cards", ["ann", "bob"], options={"mode": "scorekeeper", "target": "50"}) as box:
        first, second = join(browser, box, "ann"), join(browser, box, "bob")
        row = {"action": "score", "args": {"player": "bob", "left": "10", "op": "x", "right": "5"}}
        assert call(box, "POST", "/api/actions", row, token=str(second.evaluate(
            "localStorage.getItem('tabletop-companion-member')")))[0] == 200
        caught_up(first, box)
        caught_up(second, box)
        first.wait_for_selector('[data-action="new-game"]')
        assert second.query_selector('[data-action="again"]') is None  # only the first seated phone
        first.select_option("#next-game", "deathstar")
        first.fill("#next-players", "ann,bob,cid")
        before = box.loop.session.record.id
        first.click('[data-action="new-game"]')
        first.wait_for_function("document.getElementById('title').textContent === 'Escape from Death Star'")
        assert box.loop.session.record.id == before + 1 and box.loop.session.record.players == ("ann", "bob", "cid")


def test_a_glow_night_phone_lists_its_glow_pokemon_and_the_set_up_is_one_line(tmp_path: Path, browser: Browser) -> None:
    """At night the phone lists the glow Pokémon its player still has to find (it used to say "none left: head
    home"); and "What happened" shows the set-up as one line, the board being drawn beside it."""
    from controller.core.loop import DoAction

    with web_box(tmp_path, "labyrinth", ["ann", "bob", "cid"], seed=2, options={"variant": "glow"}) as box:
        assert box.web is not None
        table_page = open_page(browser, box.web.url)
        caught_up(table_page, box)
        setup = table_page.inner_text("#recent li:last-child")
        assert "\n" not in setup and setup.startswith("Lay the maze like this")
        engine = engine_as(box, LabyrinthEngine)
        for _ in range(len(engine.stack["ann"])):  # a table that tells the box (the terminal may): ann's day ends
            box.loop.submit(DoAction(Action.make("found", player="ann")))
        box.loop.submit(DoAction(Action.make("home", player="ann")))
        box.loop.settle()
        assert engine.phase == "night"
        phone = join(browser, box, "bob")
        caught_up(phone, box)
        names = [engine.tiles.name(p).default for p in engine.glow_targets["bob"]]
        secret = phone.inner_text(".secret")
        assert "none left" not in secret and all(name in secret for name in names), (secret, names)
