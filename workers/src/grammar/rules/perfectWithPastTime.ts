import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';
import { pastFormsOf, verbBaseOf } from './verbForms.en.js';

// "I have visited Paris last year": a finished time (yesterday, last week, three years
// ago, on Monday, in 2015) takes the simple past, "I visited". Only where the time ends
// the clause a few words on, or comes before a place or a reason ("yesterday at the
// station"), with no clause or "since"/"for" between ("I have decided that last year was
// the best", "have lived here since last year", "in the last year" stay), and not in a
// question. "'s" (is or has) is left out. A time that opens the sentence counts too, with a
// pronoun subject right after it ("Last year, I have visited Rome"). "Been" counts after a
// pronoun ("I have been there last year" -> "was", "have been to Paris last year" -> "went").

const TIME =
  'yesterday|(?<!\\bthe\\s)last\\s+(?:week|month|year|night|summer|winter|spring|autumn|weekend|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|' +
  '(?:\\d+|a|an|two|three|four|five|six|ten|few|several)\\s+(?:days?|weeks?|months?|years?)\\s+ago|' +
  // a named day or a year: "have received your order on Monday", "has changed in 2015"
  'on\\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|in\\s+(?:19|20)\\d\\d';
// the time closes its clause, or a place or reason follows ("saw him yesterday at the station")
const CLAUSE_END = String.raw`(?=\s*(?:[.,!;:]|$)|\s+(?:at|near|from|with|because|when)\b)`;
const PATTERN = new RegExp(
  `\\b(have|has|['’]ve)\\s+([a-z]+)\\b((?:\\s+(?!(?:that|because|when|which|who|what|if|since|for|during|over|and|but|so|to|than)\\b)[A-Za-z'’]+){0,5})\\s+(?:${TIME})${CLAUSE_END}`,
  'g',
);
// "I have been to Paris last year": "to" ends the gap above, but after "been" it names the place
const BEEN_TO = new RegExp(`\\b(have|has|['’]ve)\\s+(been)\\s+to((?:\\s+(?!(?:that|because|when|which|who|what|if|since|for|during|over|and|but|so|than)\\b)[A-Za-z'’]+){1,3})\\s+(?:${TIME})${CLAUSE_END}`, 'g');
// "I have visited London when I was a child": a "when" clause in the past is a finished time too
const PAST_CLAUSE =
  /\b(have|has|['’]ve)\s+([a-z]+)\b((?:\s+(?!(?:that|because|which|who|what|if|since|for|and|but|so|to|than|as|ever|never)\b)[A-Za-z'’]+){0,5})\s+when\s+(?:I|he|she|we|they|you)\s+(?:was|were)\b/g;
const FRONTED = new RegExp(
  `(?:^|[.!?]["'”’)]*\\s+)(?:${TIME.replace('(?<!\\bthe\\s)last', '[Ll]ast').replace('yesterday', '[Yy]esterday')}),?\\s+(?:I|we|you|they|he|she|it)\\s+(have|has)\\s+([a-z]+)\\b`,
  'g',
);

/** The simple past of a participle the lists know, or of a regular one, which is its own past ("visited"). */
function pastOf(participle: string): string | null {
  const verb = verbBaseOf.get(participle);
  if (verb ? verb.form !== 'past' : !/^[a-z]{3,}ed$/.test(participle)) return null;
  return verb ? pastFormsOf(verb.base)[0]! : participle;
}

/**
 * "I have been there last year" -> "was", "they've been busy" -> "were": the past of "be"
 * follows a pronoun subject; "have been to Paris" tells of a visit, "went to Paris".
 */
function pastOfBeen(text: string, start: number): string | null {
  const subject = /([\p{L}]+)['’]?\s*$/u.exec(text.slice(Math.max(0, start - 12), start))?.[1]?.toLowerCase();
  if (!subject || !/^(?:i|he|she|it|we|you|they)$/.test(subject)) return null;
  // "have been to Paris last year": a visit, which the past tells with "went"
  if (/^\s*been\s+to\b/i.test(text.slice(text.indexOf('been', start) - 1, text.indexOf('been', start) + 8))) return 'went';
  if (subject === 'i' || subject === 'he' || subject === 'she' || subject === 'it') return 'was';
  if (subject === 'we' || subject === 'you' || subject === 'they') return 'were';
  return null;
}

export const perfectWithPastTime: ProseRule = {
  id: 'perfect_with_past_time',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of [...text.matchAll(PATTERN), ...text.matchAll(BEEN_TO), ...text.matchAll(FRONTED), ...text.matchAll(PAST_CLAUSE)]) {
      // PATTERN, BEEN_TO and PAST_CLAUSE start at "have"; FRONTED ends with "have" and the participle
      const [, have, participle] = m as unknown as [string, string, string];
      // a verb the lists know, or a regular participle, which is its own past ("visited")
      const start = m[0].startsWith(have) ? m.index : m.index + m[0].search(/(?:have|has)\s+[a-z]+$/);
      const past = participle === 'been' ? pastOfBeen(text, start) : pastOf(participle);
      if (!past) continue;
      const end = m.index + m[0].indexOf(participle, start - m.index + have.length) + participle.length;
      // "I've visited" -> "I visited": the contraction's place takes the space
      const replacement = have === 'have' || have === 'has' ? past : ` ${past}`;
      out.push(
        wordError({ rule: 'perfect_with_past_time', title: 'Verb tense', start, end, replacement, message: `A finished time takes the simple past: "${past}".` }),
      );
    }
    return out;
  },
};
