import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// "I enjoyed very much the film": English puts nothing between a verb and its
// object, so "very much" goes after it ("I enjoyed the film very much"). Only after
// verbs of liking, speaking and playing, and only when the object is short and ends
// the clause ("I like very much the idea."), so that a longer phrase ("wanted very
// much the same thing for her") is left alone. After "be" or "feel", "very much a
// novice" is right, so those verbs are not listed. The same for how well one speaks a
// language: "speaks very well English" -> "speaks English very well".

const VERB =
  'like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed|hate|hates|hated|speak|speaks|spoke|play|plays|played|want|wants|wanted|miss|missed|appreciate|appreciated|admire|admired|prefer|preferred';
// not "that", which may open a clause ("liked very much that she came")
const DETERMINER = 'the|this|these|those|my|your|his|her|its|our|their|a|an';
// a bare word after "very much" that is no object
const NOT_OBJECT = /^(?:indeed|too|also|so|either|now|today|yesterday|here|there|though|anyway|still|already|again|really|more|better|less|about|like|for|to|of|in|on|at|with|that|as|and|but|or|when|because|if)$/i;
const PATTERN = new RegExp(
  `\\b(?:${VERB})\\s+((?:very|so)\\s+much)\\s+((?:(?:${DETERMINER})\\s+(?:[a-z]+\\s+){0,2}[a-z]+)|it|them|him|me|us|you|[A-Za-z]+)(?=\\s*[,.;:!?)]|\\s*$|\\s+(?:and|but|because|when)\\b)`,
  'gi',
);

// "She speaks very well English" -> "speaks English very well": how well, after the language
const LANGUAGE_PATTERN =
  /\b(?:speak|speaks|spoke|speaking|write|writes|wrote|writing|understand|understands|understood)\s+((?:(?:very|so|really|quite|pretty)\s+)?well|fluently|perfectly)\s+(English|French|German|Spanish|Italian|Portuguese|Dutch|Chinese|Mandarin|Japanese|Korean|Arabic|Russian|Hindi|Turkish|Polish|Greek|Swedish)\b(?!\s+(?:and|as)\b)/g;

export const adverbBeforeObject: ProseRule = {
  id: 'adverb_before_object',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of [...text.matchAll(PATTERN), ...text.matchAll(LANGUAGE_PATTERN)]) {
      const [whole, adverb, object] = m as unknown as [string, string, string];
      if (NOT_OBJECT.test(object)) continue;
      // "played so much football" is right: there "so much" counts the noun
      if (/^so/i.test(adverb) && !/\s/.test(object) && !/^(?:it|them|him|me|us|you)$/i.test(object)) continue;
      const start = m.index + whole.indexOf(adverb);
      const end = m.index + whole.length;
      const replacement = `${object} ${adverb}`;
      out.push(
        wordError({
          rule: 'adverb_before_object',
          title: 'Word order',
          start,
          end,
          replacement,
          message: `"${adverb}" does not stand between a verb and its object: "${replacement}".`,
        }),
      );
    }
    return out;
  },
};
