import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { verbBaseOf } from './verbForms.en.js';

// "Me and him went", "Him and me are", "Me and John left", "My friends and me went": object
// pronouns in a compound subject. Only a pair that opens a sentence (perhaps after "Yesterday"
// or the like) or a clause ("..., but me and him don't", "when me and him were") and is
// followed by a verb, so it is the subject; the fix uses subject forms and puts "I" last ("He
// and I went"). A pair in the right cases may still take a singular verb: "My friend and I was".

const SUBJECT: Record<string, string> = { me: 'I', i: 'I', him: 'he', he: 'he', her: 'she', she: 'she', us: 'we', we: 'we', them: 'they', they: 'they' };
const OBJECT_FORMS = /^(?:me|him|her|us|them)$/i;
// Words that may open a sentence before its subject: "Yesterday me and him went".
const OPENER = String.raw`(?:(?:Yesterday|Today|Tonight|Then|Later|Afterwards|Sometimes|Usually|Often|Once|Now|So|But|And|(?:Last|Next)\s+(?:week|weekend|year|month|night|summer|winter|time)|Every\s+(?:day|week|weekend|year|morning|evening|summer)|This\s+(?:morning|afternoon|evening|week|weekend|year|summer)|After\s+(?:school|lunch|dinner|class|work)),?\s+)?`;
const PATTERN = new RegExp(
  String.raw`(?:(?:^|[.!?]["'”’)]*\s+)${OPENER}|[,;]\s+(?:and|but|so|because|since|when|while|although|though|if|until|after|before|that)\s+|\b(?:[Bb]ecause|that|[Ww]hen|[Ww]henever|[Ww]hile|[Ii]f|[Aa]lthough|[Tt]hough)\s+)((Me|Him|Her|Us|Them|I|He|She|We|They|me|him|her|us|them|(?:My|His|Her|Our|Their|Your|my|his|her|our|their|your)\s+[a-z]+)\s+and\s+(me|him|her|us|them|I|he|she|we|they|(?:my|his|our|their)\s+[a-z]+|[A-Z][a-z]+))\s+([a-z]+n't|[a-z]+)\b`,
  'g',
);
const FINITE =
  /^(?:am|is|are|was|were|have|has|had|do|does|did|will|would|can|could|shall|should|may|might|must|went|came|got|made|took|saw|left|said|told|both|always|never|often|just|also|all|(?:do|did|wo|ca|could|would|should|are|were|have|had)n't)$/;

function isFiniteVerb(word: string): boolean {
  if (FINITE.test(word)) return true;
  const entry = verbBaseOf.get(word);
  return entry !== undefined && entry.form === 'past';
}

const PLURAL_OF: Readonly<Record<string, string>> = { is: 'are', was: 'were', has: 'have', does: 'do', "doesn't": "don't", "isn't": "aren't", "wasn't": "weren't", "hasn't": "haven't" };

const subjectForm = (phrase: string): string => SUBJECT[phrase.toLowerCase()] ?? phrase;

export const compoundSubjectCase: ProseRule = {
  id: 'compound_subject_case',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [, pair, first, second, verb] = m as unknown as [string, string, string, string, string];
      if (!OBJECT_FORMS.test(first) && !OBJECT_FORMS.test(second)) {
        // the cases are right, but "My friend and I was": a pair ending in "I" takes a plural verb
        if (second === 'I' && Object.hasOwn(PLURAL_OF, verb)) {
          const start = m.index + m[0].length - verb.length;
          const replacement = PLURAL_OF[verb]!;
          out.push({
            start,
            end: start + verb.length,
            category: 'grammar',
            severity: 'error',
            rule: 'compound_subject_case',
            title: 'Agreement',
            message: `Two subjects joined by "and" take a plural verb: "${first} and I ${replacement}".`,
            replacements: [replacement],
            fixLabel: `Replace with "${replacement}"`,
          });
        }
        continue;
      }
      // "them and us" is a fixed phrase for two sides, not a pair of pronouns to mend
      if (/^(?:them|us)$/i.test(first) && /^(?:them|us)$/i.test(second)) continue;
      // a singular verb makes the pair a name ("Them and us is an old divide"), unless a plural
      // noun is part of it ("Me and my friends has tried", whose verb is then a slip of its own)
      if (!isFiniteVerb(verb) || (/^(?:is|was|has|does)$/.test(verb) && !/^(?:my|his|our|their)\s+[a-z]+[^s]s$/.test(second))) {
        // "Me and my brother goes": a verb in -s after a pair led by "me" is the pair's slip too,
        // and so is "is" or "was" after two pronouns one of which is "me" ("Me and him was")
        const meLeads = /^me$/i.test(first) && verbBaseOf.get(verb)?.form === 'third';
        const withMe = /^me$/i.test(first) || /^me$/i.test(second);
        const twoPronouns = withMe && Object.hasOwn(SUBJECT, first.toLowerCase()) && Object.hasOwn(SUBJECT, second.toLowerCase());
        if (!meLeads && !(twoPronouns && Object.hasOwn(PLURAL_OF, verb))) continue;
      }
      // "I" goes last; the other part leads the sentence with a capital
      const parts = [subjectForm(first), subjectForm(second)];
      const [lead, tail] = parts[0] === 'I' ? [parts[1]!, 'I'] : [parts[0]!, parts[1]!];
      const start = m.index + m[0].indexOf(pair);
      // the lead takes a capital only where the pair opens a sentence
      const opensSentence = !/[,;a-z]/i.test(m[0].slice(0, start - m.index));
      const subject = `${opensSentence ? lead[0]!.toUpperCase() : lead[0]}${lead.slice(1)} and ${tail}`;
      // a singular verb after the pair is mended in the same fix ("Me and him goes" -> "He and I go")
      const pluralVerb = (Object.hasOwn(PLURAL_OF, verb) ? PLURAL_OF[verb] : undefined) ?? (verbBaseOf.get(verb)?.form === 'third' ? verbBaseOf.get(verb)!.base : undefined);
      const replacement = pluralVerb ? `${subject} ${pluralVerb}` : subject;
      out.push({
        start,
        end: pluralVerb ? m.index + m[0].length : start + pair.length,
        category: 'grammar',
        severity: 'error',
        rule: 'compound_subject_case',
        title: 'Pronoun case',
        message: pluralVerb
          ? `A subject takes the subject pronouns, and two of them take a plural verb: "${replacement}".`
          : `A subject takes the subject pronouns: "${replacement}".`,
        replacements: [replacement],
        fixLabel: `Replace with "${replacement}"`,
      });
    }
    return out;
  },
};
