# MicroPython firmware for a Raspberry Pi Pico: scans the peg matrix at >= 1 kHz with
# per-cell debounce and reports over USB serial (docs/serial-protocol.md).
#
# Copy this file to the Pico as main.py (with Thonny or `mpremote cp pegboard.py :main.py`)
# and edit ROW_PINS / COL_PINS to match the wiring. The same code runs under CPython in
# the tests, with drivers/firmware/machine_standin.py in place of MicroPython's `machine`.
#
# Kept to what MicroPython supports: no dataclasses, no typing, integer bit masks.

ROW_PINS = (0, 1, 2, 3, 4, 5, 6, 7)            # GP0-GP7 drive the rows (low = active)
COL_PINS = (8, 9, 10, 11, 12, 13, 14, 15,      # GP8-GP22 and GP26 read the columns
            16, 17, 18, 19, 20, 21, 22, 26)    # (pull-ups; diode cathodes toward the rows)
DEBOUNCE_MS = 5
SNAPSHOT_MS = 1000
CHATTER_BURSTS = 10                            # bursts of changes within CHATTER_MS: a fault
CHATTER_MS = 1000
MAX_LINE = 96


def crc16(data):
    crc = 0xFFFF
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return crc


class PegBoard:
    """Scans the matrix and talks to the box; every dependency is passed in."""

    def __init__(self, machine, ticks_ms, ticks_diff, write, read, rows=ROW_PINS, cols=COL_PINS):
        self.ticks_ms = ticks_ms
        self.ticks_diff = ticks_diff
        self.write = write            # write(bytes)
        self.read = read              # read() -> bytes available now (maybe b"")
        self.rows = [machine.Pin(n, machine.Pin.OUT, value=1) for n in rows]
        self.cols = [machine.Pin(n, machine.Pin.IN, machine.Pin.PULL_UP) for n in cols]
        self.seq = 0
        self.raw = [0] * len(rows)
        self.stable = [0] * len(rows)
        self.faulty = [0] * len(rows)
        self.changed_at = [[0] * len(cols) for _ in rows]
        self.bursts = [[0] * len(cols) for _ in rows]
        self.burst_start = [[0] * len(cols) for _ in rows]
        self.inbox = b""
        self.last_snapshot = ticks_ms()
        self.scans = 0

    def send(self, kind, payload=""):
        body = "%04X %s%s" % (self.seq, kind, (" " + payload) if payload else "")
        self.write(("%s*%04X\n" % (body, crc16(body.encode()))).encode())
        self.seq = (self.seq + 1) & 0xFFFF

    def hello(self):
        self.send("H", "pegboard 1 %d %d" % (len(self.rows), len(self.cols)))

    def snapshot(self):
        self.send("S", " ".join("%04X" % mask for mask in self.stable))
        self.last_snapshot = self.ticks_ms()

    def read_row(self, r):
        row = self.rows[r]
        row.value(0)
        bits = 0
        for c, col in enumerate(self.cols):
            if not col.value():
                bits |= 1 << c
        row.value(1)
        return bits

    def scan(self):
        now = self.ticks_ms()
        for r in range(len(self.rows)):
            bits = self.read_row(r)
            changed = bits ^ self.raw[r]
            self.raw[r] = bits
            c = 0
            while changed >> c:
                if changed >> c & 1:
                    self.note_change(r, c, now)
                c += 1
            pending = (bits ^ self.stable[r]) & ~self.faulty[r]
            c = 0
            while pending >> c:
                if pending >> c & 1 and self.ticks_diff(now, self.changed_at[r][c]) >= DEBOUNCE_MS:
                    self.stable[r] ^= 1 << c
                    self.send("D" if bits >> c & 1 else "U", "%d %d" % (r, c))
                c += 1
        self.scans += 1

    def note_change(self, r, c, now):
        if self.ticks_diff(now, self.changed_at[r][c]) > DEBOUNCE_MS:  # a new burst
            if self.ticks_diff(now, self.burst_start[r][c]) > CHATTER_MS:
                self.burst_start[r][c] = now
                self.bursts[r][c] = 0
            self.bursts[r][c] += 1
            if self.bursts[r][c] >= CHATTER_BURSTS and not self.faulty[r] >> c & 1:
                self.faulty[r] |= 1 << c
                self.send("F", "%d %d chatter" % (r, c))
        self.changed_at[r][c] = now

    def listen(self):
        self.inbox += self.read()
        while b"\n" in self.inbox:
            line, self.inbox = self.inbox.split(b"\n", 1)
            body, star, check = line.rpartition(b"*")
            if not star or len(check) != 4 or len(line) >= MAX_LINE:
                continue
            try:
                if crc16(body) != int(check, 16):
                    continue
            except ValueError:
                continue
            words = body.split(b" ")
            if len(words) >= 2 and words[1] == b"?":
                self.snapshot()
            elif len(words) >= 2 and words[1] == b"V":
                self.hello()
                self.snapshot()
        if len(self.inbox) > MAX_LINE:
            self.inbox = b""

    def step(self):
        """One pass of the main loop: scan, answer the box, send the periodic snapshot."""
        self.scan()
        self.listen()
        if self.ticks_diff(self.ticks_ms(), self.last_snapshot) >= SNAPSHOT_MS:
            self.snapshot()


def stdin_reader(poll, read_byte, limit=MAX_LINE):
    """``read()`` for :class:`PegBoard`: the bytes waiting now, at most ``limit``, never blocking.

    ``poll(0)`` says whether input is waiting; ``read_byte()`` reads one byte. A closed
    standard input polls as readable for ever and reads empty: that ends the read (under
    MicroPython it would otherwise spin here and never scan again).
    """
    def read():
        data = b""
        while len(data) < limit and poll(0):
            byte = read_byte(1)
            if not byte:
                break
            data += byte
        return data
    return read


def main():  # pragma: no cover - runs on the Pico
    import machine
    import select
    import sys
    import time

    poller = select.poll()
    poller.register(sys.stdin, select.POLLIN)
    read = stdin_reader(poller.poll, sys.stdin.buffer.read)
    board = PegBoard(machine, time.ticks_ms, time.ticks_diff, sys.stdout.buffer.write, read)
    board.hello()
    board.snapshot()
    while True:
        start = time.ticks_us()
        board.step()
        spare = 1000 - time.ticks_diff(time.ticks_us(), start)  # scan at 1 kHz
        if spare > 0:
            time.sleep_us(spare)


if __name__ == "__main__":  # pragma: no cover
    main()
