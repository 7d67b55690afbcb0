import { phraseRule, type PhraseEntry } from '../../lint/phraseRule.js';

// Nouns English does not count ("informations", "advices") have no plural, whatever
// the context. "Evidences" and "researches" are left out: they are verbs too.

export const UNCOUNTABLE: readonly string[] = ['information', 'advice', 'knowledge', 'equipment', 'homework', 'furniture', 'luggage', 'baggage', 'feedback', 'software', 'machinery', 'scenery'];

// the verb after it agrees in the same fix ("The informations are useful" -> "information is")
const SINGULAR_VERB: Readonly<Record<string, string>> = { are: 'is', were: 'was', have: 'has' };
const entries: PhraseEntry[] = UNCOUNTABLE.flatMap((noun) => [
  { phrase: `${noun}s`, replacement: noun, message: `"${noun}" has no plural: write "${noun}" (or "pieces of ${noun}").` },
  ...Object.entries(SINGULAR_VERB).map(([plural, singular]) => ({
    phrase: `${noun}s ${plural}`,
    replacement: `${noun} ${singular}`,
    message: `"${noun}" has no plural, and its verb is singular: "${noun} ${singular}".`,
  })),
]);

export const nounNumber = phraseRule({
  id: 'noun_number',
  category: 'grammar',
  severity: 'error',
  title: 'Noun number',
  languages: ['en'],
  message: 'Write "{replacement}".',
  entries,
});
