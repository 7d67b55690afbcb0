import { IntakeFailure } from './failure.js';
import { assertSafeXml } from './xmlGuard.js';
import { assertSafeArchive, listZipEntries, readZipEntry } from './zipArchive.js';

/**
 * Checks an Office archive before a library parses it: declared sizes and ratios, then every
 * XML part really decompressed under its declared size and scanned for DTDs and deep nesting.
 * The libraries then parse bytes already proven tame.
 */
export function assertSafeOfficeArchive(bytes: Uint8Array, requiredPart: string): void {
  const entries = listZipEntries(bytes);
  assertSafeArchive(entries);
  if (!entries.some((entry) => entry.name === requiredPart)) {
    throw new IntakeFailure('invalid_file', `The document is corrupt: its part ${requiredPart} is missing.`);
  }
  for (const entry of entries) {
    if (!/\.(xml|rels)$/i.test(entry.name)) continue;
    assertSafeXml(entry.name, readZipEntry(bytes, entry));
  }
}

/** An ArrayBuffer holding exactly these bytes (libraries that take ArrayBuffer read all of it). */
export function exactArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) {
    return bytes.buffer;
  }
  return bytes.slice().buffer as ArrayBuffer;
}
