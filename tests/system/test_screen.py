"""The box's own screen: what each game's frame shows (by the drawn text and by colours in regions),
redrawing only on updates, touch, rotation, and --snapshot."""

from __future__ import annotations

import io
from pathlib import Path

import pygame
import pytest

from controller.words.messages import Messages
from controller.core.kinds import UpdateKind
from games.views import PrivateView
from games.deathstar.engine import DeathStarEngine
from games.labyrinth.engine import LabyrinthEngine
from conftest import DATA, companion, engine_as
from controller.app.box import Box, RunRequest
from controller.app.config_file import load_config
from controller.core.loop import DoAction
from controller.faces.screen.painter import ACCENT, Painter
from controller.faces.screen.panels import WALL, YELLOW
from controller.faces.screen.sink import ScreenSettings, ScreenSink, unrotate
from controller.core.publisher import Update
from games.base import Action
from games.registry import GAMES


GAMES_AND_SCRIPTS = [
    ("deathstar", "deathstar_seed7.script", ["ann", "bob"], {}, 7, ["Leia and Luke", "Han and Chewbacca", "Mission"]),
    ("cards", "cards_seed5.script", ["ann", "bob", "cid"], {}, 5, ["Draw pile: "]),
    ("labyrinth", "labyrinth_classic_seed5.script", ["ann", "bob", "cid"], {}, 5, ["Spare tile"]),
    ("pacman", "pacman_arcade_seed2.script", ["ann", "bob", "cid"], {"mode": "arcade"}, 2, ["Section 1: "]),
]


def scripted_box(tmp_path: Path, game: str, players: list[str], options: dict[str, str], seed: int,
                 language: str = "en") -> Box:
    request = RunRequest(game=game, players=players, options=options, simulate=True, seed=seed, script="-",
                         db=str(tmp_path / f"{game}.db"), snapshot=str(tmp_path / f"{game}.png"))
    box = Box(load_config(None).overridden("box.language", language), request, GAMES[game], io.StringIO())
    box.start()
    return box


def frame(box: Box) -> tuple[pygame.Surface, list[str]]:
    """The screen's newest frame at 800x480, and every text drawn on it."""
    box.publisher.drain()
    assert box.screen is not None
    surface = box.screen.render((800, 480))
    return surface, box.screen.drawn


def colour_in(surface: pygame.Surface, rect: tuple[int, int, int, int], colour: tuple[int, int, int]) -> int:
    """How many pixels of ``colour`` lie in ``rect``."""
    x0, y0, w, h = rect
    return sum(tuple(surface.get_at((x, y)))[:3] == colour for x in range(x0, x0 + w, 2) for y in range(y0, y0 + h, 2))


@pytest.mark.parametrize("game,script,players,options,seed,panel_words", GAMES_AND_SCRIPTS,
                         ids=[g[0] for g in GAMES_AND_SCRIPTS])
def test_each_game_at_set_up_mid_game_and_at_the_end(tmp_path: Path, game: str, script: str, players: list[str],
                                                    options: dict[str, str], seed: int,
                                                    panel_words: list[str]) -> None:
    box = scripted_box(tmp_path, game, players, options, seed)
    lines = (DATA / script).read_text(encoding="utf-8").splitlines()
    try:
        for stage, upto in (("set-up", 0), ("mid-game", len(lines) // 2), ("end", len(lines))):
            box.pilot.feed_all(lines[:upto] if stage != "end" else lines[len(lines) // 2:])
            surface, drawn = frame(box)
            view = box.loop.session.engine.public_view()
            scores = box.loop.session.engine.scores()
            for player in players:
                assert Messages("en").render("standing.score", {"player": player, "points": scores[player]}) in drawn, \
                    (stage, drawn)  # the score as the language writes it ("ann 12,345")
            assert drawn[0] == GAMES[game].title and drawn[1]  # the title, then what must happen now
            for words in panel_words:
                assert [t for t in drawn if t.startswith(words)], (stage, words, drawn)
            turn = view["turn"]
            if turn and stage != "end":
                assert turn in drawn[1] or game == "pacman"
            if stage == "end":
                winner = box.loop.session.engine.winners[0]
                assert drawn[1] == f"{' and '.join(box.loop.session.engine.winners)} won!"
                assert colour_in(surface, (0, 40, 540, 70), ACCENT) > 50  # the winner's box is filled yellow
                assert winner in " ".join(drawn)
            if game == "pacman":
                assert colour_in(surface, (10, 100, 320, 360), WALL) > 500  # the maze's walls
            if stage == "mid-game" and game == "pacman":
                assert colour_in(surface, (10, 100, 320, 360), YELLOW) > 5  # Pac-Man himself
    finally:
        box.finish()
    assert pygame.image.load(str(tmp_path / f"{game}.png")).get_size() == (800, 480)  # --snapshot's file


def test_nothing_private_reaches_the_screen() -> None:
    from controller.core.session import load_game_data

    spec = GAMES["cards"]
    engine = spec.build(["ann", "bob"], {}, 5, load_game_data(spec, {}))
    engine.start()
    sink = ScreenSink(ScreenSettings(), display=False, submit=lambda item: None)
    private: dict[str, PrivateView] = {p: {**engine.private_view(p), "secret": {"hand": ["TOP-SECRET"]}}
                                       for p in ("ann", "bob")}
    sink.handle_update(Update(1, 0.0, UpdateKind.START, (), engine.public_view(), private))
    sink.render((800, 480))
    drawn = " ".join(sink.drawn)
    assert "TOP-SECRET" not in drawn and "ann" in drawn


def test_a_new_game_clears_the_last_games_lines_from_the_screen() -> None:
    """Status lines from earlier games stayed on the screen all evening (issue 52)."""
    from controller.core.session import load_game_data
    from games.base import Event

    spec = GAMES["cards"]
    view = spec.build(["ann", "bob"], {}, 5, load_game_data(spec, {})).public_view()
    sink = ScreenSink(ScreenSettings(), display=False, submit=lambda item: None)
    sink.handle_update(Update(1, 0.0, UpdateKind.ACTION, (Event("turn", {}, "ann wins!"),), view, {}))
    assert list(sink.recent) == ["ann wins!"]
    sink.handle_update(Update(2, 1.0, UpdateKind.NEW_GAME, (Event("turn", {}, "New game: bob's turn."),), view, {}))
    assert list(sink.recent) == ["New game: bob's turn."]


def test_the_screen_redraws_once_per_burst_and_obeys_touch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          capfd: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")  # a real pygame display, on SDL's headless driver
    request = RunRequest(game="deathstar", players=["ann", "bob"], simulate=True, seed=7, script="-",
                         db=str(tmp_path / "t.db"), screen=True)
    config = load_config(None).overridden("screen.fullscreen", False)
    box = Box(config, request, GAMES["deathstar"], io.StringIO())
    box.start()
    screen = box.screen
    assert screen is not None
    try:
        box.publisher.drain()
        first = screen.frames
        assert first == 1  # the opening, drawn once
        # said where the journal keeps it, as the box's other start lines are (the virtual Pi waits for it)
        assert "Screen: 800x480 on SDL's dummy driver." in capfd.readouterr().err
        for _ in range(6):
            box.loop.submit(DoAction(Action.make("spin")))
        box.loop.settle()
        assert 1 <= screen.frames - first <= 6  # at most a frame per update, often fewer
        idle = screen.frames
        box.publisher.drain()
        box.publisher.drain()
        assert screen.frames == idle  # nothing new: nothing drawn
        if engine_as(box, DeathStarEngine).awaiting in ("move", "landed"):  # end the turn with a mouse click first
            end = [rect for rect, command in screen.buttons if command == "do end"][0]
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=end.center, button=1))
            wait_for(lambda: engine_as(box, DeathStarEngine).awaiting == "spin" and any(c == "do spin" for _, c in screen.buttons))
        actions = len(box.loop.session.actions)
        spin = [rect for rect, command in screen.buttons if command == "do spin"][0]
        # where the painter says the buttons go (the virtual Pi taps there through QEMU's tablet) is where they are
        painter = Painter((800, 480))
        assert [rect for rect, _ in screen.buttons] == painter.button_boxes(painter.side_area((800, 480)),
                                                                             len(screen.buttons))
        # A finger on the touch panel: SDL reports it twice (as a touch, and as a mouse click made of it).
        pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, x=spin.centerx / 800, y=spin.centery / 480,
                                             touch_id=1, finger_id=1, pressure=1.0, dx=0.0, dy=0.0))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spin.center, button=1, touch=True))
        wait_for(lambda: len(box.loop.session.actions) >= actions + 1)
        box.loop.settle()
        assert len(box.loop.session.actions) == actions + 1  # one finger, one spin
        undo = [rect for rect, command in screen.buttons if command == "ask undo"][0]
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=undo.center, button=1))
        wait_for(lambda: any(c == "confirm undo" for _, c in screen.buttons))
        assert len(box.loop.session.actions) == actions + 1  # one tap only asks
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=undo.center, button=1))
        wait_for(lambda: len(box.loop.session.actions) == actions)
    finally:
        box.finish()


def wait_for(condition: object, rounds: int = 3000) -> None:
    """Wait for progress (the sink's thread handling a tap), not for a guessed time."""
    import time
    for _ in range(rounds):
        if condition():  # type: ignore[operator]
            return
        time.sleep(0.01)
    raise AssertionError("no progress")


def test_a_long_wifi_address_under_the_qr_code_stays_inside_its_white_box() -> None:
    # A Pi on a home network has a long address: "192.168.178.123:8080/seat  Join code 5732" used to run past
    # both edges of the box at 800x480 (its ends unreadable); the line shrinks to fit instead.
    from controller.core.session import load_game_data

    spec = GAMES["pacman"]
    engine = spec.build(["ann", "bob"], {}, 5, load_game_data(spec, {}))
    engine.start()
    join = "http://192.168.178.123:8080/seat?code=5732"
    sink = ScreenSink(ScreenSettings(), display=False, submit=lambda item: None, join=lambda: join)
    sink.handle_update(Update(1, 0.0, UpdateKind.START, (), engine.public_view(), {}))
    surface = sink.render((800, 480))
    painter = Painter((800, 480))
    area, u = painter.side_area((800, 480)), painter.u
    white = (255, 255, 255, 255)
    band = range(area.top + u, area.top + int(area.height * 0.42) + int(1.4 * u) - u // 2)
    for x in (area.left + 1, area.right - 2):  # just inside the box's two edges, below its rounded corners
        assert all(tuple(surface.get_at((x, y))) == white for y in band), x
    assert any("Join code 5732" in text for text in sink.drawn)


def test_the_installed_sdl_can_draw_on_a_pi_without_a_desktop() -> None:
    # PyPI's pygame 2.6.1 bundled an SDL with no KMSDRM video driver: a Pi with no desktop could never open
    # the box's screen (found in the virtual Pi). pygame-ce's SDL has it; this asks that very library.
    import ctypes
    import ctypes.util

    bundled = sorted(Path(pygame.__file__).parent.parent.glob("pygame*.libs/libSDL2-2*.so*"))
    sdl = ctypes.CDLL(str(bundled[0]) if bundled else ctypes.util.find_library("SDL2") or "libSDL2-2.0.so.0")
    sdl.SDL_GetVideoDriver.restype = ctypes.c_char_p
    drivers = [sdl.SDL_GetVideoDriver(i).decode() for i in range(sdl.SDL_GetNumVideoDrivers())]
    assert "KMSDRM" in drivers, drivers


def test_a_display_mounted_at_90_degrees_maps_taps_back() -> None:
    sink = ScreenSink(ScreenSettings(rotation=90), display=False, submit=lambda item: None)
    assert sink.logical_size((480, 800)) == (800, 480)
    # A point of the 800x480 layout, turned onto the panel each way, comes back where it was.
    for rotation, turned in ((0, (700, 100)), (90, (379, 700)), (180, (99, 379)), (270, (100, 99))):
        panel = (800, 480) if rotation in (0, 180) else (480, 800)
        assert unrotate(turned, panel, rotation) == (700, 100), rotation


def test_snapshot_from_the_command_line(tmp_path: Path) -> None:
    out = tmp_path / "end.png"
    result = companion("run", "--game", "cards", "--simulate", "--demo", "--pace", "0", "--seed", "3",
                       "--db", str(tmp_path / "c.db"), "--snapshot", str(out))
    assert result.returncode == 0, result.stderr
    picture = pygame.image.load(str(out))
    assert picture.get_size() == (800, 480)
    bad = companion("run", "--game", "cards", "--simulate", "--demo", "--db", str(tmp_path / "d.db"),
                    "--snapshot", str(tmp_path / "nowhere" / "x.png"))
    assert bad.returncode == 2 and "existing folder" in bad.stderr


def test_the_screen_speaks_the_language_of_the_box(tmp_path: Path) -> None:
    box = scripted_box(tmp_path, "labyrinth", ["ann", "bob"], {}, 1, language="de")
    try:
        _, drawn = frame(box)
        assert drawn[:2] == ["Pokémon Labyrinth", "ann: schieb die übrige Karte ein"]
        assert "Übrige Karte" in drawn and "Spielverlauf" in drawn
        tiles = engine_as(box, LabyrinthEngine).tiles
        names = {tiles.name(t.target).get("de") for t in engine_as(box, LabyrinthEngine).board if t.target}
        assert "Bisasam" in names | {tiles.name(engine_as(box, LabyrinthEngine).spare.target or "").get("de")}
        assert names <= set(drawn) and "Bulbasaur" not in drawn
    finally:
        box.finish()


def test_a_token_on_a_numbered_death_star_spot_is_named_by_its_number() -> None:
    from controller.words.messages import Messages
    from controller.faces.screen.captions import where

    words = Messages("fr")
    assert where({"where": "board", "spot": "DS-3", "turns_left": None}, words) == "DS-3"
    assert where({"where": "board", "spot": "control_room", "turns_left": None}, words) == "Salle de contrôle"
    assert where({"where": "detention", "spot": None, "turns_left": 1}, words) == "Quartier de détention (encore 1 tour)"
    assert not words.missing


def test_the_screen_shows_the_join_code_under_a_qr_code_that_carries_it(tmp_path: Path) -> None:
    request = RunRequest(game="cards", players=["ann", "bob"], options={}, simulate=True, seed=1, script="-",
                         db=str(tmp_path / "cards.db"), snapshot=str(tmp_path / "cards.png"), web="127.0.0.1:0")
    box = Box(load_config(None), request, GAMES["cards"], io.StringIO())
    box.start()
    try:
        assert box.web is not None and box.screen is not None
        _, drawn = frame(box)
        code = box.web.table.join_code
        address = box.web.url.split("//", 1)[1]
        assert f"{address}seat  Join code {code}" in drawn
        assert box.screen.join() == f"{box.web.url}seat?code={code}"  # what the QR code on the screen holds
    finally:
        box.finish()
