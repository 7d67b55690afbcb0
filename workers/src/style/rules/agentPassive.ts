import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { verbBaseOf, pastFormsOf } from '../../grammar/rules/verbForms.en.js';

// A passive that names its doer ("The plan was approved by the board") reads more
// directly with the doer first ("The board approved the plan"). Only a sentence that
// opens with a short noun phrase and "was" or "were" (the past has one form for every
// subject, so the rewrite needs no agreement), and only a doer that is a noun phrase,
// a name or a pronoun that ends the clause. "By" of place, time, means and measure
// ("by the river", "by hand", "by 10%") is not a doer.

const DETERMINER = /^(?:the|a|an|this|that|these|those|our|my|his|her|their|its|your|each|every)$/i;
const PRONOUN_OBJECT: Record<string, string> = { he: 'him', she: 'her', they: 'them', we: 'us', i: 'me', it: 'it' };
const PRONOUN_SUBJECT: Record<string, string> = { him: 'he', her: 'she', them: 'they', us: 'we', me: 'I' };
// Words a noun phrase here never holds: a clause, a list or a verb starts there.
const NOT_IN_PHRASE = /^(?:and|or|but|nor|who|whom|whose|which|that|where|when|not|last|next|ago|again|also|too|alone|instead|yesterday|today|tomorrow|then|now|here|there|is|are|was|were|be|been|being|has|have|had|will|would|can|could|should|may|might|must|do|does|did|by|of|than|as)$/i;
// Heads of "by" phrases of place, time, means or measure.
const NOT_A_DOER = new Set(
  (
    'river sea lake road roadside shore side door window wall fire fireplace bed sink gate way time end hour minute ' +
    'day night week month year decade dozen hundred thousand million billion percent half far hand post mail email ' +
    'phone telephone car bus train plane air rail law default mistake chance design accident name means number ' +
    'margin factor amount degree degrees point points mile miles inch inches foot feet standard standards definition ' +
    'nature contrast comparison landslide majority vote surprise storm force themselves himself herself itself ourselves myself yourself'
  ).split(' '),
);
// Participles whose "by" rarely names a doer ("known by the name", "paid by the hour").
const SKIP_PARTICIPLES = new Set(['known', 'paid', 'measured', 'multiplied', 'divided', 'increased', 'decreased', 'reduced', 'raised', 'lowered', 'replaced', 'followed', 'preceded', 'accompanied', 'born', 'based', 'given', 'represented', 'denoted', 'indicated', 'shown']);
const TITLE_BEFORE = /\b(?:Mr|Mrs|Ms|Dr|Prof|St|Sr|Jr|Gen|Col|Capt|Lt|Rev|Hon|No|vs|etc|[A-Z])\.$/;
// How far back the sentence may start: the subject is a short noun phrase.
const LOOK_BACK = 80;

/** The simple past of a participle ("taken" -> "took", "approved" -> "approved"), if known. */
function pastOf(participle: string): string | undefined {
  const entry = verbBaseOf.get(participle);
  if (entry?.form === 'past') {
    const forms = pastFormsOf(entry.base);
    if (forms.includes(participle)) return forms[0];
  }
  // a participle spelt like its base ("run", "cut", "put")
  const own = pastFormsOf(participle);
  if (own.includes(participle)) return own[0];
  return /[a-z]{3,}ed$/.test(participle) ? participle : undefined;
}

/** The words of a noun phrase: a name, a pronoun, or a determiner and up to three more words. */
function nounPhrase(words: string[], isWord: (w: string) => boolean): boolean {
  if (words.length === 0 || words.length > 4) return false;
  if (words.some((w) => NOT_IN_PHRASE.test(w))) return false;
  if (words.length === 1 && /^(?:he|she|they|we|i|it|him|her|them|us|me)$/i.test(words[0]!)) return true;
  if (words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w) && !DETERMINER.test(w))) return true;
  return DETERMINER.test(words[0]!) && words.length >= 2 && words.slice(1).every((w) => /^\p{Ll}[\p{Ll}-]*$/u.test(w) && isWord(w.split('-')[0]!));
}

export const agentPassive: ProseRule = {
  id: 'passive_with_agent',
  category: 'clarity',
  languages: ['en'],
  check(text, ctx) {
    const out: Finding[] = [];
    for (const m of text.matchAll(/\b(was|were)\s+([a-z]+)\s+by\s+([\p{L}-]+(?:\s+[\p{L}-]+){0,4})/gu)) {
      const [, aux, participle, after] = m as unknown as [string, string, string, string];
      if (SKIP_PARTICIPLES.has(participle)) continue;
      const past = pastOf(participle);
      if (!past) continue;
      // the subject: everything from the start of the sentence to "was", a few words at most
      const windowStart = Math.max(0, m.index - LOOK_BACK);
      const before = text.slice(windowStart, m.index);
      const startAt = Math.max(before.lastIndexOf('. '), before.lastIndexOf('? '), before.lastIndexOf('! '), before.lastIndexOf('\n'));
      if (startAt < 0 && windowStart > 0) continue;
      // "Mr. Smith was seen by": a title's full stop does not end a sentence
      if (startAt >= 0 && TITLE_BEFORE.test(before.slice(0, startAt + 1))) continue;
      const subjectStart = startAt < 0 ? 0 : windowStart + startAt + (before[startAt] === '\n' ? 1 : 2);
      const subject = text.slice(subjectStart, m.index).trim();
      const subjectWords = subject.split(/\s+/);
      if (!nounPhrase(subjectWords, ctx.isWord)) continue;
      if (subjectWords.length === 1 && PRONOUN_OBJECT[subject.toLowerCase()] === undefined && !/^\p{Lu}\p{Ll}+$/u.test(subject)) continue;
      // the doer: the words after "by" up to the clause's end; a phrase after the doer may
      // belong to it ("a professor in the department") and the rule cannot move it safely
      const doerEnd = m.index + m[0].length;
      const doer = after.split(/\s+/);
      const doerText = doer.join(' ');
      const cleanEnd = /^(?:[.,;:!?)]|\s*$)/.test(text.slice(doerEnd, doerEnd + 2));
      // one lower-case word is a doer only as a plural ("by researchers"), not as a means ("by bus")
      const barePlural = doer.length === 1 && /^\p{Ll}+[^s]s$/u.test(doer[0]!) && ctx.isWord(doer[0]!);
      if (!cleanEnd || !(barePlural || nounPhrase(doer, ctx.isWord))) continue;
      if (NOT_A_DOER.has(doer.at(-1)!.toLowerCase()) || doer.some((w) => /\d/.test(w))) continue;
      const pronoun = doer.length === 1 ? PRONOUN_SUBJECT[doer[0]!.toLowerCase()] : undefined;
      if (doer.length === 1 && !pronoun && !barePlural && !/^\p{Lu}/u.test(doer[0]!)) continue;
      if (TITLE_BEFORE.test(text.slice(doerEnd - doerText.length, doerEnd + 1))) continue;
      const newSubject = pronoun ?? doerText;
      const objectPronoun = subjectWords.length === 1 ? PRONOUN_OBJECT[subject.toLowerCase()] : undefined;
      // a capitalised common noun opening the sentence ("Mistakes") takes lower case after the verb
      const keepsCapital = subjectWords.every((w) => /^\p{Lu}/u.test(w)) && !objectPronoun && (subjectWords.length > 1 || !ctx.isWord(subject.toLowerCase()));
      const newObject = objectPronoun ?? (keepsCapital ? subject : subject[0]!.toLowerCase() + subject.slice(1));
      const replacement = `${newSubject[0]!.toUpperCase()}${newSubject.slice(1)} ${past} ${newObject}`;
      const start = subjectStart + text.slice(subjectStart, m.index).indexOf(subject);
      out.push({
        start,
        end: doerEnd,
        category: 'clarity',
        severity: 'suggestion',
        rule: 'passive_with_agent',
        title: 'Passive voice',
        message: `"${aux} ${participle} by ${doerText}" puts the doer last; the active "${replacement}" is more direct.`,
        replacements: [replacement],
        fixLabel: `Rewrite as "${replacement}"`,
      });
    }
    return out;
  },
};
