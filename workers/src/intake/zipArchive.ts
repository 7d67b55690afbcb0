import { Inflate } from 'fflate';
import { IntakeFailure } from './failure.js';
import { intakeLimits } from './limits.js';

export interface ZipEntry {
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

function u16(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  return (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
}

export function startsLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * Reads the central directory only (no decompression), so sniffing a ZIP stays cheap.
 * Throws `invalid_file` when the directory is missing or points outside the file.
 */
export function listZipEntries(bytes: Uint8Array): ZipEntry[] {
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let at = bytes.length - 22; at >= searchFrom; at--) {
    if (u32(bytes, at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) {
    throw new IntakeFailure('invalid_file', 'The ZIP container is truncated or corrupt: its central directory is missing.');
  }
  const count = u16(bytes, eocd + 10);
  const directorySize = u32(bytes, eocd + 12);
  const directoryOffset = u32(bytes, eocd + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    throw new IntakeFailure('unreadable_file', 'ZIP64 archives are not read; Office documents do not need them.');
  }
  if (count > intakeLimits.maxZipEntries) {
    throw new IntakeFailure('unreadable_file', `The archive holds ${count} entries; at most ${intakeLimits.maxZipEntries} are read.`);
  }
  if (directoryOffset + directorySize > eocd) {
    throw new IntakeFailure('invalid_file', 'The ZIP container is truncated or corrupt: its directory points past the end of the file.');
  }
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  const decoder = new TextDecoder('utf-8');
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== CENTRAL_SIGNATURE) {
      throw new IntakeFailure('invalid_file', 'The ZIP container is corrupt: a directory record is damaged.');
    }
    const flags = u16(bytes, at + 8);
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: u16(bytes, at + 10),
      encrypted: (flags & 1) === 1,
      compressedSize: u32(bytes, at + 20),
      uncompressedSize: u32(bytes, at + 24),
      localHeaderOffset: u32(bytes, at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Refuses archives whose declared sizes or ratios look like a decompression bomb. */
export function assertSafeArchive(entries: ZipEntry[]): void {
  let total = 0;
  for (const entry of entries) {
    if (entry.encrypted) {
      throw new IntakeFailure('unreadable_file', 'The document is encrypted with a password; remove the password and upload it again.');
    }
    if (entry.uncompressedSize > intakeLimits.maxZipEntryBytes) {
      throw new IntakeFailure(
        'unreadable_file',
        `The archive entry ${entry.name} would expand to ${entry.uncompressedSize} bytes, past the ${intakeLimits.maxZipEntryBytes}-byte safety cap.`,
      );
    }
    if (/\.(xml|rels)$/i.test(entry.name) && entry.uncompressedSize > intakeLimits.maxXmlPartBytes) {
      throw new IntakeFailure(
        'unreadable_file',
        `The part ${entry.name} is ${entry.uncompressedSize} bytes of XML, past the ${intakeLimits.maxXmlPartBytes}-byte safety cap.`,
      );
    }
    if (
      entry.uncompressedSize > intakeLimits.zipRatioFloorBytes &&
      entry.uncompressedSize / Math.max(1, entry.compressedSize) > intakeLimits.maxZipRatio
    ) {
      throw new IntakeFailure(
        'unreadable_file',
        `The archive entry ${entry.name} expands ${Math.round(entry.uncompressedSize / Math.max(1, entry.compressedSize))} times: refused as a decompression bomb.`,
      );
    }
    total += entry.uncompressedSize;
  }
  if (total > intakeLimits.maxZipUncompressedBytes) {
    throw new IntakeFailure('unreadable_file', `The archive would expand to ${total} bytes, past the safety cap.`);
  }
}

/**
 * Decompresses one entry, never producing more than its declared size (a lying header cannot
 * smuggle a bomb past `assertSafeArchive`).
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || u32(bytes, at) !== LOCAL_SIGNATURE) {
    throw new IntakeFailure('invalid_file', `The ZIP container is corrupt: the entry ${entry.name} is damaged.`);
  }
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) {
    throw new IntakeFailure('invalid_file', `The file is truncated: the entry ${entry.name} is cut short.`);
  }
  const data = bytes.subarray(start, end);
  if (entry.method === 0) return data;
  if (entry.method !== 8) {
    throw new IntakeFailure('unreadable_file', `The entry ${entry.name} uses ZIP compression method ${entry.method}, which is not read.`);
  }
  const out = new Uint8Array(entry.uncompressedSize);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > out.length) {
      throw new IntakeFailure('unreadable_file', `The entry ${entry.name} expands past its declared size: refused as a decompression bomb.`);
    }
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    // Small slices bound the size of each output chunk (deflate expands at most ~1,000 times).
    const slice = 4096;
    for (let offset = 0; offset < data.length; offset += slice) {
      inflater.push(data.subarray(offset, Math.min(data.length, offset + slice)), offset + slice >= data.length);
    }
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof IntakeFailure) throw error;
    throw new IntakeFailure('invalid_file', `The entry ${entry.name} is corrupt and cannot be decompressed.`);
  }
  if (written !== out.length) {
    throw new IntakeFailure('invalid_file', `The entry ${entry.name} is corrupt: it holds ${written} bytes, not the ${out.length} declared.`);
  }
  return out;
}
