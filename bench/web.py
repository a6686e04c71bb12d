"""The table server under load: action -> update latency on 1, 10 and 50 open pages, and what the
web costs an idle box (CPU and memory) with 10 pages open.

Runs the real ``companion run`` (simulated hardware, SDL's dummy audio) in a subprocess, once with
``--web`` and once without; the pages are WebSocket clients in this process. The latency is timed
from just before a seat's ``POST /api/actions`` to the moment each page has received the update
(p50/p99 over every page and action). Goals (issue "The table's screens"): p99 <= 50 ms with 50
pages on 2 cores; idle cost <= 0.5 % of a core and <= 15 MB with 10 pages. Prints; asserts nothing.

    .venv/bin/python bench/web.py [--actions 60] [--idle 20]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from procstat import idle_cpu, idle_run, percentile, rss_mb  # noqa: E402


def start_box(folder: Path, name: str, web: bool) -> tuple[subprocess.Popen[str], str]:
    """A box serving Escape from Death Star (no script: it waits for inputs, as the service does)."""
    args = [sys.executable, "-m", "controller.cli", "run", "--game", "deathstar", "--players", "ann,bob",
            "--seed", "7", "--simulate", "--json", "--db", str(folder / f"{name}.db")]
    if web:
        args += ["--web", "127.0.0.1:0"]
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "SDL_VIDEODRIVER": "dummy"}
    proc = subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            stdin=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    url = ""
    while web and not url:
        line = proc.stdout.readline()
        if not line:
            raise SystemExit("the box ended before it served its pages")
        event = json.loads(line)
        url = event["url"] if event.get("event") == "web" else ""
    return proc, url


class Pages:
    """N open pages, each noting when it received which update."""

    def __init__(self, client: aiohttp.ClientSession, url: str) -> None:
        self.client, self.url = client, url
        self.seen: list[dict[int, float]] = []
        self.view: dict[str, object] = {}
        self.tasks: list[asyncio.Task[None]] = []
        self.devices: list[aiohttp.ClientSession] = []

    async def open(self, count: int) -> None:
        for n in range(count):  # each page from its own loopback address, as each phone has its own
            device = aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(f"127.0.1.{n + 1}", 0)))
            self.devices.append(device)
            ws = await device.ws_connect(self.url + "api/stream")
            await ws.send_str("{}")
            seen: dict[int, float] = {}
            self.seen.append(seen)
            self.tasks.append(asyncio.create_task(self._read(ws, seen)))
        while not all(self.seen[i] for i in range(len(self.seen))):
            await asyncio.sleep(0.01)

    async def _read(self, ws: aiohttp.ClientWebSocketResponse, seen: dict[int, float]) -> None:
        async for message in ws:
            view = json.loads(message.data)["view"]
            seen[view["seq"]] = time.perf_counter()
            if view["seq"] >= int(self.view.get("seq", 0)):  # type: ignore[call-overload]
                self.view = view

    def newest(self) -> int:
        return min(max(seen) for seen in self.seen)

    async def close(self) -> None:
        for task in self.tasks:
            task.cancel()
        for device in self.devices:
            await device.close()


async def latency(url: str, pages_count: int, actions: int) -> list[float]:
    """Delays from action to update on every page, for ``actions`` spins and ends."""
    async with aiohttp.ClientSession() as client:
        pages = Pages(client, url)
        await pages.open(pages_count)
        tokens = {}
        for player in ("ann", "bob"):
            async with client.post(url + "api/seats", json={"player": player}) as answer:
                tokens[player] = (await answer.json()).get("token")
        delays: list[float] = []
        for _ in range(actions):
            view = pages.view  # the newest view a page has (no extra request)
            me = str(view["turn"])
            name = "end" if view["state"]["awaiting"] == "move" else "spin"  # type: ignore[index]
            before = pages.newest()
            started = time.perf_counter()
            async with client.post(url + "api/actions", json={"action": name},
                                   headers={"Authorization": f"Bearer {tokens[me]}"}) as answer:
                assert answer.status == 200, await answer.text()
            while pages.newest() <= before:
                await asyncio.sleep(0.0005)
            for seen in pages.seen:
                first = min(t for seq, t in seen.items() if seq > before)
                delays.append((first - started) * 1000)
        await pages.close()
        return delays


async def idle_with_pages(url: str, pid: int, count: int, seconds: float) -> tuple[float, float]:
    """CPU (% of a core) and RSS of the box while ``count`` pages stay open and nothing happens."""
    async with aiohttp.ClientSession() as client:
        pages = Pages(client, url)
        await pages.open(count)
        await asyncio.sleep(1)
        cpu = await asyncio.to_thread(idle_cpu, pid, seconds)
        rss = rss_mb(pid)
        await pages.close()
        return cpu, rss


def idle_without_web(folder: Path, seconds: float) -> tuple[float, float]:
    return idle_run(["--game", "deathstar", "--players", "ann,bob", "--seed", "7", "--simulate", "--json",
                     "--db", str(folder / "plain.db")], seconds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=60, help="actions timed per page count")
    parser.add_argument("--idle", type=float, default=20.0, help="seconds of idle measurement")
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for count in (1, 10, 50):
            proc, url = start_box(folder, f"latency{count}", web=True)
            try:
                delays = asyncio.run(latency(url, count, args.actions))
            finally:  # never leave a box behind, even when the bench fails
                proc.terminate()
                proc.wait()
            print(f"action -> update, {count:2} page(s): p50 {percentile(delays, 50):6.2f} ms  "
                  f"p99 {percentile(delays, 99):6.2f} ms  max {max(delays):6.2f} ms  ({len(delays)} deliveries)")
        base_cpu, base_rss = idle_without_web(folder, args.idle)
        proc, url = start_box(folder, "idle", web=True)
        try:
            web_cpu, web_rss = asyncio.run(idle_with_pages(url, proc.pid, 10, args.idle))
        finally:
            proc.terminate()
            proc.wait()
    print(f"idle box without web:        CPU {base_cpu:5.2f} % of a core, RSS {base_rss:6.1f} MB")
    print(f"idle box with web, 10 pages: CPU {web_cpu:5.2f} % of a core, RSS {web_rss:6.1f} MB")
    print(f"added by the web sink:       CPU {web_cpu - base_cpu:+5.2f} % of a core, RSS {web_rss - base_rss:+6.1f} MB "
          "(goals: <= 0.5 %, <= 15 MB)")


if __name__ == "__main__":
    main()
