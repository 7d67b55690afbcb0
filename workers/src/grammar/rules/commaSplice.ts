import type { Finding } from '../../lint/finding.js';
import type { ProseRule } from '../../lint/rule.js';

// "Social media is a double-edged sword, it also brings harm": two sentences joined by a
// comma alone. Only where the first part opens the sentence with its subject (no "if", "when",
// introductory phrase or adverb before it) and has a finite verb, and the second opens with a
// pronoun subject and its verb. The first part must hold no word that opens a clause or a
// phrase of its own before the comma ("as we debate these matters, we can", "that early in the
// next century, there will"), and a reporting tag ("the results were good, they said"), short
// clauses and clauses in parallel ("We will not tire, we will not falter") are left.

const SUBJECT_START = /^(?:(?:the|a|an|this|that|these|those|my|our|your|his|her|their|its|some|many|most|all|every|each|social|people|students|children|parents|teachers|technology|everyone|everybody)\b|(?:I|we|you|they|he|she|it)\b)/i;
const FINITE = /\b(?:is|are|was|were|has|have|had|does|do|did|can|will|would|should|could|may|might|must|isn't|aren't|wasn't|weren't|doesn't|don't|didn't|can't|won't)\b/i;
const SECOND = /^(it|they|he|she|we|I|you|this|there)\s+(?:(?:also|still|just|even|often|always|never|usually|really|only)\s+)?(is|are|was|were|has|have|had|can|will|would|should|could|may|might|must|does|do|did|isn't|aren't|wasn't|weren't|doesn't|don't|didn't|can't|won't|[a-z]+s|[a-z]+ed|bring|make|give|help|take|need|want|seem|went|came|got|saw|felt|thought|knew|made|took|gave|found|left|told|became|began|kept|ran|sat|stood|ate|bought|brought|caught|taught|wrote|spent|lost|met|paid|put|won|chose|drove|flew|forgot|grew|held|heard|meant|sent|slept|spoke|woke)\b/;
const REPORTING = /^(?:it|they|he|she|we|I|you)\s+(?:said|say|says|thought|think|thinks|believe|believes|believed|argued|argue|argues|noted|added|explained|replied|asked|told|wrote|claimed|suggested|admitted)\s*[.!?]/;
const SENTENCE = /[^.!?]+[.!?]?/g;
// phrases that open a clause of time or degree ("Every time a file is read, it is cached")
const TIME_CLAUSE_START = /^(?:(?:every|each|the\s+(?:first|last|next|only))\s+time|the\s+(?:moment|minute|second|day|instant|more|less|sooner|longer))\b/i;
const OPENS_INSIDE = /\b(?:that|as|if|when|whenever|while|although|though|because|since|after|before|until|unless|whether|where|but|and|or|so|with|without|among|amongst|during|in|on|at|by|for|from|early|late|which|who|whom|whose|once|like|than|not)\b/i;

export const commaSplice: ProseRule = {
  id: 'comma_splice',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const s of text.matchAll(SENTENCE)) {
      const sentence = s[0];
      const lead = sentence.length - sentence.trimStart().length;
      const body = sentence.slice(lead);
      if (!SUBJECT_START.test(body) || TIME_CLAUSE_START.test(body)) continue;
      const comma = body.indexOf(', ');
      if (comma < 0 || body.indexOf(',') < comma) continue;
      const first = body.slice(0, comma);
      if (!FINITE.test(first) && !/\b[a-z]+(?:s|ed)\b/.test(first.split(/\s+/).slice(1).join(' '))) continue;
      const rest = body.slice(comma + 2);
      const second = SECOND.exec(rest);
      if (!second || REPORTING.test(rest) || OPENS_INSIDE.test(first) || /[;:—–]/.test(first)) continue;
      // the same subject again: clauses in parallel
      if (first.split(/\s+/)[0]!.toLowerCase() === second[1]!.toLowerCase()) continue;
      const words = (t: string): number => t.trim().split(/\s+/).length;
      if (words(first) < 4) continue;
      const at = s.index + lead + comma;
      out.push({
        start: at,
        end: at + 1,
        category: 'grammar',
        severity: 'warning',
        rule: 'comma_splice',
        title: 'Comma splice',
        message: 'Two sentences are joined by a comma alone: end the first with a full stop or a semicolon, or join them with "and" or "but".',
        replacements: [';'],
        fixLabel: 'Replace with ";"',
      });
    }
    return out;
  },
};
