import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// "Nothing is absolute right", "I feel extreme close to them": an adjective that
// grades another adjective is an adverb ("absolutely right"). It counts only after
// "be" or a linking verb, so "the entire free world" (both describe the noun) is quiet.

const LINKING = 'is|are|was|were|be|been|being|am|feel|feels|felt|seem|seems|seemed|become|becomes|became|look|looks|looked|sound|sounds|sounded';
const GRADER =
  'absolute|extreme|entire|complete|total|relative|incredible|terrible|extraordinary|particular|especial|real|serious|considerable|obvious|reasonable|exceptional|remarkable|surprising|unbelievable|perfect|amazing|awful|horrible';
const ADJECTIVE =
  'right|wrong|different|important|necessary|close|incorrect|correct|true|false|impossible|possible|easy|difficult|hard|useful|harmful|dangerous|safe|happy|sad|good|bad|clear|essential|similar|normal|common|rare|expensive|cheap|convenient|popular|healthy|unhealthy|honest|fair|unfair|beneficial|crucial|vital|helpful|simple|complex|complicated|unclear|unnecessary|unique|ready|able|unable|aware|wonderful|beautiful|boring|interesting|tired|strong|weak|ill|sick|accurate|busy|rich|poor|large|small|big|huge|high|low|successful|independent|dependent|responsible|reliable|unreliable|satisfied|worried|afraid';
const PATTERN = new RegExp(`\\b(?:${LINKING})\\s+(?:(?:also|not|still|so|quite|very)\\s+)?(${GRADER})(\\s+)(${ADJECTIVE})\\b`, 'gi');

function adverbOf(adjective: string): string {
  const lower = adjective.toLowerCase();
  if (lower.endsWith('ble')) return `${lower.slice(0, -1)}y`;
  if (lower.endsWith('ry')) return `${lower.slice(0, -1)}ily`;
  return `${lower}ly`;
}

export const adverbBeforeAdjective: ProseRule = {
  id: 'adverb_before_adjective',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const grader = m[1]!;
      const start = m.index + m[0].length - m[3]!.length - m[2]!.length - grader.length;
      const adverb = adverbOf(grader);
      out.push(
        wordError({
          rule: 'adverb_before_adjective',
          title: 'Word form',
          start,
          end: start + grader.length,
          replacement: adverb,
          message: `"${grader}" describes the adjective after it, so it takes the adverb form: "${adverb}".`,
        }),
      );
    }
    return out;
  },
};
