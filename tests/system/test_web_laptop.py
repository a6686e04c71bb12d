"""One laptop at the table (issue 35, points 8 and 9): the table page, the host's page and three seat pages open at
once from one device on the Wi-Fi are all served; and a seat belongs to a phone, whichever of the box's names it
opens (the IP address or the ``.local`` name)."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from browser import WAIT_MS, caught_up, chromium
from webbox import web_box
from wifi import device


LOCAL_NAME = f"{socket.gethostname()}.local"
"""The box's name where Avahi answers for it: the browser is told it is this machine, as mDNS would."""


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    yield from chromium(f"--host-resolver-rules=MAP {LOCAL_NAME} 127.0.0.1")


def test_a_laptop_with_the_table_the_host_page_and_three_seats_is_served(tmp_path: Path, browser: Browser) -> None:
    with web_box(tmp_path, "cards", ["ann", "bob", "cid"], seed=5) as box:
        assert box.web is not None
        with device(box.web.host, box.web.port, "127.0.0.5") as laptop:
            context = browser.new_context(viewport={"width": 1280, "height": 800})
            table = context.new_page()
            table.set_default_timeout(WAIT_MS)
            table.goto(laptop)
            host = context.new_page()
            host.set_default_timeout(WAIT_MS)
            host.goto(laptop + "host")
            seats = []
            for player in ("ann", "bob", "cid"):  # each in a window of its own (a seat is kept per browser)
                page = browser.new_context(viewport={"width": 640, "height": 800}).new_page()
                page.set_default_timeout(WAIT_MS)
                page.goto(f"{laptop}seat?code={box.web.table.join_code}")
                page.click(f'button.seat[data-player="{player}"]')
                page.wait_for_selector(f'body[data-player="{player}"]')
                seats.append(page)
            for page in (table, host, *seats):  # every page live, none reset
                page.wait_for_function("document.body.dataset.online === 'yes'")
            for page in (table, *seats):
                caught_up(page, box)
            assert box.web.table.taken() == ["ann", "bob", "cid"]
            for page in seats:
                page.context.close()
            context.close()


def test_a_seat_belongs_to_the_phone_whichever_name_of_the_box_it_opens(tmp_path: Path, browser: Browser) -> None:
    with web_box(tmp_path, "cards", ["ann", "bob"], seed=5) as box:
        assert box.web is not None
        port = box.web.port
        phone = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
        phone.set_default_timeout(WAIT_MS)
        phone.goto(f"http://{LOCAL_NAME}:{port}/seat?code={box.web.table.join_code}")  # as the box says it
        phone.click('button.seat[data-player="ann"]')
        phone.wait_for_selector('body[data-player="ann"]')
        phone.goto(f"http://127.0.0.1:{port}/seat")  # the address the QR code holds
        phone.wait_for_selector('body[data-player="ann"]')
        phone.goto(f"http://{LOCAL_NAME}:{port}/seat")  # and back
        phone.wait_for_selector('body[data-player="ann"]')
        assert box.web.table.taken() == ["ann"]
        phone.context.close()
