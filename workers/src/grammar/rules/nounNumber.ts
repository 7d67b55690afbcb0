import { phraseRule, type PhraseEntry } from '../../lint/phraseRule.js';

// Nouns English does not count ("informations", "advices") have no plural, whatever
// the context. "Evidences" and "researches" are left out: they are verbs too.

const UNCOUNTABLE = ['information', 'advice', 'knowledge', 'equipment', 'homework', 'furniture', 'luggage', 'baggage', 'feedback', 'software', 'machinery', 'scenery'];

const entries: PhraseEntry[] = UNCOUNTABLE.map((noun) => ({
  phrase: `${noun}s`,
  replacement: noun,
  message: `"${noun}" has no plural: write "${noun}" (or "pieces of ${noun}").`,
}));

export const nounNumber = phraseRule({
  id: 'noun_number',
  category: 'grammar',
  severity: 'error',
  title: 'Noun number',
  languages: ['en'],
  message: 'Write "{replacement}".',
  entries,
});
