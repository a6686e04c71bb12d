"""An evening with no screen and no terminal (issues 35 and 50): the box started as the service starts it, and
nothing typed anywhere but on the phones. The first phone joins with the code the box *said*, hosts, names three
players and chooses the card game; each other phone joins once with that code; three phones play it whole; "play
again" seats every phone again with nothing typed; a power cut (kill -9) mid-game, the box starts again, every
phone is still seated and the table hears what comes next; the game ends; a third game, and bob's phone dies: his
second phone joins once and the host's panel moves bob's seat to it; two settings changes from the host's phone
at once both land. No phone types a code after its first join. The score log holds exactly the evening's finished
plays, each with a BG Stats link in BG Stats' format. Then the same evening with the host switching the box to
Italian from its phone."""

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

    taps = 0
    """Every tap and every field typed, on every phone of the evening (the family's effort, for the figures)."""
    codes = 0
    """Every join code typed, on every phone."""
    plays = 0
    """The taps that were moves of the game (a card and its space, a discard): the rest is joining and hosting."""

    def __init__(self, browser: Browser, address: str) -> None:
        context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
        self.page: Page = context.new_page()
        self.page.set_default_timeout(PAGE_WAIT_MS)
        self.page.on("dialog", lambda dialog: dialog.accept())  # "give up the unfinished game?": yes
        self.address = address

    def tap(self, selector: str) -> None:
        Phone.taps += 1
        self.page.click(selector)

    def type(self, selector: str, text: str) -> None:
        Phone.taps += 1
        Phone.codes += selector == "#join-code"
        self.page.fill(selector, text)

    def choose(self, selector: str, value: str) -> None:
        Phone.taps += 1
        self.page.select_option(selector, value)

    def open_the_address_heard(self) -> None:
        """Type the address the box said, then tap the table page's link to join."""
        Phone.taps += 2
        self.page.goto(self.address)
        self.page.click("#join-url")
        self.page.wait_for_selector("#join-code")

    def join(self, code: str, player: str) -> None:
        """Type the join code heard and tap one's name."""
        self.page.wait_for_selector(f'button.seat[data-player="{player}"]:not([disabled])')
        self.type("#join-code", code)
        # the phone joins as the code is typed: the page then says which phone it is and hides the code's field
        self.page.wait_for_selector("body[data-member]:not([data-member='']) #code-row[hidden]", state="attached")
        self.tap(f'button.seat[data-player="{player}"]')
        self.page.wait_for_selector(f'body[data-player="{player}"]')

    def sit(self, player: str) -> None:
        """A member's phone (it joined the table before): tap one's name, no code."""
        self.tap(f'button.seat[data-player="{player}"]')
        self.page.wait_for_selector(f'body[data-player="{player}"]')

    def seated_again(self, player: str) -> None:
        """Wait until the phone shows a new game under way with its own seat: nothing tapped, nothing typed."""
        self.wait_until(f"document.body.dataset.player === '{player}' && document.body.dataset.finished === 'no'")

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
            Phone.taps += 2
            Phone.plays += 2
            card.click()
            self.page.wait_for_selector(".slot.open")
            own = self.page.query_selector(f'.slot.open[data-slot^="{player}/"]')
            (own or self.page.query_selector(".slot.open")).click()  # type: ignore[union-attr]
        else:
            Phone.plays += 1
            self.tap("[data-discard]")
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
    Phone.taps = Phone.codes = Phone.plays = 0
    box = ServiceBox(tmp_path, free_port())
    box.start()
    with ExitStack() as stack:
        stack.callback(box.stop)
        relays = [stack.enter_context(device("127.0.0.1", box.port, f"127.0.0.{20 + n}")) for n in range(4)]
        phones = [Phone(browser, relay) for relay in relays[:3]]
        code, heard = box.next_code(0)  # at power-on the box says where to open and the join code
        host = phones[0]
        host.open_the_address_heard()
        host.type("#join-code", code)
        host.page.wait_for_selector("body[data-host=yes]")  # the first phone with the code hosts
        if italian:  # the host turns the box Italian from its phone: every page comes back in Italian
            host.tap("#host-settings summary")
            host.choose("#set-language", "it")
            host.tap('[data-action="host-save"]')
            host.page.wait_for_selector('html[lang="it"] body[data-host=yes]')
        host.type("#host-players", ",".join(PLAYERS))
        host.choose("#host-game", "cards")
        host.type("#host-options", "target=10")
        host.tap('[data-action="host-start"]')
        seated = dict(zip(PLAYERS, phones))
        host.sit(PLAYERS[0])  # a member already: it taps its name
        for player, phone in list(seated.items())[1:]:
            phone.open_the_address_heard()
            phone.join(code, player)  # the table's code, said once at power-on
        assert box.view()["game"] == "cards" and [p["name"] for p in box.view()["players"]] == list(PLAYERS)
        joined = Phone.codes
        play(box, seated)
        # play again, from the first seated phone: every phone is seated again by itself, nothing typed
        host.tap('[data-action="again"]')
        for player, phone in seated.items():
            phone.seated_again(player)
        play(box, seated, until_moves=3)
        assert not box.view()["finished"]
        box.kill()  # a power cut in the middle of the game
        box.start()
        said = box.wait_said(heard, RESUMED["it" if italian else "en"])  # what comes next, said aloud
        assert said
        for player, phone in seated.items():  # every phone is still seated, back online by itself
            phone.wait_until(f"document.body.dataset.online === 'yes' && document.body.dataset.player === '{player}'")
        play(box, seated)
        # a third game; bob's phone dies, his second phone joins once with the code, the host moves his seat to it
        host.tap('[data-action="again"]')
        for player, phone in seated.items():
            phone.seated_again(player)
        seated["bob"].page.context.close()
        spare = Phone(browser, relays[3])
        spare.open_the_address_heard()
        spare.type("#join-code", code)  # its first join: every seat is taken, it watches
        joined += 1
        spare.page.wait_for_selector("body[data-member]:not([data-member=''])")
        number = spare.page.get_attribute("body", "data-member")
        host.tap("#hosting > summary")
        spares = f"[...document.querySelectorAll('select[data-seat=bob] option')].filter((o) => o.text.endsWith(' {number}'))"
        host.wait_until(f"{spares}.length === 1")  # the panel lists the new phone by its number
        host.choose('select[data-seat="bob"]', host.page.evaluate(f"{spares}[0].value"))
        spare.page.wait_for_selector('body[data-player="bob"]')
        seated["bob"] = spare
        # two settings changes at once from the host's phone (the volume and speech): both are kept
        both = host.page.evaluate("""() => Promise.all([
            TC.post("/api/host", {command: "settings", settings: {volume: 0.4}}, token),
            TC.post("/api/host", {command: "settings", settings: {speech: true, language: document.documentElement.lang}},
                    token)]).then((answers) => answers.map((a) => a.status))""")
        assert both == [200, 200]
        play(box, seated, until_moves=4)
        assert Phone.codes == joined, "a phone typed a code again after its first join"
        print(f"\nthe family's taps from power-on to the third game: {Phone.taps}, of which {Phone.plays} were moves "
              f"and {Phone.taps - Phone.plays} joining and hosting ({'Italian' if italian else 'English'}; "
              f"{Phone.codes} join codes typed, one per phone)")
        for phone in [*phones, spare]:
            if not phone.page.is_closed():
                phone.page.context.close()
    settings = (box.db.parent / "settings.toml").read_text()
    assert "volume = 0.4" in settings and "enabled = true" in settings
    listed = companion("scores", "--json", "--config", str(box.config))
    plays = json.loads(listed.stdout)["plays"]
    assert [p["game"] for p in plays] == ["cards", "cards"]  # exactly the evening's two finished games, no demo
    assert all([q["name"] for q in p["players"]] == list(PLAYERS) and p["winners"] for p in plays)
    links = companion("scores", "--links", "--config", str(box.config)).stdout.splitlines()
    assert len(links) == 2
    for line, recorded in zip(links, plays):
        bgstats = play_of(line.split(": ", 1)[1])
        assert [(p["name"], p["score"]) for p in bgstats["players"]] == \
            [(q["name"], q["score"]) for q in recorded["players"]]
    if italian:  # what the box said after the host's switch, and what its score log says, is Italian
        assert any("il codice di ingresso è" in line for line in box.said()[heard:])
        assert "Vittorie\n" in companion("scores", "--config", str(box.config)).stdout


def test_an_evening_with_no_screen_and_no_terminal(tmp_path: Path, browser: Browser) -> None:
    evening(tmp_path, browser, italian=False)


def test_the_same_evening_in_italian(tmp_path: Path, browser: Browser) -> None:
    evening(tmp_path, browser, italian=True)
