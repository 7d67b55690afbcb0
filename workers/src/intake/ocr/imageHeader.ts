import { IntakeFailure } from '../failure.js';
import { intakeLimits } from '../limits.js';

export interface ImageSize {
  width: number;
  height: number;
}

function u16be(bytes: Uint8Array, at: number): number {
  return (bytes[at]! << 8) | bytes[at + 1]!;
}

function u32be(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}

function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: u16be(bytes, at + 7), height: u16be(bytes, at + 5) };
    }
    at += 2 + u16be(bytes, at + 2);
  }
  return null;
}

function webpSize(bytes: Uint8Array): ImageSize | null {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  const le24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
  if (chunk === 'VP8 ' && bytes.length >= 30) return { width: (bytes[26]! | (bytes[27]! << 8)) & 0x3fff, height: (bytes[28]! | (bytes[29]! << 8)) & 0x3fff };
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && bytes.length >= 30) return { width: le24(24) + 1, height: le24(27) + 1 };
  return null;
}

/**
 * The size an image declares in its header, checked against the OCR pixel cap, without decoding
 * a pixel: lets intake refuse a broken or gigantic image at once instead of during the check.
 */
export function inspectImage(bytes: Uint8Array, format: 'jpeg' | 'png' | 'gif' | 'webp'): ImageSize {
  let size: ImageSize | null = null;
  if (format === 'png' && bytes.length >= 33 && String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR') {
    size = { width: u32be(bytes, 16), height: u32be(bytes, 20) };
  } else if (format === 'gif' && bytes.length >= 10) {
    size = { width: bytes[6]! | (bytes[7]! << 8), height: bytes[8]! | (bytes[9]! << 8) };
  } else if (format === 'jpeg') {
    size = jpegSize(bytes);
  } else if (format === 'webp') {
    size = webpSize(bytes);
  }
  if (!size || size.width === 0 || size.height === 0) {
    throw new IntakeFailure('invalid_file', `The ${format.toUpperCase()} image is truncated or corrupt: its header gives no size.`);
  }
  if (size.width * size.height > intakeLimits.maxImagePixels) {
    throw new IntakeFailure(
      'unreadable_file',
      `The image is ${size.width} x ${size.height} pixels, past the ${intakeLimits.maxImagePixels / 1_000_000}-megapixel cap for recognition.`,
    );
  }
  return size;
}
