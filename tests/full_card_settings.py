"""Run by tests/system/test_full_card.py inside a mount namespace of its own, on a small tmpfs mounted at CARD: a box
serving its pages keeps its database on the card, the host's phone joins, the card is filled up, and the host changes
a setting. Prints one JSON object: the answer, the kept settings before and after, and whether the box still plays.

    python tests/full_card_settings.py CARD
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from full_card import fill  # noqa: E402
from webbox import call, web_box, web_of  # noqa: E402


def main(card: Path) -> None:
    with web_box(card, "cards", ["ann", "bob"]) as box:
        web = web_of(box)
        host = call(box, "POST", "/api/join", {"code": web.table.join_code}, source="127.0.0.2")[1]["token"]
        change = {"command": "settings", "settings": {"volume": 0.5}}
        first = call(box, "POST", "/api/host", change, token=host, source="127.0.0.2")
        before = (card / "settings.toml").read_text()
        fill(card)
        refused = call(box, "POST", "/api/host", {**change, "settings": {"volume": 0.2}}, token=host, source="127.0.0.2")
        after = (card / "settings.toml").read_text()
        view = call(box, "GET", "/api/view", source="127.0.0.3")
        print(json.dumps({"first": first, "refused": refused, "before": before, "after": after,
                          "view": view[0], "volume": box.mixer.volume,
                          "leftovers": sorted(p.name for p in card.iterdir() if p.name.endswith(".tmp"))}))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
