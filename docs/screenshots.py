"""Take the README's screenshots: each game mid-way on the table page, a phone and the box's own screen.

Run from the checkout with the test extras installed (Playwright and Debian's chromium):
``.venv/bin/python docs/screenshots.py``. Writes docs/screenshots/*.png.
"""

from __future__ import annotations

import io
import shutil
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from controller.app.box import Box, RunRequest  # noqa: E402
from controller.app.config_file import load_config  # noqa: E402
from games.bot import Wait, script_line  # noqa: E402
from games.registry import GAMES  # noqa: E402

SHOTS = {"deathstar": (["ann", "bob", "cid"], {}, 30), "cards": (["ann", "bob", "cid"], {}, 14),
         "pacman": (["ann", "bob"], {}, 70), "labyrinth": (["ann", "bob", "cid"], {}, 12)}
FLAGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"]


def played(game: str, folder: Path) -> Box:
    """A box with the web on, a few demo moves into a game."""
    players, options, steps = SHOTS[game]
    request = RunRequest(game=game, players=players, options=options, simulate=True, seed=4,
                         db=str(folder / f"{game}.db"), web="127.0.0.1:0", snapshot=str(folder / "unused.png"))
    box = Box(load_config(None), request, GAMES[game], io.StringIO())
    box.start()
    bot = GAMES[game].make_bot(box.loop.session.engine, 4)
    done = 0
    while done < steps and not box.loop.session.finished:
        move = bot.next_move(box.loop.session.engine)
        if not isinstance(move, Wait):
            box.pilot.feed_text(script_line(move))
            done += 1
    return box


def main() -> None:
    """Every game's table page, and one phone each."""
    out = HERE / "screenshots"
    out.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=shutil.which("chromium"), args=FLAGS)
        for game in SHOTS:
            box = played(game, Path(folder))
            assert box.web is not None
            table = browser.new_context(viewport={"width": 1400, "height": 900}).new_page()
            table.goto(box.web.url)
            table.wait_for_selector("body[data-seq]")
            table.screenshot(path=str(out / f"{game}-table.png"))
            phone = browser.new_context(viewport={"width": 400, "height": 860}, device_scale_factor=1).new_page()
            phone.goto(box.web.url + "seat")
            turn = box.loop.session.engine.turn or box.loop.session.record.players[0]
            phone.click(f'button.seat[data-player="{turn}"]')
            phone.wait_for_selector(f'body[data-player="{turn}"]')
            phone.screenshot(path=str(out / f"{game}-phone.png"), full_page=True)
            assert box.screen is not None
            box.publisher.drain()
            import pygame
            pygame.image.save(box.screen.render((800, 480)), str(out / f"{game}-screen.png"))
            box.finish()
            print(f"wrote docs/screenshots/{game}-table.png, {game}-phone.png and {game}-screen.png")
        browser.close()


if __name__ == "__main__":
    main()
