import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOUR_TYPE_RGB = 2;
const BYTES_PER_PIXEL = 3;

/** A picture as 8-bit RGB, row by row. */
export interface RgbImage {
  width: number;
  height: number;
  /** width × height × 3 bytes. */
  pixels: Uint8Array;
}

/**
 * Encodes an RGB picture as a PNG: signature, IHDR, one IDAT (zlib, every row with filter 0) and
 * IEND, each chunk with its CRC-32 (PNG 1.2, ISO/IEC 15948).
 */
export function encodePng({ width, height, pixels }: RgbImage): Buffer {
  if (pixels.length !== width * height * BYTES_PER_PIXEL) {
    throw new RangeError('The pixel buffer does not match the size');
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = COLOUR_TYPE_RGB;
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 0; // no interlace

  const stride = width * BYTES_PER_PIXEL;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter type None
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }

  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  // The CRC covers the type and the data, not the length.
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
