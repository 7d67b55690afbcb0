/** An 8-bit greyscale raster: the form every image takes before recognition. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Luma from interleaved RGB(A) or grey samples. */
export function toGrey(width: number, height: number, samples: ArrayLike<number>, channels: number): GreyImage {
  const data = new Uint8Array(width * height);
  if (channels === 1) {
    for (let i = 0; i < data.length; i++) data[i] = samples[i]!;
  } else if (channels === 2) {
    // Grey plus alpha: transparent pixels become white paper.
    for (let i = 0; i < data.length; i++) {
      const alpha = samples[i * 2 + 1]! / 255;
      data[i] = Math.round(samples[i * 2]! * alpha + 255 * (1 - alpha));
    }
  } else {
    for (let i = 0; i < data.length; i++) {
      const at = i * channels;
      const luma = 0.299 * samples[at]! + 0.587 * samples[at + 1]! + 0.114 * samples[at + 2]!;
      const alpha = channels === 4 ? samples[at + 3]! / 255 : 1;
      data[i] = Math.round(luma * alpha + 255 * (1 - alpha));
    }
  }
  return { width, height, data };
}

/** Quarter turns clockwise (1, 2 or 3). */
export function rotateQuarter(image: GreyImage, turns: number): GreyImage {
  const { width, height, data } = image;
  const t = ((turns % 4) + 4) % 4;
  if (t === 0) return image;
  const outWidth = t === 2 ? width : height;
  const outHeight = t === 2 ? height : width;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let nx: number;
      let ny: number;
      if (t === 1) {
        nx = height - 1 - y;
        ny = x;
      } else if (t === 2) {
        nx = width - 1 - x;
        ny = height - 1 - y;
      } else {
        nx = y;
        ny = width - 1 - x;
      }
      out[ny * outWidth + nx] = data[y * width + x]!;
    }
  }
  return { width: outWidth, height: outHeight, data: out };
}

export function mirror(image: GreyImage): GreyImage {
  const { width, height, data } = image;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) out[y * width + (width - 1 - x)] = data[y * width + x]!;
  }
  return { width, height, data: out };
}

/** Applies an EXIF orientation (1 to 8) so the image reads upright. */
export function applyExifOrientation(image: GreyImage, orientation: number): GreyImage {
  switch (orientation) {
    case 2: return mirror(image);
    case 3: return rotateQuarter(image, 2);
    case 4: return mirror(rotateQuarter(image, 2));
    case 5: return mirror(rotateQuarter(image, 1));
    case 6: return rotateQuarter(image, 1);
    case 7: return mirror(rotateQuarter(image, 3));
    case 8: return rotateQuarter(image, 3);
    default: return image;
  }
}

/**
 * Evens out uneven light (a phone photo's shadow and warm lamp): each pixel is divided by the
 * local background brightness, estimated as the mean over a large window via an integral image.
 * The page comes out as dark ink on even white, which local thresholding then binarises well.
 */
export function flattenIllumination(image: GreyImage): GreyImage {
  const { width, height, data } = image;
  const radius = Math.max(8, Math.round(Math.max(width, height) / 25));
  const stride = width + 1;
  const integral = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x]!;
      integral[(y + 1) * stride + x + 1] = integral[y * stride + x + 1]! + row;
    }
  }
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum = integral[y1 * stride + x1]! - integral[y0 * stride + x1]! - integral[y1 * stride + x0]! + integral[y0 * stride + x0]!;
      // Ink pulls the window mean down a little; 1.1 puts the paper back at white.
      const background = Math.max(1, (sum / ((y1 - y0) * (x1 - x0))) * 1.1);
      out[y * width + x] = Math.min(255, Math.round((data[y * width + x]! / background) * 255));
    }
  }
  return { width, height, data: out };
}
