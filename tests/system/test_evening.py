"""An evening with no screen and no terminal (issue 35): the box started as the service starts it, and nothing
typed anywhere but on the phones. The first phone joins with the code the box *said*, hosts, names three players
and chooses the card game; three phones play it whole; "play again"; a power cut (kill -9) mid-game, the box
starts again, every phone is still seated and the table hears what comes next; the game ends; the score log
holds exactly the evening's plays, each with a BG Stats link in BG Stats' format. Then the same evening with the
host switching the box to Italian from its phone."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from bgstats_format import play_of
from conftest import companion
from evening import PAGE_WAIT_MS, ServiceBox, free_port
from wifi import device


PLAYERS = ("ann", "bob", "cid")
RESUMED = {"en": r"^The game goes on where it stopped\. .*: play a card\.$",
           "it": r"^La partita riprende da dove si era fermata\. .*: gioca una carta\.$"}


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    from browser import chromium
    yield from chromium()


class Phone:
    """One player's phone on the Wi-Fi: it knows only what its owner hears and taps."""

    def __init__(self, browser: Browser, address: str) -> None:
        context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
        self.page: Page = context.new_page()
        self.page.set_default_timeout(PAGE_WAIT_MS)
        self.page.on("dialog", lambda dialog: dialog.accept())  # "give up the unfinished game?": yes
        self.address = address

    def open_the_address_heard(self) -> None:
        """Type the address the box said, then tap the table page's link to join."""
        self.page.goto(self.address)
        self.page.click("#join-url")
        self.page.wait_for_selector("#join-code")

    def join(self, code: str, player: str) -> None:
        """Type the join code heard and tap one's name."""
        self.page.wait_for_selector(f'button.seat[data-player="{player}"]:not([disabled])')
        self.page.fill("#join-code", code)
        self.page.click(f'button.seat[data-player="{player}"]')
        self.page.wait_for_selector(f'body[data-player="{player}"]')

    def seq(self) -> int:
        return int(self.page.evaluate("Number(document.body.dataset.seq || 0)"))

    def wait_until(self, expression: str) -> None:
        """Wait for ``expression`` to hold on the page; if it never does, fail saying what the phone showed (its
        status line, whether it was online, its seat and update number), not only that the wait ran out."""
        try:
            self.page.wait_for_function(expression)
        except PlaywrightTimeout:
            shown = self.page.evaluate("""() => ({status: (document.getElementById("status") || {}).textContent,
                online: document.body.dataset.online, player: document.body.dataset.player,
                seq: document.body.dataset.seq, lang: document.documentElement.lang})""")
            raise AssertionError(f"{expression} never held; the phone showed {shown}") from None

    def play_a_card(self, player: str, seq: int) -> None:
        """It is this phone's turn in the box's update ``seq``: once the phone shows that update (a busy phone may
        still show an older one, with another hand), tap the first card it may play and an open space (on its
        own board when it can), or discard."""
        self.wait_until(f"Number(document.body.dataset.seq || 0) >= {seq}")
        self.page.wait_for_selector("body.my-turn")
        before = self.seq()
        card = self.page.query_selector(".hand button[data-card]:not([disabled])")
        if card is not None:
            card.click()
            self.page.wait_for_selector(".slot.open")
            own = self.page.query_selector(f'.slot.open[data-slot^="{player}/"]')
            (own or self.page.query_selector(".slot.open")).click()  # type: ignore[union-attr]
        else:
            self.page.click("[data-discard]")
        self.wait_until(f"Number(document.body.dataset.seq || 0) > {before}")


def play(box: ServiceBox, phones: dict[str, Phone], until_moves: int | None = None) -> int:
    """The phones play (each on its own turn) until the game ends or ``until_moves`` moves were made."""
    moves = 0
    while not (view := box.view())["finished"] and (until_moves is None or moves < until_moves):
        turn = view["turn"]
        phones[turn].play_a_card(turn, view["seq"])
        moves += 1
        assert moves < 400, "the game does not end"
    return moves


def evening(tmp_path: Path, browser: Browser, italian: bool) -> None:
    box = ServiceBox(tmp_path, free_port())
    box.start()
    with ExitStack() as stack:
        stack.callback(box.stop)
        relays = [stack.enter_context(device("127.0.0.1", box.port, f"127.0.0.{20 + n}")) for n in range(3)]
        phones = [Phone(browser, relay) for relay in relays]
        code, heard = box.next_code(0)  # at power-on the box says where to open and the join code
        host = phones[0]
        host.open_the_address_heard()
        host.page.fill("#join-code", code)
        host.page.wait_for_selector("body[data-host=yes]")  # the first phone with the code hosts
        if italian:  # the host turns the box Italian from its phone: every page comes back in Italian
            host.page.click("#host-settings summary")
            host.page.select_option("#set-language", "it")
            host.page.click('[data-action="host-save"]')
            host.page.wait_for_selector('html[lang="it"] body[data-host=yes]')
        host.page.fill("#host-players", ",".join(PLAYERS))
        host.page.select_option("#host-game", "cards")
        host.page.fill("#host-options", "target=10")
        host.page.click('[data-action="host-start"]')
        code, heard = box.next_code(heard)  # the card game's own code, said as it begins
        seated = dict(zip(PLAYERS, phones))
        for player, phone in seated.items():
            if phone is not host:
                phone.open_the_address_heard()
            phone.join(code, player)
        assert box.view()["game"] == "cards" and [p["name"] for p in box.view()["players"]] == list(PLAYERS)
        play(box, seated)
        # play again, from the first seated phone: the seats are free again, the new code is said
        host.page.click('[data-action="again"]')
        code, heard = box.next_code(heard)
        for player, phone in seated.items():
            phone.join(code, player)
        play(box, seated, until_moves=3)
        assert not box.view()["finished"]
        box.kill()  # a power cut in the middle of the game
        box.start()
        said = box.wait_said(heard, RESUMED["it" if italian else "en"])  # what comes next, said aloud
        assert said
        for player, phone in seated.items():  # every phone is still seated, back online by itself
            phone.wait_until(f"document.body.dataset.online === 'yes' && document.body.dataset.player === '{player}'")
        play(box, seated)
        for phone in phones:
            phone.page.context.close()
    listed = companion("scores", "--json", "--config", str(box.config))
    plays = json.loads(listed.stdout)["plays"]
    assert [p["game"] for p in plays] == ["cards", "cards"]  # exactly the evening's two games, no demo, no other
    assert all([q["name"] for q in p["players"]] == list(PLAYERS) and p["winners"] for p in plays)
    links = companion("scores", "--links", "--config", str(box.config)).stdout.splitlines()
    assert len(links) == 2
    for line, recorded in zip(links, plays):
        bgstats = play_of(line.split(": ", 1)[1])
        assert [(p["name"], p["score"]) for p in bgstats["players"]] == \
            [(q["name"], q["score"]) for q in recorded["players"]]
    if italian:  # what the box said after the host's switch, and what its score log says, is Italian
        assert "il codice di ingresso è" in box.said()[heard - 1]
        assert "Vittorie\n" in companion("scores", "--config", str(box.config)).stdout


def test_an_evening_with_no_screen_and_no_terminal(tmp_path: Path, browser: Browser) -> None:
    evening(tmp_path, browser, italian=False)


def test_the_same_evening_in_italian(tmp_path: Path, browser: Browser) -> None:
    evening(tmp_path, browser, italian=True)
