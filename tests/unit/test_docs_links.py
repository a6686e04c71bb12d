"""The README and the pages in docs/ link to files that exist and to headings that are there."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import ROOT

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\[[^\]]+\]\(([^)\s]+)\)")


def anchors(page: Path) -> set[str]:
    """The anchors GitHub makes of a page's headings (lower case, spaces as hyphens, punctuation dropped)."""
    heads = re.findall(r"^#+ (.+)$", page.read_text(encoding="utf-8"), re.M)
    return {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-") for h in heads}


def outside_code(text: str) -> str:
    """The text without its fenced code blocks (a shell block's brackets are no links)."""
    return re.sub(r"```.*?```", "", text, flags=re.S)


@pytest.mark.parametrize("page", PAGES, ids=[p.name if p.parent == ROOT else f"docs/{p.name}" for p in PAGES])
def test_every_link_leads_somewhere(page: Path) -> None:
    broken = []
    for target in LINK.findall(outside_code(page.read_text(encoding="utf-8"))):
        if re.match(r"^[a-z]+:", target):  # https:, mailto: ...
            continue
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists():
            broken.append(f"{target}: no such file")
        elif anchor and file.suffix == ".md" and anchor not in anchors(file):
            broken.append(f"{target}: no such heading in {file.name}")
    assert broken == []


def test_every_page_is_in_the_index() -> None:
    index = (ROOT / "docs" / "README.md").read_text(encoding="utf-8")
    missing = [p.name for p in PAGES[1:] if p.name != "README.md" and f"({p.name})" not in index]
    assert missing == []


def test_the_readme_is_a_front_door() -> None:
    """What it is, the two commands, a short tour and links: the rest is in docs/."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) < 120
    assert "pip install -e . && .venv/bin/companion run" in readme and "pip install -e '.[test]'" in readme
