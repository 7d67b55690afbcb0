import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';

// "I seen him", "we done it": a past participle used as the simple past, with no
// "have" before it. Right after a subject pronoun that opens a clause, so the
// participle cannot be part of a passive or a reduced clause ("the film I had seen"),
// or after any subject where an object pronoun follows ("some seen it as a duty"): a
// passive participle takes no object, so only a "have" a few words back ("has the
// team seen it") or a question explains it. The fix is the simple past; "have" + the
// participle is offered second, except in the idiom "I've seen better days", whose
// "have" comes first.

const PAST: Record<string, string> = {
  seen: 'saw', done: 'did', gone: 'went', taken: 'took', eaten: 'ate', written: 'wrote', given: 'gave', begun: 'began',
  broken: 'broke', spoken: 'spoke', chosen: 'chose', driven: 'drove', fallen: 'fell', forgotten: 'forgot', stolen: 'stole', ridden: 'rode',
  drunk: 'drank', sung: 'sang', swum: 'swam', flown: 'flew', thrown: 'threw', grown: 'grew', drawn: 'drew', known: 'knew',
};
const HAVE: Record<string, string> = { he: 'has', she: 'has' };
const PATTERN = new RegExp(
  `(?:^|[.!?;:,"“(]\\s*|\\b(?:and|but|so|then|because|when|whenever|where|if|unless|after|before|since|until|while|though|although|whereas|that|once)\\s+)(I|we|you|they|he|she)\\s+(${Object.keys(PAST).join('|')})\\b(?!-)`,
  'gi',
);

// participles that take an object; "given" is left out ("given it was late")
const TRANSITIVE = 'seen|done|taken|eaten|written|known|begun|broken|chosen|driven|forgotten|stolen|drunk|thrown|drawn';
const BEFORE_OBJECT = new RegExp(`\\b([a-z]+)\\s+(${TRANSITIVE})\\s+(?:it|him|her|them|me|us)\\b`, 'gi');
// "have" and "be" in any form, and a modal with or without its "have" ("could of done it")
const AUXILIARY = /^(?:of|could|would|should|must|might|may|will|can|shall|have|has|had|having|haven['’]t|hasn['’]t|hadn['’]t|\w+['’](?:ve|d|s)|am|is|are|was|were|be|been|being|get|gets|got|getting|gotten)$/i;

/** The participle after `subjectEnd` has no auxiliary in the three words before it and is not in a question. */
function lacksAuxiliary(text: string, subjectEnd: number, end: number): boolean {
  const before = text.slice(Math.max(0, subjectEnd - 60), subjectEnd).split(/[.!?;:]/).at(-1)!;
  const words = before.split(/\s+/).filter(Boolean);
  if (words.slice(-3).some((w) => AUXILIARY.test(w))) return false;
  // a second participle joined to the first shares its "have" ("I have heard about and seen them")
  if (/^(?:and|or|but|nor)$/i.test(words.at(-1) ?? '') && words.some((w) => /^(?:have|has|had|having|\w+['’]ve)$/i.test(w))) return false;
  const rest = text.slice(end).match(/^[^.!?]*[.!?]?/)![0];
  return !rest.endsWith('?');
}

export const pastForParticiple: ProseRule = {
  id: 'past_for_participle',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    const matches = [
      ...[...text.matchAll(PATTERN)].map((m) => ({ subject: m[1]!, participle: m[2]!, end: m.index + m[0].length })),
      ...[...text.matchAll(BEFORE_OBJECT)]
        .filter((m) => lacksAuxiliary(text, m.index + m[1]!.length, m.index + m[0].length))
        .map((m) => ({ subject: m[1]!, participle: m[2]!, end: m.index + m[1]!.length + m[0].slice(m[1]!.length).search(/\S/) + m[2]!.length })),
    ];
    const flagged = new Set<number>();
    for (const { subject, participle, end } of matches) {
      const past = PAST[participle.toLowerCase()];
      if (!past || participle !== participle.toLowerCase() || flagged.has(end)) continue;
      flagged.add(end);
      const have = HAVE[subject.toLowerCase()] ?? 'have';
      const fixes = /^\s+better\s+days\b/i.test(text.slice(end)) && past === 'saw' ? [`${have} ${participle}`, past] : [past, `${have} ${participle}`];
      out.push({
        start: end - participle.length,
        end,
        category: 'grammar',
        severity: 'error',
        rule: 'past_for_participle',
        title: 'Verb form',
        message: `"${participle}" needs "${have}" before it; the simple past is "${past}".`,
        replacements: fixes,
        fixLabel: `Replace with "${fixes[0]}"`,
      });
    }
    return out;
  },
};
