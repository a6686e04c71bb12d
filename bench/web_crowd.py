"""A crowd of strangers against the box's pages: bodies that never come and a wall of live pages, while the box's
own screen (127.0.0.1) and a phone (127.0.0.3) go on asking. Does the table still get its pages?

Runs the real ``companion run`` (the card game's scorekeeper, simulated hardware, ``--web``) in a subprocess.
The attack, at once: six addresses (127.0.0.10-15) each keep 12 POSTs open that announce 200 bytes and send one
(a new one as soon as the box closes one), and 16 addresses (127.0.0.20-35) hold 4 live pages each. Meanwhile the
box's own page ``GET /`` and the phone's ``GET /api/view`` are timed ``--rounds`` times, ten a second, before and
during the attack. Prints p50/p99/max of both, their statuses, and what the attacker got (how long the box held
its slow requests, how many live pages it kept). Asserts nothing.

    .venv/bin/python bench/web_crowd.py [--rounds 100]
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import sys
import time
from pathlib import Path

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parent))

from procstat import percentile  # noqa: E402
from web_abuse import serving_box  # noqa: E402

OWN, PHONE = "127.0.0.1", "127.0.0.3"


async def slow_bodies(host: str, port: int, source: str, stop: asyncio.Event, held: list[float]) -> None:
    """Keep 12 requests open from ``source`` whose body never comes; note how long the box held each."""
    async def one() -> None:
        while not stop.is_set():
            began = time.monotonic()
            try:
                reader, writer = await asyncio.open_connection(host, port, local_addr=(source, 0))
                writer.write(b"POST /api/seats HTTP/1.1\r\nHost: box\r\nContent-Length: 200\r\n\r\n{")
                await writer.drain()
                while await reader.read(4096):  # until the box closes it
                    pass
                held.append(time.monotonic() - began)
                writer.close()
            except OSError:
                await asyncio.sleep(0.1)
    await asyncio.gather(*(one() for _ in range(12)))


async def live_wall(base: str, source: str, stop: asyncio.Event, got: collections.Counter[str]) -> None:
    """Four live pages from ``source``, held until the end."""
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(source, 0))) as session:
        pages = []
        for _ in range(4):
            try:
                pages.append(await session.ws_connect(f"{base}/api/stream"))
                got["live pages kept"] += 1
            except aiohttp.WSServerHandshakeError as exc:
                got[f"live pages refused {exc.status}"] += 1
        await stop.wait()
        for page in pages:
            await page.close()


async def timed(base: str, source: str, path: str, rounds: int) -> tuple[list[float], collections.Counter[int]]:
    """``rounds`` GETs of ``path`` from ``source``, ten a second: each one's time (ms) and the statuses."""
    times, statuses = [], collections.Counter[int]()
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(source, 0), force_close=True),
                                     timeout=aiohttp.ClientTimeout(total=60)) as session:
        for _ in range(rounds):
            began = time.perf_counter()
            async with session.get(f"{base}{path}") as answer:
                await answer.read()
                statuses[answer.status] += 1
            times.append((time.perf_counter() - began) * 1000)
            await asyncio.sleep(0.1)
    return times, statuses


async def measure(base: str, rounds: int, attacked: bool) -> None:
    host, port = base.split("//")[1].rsplit(":", 1)
    stop, held, got = asyncio.Event(), list[float](), collections.Counter[str]()
    attack = []
    if attacked:
        attack = [asyncio.create_task(slow_bodies(host, int(port), f"127.0.0.{10 + n}", stop, held)) for n in range(6)]
        attack += [asyncio.create_task(live_wall(base, f"127.0.0.{20 + n}", stop, got)) for n in range(16)]
        await asyncio.sleep(2.0)  # the attack under way first (a bench may wait; a test may not)
    (own, own_status), (phone, phone_status) = await asyncio.gather(timed(base, OWN, "/", rounds),
                                                                    timed(base, PHONE, "/api/view", rounds))
    stop.set()
    if attack:  # a box that holds slow requests for ever: stop them after a while
        for task in (await asyncio.wait(attack, timeout=30))[1]:
            task.cancel()
    await asyncio.gather(*attack, return_exceptions=True)
    label = "during the attack" if attacked else "no attack"
    for who, times, statuses in (("the box's own page", own, own_status), ("a phone's view", phone, phone_status)):
        print(f"{label:<18} {who:<19} p50 {percentile(times, 50):7.1f} ms  p99 {percentile(times, 99):7.1f} ms  "
              f"max {max(times):7.1f} ms  statuses {dict(statuses)}")
    if attacked:
        closed = (f"{len(held)} slow requests closed by the box after p50 {percentile(held, 50):.1f} s "
                  f"(max {max(held):.1f} s)") if held else "no slow request was ever closed by the box"
        print(f"  the attacker: {closed}; " + ", ".join(f"{k} {v}" for k, v in sorted(got.items())))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=100)
    args = parser.parse_args()
    with serving_box() as url:
        for attacked in (False, True):
            asyncio.run(measure(url.rstrip("/"), args.rounds, attacked))


if __name__ == "__main__":
    main()
