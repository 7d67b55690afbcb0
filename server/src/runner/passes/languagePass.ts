import { adoptInstant } from '../../checks/instantCheck.js';
import { acceptedWordsOf } from '../../dictionary/dictionary.service.js';
import type { Pass } from './types.js';

// Grammar, spelling and (when on) style, in a worker thread: harper.js and the
// dictionaries stay loaded there between checks.
export const languagePass: Pass = {
  label: 'Checking grammar, spelling and style',
  reportsTo: 'language',
  billedAs: ['grammarSpelling', 'style'],
  // Source code is not prose: it gets no grammar or style findings (and is not billed for them).
  wanted: (input) => input.language !== 'code' && (input.options.grammarSpelling || input.options.style),
  async run(svc, input) {
    const styleEnabled = svc.config.styleEnabled && input.options.style;
    const acceptedWords = await acceptedWordsOf(svc.db, input.accountId);
    const result = await svc.host.run(
      'lintDocument',
      [input.text, { language: input.language, register: input.options.register, styleEnabled, acceptedWords }],
      { timeoutMs: 120_000 },
    );
    if (input.options.grammarSpelling) await adoptInstant(svc.db, input.checkId);
    const issues = result.issues.filter((i) =>
      i.category === 'clarity' || i.category === 'word_choice' ? styleEnabled : input.options.grammarSpelling,
    );
    return {
      issues,
      scores: {
        grammarSpelling: input.options.grammarSpelling ? result.scores.grammarSpelling : null,
        clarity: styleEnabled ? result.scores.clarity : null,
      },
    };
  },
};
