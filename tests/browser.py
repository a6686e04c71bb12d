"""Headless Chromium (Debian's ``chromium``) driven by Playwright, for the page tests.

Each phone or screen is its own browser context: its own storage, as separate devices are.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

from controller.app.box import Box

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
WAIT_MS = 120_000
"""How long a page may take to show an update: generous, since CI machines are busy."""


def chromium(*flags: str) -> Iterator[Browser]:
    """One headless Chromium for a module's tests (with ``flags`` of its own, e.g. a host-resolver rule)."""
    if CHROMIUM is None:
        if os.environ.get("CI"):
            pytest.fail("Debian's chromium is missing: .ci/run installs it")
        pytest.skip("Debian's chromium is not installed here (.ci/run installs it)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=[*FLAGS, *flags])
        try:
            yield browser
        finally:
            browser.close()


def open_page(browser: Browser, url: str, width: int = 1280, height: int = 900) -> Page:
    """A page in a fresh context (a separate device)."""
    page = browser.new_context(viewport={"width": width, "height": height}).new_page()
    page.set_default_timeout(WAIT_MS)
    page.goto(url)
    return page


def caught_up(page: Page, box: Box) -> None:
    """Wait until the page shows the box's latest update."""
    seq = box.publisher.seq
    page.wait_for_function(f"Number(document.body.dataset.seq || 0) >= {seq}", timeout=WAIT_MS)


def join(browser: Box | Browser, box: Box, player: str) -> Page:
    """A phone that opens the seat page and taps the player's name."""
    assert box.web is not None and isinstance(browser, Browser)
    page = open_page(browser, box.web.join_link(), width=420, height=900)  # as scanned from the table's QR code
    page.click(f'button.seat[data-player="{player}"]')
    page.wait_for_selector(f'body[data-player="{player}"]')
    return page


def act(page: Page, box: Box, *selectors: str) -> None:
    """Tap each selector in turn on a page, then wait until the box has published what that did."""
    before = box.publisher.seq
    for selector in selectors:
        page.click(selector)
    page.wait_for_function(f"Number(document.body.dataset.seq || 0) > {before}", timeout=WAIT_MS)

