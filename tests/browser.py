"""A real browser for the tests of the page: Debian's headless Chromium, driven over the
DevTools protocol on a pipe (--remote-debugging-pipe: JSON messages on file descriptors 3
and 4, each ended by a NUL), with no library between.

It loads a page from a file, records every request the page makes (Network.requestWillBeSent),
measures where an element is drawn, emulates print on a paper's printable width, and draws
the page to PNG. Chromium is started as the machine notes require: headless, no sandbox (the
tests run as root), no GPU, no QUIC, no first run, no background networking, no component
update, no sync, and a fresh profile folder.
"""
from __future__ import annotations

import base64
import json
import os
import shutil
import struct
import subprocess
import tempfile
import time
import zlib

FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--hide-scrollbars", "--remote-debugging-pipe")
NAMES = ("chromium", "chromium-browser", "google-chrome", "chrome")


def find_chromium() -> str | None:
    """The browser's path: $ADJUDICATOR_CHROMIUM, else the first of NAMES on PATH."""
    given = os.environ.get("ADJUDICATOR_CHROMIUM")
    if given:
        return given if os.access(given, os.X_OK) else None
    return next((p for p in map(shutil.which, NAMES) if p), None)


def needs_chromium():
    """The mark for a test module of the page: skipped, saying why, where no browser is
    found; the page is tested only as a person sees it."""
    import pytest

    return pytest.mark.skipif(
        find_chromium() is None,
        reason="no Chromium found (Debian's package chromium, which .ci/run installs, or "
               "ADJUDICATOR_CHROMIUM=path): the page is tested only in a real browser")


class Browser:
    """One headless Chromium and one page in it (``with Browser() as b: b.load(path)``)."""

    def __init__(self, width: int = 1280, height: int = 800, timeout: float = 60):
        self.path = find_chromium()
        if self.path is None:
            raise FileNotFoundError("no chromium")
        self.width, self.height, self.timeout = width, height, timeout
        self.requests: list[str] = []
        self._id, self._buffer, self._events = 0, b"", []

    def __enter__(self) -> "Browser":
        self.profile = tempfile.mkdtemp(prefix="adjudicator-chromium-")
        to_r, self._to = os.pipe()
        self._from, from_w = os.pipe()

        def fds():  # the child's descriptors 3 and 4, as the protocol's pipe wants them
            os.dup2(to_r, 3)
            os.dup2(from_w, 4)

        self.proc = subprocess.Popen(
            [self.path, *FLAGS, f"--user-data-dir={self.profile}", "about:blank"],
            pass_fds=(3, 4), preexec_fn=fds, stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_r)
        os.close(from_w)
        target = self.send("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.send("Target.attachToTarget", targetId=target,
                                 flatten=True)["sessionId"]
        for method in ("Page.enable", "Network.enable"):
            self.send(method, session=True)
        # the page's own content is what is tested: its policy is no shield for it
        self.send("Page.setBypassCSP", session=True, enabled=True)
        self.resize(self.width, self.height)
        return self

    def __exit__(self, *exc) -> None:
        try:
            self.send("Browser.close")
        except (OSError, RuntimeError, TimeoutError):
            pass
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for fd in (self._to, self._from):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)

    # --- the protocol ---------------------------------------------------------------------
    def send(self, method: str, session: bool = False, **params):
        self._id += 1
        message = {"id": self._id, "method": method, "params": params}
        if session:
            message["sessionId"] = self.session
        os.write(self._to, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._next()
            if reply.get("id") == self._id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self._event(reply)

    def _next(self) -> dict:
        deadline = time.monotonic() + self.timeout
        while b"\0" not in self._buffer:
            if time.monotonic() > deadline:
                raise TimeoutError("chromium did not answer")
            chunk = os.read(self._from, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self._buffer += chunk
        one, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(one)

    def _event(self, message: dict) -> None:
        if message.get("method") == "Network.requestWillBeSent":
            self.requests.append(message["params"]["request"]["url"])
        self._events.append(message.get("method"))

    def wait_for(self, event: str) -> None:
        while event not in self._events:
            self._event(self._next())
        self._events.remove(event)

    # --- what a test does -----------------------------------------------------------------
    def load(self, path) -> None:
        url = "file://" + os.path.abspath(path)
        self.send("Page.navigate", session=True, url=url)
        self.wait_for("Page.loadEventFired")

    def resize(self, width: int, height: int) -> None:
        self.send("Emulation.setDeviceMetricsOverride", session=True, width=width,
                  height=height, deviceScaleFactor=1, mobile=False)

    def evaluate(self, expression: str):
        found = self.send("Runtime.evaluate", session=True, expression=expression,
                          returnByValue=True)
        if "exceptionDetails" in found:
            raise RuntimeError(found["exceptionDetails"])
        return found["result"].get("value")

    def box(self, selector: str) -> dict:
        """Where the element SELECTOR is drawn, in CSS pixels from the page's top."""
        return self.evaluate(f"(() => {{ const r = document.querySelector({json.dumps(selector)})"
                             ".getBoundingClientRect(); return {top: r.top + scrollY, bottom: "
                             "r.bottom + scrollY, left: r.left, right: r.right}; })()")

    def media(self, kind: str) -> None:
        self.send("Emulation.setEmulatedMedia", session=True, media=kind)

    def png(self, height: int | None = None) -> bytes:
        """The page drawn to PNG: its first HEIGHT pixels, or the whole of it."""
        if height is None:
            height = int(self.evaluate("document.documentElement.scrollHeight"))
        clip = {"x": 0, "y": 0, "width": self.width, "height": height, "scale": 1}
        shot = self.send("Page.captureScreenshot", session=True, format="png",
                         captureBeyondViewport=True, clip=clip)
        return base64.b64decode(shot["data"])

    def pixels(self, x: float, y: float, width: int, height: int) -> list[list[tuple]]:
        """The page as drawn in the box (X, Y from the page's top left, in CSS pixels), a row
        of (red, green, blue) a line of pixels: what a person sees there."""
        clip = {"x": x, "y": y, "width": width, "height": height, "scale": 1}
        shot = self.send("Page.captureScreenshot", session=True, format="png",
                         captureBeyondViewport=True, clip=clip)
        return _rgb(base64.b64decode(shot["data"]))

    def pdf(self, width_in: float, height_in: float) -> bytes:
        printed = self.send("Page.printToPDF", session=True, paperWidth=width_in,
                            paperHeight=height_in, preferCSSPageSize=False,
                            printBackground=True)
        return base64.b64decode(printed["data"])


def _rgb(png: bytes) -> list[list[tuple]]:
    """A PNG's pixels as (red, green, blue), a list a row: the 8-bit RGB and RGBA pictures
    Chromium draws, each row unfiltered as the PNG specification says (filters 0 to 4)."""
    at, data, size = 8, b"", (0, 0, 0, 0)
    while at < len(png):
        (length,), kind = struct.unpack(">I", png[at:at + 4]), png[at + 4:at + 8]
        body = png[at + 8:at + 8 + length]
        if kind == b"IHDR":
            size = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT":
            data += body
        at += 12 + length
    width, height, depth, colour = size
    assert depth == 8 and colour in (2, 6), size
    step = 3 if colour == 2 else 4
    raw, stride, rows, prev = zlib.decompress(data), width * step, [], bytearray(width * step)
    for r in range(height):
        start = r * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = line[i - step] if i >= step else 0
            b, c = prev[i], prev[i - step] if i >= step else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[i:i + 3]) for i in range(0, stride, step)])
        prev = line
    return rows
