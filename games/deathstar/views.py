"""What the screens show of an Escape from Death Star game: the public panel and each player's secrets."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.views import JSONObject
from games.deathstar.state import DETENTION_TURNS, TOKEN_NAMES, Phase, Step

if TYPE_CHECKING:
    from games.deathstar.engine import DeathStarEngine


def panel(engine: DeathStarEngine) -> JSONObject:
    """The public panel: phase, what the box waits for, the last spin and Force card, every token.

    A token's ``spot`` is where the box was last told it landed (``None`` before it moved);
    ``turns_left`` counts down a detention (it ends after that many turns without a 3).

    >>> from games.datafile import Localized
    >>> from games.deathstar.data import DeathStarData, ForceCard, parse_spinner
    >>> from games.deathstar.engine import DeathStarEngine
    >>> spinner = parse_spinner('[outer]\\nfaces=[1,2,3]\\nweights=[1,1,1]\\n'
    ...                         '[inner]\\nfaces=["WIN","LOSE"]\\nweights=[1,1]')
    >>> deck = (ForceCard(0, True, Localized.everywhere("Go."), "extra_turn"),)
    >>> e = DeathStarEngine(["ann", "bob"], {}, 7, DeathStarData(spinner, deck))
    >>> _ = e.start()
    >>> p = panel(e)
    >>> str(p["phase"]), str(p["awaiting"]), p["players"]["bob"]["tokens"]["2"]["where"]
    ('order', 'spin', 'trash')
    """
    card = engine.last_card
    return {
        "phase": engine.phase,
        "awaiting": engine.awaiting if engine.phase is Phase.PLAY else (Step.SPIN if engine.phase is Phase.ORDER else None),
        "order_spins": dict(engine.order_rolls) if engine.phase is Phase.ORDER else {},
        "last_spin": engine.last_spin,
        "last_card": None if card is None else {"text": card.text, "texts": dict(card.words.texts),
                                                "force": "with" if card.with_you else "against", "effect": card.effect},
        "moved_token": engine.moved_token,
        "deck": len(engine.deck),
        "cards_drawn": engine.cards_drawn,
        "detention_turns": DETENTION_TURNS,
        "players": {
            name: {
                "tokens": {tid: {"name": TOKEN_NAMES[tid], "where": tok.where, "spot": tok.spot,
                                 "turns_left": max(0, DETENTION_TURNS - tok.detained_turns) if tok.detained else None}
                           for tid, tok in st.tokens.items()},
                "blueprint": st.blueprint, "tractor_beam": st.tractor_beam,
                "mission_complete": st.mission_complete, "hyperspace": st.in_hyperspace,
                "escape_cards": len(st.escape_cards), "extra_turn": st.extra_turn,
                "loses_next_turn": st.lose_next_turn,
            }
            for name, st in engine.state.items()
        },
    }


def secrets(engine: DeathStarEngine, player: str) -> JSONObject:
    """The Escape cards a player keeps in hand (their texts, and each in every language the deck gives;
    everyone else sees only how many)."""
    kept = engine.state[player].escape_cards
    return {"escape_cards": [card.text for card in kept], "escape_texts": [dict(card.words.texts) for card in kept]}
