"""Force cards and the Detention Block: what a drawn card does to the token it was drawn for."""

from __future__ import annotations

from collections import deque

from games.base import Event
from games.deathstar.data import ForceCard
from games.deathstar.state import TOKEN_NAMES, PlayerState


def detention_event(player: str, tid: str, state: str, reason: str) -> Event:
    """A token goes into (``in``) or leaves (``out``) the Detention Block."""
    verb = "go to" if state == "in" else "leave"
    text = f"{player}: {TOKEN_NAMES[tid]} {verb} the Detention Block ({reason})."
    return Event("detention", {"player": player, "token": tid, "state": state, "reason": reason}, text, text)


def send_to_detention(st: PlayerState, tid: str, reason: str) -> list[Event]:
    """Put ``st``'s token ``tid`` in the Detention Block (off the board: its spot is free again)."""
    st.tokens[tid].where, st.tokens[tid].detained_turns, st.tokens[tid].spot = "detention", 0, None
    hint = " You hold an Escape card: play it any time." if st.escape_cards else ""
    ev = detention_event(st.name, tid, "in", reason)
    return [Event(ev.kind, ev.data, ev.text + hint, (ev.say or "") + hint)]


def mission_events(me: PlayerState, spot: str) -> list[Event]:
    """Landing on the Control Room or the Tractor Beam takes its mission card (once)."""
    card = "blueprint" if spot == "control_room" else "tractor_beam"
    if getattr(me, card):
        return []
    setattr(me, card, True)
    label = "a Death Star blueprint" if card == "blueprint" else "a tractor-beam card"
    tail = " Mission complete: head for the Falcon." if me.mission_complete else ""
    return [Event("mission", {"player": me.name, "card": card, "complete": me.mission_complete},
                  f"{me.name} takes {label}.{tail}", f"{me.name} takes {label}.{tail}")]


def resolve_card(card: ForceCard, deck: deque[ForceCard], me: PlayerState, tid: str) -> tuple[list[Event], bool]:
    """Carry out ``card`` for ``me``'s token ``tid``: the events, and whether the token now moves again.

    Only a card that moves the token (``move``: N spots forward or back) gives it another
    landing; every other card ends the move where the card leaves the token.
    """
    token = me.tokens[tid]
    if token.where == "trash":
        token.where = "board"
    heading = "The Force is with you" if card.with_you else "The Force is against you"
    events = [Event("force_card", {"player": me.name, "token": tid, "force": "with" if card.with_you else "against",
                                   "text": card.text, "effect": card.effect, "steps": card.steps,
                                   "spot": card.spot},
                    f"{me.name} draws a Force card for {TOKEN_NAMES[tid]}: {heading}. {card.text}",
                    f"{heading}. {card.text}")]
    if card.effect == "escape":
        me.escape_cards.append(card)
        return events, False
    deck.append(card)  # the pile is a queue: a resolved card goes to the back
    if card.effect == "detention":
        events += send_to_detention(me, tid, "Force card")
    elif card.effect == "trash":
        token.where, token.spot = "trash", "trash"
    elif card.effect == "extra_turn":
        me.extra_turn = True
    elif card.effect == "lose_turn":
        me.lose_next_turn = True
    elif card.effect == "goto" and card.spot:
        token.spot = card.spot
        if card.spot in ("control_room", "tractor_beam"):
            events += mission_events(me, card.spot)
    return events, card.effect == "move"
