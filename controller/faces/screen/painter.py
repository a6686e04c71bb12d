"""Drawing the table view on a pygame surface: the layout, text, players, events, QR code, cues, buttons.

The painter only ever sees the public view, so nothing private can reach the screen. Every
text it draws is kept in :attr:`Painter.drawn` for the frame, which the tests read.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from controller.faces.screen import panels
from controller.words.messages import Messages
from controller.faces.screen.captions import title, what_now
from controller.faces.screen.setup_picture import fitting_size
from games.views import PublicView

BG, PANEL, FG, DIM, ACCENT, GOOD, BAD = (16, 19, 26), (27, 32, 48), (243, 243, 243), (154, 163, 178), \
    (255, 212, 0), (76, 217, 100), (255, 90, 90)
Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Frame:
    """Everything one frame shows: the public view, recent events, a cue, the join address and buttons."""

    view: PublicView
    recent: Sequence[str] = ()
    cue: str | None = None
    join: str | None = None
    qr: Sequence[Sequence[int]] | None = None
    buttons: Sequence[tuple[str, str]] = field(default_factory=tuple)
    """(label, command) pairs for touch; drawn at the foot of the right column."""


class Painter:
    """Draws frames at one size; keeps rendered text, and where each touch button is."""

    def __init__(self, size: tuple[int, int], scale: float = 1.0, words: Messages | None = None) -> None:
        pygame.font.init()
        self.size = size
        self.words = words or Messages()
        """The box's language."""
        self.u = max(10, int(size[1] * scale / 18))
        """The unit of the layout: a line of ordinary text, from the screen's height and the scale."""
        self.drawn: list[str] = []
        self.buttons: list[tuple[pygame.Rect, str]] = []
        self._fonts: dict[int, pygame.font.Font] = {}
        self._rendered: OrderedDict[tuple[str, int, Colour], pygame.Surface] = OrderedDict()

    # ---- text ------------------------------------------------------------------------

    def font(self, px: int) -> pygame.font.Font:
        """pygame's own font at ``px`` pixels."""
        if px not in self._fonts:
            self._fonts[px] = pygame.font.Font(None, px)
        return self._fonts[px]

    def text_surface(self, text: str, px: int, colour: Colour) -> pygame.Surface:
        """A text's surface, from a cache of the last 512 (most frames repeat most texts)."""
        key = (text, px, colour)
        surface = self._rendered.get(key)
        if surface is None:
            surface = self.font(px).render(text, True, colour)
            self._rendered[key] = surface
            if len(self._rendered) > 512:
                self._rendered.popitem(last=False)
        else:
            self._rendered.move_to_end(key)
        return surface

    def text(self, surface: pygame.Surface, text: str, pos: tuple[int, int], px: int, colour: Colour = FG,
             anchor: str = "topleft") -> pygame.Rect:
        """Draw one line; return where it went."""
        self.drawn.append(text)
        image = self.text_surface(text, px, colour)
        rect = image.get_rect(**{anchor: pos})
        surface.blit(image, rect)
        return rect

    def wrap(self, text: str, px: int, width: int) -> list[str]:
        """Split a text into lines no wider than ``width``."""
        lines: list[str] = []
        for word in text.split():
            if lines and self.font(px).size(lines[-1] + " " + word)[0] <= width:
                lines[-1] += " " + word
            else:
                lines.append(word)
        return lines or [""]

    def paragraph(self, surface: pygame.Surface, text: str, rect: pygame.Rect, px: int, colour: Colour = FG,
                  centred: bool = False) -> int:
        """Draw wrapped text inside ``rect`` (as much as fits); return the height used."""
        y = rect.top
        for line in self.wrap(text, px, rect.width):
            if y + px > rect.bottom:
                break
            if centred:
                self.text(surface, line, (rect.centerx, y), px, colour, "midtop")
            else:
                self.text(surface, line, (rect.left, y), px, colour)
            y += int(px * 1.05)
        return y - rect.top

    # ---- the frame -------------------------------------------------------------------

    def paint(self, surface: pygame.Surface, frame: Frame) -> None:
        """Draw a whole frame."""
        self.drawn, self.buttons = [], []
        u, (width, height) = self.u, surface.get_size()
        surface.fill(BG)
        view = frame.view
        pygame.draw.rect(surface, (0, 0, 0), (0, 0, width, int(1.7 * u)))
        heading = self.text(surface, title(view["game"], self.words), (u // 2, int(0.85 * u)), int(1.1 * u),
                            ACCENT, "midleft")
        self.paragraph(surface, what_now(view, self.words), pygame.Rect(heading.right + u, int(0.35 * u),
                                                                        width - heading.right - int(1.5 * u), int(1.3 * u)),
                       int(1.1 * u))
        main = pygame.Rect(u // 2, int(2.0 * u), self.side_area((width, height)).left - u, height - int(2.5 * u))
        players_bottom = self._players(surface, view, main)
        panel = pygame.Rect(main.left, players_bottom + u // 3, main.width, main.bottom - players_bottom - u // 3)
        pygame.draw.rect(surface, PANEL, panel, border_radius=u // 3)
        panels.draw(self, surface, panel.inflate(-u // 2, -u // 2), view)
        self._side(surface, frame, self.side_area((width, height)))
        if frame.cue:
            self._cue(surface, frame.cue)

    def _players(self, surface: pygame.Surface, view: Mapping[str, Any], area: pygame.Rect) -> int:
        u, x, y = self.u, area.left, area.top
        px = int(1.2 * u)
        for player in view["players"]:
            label = self.words.render("standing.score", {"player": player["name"], "points": player["score"]})
            w = self.font(px).size(label)[0] + u
            if x + w > area.right:
                x, y = area.left, y + int(1.7 * u)
            box = pygame.Rect(x, y, w, int(1.5 * u))
            winner = player["name"] in view["winners"]
            pygame.draw.rect(surface, ACCENT if winner else PANEL, box, border_radius=u // 4)
            if player["name"] == view["turn"]:
                pygame.draw.rect(surface, ACCENT, box, width=max(2, u // 8), border_radius=u // 4)
            self.text(surface, label, box.center, px, BG if winner else FG, "center")
            x += w + u // 3
        return y + int(1.5 * u)

    def side_area(self, size: tuple[int, int]) -> pygame.Rect:
        """The right-hand column of a frame of ``size``: the QR code, what happened, the touch buttons."""
        u, (width, height) = self.u, size
        side = int(width * 0.31)
        return pygame.Rect(width - side, int(2.0 * u), side - u // 2, height - int(2.5 * u))

    def button_boxes(self, area: pygame.Rect, count: int) -> list[pygame.Rect]:
        """Where ``count`` touch buttons go, top to bottom, at the foot of the column ``area``."""
        u = self.u
        top = area.bottom - int(1.8 * u) * count
        return [pygame.Rect(area.left, top + i * int(1.8 * u), area.width, int(1.6 * u)) for i in range(count)]

    def _side(self, surface: pygame.Surface, frame: Frame, area: pygame.Rect) -> None:
        u, y = self.u, area.top
        if frame.qr is not None and frame.join:
            y = self._qr(surface, frame.qr, frame.join, area)
        boxes = self.button_boxes(area, len(frame.buttons))
        buttons_top = boxes[0].top if boxes else area.bottom
        self.text(surface, self.words.render("page.recent", {}), (area.left, y), int(0.9 * u), ACCENT)
        y += u
        for line in frame.recent:
            used = self.paragraph(surface, line, pygame.Rect(area.left, y, area.width, buttons_top - y),
                                  int(0.7 * u), FG if y > area.top + 3 * u else FG)
            if not used:
                break
            y += used + u // 5
        for box, (label, command) in zip(boxes, frame.buttons):
            danger = command.startswith("confirm")
            pygame.draw.rect(surface, BAD if danger else ACCENT, box, border_radius=u // 4)
            self.text(surface, self.words.render(label, {}), box.center, int(0.9 * u), BG, "center")
            self.buttons.append((box, command))

    def _qr(self, surface: pygame.Surface, matrix: Sequence[Sequence[int]], join: str, area: pygame.Rect) -> int:
        u = self.u
        modules = len(matrix) + 4
        cell = max(1, min(area.width, int(area.height * 0.42)) // modules)
        size = cell * modules
        box = pygame.Rect(area.left, area.top, area.width, size + int(1.4 * u))
        pygame.draw.rect(surface, (255, 255, 255), box, border_radius=u // 4)
        left = box.centerx - size // 2
        for r, row in enumerate(matrix):
            for c, dark in enumerate(row):
                if dark:
                    pygame.draw.rect(surface, (0, 0, 0), (left + (c + 2) * cell, box.top + (r + 2) * cell, cell, cell))
        address, _, code = join.split("//", 1)[-1].partition("?code=")  # the seat page, and the table's join code
        shown = address + ("  " + self.words.render("page.table.code", {"code": code}) if code else "")
        # a Wi-Fi address is long: the whole line shrinks to fit the white box rather than lose its ends
        px = fitting_size(self.font, shown, box.width - u // 3, largest=int(0.75 * u), smallest=int(0.45 * u))
        self.text(surface, shown, (box.centerx, box.top + size + u // 5), px, (0, 0, 0), "midtop")
        return box.bottom + u // 3

    def _cue(self, surface: pygame.Surface, cue: str) -> None:
        u, (width, height) = self.u, surface.get_size()
        px = int(1.6 * u)
        lines = self.wrap(cue, px, int(width * 0.7) - 2 * u)[:4]
        box = pygame.Rect(0, 0, int(width * 0.7), int(len(lines) * px * 1.05) + int(1.5 * u))
        box.center = (width // 2, height // 2)
        pygame.draw.rect(surface, (0, 0, 0), box, border_radius=u // 2)
        pygame.draw.rect(surface, ACCENT, box, width=max(3, u // 6), border_radius=u // 2)
        y = box.centery - (len(lines) * int(px * 1.05)) // 2 + px // 10
        for line in lines:
            self.text(surface, line, (box.centerx, y), px, ACCENT, "midtop")
            y += int(px * 1.05)

    def button_at(self, pos: tuple[int, int]) -> str | None:
        """The command of the touch button under ``pos``, if any."""
        for rect, command in self.buttons:
            if rect.collidepoint(pos):
                return command
        return None
