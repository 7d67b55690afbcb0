// omggif ships no types; only the reader is used.
declare module 'omggif' {
  export class GifReader {
    constructor(bytes: Uint8Array);
    width: number;
    height: number;
    numFrames(): number;
    decodeAndBlitFrameRGBA(frame: number, pixels: Uint8Array): void;
  }
  const omggif: { GifReader: typeof GifReader };
  export default omggif;
}
