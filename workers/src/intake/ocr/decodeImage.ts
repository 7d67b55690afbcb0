import { decode as decodePng, convertIndexedToRgb } from 'fast-png';
import jpeg from 'jpeg-js';
import omggif from 'omggif';
import { IntakeFailure } from '../failure.js';
import { intakeLimits } from '../limits.js';
import { jpegOrientation } from './exifOrientation.js';
import { inspectImage } from './imageHeader.js';
import { applyExifOrientation, toGrey, type GreyImage } from './greyImage.js';

function decodeJpeg(bytes: Uint8Array): GreyImage {
  inspectImage(bytes, 'jpeg');
  let decoded: { width: number; height: number; data: Uint8Array };
  try {
    decoded = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: false, maxResolutionInMP: intakeLimits.maxImagePixels / 1_000_000, maxMemoryUsageInMB: 1024 });
  } catch (error) {
    throw new IntakeFailure('invalid_file', `The JPEG is corrupt or truncated (${(error as Error).message}).`);
  }
  const channels = decoded.data.length / (decoded.width * decoded.height);
  return applyExifOrientation(toGrey(decoded.width, decoded.height, decoded.data, channels), jpegOrientation(bytes));
}

function decodePngImage(bytes: Uint8Array): GreyImage {
  inspectImage(bytes, 'png');
  let png: ReturnType<typeof decodePng>;
  try {
    png = decodePng(bytes);
  } catch (error) {
    throw new IntakeFailure('invalid_file', `The PNG is corrupt or truncated (${(error as Error).message}).`);
  }
  if (png.palette) {
    const rgb = convertIndexedToRgb(png);
    return toGrey(png.width, png.height, rgb, rgb.length / (png.width * png.height));
  }
  let samples: ArrayLike<number> = png.data;
  if (png.depth === 16) samples = Uint8Array.from(png.data as Uint16Array, (value) => value >> 8);
  else if (png.depth < 8) {
    // 1, 2 and 4-bit grey: spread each sample over 0-255.
    const scale = 255 / ((1 << png.depth) - 1);
    const packed = png.data as Uint8Array;
    const perByte = 8 / png.depth;
    const rowBytes = Math.ceil(png.width / perByte);
    const unpacked = new Uint8Array(png.width * png.height);
    for (let y = 0; y < png.height; y++) {
      for (let x = 0; x < png.width; x++) {
        const byte = packed[y * rowBytes + Math.floor(x / perByte)]!;
        const shift = 8 - png.depth * ((x % perByte) + 1);
        unpacked[y * png.width + x] = Math.round(((byte >> shift) & ((1 << png.depth) - 1)) * scale);
      }
    }
    samples = unpacked;
  }
  return toGrey(png.width, png.height, samples, png.channels);
}

function decodeGif(bytes: Uint8Array): GreyImage {
  inspectImage(bytes, 'gif');
  let reader: InstanceType<typeof omggif.GifReader>;
  try {
    reader = new omggif.GifReader(bytes);
  } catch (error) {
    throw new IntakeFailure('invalid_file', `The GIF is corrupt (${(error as Error).message}).`);
  }
  const rgba = new Uint8Array(reader.width * reader.height * 4);
  try {
    reader.decodeAndBlitFrameRGBA(0, rgba);
  } catch (error) {
    throw new IntakeFailure('invalid_file', `The GIF is corrupt or truncated (${(error as Error).message}).`);
  }
  return toGrey(reader.width, reader.height, rgba, 4);
}

/**
 * JPEG (upright per its EXIF orientation), PNG and GIF as greyscale pixels. WebP returns null:
 * no decoder for it runs everywhere without WebAssembly of its own, so the OCR engine decodes it.
 */
export function decodeImage(bytes: Uint8Array, format: 'jpeg' | 'png' | 'gif' | 'webp'): GreyImage | null {
  switch (format) {
    case 'jpeg':
      return decodeJpeg(bytes);
    case 'png':
      return decodePngImage(bytes);
    case 'gif':
      return decodeGif(bytes);
    default:
      return null;
  }
}
