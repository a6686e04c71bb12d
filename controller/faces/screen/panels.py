"""Each game's panel on the box's screen, from the public view's ``state`` (as the table page draws it)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame

from controller.faces.screen.captions import where
from games.base import Msg
from games.cards.data import card_word
from games.labyrinth.engine import arrow_name

if TYPE_CHECKING:
    from controller.faces.screen.painter import Painter

WALL, DOT, YELLOW, GREY = (33, 64, 200), (255, 184, 151), (255, 212, 0), (85, 85, 85)
PATH, ROCK, FIXED = (232, 216, 168), (107, 75, 42), (90, 58, 26)
PAWNS = [(220, 30, 30), (50, 100, 255), (30, 150, 30), (200, 150, 0)]
FG, DIM, GOOD, BAD = (243, 243, 243), (154, 163, 178), (76, 217, 100), (255, 90, 90)


def draw(p: Painter, surface: pygame.Surface, area: pygame.Rect, view: Mapping[str, Any]) -> None:
    """Draw the game's panel inside ``area``."""
    {"deathstar": deathstar, "cards": cards, "pacman": pacman, "labyrinth": labyrinth}[view["game"]](
        p, surface, area, view["state"], view)


def deathstar(p: Painter, surface: pygame.Surface, area: pygame.Rect, s: Mapping[str, Any],
              view: Mapping[str, Any]) -> None:
    """The spin, the last Force card, and every player's tokens, mission cards and Hyperspace."""
    u, x, y, w = p.u, area.left, area.top, p.words.render
    p.text(surface, w("page.ds.last_spin", {}), (x, y + u // 4), u, DIM)
    p.text(surface, str(s["last_spin"] if s["last_spin"] is not None else "–"), (x + 3 * u, y), 2 * u, YELLOW)
    card = s["last_card"]
    if card:
        head = w("page.ds.force_with" if card["force"] == "with" else "page.ds.force_against", {})
        p.text(surface, head, (x + 6 * u, y), int(0.8 * u), GOOD if card["force"] == "with" else BAD)
        text = p.words.pick(card["texts"]) if card.get("texts") else card["text"]
        p.paragraph(surface, text, pygame.Rect(x + 6 * u, y + u, area.width - 6 * u, int(1.6 * u)),
                    int(0.75 * u))
    y += int(2.8 * u)
    columns = [x, x + int(area.width * 0.17), x + int(area.width * 0.42), x + int(area.width * 0.67)]
    for col, head in zip(columns, ("", w("deathstar.token.1", {}), w("deathstar.token.2", {}), w("page.ds.mission", {}))):
        p.text(surface, head, (col, y), int(0.75 * u), DIM)
    y += u
    row_h = max(int(1.3 * u), (area.bottom - y - u) // max(1, len(s["players"])))
    for name, player in s["players"].items():
        p.text(surface, name, (columns[0], y), int(0.9 * u), YELLOW if name == view["turn"] else FG)
        for col, tid in zip(columns[1:3], ("1", "2")):
            token = player["tokens"][tid]
            colour = BAD if token["where"] == "detention" else GOOD if token["where"] == "falcon" else FG
            p.text(surface, where(token, p.words), (col, y + u // 8), int(0.75 * u), colour)
        mission = w("page.ds.hyperspace", {}) if player["hyperspace"] else \
            " ".join((w("page.ds.blueprint", {}) + (" ✓" if player["blueprint"] else " –"),
                      w("page.ds.tractor_beam", {}) + (" ✓" if player["tractor_beam"] else " –")))
        p.text(surface, mission, (columns[3], y + u // 8), int(0.75 * u), GOOD if player["mission_complete"] else FG)
        y += row_h
    p.text(surface, w("page.ds.deck", {"deck": s["deck"], "drawn": s["cards_drawn"]}), (x, area.bottom - int(0.7 * u)),
           int(0.6 * u), DIM)


def cards(p: Painter, surface: pygame.Surface, area: pygame.Rect, s: Mapping[str, Any],
          view: Mapping[str, Any]) -> None:
    """Every player's two rows, the piles and the target."""
    u, x, y, w = p.u, area.left, area.top, p.words.render
    piles = w("page.cards.first_to", {"target": s["target"]})
    if s["mode"] == "deck":
        piles = "   ".join((w("page.cards.draw_pile", {"count": s["draw_pile"]}),
                            w("page.cards.discard", {"top": s["discard_top"] or "–", "count": s["discard_pile"]}), piles))
    p.text(surface, piles, (x, y), int(0.8 * u), DIM)
    y += int(1.2 * u)
    owners = list(s["rows_scored"])
    width = area.width // max(1, len(owners))
    card_w = min(int(1.6 * u), (width - u) // 3)
    card_h = min(int(card_w * 1.35), (area.bottom - y - int(1.5 * u)) // 2)
    for i, owner in enumerate(owners):
        left = x + i * width
        p.text(surface, owner, (left, y), int(0.9 * u), YELLOW if owner == view["turn"] else FG)
        board = (s.get("boards") or {}).get(owner)
        for r, row in enumerate(("top", "bottom")):
            for c in range(3):
                rect = pygame.Rect(left + c * (card_w + u // 6), y + u + r * (card_h + u // 6), card_w, card_h)
                face = board[row][c] if board else ""
                pygame.draw.rect(surface, (255, 255, 255) if face else (60, 66, 84), rect, border_radius=u // 6)
                if face:
                    # "−" and "×", as the catalogue writes the minus and times cards
                    p.text(surface, w("page.cards.face", {"face": card_word(face)}), rect.center, int(1.1 * u), (0, 0, 0),
                           "center")
        rows_done = s["rows_scored"][owner]
        in_hand = w("list.comma", {}) + w("page.cards.in_hand", {"count": s["hand_sizes"][owner]}) \
            if s.get("hand_sizes") else ""
        p.text(surface, w("page.cards.rows_scored", {"count": rows_done}) + in_hand,
               (left, y + u + 2 * (card_h + u // 6)), int(0.6 * u), DIM)


def pacman(p: Painter, surface: pygame.Surface, area: pygame.Rect, s: Mapping[str, Any],
           view: Mapping[str, Any]) -> None:
    """The maze with the eaten dots and Pac-Man, and the current game's level, lives, power and score."""
    u, rows = p.u, s["maze"]
    cell = max(2, min(int(area.width * 0.58) // len(rows[0]), area.height // len(rows)))
    eaten = set(s["eaten"])
    left, top = area.left, area.top
    for r, line in enumerate(rows):
        for c, ch in enumerate(line):
            rect = pygame.Rect(left + c * cell, top + r * cell, cell, cell)
            space = f"{chr(65 + c)}{r + 1}"
            if ch in "# ":
                pygame.draw.rect(surface, WALL, rect)
            elif ch == "C":
                pygame.draw.rect(surface, (48, 16, 48), rect)
            elif ch in ".o," and space not in eaten:
                radius = max(1, cell // (3 if ch == "o" else 6))
                pygame.draw.circle(surface, GREY if ch == "," else DOT, rect.center, radius)
            if space == s["position"]:
                pygame.draw.circle(surface, YELLOW, rect.center, max(2, cell // 2))
    x, y = left + cell * len(rows[0]) + u // 2, top
    w = p.words.render
    lines = [(w("page.pm.is_pacman", {"player": s["pacman"]}), int(1.0 * u), YELLOW),
             (w("page.pm.level_short", {"level": s["level"], "lives": s["lives"]}), int(0.8 * u), FG),
             (w("page.pm.power_on", {"count": s["power"]["moves_left"]}) if s["power"]["on"]
              else w("page.pm.pellets_left", {"count": 4 - s["power"]["pellets_used"]}), int(0.8 * u),
              YELLOW if s["power"]["on"] else FG),
             (w("page.pm.score_short", {"total": s["score"]["total"]}), int(0.9 * u), FG),
             (w("page.pm.last_roll", {"roll": s["last_roll"] if s["last_roll"] is not None else "–",
                                      "dots": s["dots_left"]}), int(0.7 * u), FG)]
    if s["fruit_on_maze"]:
        lines.append((w("page.pm.fruit", {"fruit": Msg(f"pacman.fruit.{s['fruit_on_maze']}")}), int(0.7 * u), GOOD))
    for number, section in s["sections"].items():
        done = " ✓" if section["cleared"] else ""
        lines.append((w("page.pm.section", {"section": number, "eaten": section["eaten"], "dots": section["dots"]}) + done,
                      int(0.65 * u), GOOD if section["cleared"] else DIM))
    for text, px, colour in lines:
        if y + px > area.bottom:
            break
        p.text(surface, text, (x, y), px, colour)
        y += int(px * 1.2)


def labyrinth(p: Painter, surface: pygame.Surface, area: pygame.Rect, s: Mapping[str, Any],
              view: Mapping[str, Any]) -> None:
    """The board with its tiles and pawns, the spare tile, the banned arrow and each player's finds."""
    u = p.u
    size = min(int(area.width * 0.62), area.height) // 7
    colours = {pl["name"]: PAWNS[i % 4] for i, pl in enumerate(view["players"])}
    pawns: dict[tuple[int, int], list[str]] = {}
    for name, pos in s["pawns"].items():
        pawns.setdefault((pos[0], pos[1]), []).append(name)
    for r, row in enumerate(s["board"]):
        for c, tile in enumerate(row):
            rect = pygame.Rect(area.left + c * size, area.top + r * size, size - 1, size - 1)
            _tile(p, surface, rect, tile, s.get("names", {}))
            for i, name in enumerate(pawns.get((r, c), [])):
                centre = (rect.left + size // 4 + i * size // 4, rect.top + size // 3)
                pygame.draw.circle(surface, colours[name], centre, max(3, size // 7))
                p.text(surface, name[0], centre, max(8, size // 5), (255, 255, 255), "center")
    x, y = area.left + 7 * size + u // 2, area.top
    p.text(surface, p.words.render("page.lab.spare", {}), (x, y), int(0.7 * u), DIM)
    _tile(p, surface, pygame.Rect(x, y + u, size, size), s["spare_tile"], s.get("names", {}))
    y += size + int(1.3 * u)
    banned = [a["name"] for a in s["arrows"] if a["banned"]]
    p.text(surface, p.words.render("page.lab.not_at", {"arrow": arrow_name(banned[0])}) if banned
           else p.words.render("page.lab.any_arrow", {}), (x, y), int(0.7 * u), FG)
    y += u
    for name, found in s["found"].items():
        left = s["targets_left"].get(name)
        line = p.words.render("page.lab.found_left" if left is not None else "page.lab.found",
                              {"player": name, "found": found, "left": left})
        p.text(surface, line, (x, y),
               int(0.7 * u), colours[name])
        y += int(0.9 * u)


def _tile(p: Painter, surface: pygame.Surface, rect: pygame.Rect, tile: Mapping[str, Any],
          names: Mapping[str, Mapping[str, str]]) -> None:
    """One tile: rock, with corridors on its open sides (N=1, E=2, S=4, W=8), its Pokémon's name."""
    pygame.draw.rect(surface, FIXED if tile["fixed"] else ROCK, rect)
    third = rect.width / 3
    centre = pygame.Rect(rect.left + third, rect.top + third, third + 1, third + 1)
    pygame.draw.rect(surface, PATH, centre)
    for bit, dx, dy in ((1, 0, -1), (2, 1, 0), (4, 0, 1), (8, -1, 0)):
        if tile["open"] & bit:
            pygame.draw.rect(surface, PATH, centre.move(int(dx * third), int(dy * third)))
    if tile["target"]:
        name = p.words.pick(names[tile["target"]]) if tile["target"] in names else tile["target"]
        p.text(surface, name, (rect.centerx, rect.bottom - 1), max(8, int(rect.width / 5.5)),
               (0, 0, 0), "midbottom")
    if tile["start"]:
        pygame.draw.circle(surface, {"red": (220, 0, 0), "blue": (50, 100, 255), "green": (0, 140, 0)}.get(
            tile["start"], (220, 180, 0)), (rect.left + rect.width // 6, rect.top + rect.width // 6),
            max(2, rect.width // 10))
