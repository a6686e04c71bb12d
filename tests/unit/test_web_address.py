"""The address phones are given: the LAN address of the interface with the default route, or the config's
``[web] public_url``; the printed line, the table page's join link and the box's screen all say the same."""

from __future__ import annotations

import socket
from pathlib import Path

from conftest import companion
from controller.faces.web.address import lan_address, mdns_name
from webbox import call, web_box


def has_default_route() -> bool:
    lines = Path("/proc/net/route").read_text().splitlines()[1:]
    return any(line.split()[1] == "00000000" for line in lines if len(line.split()) > 1)


def test_the_lan_address_is_this_machines_own_on_the_default_route() -> None:
    address = lan_address()
    if has_default_route():
        assert not address.startswith("127.")  # never the loopback a Pi's host name maps to (127.0.1.1)
    with socket.socket() as probe:
        probe.bind((address, 0))  # only an address of this machine can be bound


def test_the_local_name_is_offered_only_where_avahi_answers(tmp_path: Path) -> None:
    assert mdns_name(tmp_path / "avahi-daemon.pid") is None
    (tmp_path / "avahi-daemon.pid").write_text("1\n")
    assert mdns_name(tmp_path / "avahi-daemon.pid") == f"{socket.gethostname()}.local"


def test_a_configured_public_url_is_what_every_face_shows(tmp_path: Path) -> None:
    with web_box(tmp_path, "cards", ["ann", "bob"], settings={"web.public_url": "http://table.example:8151"}) as box:
        assert box.web is not None and box.web.url == "http://table.example:8151/"
        info = call(box, "GET", "/api/info")[1]  # asked where it really listens
        assert info["join"] == "http://table.example:8151/seat"
        assert "phones join at http://table.example:8151/seat" in box.stdout.getvalue()  # type: ignore[attr-defined]
        assert box.screen is None or box.screen.join() == box.web.url


def test_a_public_url_that_is_no_address_is_refused_by_check_config(tmp_path: Path) -> None:
    config = tmp_path / "companion.toml"
    config.write_text('[web]\nlisten = "8080"\npublic_url = "table.example"\n')
    result = companion("check-config", str(config))
    assert result.returncode == 2 and "web.public_url" in result.stderr + result.stdout
