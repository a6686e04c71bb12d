"""Escape from Death Star: exactly which actions the rules allow now, and how shorthand is read."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.base import Action
from games.deathstar.state import TOKEN_ALIASES, Phase, Step
from games.deathstar.vocabulary import Act

if TYPE_CHECKING:
    from games.deathstar.engine import DeathStarEngine

BOARD_SPOTS = ("plain", "force", "control_room", "tractor_beam", "falcon", "trash")
HYPERSPACE_SPOTS = ("plain", "tie", "base")


def legal_actions(engine: DeathStarEngine) -> list[Action]:
    """Exactly the actions the rules allow now: ``apply`` accepts an action if and only if it is listed.

    ``land`` is listed once per token that may land and spot; ``bump`` once per token
    on an open spot that the moving token may land on. A token's name for its number
    and a left-out ``token=`` or ``player=`` are read as the listed action they stand for.
    """
    if engine.finished:
        return []
    acts = []
    if engine.step in (Step.ORDER, Step.SPIN, Step.DOGFIGHT, Step.MOVE, Step.LANDED):
        acts.append(Action.make(Act.SPIN))
    if engine.step in (Step.MOVE, Step.LANDED):
        acts.append(Action.make(Act.END))
    if engine.step is Step.MOVE:
        acts += _landings(engine)
    for name, st in engine.state.items():
        acts += [Action.make(Act.ESCAPE, player=name, token=tid) for tid in st.detained()] if st.escape_cards else []
    return acts


def _landings(engine: DeathStarEngine) -> list[Action]:
    me = engine.state[engine.player]
    movable = me.movable()
    tokens = [engine.moved_token] if engine.moved_token in movable else [] if engine.moved_token else movable
    spots = HYPERSPACE_SPOTS if me.in_hyperspace else BOARD_SPOTS
    acts = [Action.make(Act.LAND, token=tid, spot=spot) for tid in tokens for spot in spots
            if spot != "falcon" or me.mission_complete]
    if me.in_hyperspace:
        return acts
    acts += [Action.make(Act.CARD, token=tid) for tid in tokens]
    if tokens:
        for other, st in engine.state.items():
            for tid, tok in st.tokens.items():
                acts += [Action.make(Act.BUMP, mover=mover, target=other, token=tid) for mover in tokens
                         if tok.where == "board" and not (other == engine.player and tid == mover)]
    return acts


def canonical(engine: DeathStarEngine, action: Action) -> Action:
    """Token names as numbers; the moving token, whose turn it is and the only detained token filled in."""
    words = dict(action.args)
    if words.get("player") == engine.player and action.name != Act.ESCAPE:
        del words["player"]  # "it is my turn" adds nothing
    for key in ("token", "mover"):
        if key in words:
            words[key] = TOKEN_ALIASES.get(words[key].lower(), words[key])
    if engine.step is Step.MOVE and action.name in (Act.LAND, Act.CARD, Act.BUMP):
        me = engine.state[engine.player]
        key = "mover" if action.name == Act.BUMP else "token"
        movable = me.movable()
        if me.in_hyperspace and action.name == Act.LAND:
            words[key] = "1"
        elif key not in words:
            words[key] = engine.moved_token or (movable[0] if len(movable) == 1 else "1")
    if action.name == Act.ESCAPE:
        who = words.setdefault("player", engine.player if engine.phase is Phase.PLAY else "")
        detained = engine.state[who].detained() if who in engine.state else []
        words.setdefault("token", detained[0] if detained else "1")
    return Action(action.name, tuple(sorted(words.items())))
