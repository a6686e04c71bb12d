"""A crowd of strangers on the café's Wi-Fi cannot take the box's pages from the table: requests that never send
their body are closed in time, live pages are capped per address and in all apart from plain requests, and the
box's own address and the static files are always served."""

from __future__ import annotations

import asyncio
import http.client
import socket
from pathlib import Path

import aiohttp
import pytest

from webbox import call, wait_until_closed, web_box, web_of

PHONE = "127.0.0.3"


def status_of(box: object, path: str, source: str | None) -> int:
    """The status of one GET from ``source`` (None: the box itself, 127.0.0.1)."""
    web = web_of(box)  # type: ignore[arg-type]
    connection = http.client.HTTPConnection(web.host, web.port, timeout=60,
                                            source_address=(source, 0) if source else None)
    try:
        connection.request("GET", path)
        answer = connection.getresponse()
        answer.read()
        return answer.status
    finally:
        connection.close()


def test_bodies_that_never_come_are_cut_off_and_the_table_the_phones_and_the_static_files_are_served(
        tmp_path: Path) -> None:
    """72 POSTs from six addresses, each announcing 200 bytes and sending one: the 10 s limit used to cover only
    the headers, so they were held for ever, filled the 64 places and every path answered 503."""
    with web_box(tmp_path, "cards", ["ann", "bob"]) as box:
        web = web_of(box)
        web.guard.head_timeout = 3.0  # the whole request's time (10 s in service)
        slow = []
        for n in range(72):
            sock = socket.create_connection((web.host, web.port), timeout=120, source_address=(f"127.0.0.{10 + n % 6}", 0))
            sock.sendall(b"POST /api/seats HTTP/1.1\r\nHost: box\r\nContent-Type: application/json\r\n"
                         b"Content-Length: 200\r\n\r\n{")
            slow.append(sock)
        assert call(box, "GET", "/api/view", source=PHONE)[0] == 200  # the strangers' requests are being held
        for source in (None, PHONE):
            for path in ("/", "/api/view", "/static/table.js"):
                assert status_of(box, path, source) == 200, (source, path)
        for sock in slow:
            wait_until_closed(sock)  # at the request's time limit, body included
            sock.close()
        assert call(box, "GET", "/api/view", source=PHONE)[0] == 200


def test_sixteen_devices_with_four_live_pages_each_leave_room_for_the_table_and_a_phone(tmp_path: Path) -> None:
    """64 live pages used to fill the 64 places of the plain requests: then every path answered 503."""
    with web_box(tmp_path, "cards", ["ann", "bob"]) as box:
        web = web_of(box)
        base = f"http://{web.host}:{web.port}"

        async def crowd() -> tuple[list[int], aiohttp.WSMsgType]:
            sessions = [aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(f"127.0.0.{20 + n}", 0)))
                        for n in range(16)]
            streams = [await session.ws_connect(f"{base}/api/stream") for session in sessions for _ in range(4)]
            statuses = [await asyncio.to_thread(status_of, box, path, source)
                        for source in (None, PHONE) for path in ("/", "/api/view", "/static/table.js")]
            phone = aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(PHONE, 0)))
            theirs = await phone.ws_connect(f"{base}/api/stream")
            await theirs.send_str("{}")
            first = await theirs.receive(timeout=60)
            for ws in [*streams, theirs]:
                await ws.close()
            for session in [*sessions, phone]:
                await session.close()
            return statuses, first.type

        statuses, phone_got = asyncio.run(crowd())
        assert statuses == [200] * 6
        assert phone_got == aiohttp.WSMsgType.TEXT


def test_at_the_cap_of_live_pages_a_newcomer_takes_the_place_of_the_crowds_oldest_page(tmp_path: Path) -> None:
    """15 addresses holding every place (8 pages each, 120 in all) used to make a reconnecting phone get 503 (issue
    50): now the phone's page opens and the address that holds the most gives up its oldest; the box's own page is
    served whatever the crowd. Only when every address holds as many as the asker is the asker refused."""
    from controller.faces.web.live_pages import PER_ADDRESS as STREAMS_PER_ADDRESS, STRANGERS as STREAMS_IN_ALL

    with web_box(tmp_path, "cards", ["ann", "bob"]) as box:
        web = web_of(box)
        base = f"http://{web.host}:{web.port}"
        devices = -(-STREAMS_IN_ALL // STREAMS_PER_ADDRESS)

        async def open_pages(sessions: list[aiohttp.ClientSession], each: int) -> list[aiohttp.ClientWebSocketResponse]:
            streams: list[aiohttp.ClientWebSocketResponse] = []
            for session in sessions:
                for _ in range(each):
                    if len(streams) < STREAMS_IN_ALL:
                        streams.append(await session.ws_connect(f"{base}/api/stream"))
            return streams

        async def status_of_page(session: aiohttp.ClientSession) -> tuple[int, aiohttp.ClientWebSocketResponse | None]:
            try:
                ws = await session.ws_connect(f"{base}/api/stream")
                await ws.send_str("{}")
                await ws.receive(timeout=60)  # served: its first update
                return 101, ws
            except aiohttp.WSServerHandshakeError as exc:
                return exc.status, None

        async def crowded() -> tuple[int, bool, int]:
            sessions = [aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(f"127.0.1.{n}", 0), limit=0))
                        for n in range(1, devices + 2)]
            streams = await open_pages(sessions[:-1], STREAMS_PER_ADDRESS)
            newest, phone = await status_of_page(sessions[-1])
            own_session = aiohttp.ClientSession()
            own_status, own = await status_of_page(own_session)  # the box's own screen: 127.0.0.1
            while (await streams[0].receive(timeout=60)).type == aiohttp.WSMsgType.TEXT:
                pass  # the crowd's oldest page (of the first address that holds the most) is closed by the box
            def counted() -> int:
                web.sync()
                return web.api.live_pages.stranger_pages()

            still_open = await asyncio.to_thread(counted)
            for ws in [*streams, phone, own]:
                if ws is not None:
                    await ws.close()
            for session in [*sessions, own_session]:
                await session.close()
            return newest, own_status == 101, still_open

        newest, own_got, still_open = asyncio.run(crowded())
        assert newest == 101 and own_got and still_open == STREAMS_IN_ALL  # the crowd's 119 and the newcomer's

        async def evenly() -> tuple[int, int]:
            sessions = [aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(f"127.0.2.{n}", 0), limit=0))
                        for n in range(1, STREAMS_IN_ALL + 1)]
            streams = await open_pages(sessions, 1)
            status, extra = await status_of_page(sessions[0])  # it holds one already, as everyone does
            newcomer = aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=("127.0.3.1", 0)))
            welcome, theirs = await status_of_page(newcomer)  # a phone from an address of its own gets in
            for ws in [*streams, extra, theirs]:
                if ws is not None:
                    await ws.close()
            for session in [*sessions, newcomer]:
                await session.close()
            return status, welcome

        assert asyncio.run(evenly()) == (503, 101)


def test_requests_aiohttp_cannot_read_are_one_line_a_minute_not_tracebacks(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """An over-long line, too many headers, a length and chunks at once: each used to log a ten-line aiohttp
    traceback at ERROR, without -v."""
    import logging

    bad = [b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: box\r\n\r\n",
           b"GET / HTTP/1.1\r\nHost: box\r\n" + b"".join(b"X-%d: 1\r\n" % n for n in range(200)) + b"\r\n",
           b"POST /api/seats HTTP/1.1\r\nHost: box\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
           b"GET / HTTP/1.1\r\nHost: box\r\nX-Long: " + b"b" * 9000 + b"\r\n\r\n",
           b"GET / HTTP/1.1\r\nHost: box\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello"]
    with web_box(tmp_path, "cards", ["ann", "bob"]) as box, caplog.at_level(logging.WARNING):
        web = web_of(box)
        for raw in bad:
            sock = socket.create_connection((web.host, web.port), timeout=60, source_address=(PHONE, 0))
            sock.sendall(raw)
            answer = sock.recv(200)
            assert answer.startswith(b"HTTP/1.") and answer[9:10] == b"4", answer
            sock.close()
        assert call(box, "GET", "/api/view", source=PHONE)[0] == 200
    records = [r for r in caplog.records if r.name.startswith(("aiohttp", "controller.faces.web"))]
    assert len(records) == 1 and records[0].exc_info is None, [r.getMessage() for r in records]
    assert "refused 1 request(s) that could not be read" in records[0].getMessage()
