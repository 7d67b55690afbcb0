import { lastWordRule } from './lastWordRule.js';

// "She does not have job", "I got good score at the exam", "You will have better
// chance": a singular countable noun after have, need, get, make and the like takes
// "a". Only nouns that are countable in every sense, and only where the noun ends
// the phrase (punctuation or a function word follows), so "have car insurance" and
// "make phone calls" stay. A verb that opens its sentence is left out: docs name
// actions that way ("Get job for the given id"). "make" counts only after a subject
// or a modal, as the build tool is a noun too ("a parallel make problem").

const VERBS =
  'have|has|had|having|need|needs|needed|needing|want|wants|wanted|wanting|buy|buys|bought|buying|get|gets|got|getting|' +
  'find|finds|found|finding|make|makes|made|making|take|takes|took|taking';
const ADJECTIVES = 'good|better|best|big|bigger|great|new|nice|small|little|serious|huge|high|higher|low|lower|real|bad|wonderful|terrible';
const NOUNS =
  'job|car|house|computer|phone|chance|problem|question|idea|mistake|decision|score|grade|dog|cat|bike|bicycle|boyfriend|girlfriend|baby|brother|sister';
const PATTERN = new RegExp(
  `\\b(${VERBS})\\s+((?:(?:${ADJECTIVES})\\s+)?(?:${NOUNS}))(?=\\s*[,.;:!?)]|\\s+(?:to|at|in|for|with|and|or|but|because|so|that|which|who|when|if|now|yet|either|too)\\b)`,
  'gi',
);

const MAKE_SUBJECT = /\b(?:I|you|we|they|he|she|it|it's|that's|will|would|can|could|should|may|might|must|also|always|often|never|people|don't|doesn't|didn't|not)\s+$/i;

export const countNounArticle = lastWordRule({
  id: 'count_noun_article',
  title: 'Article',
  pattern: PATTERN,
  fix(m, text) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    // an imperative that opens a sentence or a line, as docs and headings write them
    if (/(?:^|[.!?:;\n*#>-]\s*|["“(]\s*)$/.test(before)) return null;
    if (/^mak/i.test(m[1]!) && !MAKE_SUBJECT.test(before)) return null;
    const phrase = m[2]!;
    const article = /^[aeiou]/i.test(phrase) ? 'an' : 'a';
    return {
      word: phrase,
      replacement: `${article} ${phrase}`,
      message: `"${phrase.split(/\s+/).pop()}" is a countable noun: "${article} ${phrase}".`,
    };
  },
});
