import { IntakeFailure } from './failure.js';
import { intakeLimits } from './limits.js';

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;

/**
 * One pass over an archive's XML before a parser sees it: refuses DTDs (Office XML never has
 * one, and entity expansion is the classic "billion laughs" bomb) and nesting deeper than the
 * cap (recursive parsers overflow their stack on it).
 */
export function assertSafeXml(name: string, bytes: Uint8Array): void {
  let depth = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== LT) continue;
    const next = bytes[i + 1];
    if (next === BANG) {
      // Comments and CDATA do not nest; a DOCTYPE is refused outright.
      if (bytes[i + 2] === 0x44 || bytes[i + 2] === 0x64) {
        throw new IntakeFailure('unreadable_file', `The part ${name} declares a DTD, which Office documents never do: refused as unsafe.`);
      }
      continue;
    }
    if (next === QUESTION) continue;
    if (next === SLASH) {
      depth--;
      continue;
    }
    // Find the end of this tag to see whether it closes itself.
    let j = i + 1;
    let quote = 0;
    while (j < bytes.length) {
      const c = bytes[j]!;
      if (quote) {
        if (c === quote) quote = 0;
      } else if (c === 0x22 || c === 0x27) {
        quote = c;
      } else if (c === GT) {
        break;
      }
      j++;
    }
    if (bytes[j - 1] !== SLASH) {
      depth++;
      if (depth > intakeLimits.maxXmlDepth) {
        throw new IntakeFailure(
          'unreadable_file',
          `The part ${name} nests elements more than ${intakeLimits.maxXmlDepth} deep: refused as unsafe.`,
        );
      }
    }
    i = j;
  }
}
