import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';
import { COMMON_COUNT_NOUNS, pluralOf } from './nounNumber.en.js';

// "Nowadays student have more freedom", "Teacher are important": a noun that counts, standing as
// a subject with no determiner before it, and a plural verb after it. The writer meant the
// plural ("students have"); a singular would want an article and another verb as well.
// Only common nouns that count, opening a sentence or a clause, so that "mother and teacher
// are" (two subjects) and a compound ("student loans are") are left.

const NOUNS = [...COMMON_COUNT_NOUNS].join('|');
// an adverb that may open the sentence before the subject ("Recently, scientist have")
const OPENER =
  'nowadays|today|recently|now|also|however|therefore|thus|so|generally|usually|often|sometimes|currently|unfortunately|luckily|in my opinion|in conclusion|finally|firstly|secondly|moreover|furthermore|in addition|for example|of course|in fact';
// a modal shows no number, but a bare noun that counts cannot be its subject either ("student should")
// nouns that name an institution or a whole as well, with no article ("School can be stressful")
const ALSO_UNCOUNTED = new Set(['school', 'college', 'university', 'church', 'prison', 'hospital', 'class', 'society', 'life', 'work', 'home', 'time', 'government', 'parliament', 'congress', 'industry', 'business', 'education', 'technology', 'nature', 'science', 'history', 'family', 'war', 'love', 'art', 'music', 'language', 'culture']);
const MODAL = "should|must|can|could|will|would|may|might|cannot|can't|shouldn't|mustn't|won't|need\\s+to|have\\s+to";
// "that" as a conjunction, after a verb of saying or knowing ("I think that student are"); after
// another verb it is a determiner ("to help solve that problem are")
const SAYING = 'think|thinks|thought|believe|believes|believed|say|says|said|feel|feels|felt|know|knows|knew|mean|means|meant|show|shows|showed|shown|agree|agrees|agreed|argue|argues|argued|claim|claims|claimed|hope|hopes|is|was|true|clear|obvious|fact|so';
const PATTERN = new RegExp(
  String.raw`(?:(?:^|[.!?]["'”’)]*\s+)(?:(?:${OPENER}),?\s+)?|\b(?:(?:${SAYING}),?\s+that|because|think|believe|feel|if|when|whether|${OPENER})\s+)(${NOUNS})(?=\s+(?:are|were|have|do|don't|aren't|weren't|haven't|(${MODAL}))(?![\w'’]))`,
  'gi',
);

export const bareSingularSubject = lastWordRule({
  id: 'bare_singular_subject',
  title: 'Noun number',
  pattern: PATTERN,
  fix(m, _text, ctx) {
    const noun = m[1]!;
    if (m[2] && ALSO_UNCOUNTED.has(noun.toLowerCase())) return null;
    const plural = pluralOf(noun.toLowerCase()).find(ctx.isWord);
    if (!plural) return null;
    const replacement = matchCaseOf(noun, plural);
    const message = m[2]
      ? `One "${noun.toLowerCase()}" needs an article: write the plural "${replacement}" (or "a ${noun.toLowerCase()}").`
      : `"${noun}" has no article and its verb is plural: write "${replacement}".`;
    return { word: noun, replacement, message };
  },
});
