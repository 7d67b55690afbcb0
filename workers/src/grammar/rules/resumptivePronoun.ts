import { gradableAdjectivesEn } from './adjectiveDegrees.en.js';
import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// "a movie which it was very good", "the teacher who she is kind": the relative pronoun is
// the clause's subject already, and a second subject pronoun repeats it (the way many
// languages build relative clauses). Only after a noun, with a form of "be" and a
// describing word after the pronoun, and nothing after that word that would make "it"
// an anticipatory subject or leave a preposition stranded: "the house which it was too
// expensive to buy" and "the man who he was fond of" are right. "That" is left out: after
// a noun it also opens a clause of fact ("the news that it was late").

const PATTERN =
  /\b([a-z]+)\s+(which|who)\s+(it|he|she|they)\s+(?:is|was|are|were)\s+(?:(very|so|really|too|quite|extremely|pretty|rather|incredibly)\s+)?([a-z]+)\b(?=\s*([a-z]*))/dgi;
const ADJECTIVES = new Set([
  ...gradableAdjectivesEn,
  ...'good bad kind beautiful interesting expensive boring important famous popular delicious amazing wonderful terrible horrible excellent perfect difficult dangerous useful helpful different fantastic awful lovely honest polite rude patient generous'.split(' '),
]);
const ADJECTIVE_ENDING = /(?:ful|ous|ive|able|ible|ic|ing)$/;
// After these the clause is a question inside the sentence ("I know who he is"), not a relative.
const NOT_A_NOUN =
  /^(?:know|knew|known|knows|wonder|wondered|ask|asked|asks|tell|told|see|saw|seen|decide|decided|remember|remembered|forget|forgot|understand|understood|matter|matters|care|cares|guess|imagine|is|was|are|were|be|been|of|in|on|at|by|for|with|from|to|about|under|into|upon|and|or|but|that|this|just|exactly|say|said|find|found|learn|learned|learnt|show|showed|shows|check|explain|explained|sure|unclear|clear|regardless|whatever)$/i;
const AFTER_ADJECTIVE = /^(?:to|that|for|of|with|about|at|in|on|by|from|enough|as|than|when|if|whether)$/i;

export const resumptivePronoun: ProseRule = {
  id: 'resumptive_pronoun',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [, before, relative, pronoun, intensifier, word, next] = m as unknown as [string, string, string, string, string | undefined, string, string];
      if (NOT_A_NOUN.test(before) || /^\p{Lu}/u.test(relative)) continue;
      const describing = ADJECTIVES.has(word.toLowerCase()) || (intensifier !== undefined && ADJECTIVE_ENDING.test(word.toLowerCase()));
      if (!describing || AFTER_ADJECTIVE.test(next)) continue;
      // the pronoun goes, with the space before it
      const end = m.indices![3]![1];
      const start = m.indices![2]![1];
      out.push(
        wordError({
          rule: 'resumptive_pronoun',
          title: 'Repeated subject',
          start,
          end,
          replacement: '',
          message: `"${relative}" is the subject of its clause already; "${pronoun}" repeats it.`,
        }),
      );
    }
    return out;
  },
};
