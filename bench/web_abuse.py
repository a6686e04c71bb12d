"""One phone attacks the box over the Wi-Fi while another plays: does the other still reach the table?

Runs the real ``companion run`` (the card game's scorekeeper mode, simulated hardware, ``--web``) in a
subprocess. A phone (source address 127.0.0.3) taps ``--taps`` score rows, ten a second, timing each from
just before its ``POST /api/actions`` to its answer (the box answers once the pages can show the tap). Then
the same again while an attacker (127.0.0.2) at once: holds 300 requests that never finish, opens 60 live
streams, floods ``GET /api/view``, sends JSON nested 2,000 deep and guesses the host code. Prints p50/p99/max
of the phone's taps without and with the attack, and what the attacker got; asserts nothing.

    .venv/bin/python bench/web_abuse.py [--taps 100]
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from procstat import percentile  # noqa: E402

ATTACKER, PHONE = "127.0.0.2", "127.0.0.3"


@contextlib.contextmanager
def serving_box() -> Iterator[str]:
    """A box keeping score for a card game in a throwaway folder, for as long as the block runs: its pages' url."""
    with tempfile.TemporaryDirectory() as folder:
        proc, url = start_box(Path(folder))
        try:
            yield url
        finally:
            proc.terminate()
            proc.wait(30)


def start_box(folder: Path) -> tuple[subprocess.Popen[str], str]:
    """A box keeping score for a card game, serving its pages on a free port."""
    args = [sys.executable, "-m", "controller.cli", "run", "--game", "cards", "--players", "ann,bob",
            "--option", "mode=scorekeeper", "--option", "target=1000", "--simulate", "--json",
            "--db", str(folder / "abuse.db"), "--web", "127.0.0.1:0"]
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "SDL_VIDEODRIVER": "dummy"}
    proc = subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            stdin=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    while True:
        line = proc.stdout.readline()
        if not line:
            raise SystemExit("the box ended before it served its pages")
        event = json.loads(line)
        if event.get("event") == "web":
            return proc, str(event["url"])


async def phone_taps(url: str, taps: int, player: str) -> list[float]:
    """A seated phone's taps, one after another: each one's milliseconds until the box answered."""
    async with aiohttp.ClientSession() as own:  # the box itself tells the join code (as its screen shows it)
        info = await (await own.get(f"{url}api/info")).json()
    connector = aiohttp.TCPConnector(local_addr=(PHONE, 0))
    async with aiohttp.ClientSession(connector=connector) as phone:
        answer = await (await phone.post(f"{url}api/seats", json={"player": player, "code": info["join_code"]})).json()
        headers = {"Authorization": f"Bearer {answer['token']}"}
        times = []
        for n in range(taps):
            row = {"action": "score", "args": {"player": player, "left": "1", "op": "+", "right": "1"}}
            start = time.perf_counter()
            async with phone.post(f"{url}api/actions", json=row, headers={**headers, "Idempotency-Key": f"tap-{n:06d}"}) as r:
                await r.read()
                if r.status != 200:
                    raise SystemExit(f"the phone's tap {n} was refused: {r.status}")
            times.append((time.perf_counter() - start) * 1000)
            await asyncio.sleep(0.1)  # a quick player: ten taps a second, under the per-seat rate limit
        return times


async def attack(url: str, stop: asyncio.Event, got: collections.Counter[str]) -> None:
    """Everything one device can throw at the box at once, until ``stop``."""
    host, port = url.split("//")[1].rstrip("/").rsplit(":", 1)
    connector = aiohttp.TCPConnector(local_addr=(ATTACKER, 0), limit=0)
    async with aiohttp.ClientSession(connector=connector) as client:
        async def slow() -> None:
            writers = []
            for _ in range(300):
                try:
                    _, writer = await asyncio.open_connection(host, int(port), local_addr=(ATTACKER, 0))
                    writer.write(b"GET /api/view HTTP/1.1\r\nHost: box\r\nX-Slow: ")
                    writers.append(writer)
                except OSError:
                    got["slow refused at connect"] += 1
            got["slow opened"] += len(writers)
            await stop.wait()
            for writer in writers:
                writer.close()

        async def streams() -> None:
            sockets = []
            for _ in range(60):
                try:
                    sockets.append(await client.ws_connect(f"{url}api/stream"))
                    got["stream accepted"] += 1
                except aiohttp.WSServerHandshakeError as exc:
                    got[f"stream {exc.status}"] += 1
                except (aiohttp.ClientError, OSError):
                    got["stream cut"] += 1  # over its address's share of connections: closed at once
            await stop.wait()
            for ws in sockets:
                await ws.close()

        async def flood() -> None:
            nested = b"[" * 2000 + b"]" * 2000
            n = 0
            while not stop.is_set():
                n += 1
                try:
                    if n % 3 == 0:
                        response = await client.post(f"{url}api/host", json={"code": f"{n % 10**6:06d}", "command": "undo"})
                    elif n % 3 == 1:
                        response = await client.post(f"{url}api/actions", data=nested)
                    else:
                        response = await client.get(f"{url}api/view")
                    got[f"flood {response.status}"] += 1
                    response.release()
                except (aiohttp.ClientError, OSError):
                    got["flood cut"] += 1

        await asyncio.gather(slow(), streams(), flood())


async def measure(url: str, taps: int, attacked: bool) -> tuple[list[float], collections.Counter[str]]:
    stop, got = asyncio.Event(), collections.Counter[str]()
    attacker = asyncio.create_task(attack(url, stop, got)) if attacked else None
    if attacked:
        await asyncio.sleep(2.0)  # the attack under way before the phone taps (a bench may wait; a test may not)
    try:
        return await phone_taps(url, taps, "bob" if attacked else "ann"), got
    finally:
        stop.set()
        if attacker is not None:
            await attacker


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=100)
    args = parser.parse_args()
    with serving_box() as url:
        for attacked in (False, True):
            times, got = asyncio.run(measure(url, args.taps, attacked))
            label = "with one phone attacking" if attacked else "no attack"
            print(f"{label:<26} {args.taps} taps: p50 {percentile(times, 50):6.1f} ms  "
                  f"p99 {percentile(times, 99):6.1f} ms  max {max(times):6.1f} ms")
            if attacked:
                print("  the attacker got: " + ", ".join(f"{k} {v}" for k, v in sorted(got.items())))


if __name__ == "__main__":
    main()
