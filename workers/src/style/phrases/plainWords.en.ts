import type { PhraseEntry } from '../../lint/phraseRule.js';

// Inflated words with a plain equivalent.
export const plainWordsEn: readonly PhraseEntry[] = [
  { phrase: 'utilize', replacement: 'use' },
  { phrase: 'utilizes', replacement: 'uses' },
  { phrase: 'utilized', replacement: 'used' },
  { phrase: 'utilizing', replacement: 'using' },
  { phrase: 'utilise', replacement: 'use' },
  { phrase: 'utilised', replacement: 'used' },
  { phrase: 'utilization', replacement: 'use' },
  { phrase: 'facilitate', replacement: 'help' },
  { phrase: 'commence', replacement: 'begin' },
  { phrase: 'commenced', replacement: 'began' },
  { phrase: 'endeavour to', replacement: 'try to' },
  { phrase: 'endeavor to', replacement: 'try to' },
  { phrase: 'ascertain', replacement: 'find out' },
  { phrase: 'prior to', replacement: 'before' },
  { phrase: 'subsequent to', replacement: 'after' },
  { phrase: 'in excess of', replacement: 'more than' },
];
