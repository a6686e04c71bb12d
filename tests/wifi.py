"""Another device on the box's Wi-Fi, for the browser tests: a small TCP relay that reaches the box from an
address of its own (127.0.0.x), so that the box sees a phone or a laptop, not itself (127.0.0.1 is the box's own
address: its screen and pages opened on it have no per-device share and see the join code)."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager


def _pipe(source: socket.socket, target: socket.socket) -> None:
    try:
        while chunk := source.recv(65536):
            target.sendall(chunk)
    except OSError:
        pass
    finally:
        for end in (source, target):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


@contextmanager
def device(box_host: str, box_port: int, address: str) -> Iterator[str]:
    """A relay on 127.0.0.1 that connects to the box from ``address``; yields its ``http://127.0.0.1:PORT/``."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    stop = threading.Event()
    held: list[socket.socket] = []

    def accept() -> None:
        while not stop.is_set():
            try:
                client, _ = listener.accept()
            except OSError:
                return
            try:
                upstream = socket.create_connection((box_host, box_port), source_address=(address, 0))
            except OSError:  # the box is away (restarting): the page sees a closed connection and tries again
                client.close()
                continue
            held.extend((client, upstream))
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=_pipe, args=(a, b), daemon=True).start()

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{listener.getsockname()[1]}/"
    finally:
        stop.set()
        listener.close()
        for end in held:
            end.close()
        thread.join(5)
