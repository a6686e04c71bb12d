"""The serial protocol's decoder and session: every case whole and byte by byte, loss, fuzz."""

from __future__ import annotations

import random

from hypothesis import example, given, settings
from hypothesis import strategies as st

from drivers.inputs import PegDown, PegUp
from drivers.serial_board import LinkState, PegSession
from drivers.serial_frames import MAX_LINE, Frame, FrameDecoder, crc16, encode

CASES = [
    (encode(0, "H", "pegboard", 1, 8, 16), [Frame(0, "H", ("pegboard", "1", "8", "16"))], {}),
    (encode(1, "D", 3, 12), [Frame(1, "D", ("3", "12"))], {}),
    (encode(2, "S", *["0000"] * 7, "0001"), [Frame(2, "S", tuple(["0000"] * 7 + ["0001"]))], {}),
    (encode(0xFFFF, "?"), [Frame(0xFFFF, "?", ())], {}),
    (encode(3, "U", 0, 0).replace(b"\n", b"\r\n"), [Frame(3, "U", ("0", "0"))], {}),
    (b"0004 D 3 12*0000\n", [], {"bad_checksum": 1}),
    (b"hello world\n", [], {"garbage": 1}),
    (b"\xff\xfe\x00\n", [], {"garbage": 1}),
    (b"004 D 3 12*686B\n", [], {"garbage": 1}),
    (b"X" * (MAX_LINE + 40) + b"\n" + encode(5, "D", 1, 1), [Frame(5, "D", ("1", "1"))], {"overlong": 1}),
    (encode(6, "D", 2, 2)[:-1] + encode(7, "D", 2, 3), [], {"garbage": 1}),  # lost newline: both dropped
    (b"\n\n" + encode(8, "U", 4, 4), [Frame(8, "U", ("4", "4"))], {"garbage": 2}),
]


def decode(data: bytes, chunk: int | None) -> tuple[list[Frame], dict[str, int]]:
    decoder = FrameDecoder()
    frames = []
    pieces = [data] if chunk is None else [data[i:i + chunk] for i in range(0, len(data), chunk)]
    for piece in pieces:
        frames += decoder.feed(piece)
    stats = decoder.stats
    return frames, {k: v for k, v in (("garbage", stats.garbage), ("overlong", stats.overlong),
                                       ("bad_checksum", stats.bad_checksum)) if v}


def test_every_case_whole_and_one_byte_at_a_time() -> None:
    for data, frames, dropped in CASES:
        for chunk in (None, 1, 3):
            assert decode(data, chunk) == (frames, dropped), (data, chunk)
    everything = b"".join(c[0] for c in CASES)
    whole, one = decode(everything, None), decode(everything, 1)
    assert whole == one
    assert whole[0] == [f for c in CASES for f in c[1]]


def test_crc_matches_the_published_check_value() -> None:
    assert crc16(b"123456789") == 0x29B1


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=600), st.integers(1, 64))
def test_random_bytes_never_crash_the_decoder_or_the_session(data: bytes, chunk: int) -> None:
    decoder = FrameDecoder()
    session = PegSession(lambda kind: None)
    session.connected()
    for i in range(0, len(data), chunk):
        for frame in decoder.feed(data[i:i + chunk]):
            session.handle(frame)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 0xFFFF), st.sampled_from("HDUSF?V"),
                          st.lists(st.text("0123456789ABCDEFpegboard -", max_size=6), max_size=9))))
@example([(0, "S", ["0000"] * 8), (1, "D", ["2", "3", "junk"])])
def test_well_framed_nonsense_never_crashes_the_session(frames: list[tuple[int, str, list[str]]]) -> None:
    """Nor makes a peg of anything but a snapshot or an edge of exactly a row and a column."""
    session = PegSession(lambda kind: None)
    session.connected()
    for seq, kind, payload in frames:
        words = tuple(w for w in " ".join(payload).split(" ") if w)
        for found in session.handle(Frame(seq, kind, words)):
            if isinstance(found, (PegDown, PegUp)):
                assert kind == "S" or (kind in "DU" and len(words) == 2), (kind, words)


class Board:
    """The truth: which cells are closed, and the frames a board would send about it."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.closed: set[tuple[int, int]] = set()
        self.seq = 0

    def frame(self, kind: str, *payload: object) -> bytes:
        data = encode(self.seq, kind, *payload)
        self.seq += 1
        return data

    def snapshot(self) -> bytes:
        masks = [sum(1 << c for c in range(16) if (r, c) in self.closed) for r in range(8)]
        return self.frame("S", *(f"{m:04X}" for m in masks))

    def edge(self) -> bytes:
        cell = (self.rng.randrange(8), self.rng.randrange(16))
        if cell in self.closed and self.rng.random() < 0.3:  # mostly pegs go down; a few pop up
            self.closed.discard(cell)
            return self.frame("U", *cell)
        if cell in self.closed:
            return self.edge()
        self.closed.add(cell)
        return self.frame("D", *cell)


def corrupt(frame: bytes, rng: random.Random) -> bytes:
    data = bytearray(frame)
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(data) - 1)  # keep the newline: a lost newline is another case above
        data[i] = rng.randrange(32, 127) if rng.random() < 0.8 else rng.randrange(256)
    return bytes(data)


def test_100000_frames_with_5_percent_corrupted_or_dropped_give_no_phantom_and_no_lost_peg() -> None:
    rng = random.Random(42)
    board = Board(rng)
    requests: list[str] = []
    session = PegSession(requests.append)
    decoder = FrameDecoder()
    session.connected()
    believed: set[tuple[int, int]] = set()
    damaged = 0

    def deliver(data: bytes) -> None:
        for frame in decoder.feed(data):
            for item in session.handle(frame):
                if isinstance(item, PegDown):
                    assert item.cell in board.closed, f"phantom {item.cell}"
                    assert item.cell not in believed
                    believed.add(item.cell)
                elif isinstance(item, PegUp):
                    assert item.cell not in board.closed, f"phantom release {item.cell}"
                    believed.discard(item.cell)

    sent = 0
    deliver(board.frame("H", "pegboard", 1, 8, 16) + board.snapshot())
    while sent < 100_000:
        if len(board.closed) > 100:  # a new level: every peg pops back up
            while board.closed:
                board.closed.pop()
            frame = board.snapshot()
        elif requests:
            requests.clear()
            frame = board.snapshot()
        elif sent % 500 == 0:
            frame = board.snapshot()  # the periodic snapshot
        else:
            frame = board.edge()
        sent += 1
        roll = rng.random()
        if roll < 0.025:
            damaged += 1
            continue  # dropped
        if roll < 0.05:
            damaged += 1
            frame = corrupt(frame, rng)
        deliver(frame)
    deliver(board.snapshot())
    assert believed == board.closed == session.known  # nothing lost
    assert session.state is LinkState.SYNCED
    assert 4000 < damaged < 6000
    stats = session.stats
    assert stats.gaps > 0 and stats.resyncs > 0
    assert decoder.stats.bad_checksum + decoder.stats.garbage + decoder.stats.overlong > 2000


class Clock:
    """A clock the test moves on by hand."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_hello_with_an_impossible_size_is_a_reported_fault_and_a_new_hello_is_asked_for() -> None:
    from drivers.inputs import BoardFault

    sent: list[str] = []
    clock = Clock()
    session = PegSession(sent.append, clock=clock)
    session.connected()
    sent.clear()
    faults = session.handle(Frame(0, "H", ("pegboard", "1", "99", "99")))
    assert faults == [BoardFault("the board says it has 99 rows and 99 columns (at most 64 x 16)")]
    assert sent == ["V"]
    assert session.handle(Frame(1, "S", tuple(["0001"] * 99))) == []  # untrusted: not a peg
    assert session.handle(Frame(2, "D", ("3", "3"))) == []
    assert session.handle(Frame(3, "H", ("pegboard", "1", "99", "99"))) == []  # the same fault: said once
    assert sent == ["V"]  # asked again only after a second
    clock.now = 1.5
    session.handle(Frame(4, "D", ("3", "3")))
    assert sent == ["V", "V"]
    assert session.handle(Frame(5, "H", ("pegboard", "1", "8", "16"))) == [] and sent[-1] == "?"
    assert session.handle(Frame(6, "S", tuple(["0000"] * 7 + ["0008"]))) == [PegDown((7, 3))]
    assert session.state is LinkState.SYNCED and session.board_fault == ""
    zero = PegSession(sent.append, clock=clock)
    assert [f.reason for f in zero.handle(Frame(0, "H", ("pegboard", "1", "0", "16"))) if isinstance(f, BoardFault)] == \
        ["the board says it has 0 rows and 16 columns (at most 64 x 16)"]


def test_cells_outside_the_announced_board_are_faults_not_pegs() -> None:
    from drivers.inputs import PegFault

    session = PegSession(lambda kind: None)
    session.connected()
    session.handle(Frame(0, "H", ("pegboard", "1", "8", "12")))
    session.handle(Frame(1, "S", tuple(["0000"] * 8)))
    outside = PegFault((9, 3), "outside the board (8 x 12)")
    assert session.handle(Frame(2, "D", ("9", "3"))) == [outside]
    assert session.handle(Frame(3, "D", ("9", "3"))) == []  # once per cell
    assert session.handle(Frame(4, "S", tuple(["0000"] * 7 + ["4001"]))) == \
        [PegFault((7, 14), "outside the board (8 x 12)"), PegDown((7, 0))]
    assert session.known == {(7, 0)}


def test_the_firmware_stops_reading_a_closed_standard_input_instead_of_spinning() -> None:
    import os
    import select
    import threading

    from drivers.firmware.pegboard import stdin_reader

    reader, writer = os.pipe()
    os.write(writer, encode(0, "?"))
    os.close(writer)
    poller = select.poll()
    poller.register(reader, select.POLLIN)
    read = stdin_reader(poller.poll, lambda n: os.read(reader, n))
    got: list[bytes] = []
    worker = threading.Thread(target=lambda: got.extend([read(), read()]), daemon=True)
    worker.start()
    worker.join(60)  # a hang guard: both reads return at once when it works
    os.close(reader)
    assert got == [encode(0, "?"), b""]
