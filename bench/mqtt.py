"""MQTT: results per second into the hub, delay from a game's end to the league (p50/p99) with 20 and
100 boxes, and what MQTT costs an idle box (CPU, RSS).

A real Mosquitto (Debian's package) on a free local port and the real hub (in this process). The
many boxes are paho clients publishing result messages as a box's outbox does (QoS 1); the idle
figures run the real ``companion run`` with and without ``[mqtt] url``. Prints; asserts nothing.

    .venv/bin/python bench/mqtt.py [--results 20] [--idle 20]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import paho.mqtt.client as mqtt
from paho.mqtt.enums import CallbackAPIVersion

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from procstat import idle_run, percentile  # noqa: E402

from controller.hub.collector import Hub  # noqa: E402
from controller.hub.league import League  # noqa: E402
from controller.hub.results import CheckedResult  # noqa: E402
from controller.faces.mqtt.connection import parse_url  # noqa: E402



def broker(folder: Path) -> tuple[subprocess.Popen[bytes], int]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    conf = folder / "mosquitto.conf"
    conf.write_text(f"listener {port} 127.0.0.1\nallow_anonymous true\nmax_connections -1\n"
                    "max_queued_messages 100000\n"
                    + ("user root\n" if os.geteuid() == 0 else ""))
    proc = subprocess.Popen([shutil.which("mosquitto") or "/usr/sbin/mosquitto", "-c", str(conf)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return proc, port
        except OSError:
            time.sleep(0.01)


def result(box: str, n: int) -> dict[str, object]:
    return {"id": f"{box}/{n}", "box": box, "game": "cards", "options": {}, "winners": ["ann"],
            "players": [{"name": "ann", "score": 100}, {"name": "bob", "score": 40}],
            "started_at": "2026-11-30T18:00:00+00:00", "finished_at": "2026-11-30T18:20:00+00:00"}


def run_boxes(port: int, hub: Hub, league: League, boxes: int, each: int, gap: float) -> tuple[float, list[float]]:
    """``boxes`` clients publish ``each`` results, ``gap`` seconds apart; return results/s and the delays (ms)."""
    arrived: dict[str, float] = {}
    add = league.add

    def timed_add(res: CheckedResult) -> bool:
        new = add(res)
        arrived[str(res["id"])] = time.perf_counter()
        return new

    league.add = timed_add  # type: ignore[method-assign, assignment]
    sent: dict[str, float] = {}
    start = league.count()
    clients = []
    for b in range(boxes):
        client = mqtt.Client(CallbackAPIVersion.VERSION2, client_id=f"bench-{boxes}-{b}")
        client.connect("127.0.0.1", port)
        client.loop_start()
        clients.append(client)

    run = time.monotonic_ns()  # new result ids for every run (the league keeps each id once)

    def play(b: int, client: mqtt.Client) -> None:
        for n in range(each):
            res = result(f"box{boxes}-{b}", run + n)
            sent[str(res["id"])] = time.perf_counter()
            client.publish(f"tabletop/box{boxes}-{b}/result", json.dumps(res), qos=1)
            time.sleep(gap)

    began = time.perf_counter()
    threads = [threading.Thread(target=play, args=(b, c)) for b, c in enumerate(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    while league.count() < start + boxes * each:
        time.sleep(0.005)
    took = time.perf_counter() - began
    for client in clients:
        client.disconnect()
        client.loop_stop()
    league.add = add  # type: ignore[method-assign]
    delays = [(arrived[i] - sent[i]) * 1000 for i in sent]
    return boxes * each / took, delays


def idle_box(folder: Path, name: str, mqtt_url: str | None, seconds: float) -> tuple[float, float]:
    cfg = folder / f"{name}.toml"
    cfg.write_text(f'[box]\nid = "{name}"\n' + (f'[mqtt]\nurl = "{mqtt_url}"\n' if mqtt_url else ""))
    return idle_run(["--game", "deathstar", "--simulate", "--config", str(cfg), "--db", str(folder / f"{name}.db")],
                    seconds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", type=int, default=20, help="results per box in the flat-out run, x5")
    parser.add_argument("--idle", type=float, default=20.0, help="seconds of idle measurement")
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        proc, port = broker(folder)
        try:
            league = League(folder / "league.db")
            hub = Hub(parse_url(f"mqtt://127.0.0.1:{port}"), league)
            hub.start()
            hub.subscribed.wait(30)
            rate, _ = run_boxes(port, hub, league, 20, args.results * 5, 0.0)
            print(f"results into the hub, 20 boxes publishing flat out: {rate:7.0f} results/s "
                  "(each committed to SQLite with synchronous=FULL)")
            for boxes in (20, 100):  # far busier than a café: each box ends a game every second
                _, delays = run_boxes(port, hub, league, boxes, 5, 1.0)
                print(f"game's end -> league, {boxes:3} boxes (a game's end a second each): p50 "
                      f"{percentile(delays, 50):6.2f} ms  p99 {percentile(delays, 99):6.2f} ms  ({len(delays)} results)")
            hub.close()
            plain = idle_box(folder, "plain", None, args.idle)
            with_mqtt = idle_box(folder, "mqttbox", f"mqtt://127.0.0.1:{port}", args.idle)
        finally:
            proc.terminate()
            proc.wait()
    print(f"idle box without MQTT: CPU {plain[0]:5.2f} % of a core, RSS {plain[1]:6.1f} MB")
    print(f"idle box with MQTT:    CPU {with_mqtt[0]:5.2f} % of a core, RSS {with_mqtt[1]:6.1f} MB "
          f"(added {with_mqtt[0] - plain[0]:+.2f} %, {with_mqtt[1] - plain[1]:+.1f} MB)")


if __name__ == "__main__":
    main()
