"""The MQTT outbox's messages: a finished game's result as the café's hub receives it.

The journal keeps the message in its ``outbox`` table, written in the same transaction as the
result (so a result is never lost between the database and the broker); the MQTT sink sends what
the outbox holds and deletes each message once the broker has it (:class:`~.sink.MqttSink`).
"""

from __future__ import annotations

import json
import uuid

from controller.core.records import Played, Result, SessionRecord


class ResultMessage:
    """Builds box ``box``'s outbox message for a finished game: ``(result id, JSON payload)``.

    The id names the box, the session and its start, and a random part, so that a result sent twice
    (after a reconnect) is counted once by the hub, and two boxes never share one.
    """

    def __init__(self, box: str) -> None:
        self.box = box

    def __call__(self, record: SessionRecord, result: Result, played: Played) -> tuple[str, str]:
        result_id = f"{self.box}/{record.id}/{record.started_at}/{uuid.uuid4().hex[:12]}"
        payload = {"id": result_id, "box": self.box, "game": record.game, "options": record.options,
                   "players": [{"name": p, "score": result.scores.get(p, 0)} for p in record.players],
                   "winners": result.winners, "first_player": result.first_player,
                   "started_at": played.started_at, "finished_at": played.finished_at,
                   "clock_synced": played.synced}
        return result_id, json.dumps(payload, sort_keys=True)
