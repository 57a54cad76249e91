"""Decoding and comparing 8-bit PNG images with the standard library only (zlib).

Playwright's screenshots are 8-bit RGB or RGBA, non-interlaced: exactly what `decode`
reads. `difference` counts the pixels whose channels differ by more than a threshold.
"""

import struct
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}  # color type → samples per pixel


class Image:
    def __init__(self, width: int, height: int, channels: int, rows: list[bytes]):
        self.width, self.height, self.channels, self.rows = width, height, channels, rows

    def rgb(self, x: int, y: int) -> tuple[int, int, int]:
        row, start = self.rows[y], x * self.channels
        if self.channels < 3:
            return (row[start],) * 3
        return tuple(row[start:start + 3])


def decode(data: bytes) -> Image:
    if not data.startswith(SIGNATURE):
        raise ValueError("not a PNG file")
    offset, header, compressed = len(SIGNATURE), None, bytearray()
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        offset += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        elif kind == b"IEND":
            break
    if header is None:
        raise ValueError("PNG file without IHDR")
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in CHANNELS or interlace != 0:
        raise ValueError(f"unsupported PNG: depth {depth}, color type {color}, interlace {interlace}")
    channels = CHANNELS[color]
    raw = zlib.decompress(bytes(compressed))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        unfilter(kind, line, previous, channels)
        rows.append(bytes(line))
        previous = line
    return Image(width, height, channels, rows)


def unfilter(kind: int, line: bytearray, previous: bytearray, step: int) -> None:
    """Undoes a scanline's filter in place (PNG specification, section 9)."""
    if kind == 0:
        return
    for i in range(len(line)):
        left = line[i - step] if i >= step else 0
        up = previous[i]
        if kind == 1:
            predictor = left
        elif kind == 2:
            predictor = up
        elif kind == 3:
            predictor = (left + up) // 2
        elif kind == 4:
            upper_left = previous[i - step] if i >= step else 0
            estimate = left + up - upper_left
            distances = abs(estimate - left), abs(estimate - up), abs(estimate - upper_left)
            predictor = (left, up, upper_left)[distances.index(min(distances))]
        else:
            raise ValueError(f"unknown PNG filter {kind}")
        line[i] = (line[i] + predictor) & 0xFF


def difference(expected: Image, actual: Image, threshold: int = 32) -> int:
    """How many pixels differ by more than `threshold` in a channel (all of them when the
    sizes differ)."""
    if (expected.width, expected.height) != (actual.width, actual.height):
        return max(expected.width * expected.height, actual.width * actual.height)
    differing = 0
    for y in range(expected.height):
        for x in range(expected.width):
            if any(abs(a - b) > threshold for a, b in zip(expected.rgb(x, y), actual.rgb(x, y))):
                differing += 1
    return differing
