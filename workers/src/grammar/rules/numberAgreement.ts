import { matchCaseOf } from '../../lint/phraseRule.js';
import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { singularsOf } from './nounNumber.en.js';
import { wordError } from './wordError.js';

// Two agreements the words themselves settle:
// - "This shoes are new": a plural noun with a plural verb takes "these". The verb
//   ("are", "were") is the evidence, since "this costs money" has a verb in -s. "That"
//   is left out: before a plural it is nearly always the conjunction ("clear that
//   prices are rising").
// - "The number of cars are growing": the subject is "number", singular, whatever
//   follows "of"; and the other way round, "a number of students is absent": there "a
//   number of" means "several", and the plural noun after it is the subject. Only where
//   the verb directly follows a plural noun the dictionary vouches for.

const THIS_PLURAL = /\b(this)\s+([a-z]+s)(?=\s+(?:are|were)\b)/gi;
const SINGULAR_IN_S = /(?:ss|is|us|ics|news|series|species|means)$/i;
const THE_NUMBER_OF = /\b[Tt]he\s+number\s+of\s+(?:[a-z]+\s+){1,3}?(are|were|have)\b/g;
const SINGULAR: Record<string, string> = { are: 'is', were: 'was', have: 'has' };
// only where it opens its clause: in "being in a school with a number of students is
// upsetting" the subject is the whole of what comes before
const A_NUMBER_OF = /(?<=(?:^|[.!?;:,]\s*|\b(?:and|but|because|that|when|if|so|while|although|since|where|as)\s+))[Aa]\s+(?:(?:large|small|great|growing|good|fair|certain|significant|increasing|huge|limited|substantial|considerable)\s+)?number\s+of\s+(?:[a-z]+\s+){0,2}?([a-z]+)\s+(is|was|has)\b/g;
const PLURAL: Record<string, string> = { is: 'are', was: 'were', has: 'have' };
const IRREGULAR_PLURALS = new Set(['people', 'children', 'men', 'women', 'students']);
// a relative clause without "that" ("the number of channels this client are subscribed to") has a subject of its own
const CLAUSE = /\b(?:that|which|who|whom|whose|where|when|we|they|you|i|he|she|this|it)\b/i;

export const numberAgreement: ProseRule = {
  id: 'number_agreement',
  category: 'grammar',
  languages: ['en'],
  check(text, ctx) {
    const out: Finding[] = [];
    for (const m of text.matchAll(THIS_PLURAL)) {
      const [, det, noun] = m as unknown as [string, string, string];
      if (SINGULAR_IN_S.test(noun) || !singularsOf(noun.toLowerCase()).some((s) => ctx.isWord(s) && ctx.isWord(`${s}'s`))) continue;
      const replacement = matchCaseOf(det, 'these');
      out.push(wordError({ rule: 'number_agreement', title: 'Agreement', start: m.index, end: m.index + det.length, replacement, message: `"${noun}" is plural: "${replacement} ${noun}".` }));
    }
    for (const m of text.matchAll(THE_NUMBER_OF)) {
      const verb = m[1]!;
      if (CLAUSE.test(m[0].slice(0, m[0].length - verb.length))) continue;
      const start = m.index + m[0].length - verb.length;
      out.push(wordError({ rule: 'number_agreement', title: 'Agreement', start, end: start + verb.length, replacement: SINGULAR[verb]!, message: `The subject is "the number", which is singular: "${SINGULAR[verb]}".` }));
    }
    for (const m of text.matchAll(A_NUMBER_OF)) {
      const [, noun, verb] = m as unknown as [string, string, string];
      const plural = IRREGULAR_PLURALS.has(noun) || (/[^s]s$/.test(noun) && !SINGULAR_IN_S.test(noun) && singularsOf(noun).some((s) => ctx.isWord(s) && ctx.isWord(`${s}'s`)));
      if (!plural || CLAUSE.test(m[0].slice(0, m[0].length - verb.length))) continue;
      const start = m.index + m[0].length - verb.length;
      out.push(wordError({ rule: 'number_agreement', title: 'Agreement', start, end: start + verb.length, replacement: PLURAL[verb]!, message: `"A number of ${noun}" means several ${noun}, which are plural: "${PLURAL[verb]}".` }));
    }
    return out;
  },
};
