import { phraseRuleByLanguage } from '../../lint/phraseRule.js';
import { wordinessDe } from '../phrases/style.de.js';
import { wordinessEs } from '../phrases/style.es.js';
import { wordinessFr } from '../phrases/style.fr.js';
import { wordinessIt } from '../phrases/style.it.js';
import { wordinessNl } from '../phrases/style.nl.js';
import { wordinessPt } from '../phrases/style.pt.js';
import { wordinessEn } from '../phrases/wordiness.en.js';

// Wordy phrases that say the same thing in more words. A phrase that says nothing
// ("it should be noted that") is deleted, and its message says so instead of naming
// an empty replacement.
const deletionsExplained = (entries: typeof wordinessEn) =>
  entries.map((e) => (e.replacement === '' && !e.message ? { ...e, message: '"{phrase}" adds nothing; leave it out.' } : e));

export const wordiness = phraseRuleByLanguage({
  id: 'wordiness',
  category: 'clarity',
  severity: 'suggestion',
  title: 'Wordiness',
  message: '"{phrase}" is wordy; "{replacement}" says the same.',
  entries: Object.fromEntries(
    Object.entries({ en: wordinessEn, es: wordinessEs, fr: wordinessFr, de: wordinessDe, pt: wordinessPt, it: wordinessIt, nl: wordinessNl }).map(([language, entries]) => [language, deletionsExplained(entries)]),
  ),
});
