import { thirdPersonSingular } from './commonVerbs.en.js';
import { lastWordRule } from './lastWordRule.js';
import { SUBJUNCTIVE_BEFORE } from './subjunctive.en.js';

// "Other studies suggests", "the evidence suggest": the sentence that reports what
// research found, the commonest place for an agreement slip in a student essay. Only
// nouns of research and verbs of reporting, so that a plural noun that is not a subject
// ("if headers is None") and a compound ("the research report", "the author note")
// stay out: the verbs here are none of them a noun a research noun compounds with. The
// subject must open its clause ("one of the studies shows" agrees with "one", "the
// results of the study suggest" with "results"), with at most a determiner and an
// adjective before the noun; a subjunctive ("recommend that the study examine") and a
// question ("does the evidence suggest") do not open one.

const REPORTING =
  'suggest show indicate demonstrate reveal prove confirm imply highlight argue conclude predict explain describe examine explore emphasise emphasize identify underline underscore contradict';
const BASES = new Set(REPORTING.split(' '));
const THIRD = new Map(REPORTING.split(' ').map((v) => [thirdPersonSingular(v), v]));

const SINGULAR = 'study|evidence|research|analysis|survey|paper|article|experiment|literature|researcher|scientist';
const PLURAL = 'studies|results|findings|researchers|scientists|experts|surveys|experiments|analyses|scholars|critics';
// mass nouns: a subject without a determiner, or after "some" or "most"
const MASS_NOUN = /^(?:evidence|research|literature)$/i;

// "that" is left out: in "shows that studies suggest" it opens the clause instead
const DETERMINER =
  'the|this|these|those|our|my|their|his|her|its|one|another|each|every|a|an|many|several|some|most|other|such|both|all|numerous|various|multiple|few|more|much|little';
const ADJECTIVE =
  'recent|previous|earlier|prior|current|new|latest|same|present|further|later|other|more|existing|published|empirical|several|many|such|initial|preliminary';

const PATTERN = new RegExp(
  `(?<![\\w'’-])(?:(${DETERMINER})\\s+)?(?:(?:${ADJECTIVE})\\s+)?(${SINGULAR}|${PLURAL})\\s+([a-z]+)\\b(?![-'’])`,
  'gi',
);
const PLURAL_NOUN = new RegExp(`^(?:${PLURAL})$`, 'i');
const ONE_ONLY = /^(?:this|one|another|each|every|a|an)$/i;
const EITHER = /^(?:the|our|my|their|his|her|its)$/i;
// quantities that take a mass noun ("some evidence", "most research")
const OF_A_MASS = /^(?:some|most|all|such|other|more|much|little)$/i;

// What may stand before a subject that opens a clause.
const CLAUSE_OPENS =
  /(?:^|[.!?;:(]\s*|,\s*|\b(?:that|because|since|although|though|while|whereas|and|but|so|as|if|when|however|indeed|moreover|furthermore|thus|therefore|yet)\s+)$/i;

export const researchSubjectVerb = lastWordRule({
  id: 'research_subject_verb',
  title: 'Agreement',
  pattern: PATTERN,
  fix(m, text) {
    const det = m[1];
    const noun = m[2]!;
    const verb = m[3]!;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (!CLAUSE_OPENS.test(before) || SUBJUNCTIVE_BEFORE.test(before)) return null;
    if (PLURAL_NOUN.test(noun)) {
      const base = THIRD.get(verb);
      if (!base || (det && ONE_ONLY.test(det))) return null;
      return { word: verb, replacement: base, message: `"${noun}" is plural: use "${base}".` };
    }
    if (!BASES.has(verb)) return null;
    const mass = MASS_NOUN.test(noun);
    if (det ? !(ONE_ONLY.test(det) || EITHER.test(det) || (mass && OF_A_MASS.test(det))) : !mass) return null;
    const fixed = thirdPersonSingular(verb);
    return { word: verb, replacement: fixed, message: `"${noun}" is singular: use "${fixed}".` };
  },
});
