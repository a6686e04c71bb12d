"""A stranger on the Wi-Fi tries every join code from many addresses: how long until a seat?

Runs the real ``companion run`` (``bench/web_abuse.py``'s box: the card game, simulated hardware, ``--web``) in a
subprocess. A host's phone joins first. Then, for each ``--addresses`` count, the stranger tries all 10,000 join
codes in a random order, each from the next of that many loopback addresses (127.x.0.y), ``--at-once`` requests in
flight, each with a ticket of its own. Prints, per count: the time spent, the answers by status, whether any code
seated the stranger, and how many phones wait for the host's OK. The goal: never a seat without the host's OK.
Asserts nothing.

    .venv/bin/python bench/stranger.py [--addresses 250 2000] [--at-once 200]
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import random
import sys
import time
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from web_abuse import serving_box  # noqa: E402


def address(n: int) -> str:
    """The ``n``-th of the stranger's addresses."""
    return f"127.{10 + n // 250}.0.{1 + n % 250}"


async def try_every_code(url: str, addresses: int, at_once: int) -> tuple[float, collections.Counter[int], int]:
    """All 10,000 codes, round and round the addresses: (seconds, statuses, seats won)."""
    codes = [f"{n:04d}" for n in range(10_000)]
    random.shuffle(codes)
    sessions = [aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(address(n), 0), force_close=True))
                for n in range(addresses)]
    statuses: collections.Counter[int] = collections.Counter()
    seats = 0

    async def one(n: int, code: str) -> None:
        nonlocal seats
        body = {"player": "bob", "code": code, "ticket": f"stranger-{addresses}-{n:08d}-ticket"}
        try:
            async with sessions[n % addresses].post(f"{url}api/seats", json=body) as answer:
                statuses[answer.status] += 1
                seats += answer.status == 200
        except aiohttp.ClientError:
            statuses[0] += 1  # the connection was refused or pushed out

    start = time.perf_counter()
    try:
        for first in range(0, len(codes), at_once):
            await asyncio.gather(*(one(n, codes[n]) for n in range(first, min(first + at_once, len(codes)))))
    finally:
        for session in sessions:
            await session.close()
    return time.perf_counter() - start, statuses, seats


async def host_panel(url: str, token: str) -> dict[str, object]:
    async with aiohttp.ClientSession() as host:
        async with host.get(f"{url}api/info", headers={"Authorization": f"Bearer {token}"}) as answer:
            info: dict[str, object] = await answer.json()
            return info


async def bench(url: str, counts: list[int], at_once: int) -> None:
    async with aiohttp.ClientSession() as own:  # the box itself tells the join code (as its screen shows it)
        code = (await (await own.get(f"{url}api/info")).json())["join_code"]
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=("127.0.0.2", 0))) as phone:
        token = (await (await phone.post(f"{url}api/join", json={"code": code})).json())["token"]
    for count in counts:
        seconds, statuses, seats = await try_every_code(url, count, at_once)
        panel = await host_panel(url, token)
        waiting = panel.get("waiting")
        print(f"{count:5d} addresses: 10,000 codes in {seconds:6.1f} s ({10_000 / seconds:5.0f}/s); "
              f"answers {dict(sorted(statuses.items()))}; seats won: {seats}; "
              f"waiting for the host's OK: {len(waiting) if isinstance(waiting, list) else '?'}; "
              f"door guarded: {panel.get('guarded')}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--addresses", type=int, nargs="+", default=[250, 2000])
    parser.add_argument("--at-once", type=int, default=200)
    args = parser.parse_args()
    with serving_box() as url:
        asyncio.run(bench(url, args.addresses, args.at_once))


if __name__ == "__main__":
    main()
