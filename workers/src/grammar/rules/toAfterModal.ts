import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// "people will to post", "they will most likely to judge": a modal verb takes the bare
// verb, without "to". "Can" is left out ("everything we can to help" drops a verb,
// rightly), and so is "will" as a noun ("the will to live"); only "I can to swim" and "I
// can't to swim", where a subject pronoun opening the clause (or after "that", "because" and
// the like) leaves no such reading, count.

const PATTERN =
  /\b(will|would|should|must|might|may|could|cannot|won't|wouldn't|shouldn't|couldn't)((?:\s+(?:not|also|most likely|probably|still|just|only|even|always|never|definitely|certainly))?)(\s+to)\s+[a-z]+/gi;
const CAN_PATTERN = /(?<=(?:^|[.!?;,]\s*|\b(?:and|but|so|that|because|if|when|since|although|though)\s+)(?:I|we|you|he|she|they)\s+)(can|can['’]t|mustn['’]t)()(\s+to)\s+[a-z]+/gim;
const NOUN_WILL = /\b(?:the|a|his|her|their|our|my|your|its|political|free|good|own|ill|strong)\s+$/i;
// "Do everything you must to foil their plans", "all we could to help": the modal's verb is
// left out, and "to" opens a purpose
const ELLIPSIS = /\b(?:everything|anything|all|what|whatever|whatsoever|as much as|as little as|best|most|least|much|little)\s+(?:that\s+)?(?:I|we|you|he|she|they|it|one)\s+(?:\w+\s+)?$/i;

export const toAfterModal: ProseRule = {
  id: 'to_after_modal',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of [...text.matchAll(PATTERN), ...text.matchAll(CAN_PATTERN)]) {
      const modal = m[1]!;
      if (/^(?:will|may|might)$/i.test(modal) && NOUN_WILL.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      if (ELLIPSIS.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      // The deletion takes the space before "to" with it.
      const start = m.index + modal.length + m[2]!.length;
      out.push(
        wordError({
          rule: 'to_after_modal',
          title: 'Verb form',
          start,
          end: start + m[3]!.length,
          replacement: '',
          message: `After "${modal}", the verb comes without "to".`,
        }),
      );
    }
    return out;
  },
};
