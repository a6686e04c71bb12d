"""Force cards and the Detention Block: what a drawn card does to the token it was drawn for."""

from __future__ import annotations

from collections import deque

from games.base import Event, Msg
from games.deathstar.data import ForceCard
from games.deathstar.state import PlayerState, token_name
from games.deathstar.vocabulary import Kind


def detention_event(player: str, tid: str, state: str, reason: str, why: Msg, *, holds_escape: bool = False) -> Event:
    """A token goes into (``in``) or leaves (``out``) the Detention Block; ``reason`` is the JSON's
    English word for why, ``why`` the same in the box's language."""
    msg = f"deathstar.detention.{state}" + (".escape_card" if holds_escape else "")
    return Event(Kind.DETENTION, {"player": player, "token": tid, "state": state, "reason": reason}, msg=msg, say_msg=msg,
                 params={"player": player, "token": token_name(tid), "reason": why})


def send_to_detention(st: PlayerState, tid: str, reason: str, why: Msg) -> list[Event]:
    """Put ``st``'s token ``tid`` in the Detention Block (off the board: its spot is free again)."""
    st.tokens[tid].where, st.tokens[tid].detained_turns, st.tokens[tid].spot = "detention", 0, None
    return [detention_event(st.name, tid, "in", reason, why, holds_escape=bool(st.escape_cards))]


def mission_events(me: PlayerState, spot: str) -> list[Event]:
    """Landing on the Control Room or the Tractor Beam takes its mission card (once)."""
    card = "blueprint" if spot == "control_room" else "tractor_beam"
    if getattr(me, card):
        return []
    setattr(me, card, True)
    msg = "deathstar.mission" + (".complete" if me.mission_complete else "")
    return [Event(Kind.MISSION, {"player": me.name, "card": card, "complete": me.mission_complete}, msg=msg, say_msg=msg,
                  params={"player": me.name, "card": Msg(f"deathstar.card.{card}")})]


def resolve_card(card: ForceCard, deck: deque[ForceCard], me: PlayerState, tid: str) -> tuple[list[Event], bool]:
    """Carry out ``card`` for ``me``'s token ``tid``: the events, and whether the token now moves again.

    Only a card that moves the token (``move``: N spots forward or back) gives it another
    landing; every other card ends the move where the card leaves the token.
    """
    token = me.tokens[tid]
    if token.where == "trash":
        token.where = "board"
    force = "with" if card.with_you else "against"
    events = [Event(Kind.FORCE_CARD, {"player": me.name, "token": tid, "force": force,
                                   "text": card.text, "effect": card.effect, "steps": card.steps,
                                   "spot": card.spot},
                    msg=f"deathstar.force_card.{force}", say_msg=f"deathstar.force_card.{force}.say",
                    params={"player": me.name, "token": token_name(tid), "text": card.words})]
    if card.effect == "escape":
        me.escape_cards.append(card)
        return events, False
    deck.append(card)  # the pile is a queue: a resolved card goes to the back
    if card.effect == "detention":
        events += send_to_detention(me, tid, "Force card", Msg("deathstar.reason.force_card"))
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
