"""What must happen now, in words: the step the game waits for and whose it is ("ann: end the turn").

The box's screen, the spoken status and the line said when a game resumes use it; the table page and the
phones say the same in JavaScript (``TC.whatNow`` in ``controller/faces/web/static/common.js``), from the
same catalogue entries (``page.now.*``).
"""

from __future__ import annotations

from controller.words.messages import Messages
from games.base import Engine, Msg, Names
from games.views import PublicView


def now_msg(view: PublicView) -> Msg:
    """The step a public view waits for, as a message (rendered in each output's language).

    >>> now_msg({"game": "cards", "finished": False, "winners": [], "turn": "bob", "state": {"mode": "deck"}})
    Msg(id='page.now.cards.play', params={'player': 'bob'})
    """
    if view["finished"]:
        return Msg("page.now.won", {"players": Names(view["winners"])}) if view["winners"] else Msg("page.now.over")
    state, player, game = view["state"], view["turn"], view["game"]
    if game == "deathstar":
        step = "order" if state["phase"] == "order" else state["awaiting"] \
            if state["awaiting"] in ("dogfight", "move", "landed") else "spin"
        if step == "move" and not isinstance(state.get("last_spin"), int):
            return Msg("page.now.deathstar.move_dogfight", {"player": player})  # a dogfight won: one space
        return Msg(f"page.now.deathstar.{step}", {"player": player, "spin": state.get("last_spin")})
    if game == "cards":
        return Msg("page.now.cards.scorekeeper" if state["mode"] == "scorekeeper" else "page.now.cards.play",
                   {"player": player})
    if game == "labyrinth":
        return Msg(f"page.now.labyrinth.{'insert' if state['awaiting'] == 'insert' else 'move'}", {"player": player})
    if game == "pacman":
        step = state["awaiting"] if state["awaiting"] in ("next", "card") else "roll"
        return Msg(f"page.now.pacman.{step}", {"player": state["pacman"], "roll": state["last_roll"] or ""})
    return Msg("page.now.turn", {"player": player}) if player else Msg("page.now.over")


def what_now(view: PublicView, words: Messages) -> str:
    """What the player whose turn it is must do now, in words.

    >>> what_now({"game": "deathstar", "finished": False, "winners": [], "turn": "ann",
    ...           "state": {"phase": "play", "awaiting": "move", "last_spin": 3}}, Messages("en"))
    'ann: move 3 and say where the token landed'
    >>> what_now({"game": "cards", "finished": True, "winners": ["bob"], "turn": None, "state": {}}, Messages("it"))
    'Ha vinto bob!'
    """
    return words.text(now_msg(view))


def standing_now(engine: Engine) -> Msg:
    """How things stand and what comes next, for ``status`` and a resumed game: the scores (in a game with
    points) and the step the game waits for ("Scores: ann 3, bob 0. bob: end the turn."); a finished game's
    standing names its winners."""
    if engine.finished:
        return engine.standing()
    now = now_msg(engine.public_view())
    if not engine.has_points:
        return Msg("controller.status.now", {"now": now})
    scores = engine.scores()
    listed = tuple(Msg("standing.score", {"player": p, "points": scores.get(p, 0)}) for p in engine.players)
    return Msg("controller.status.scores", {"scores": listed, "now": now})
