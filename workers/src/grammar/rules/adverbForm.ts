import { lastWordRule } from './lastWordRule.js';

// "She speaks English very good", "He explained it very clear", "He works hardly every day": how
// an action is done takes the adverb ("well", "clearly", "hard"); "good" describes a thing, and "hardly" means "almost not". Only after
// verbs of doing ("it smells good", "it looks good" describe), where "good" ends the phrase
// ("speaks good English" describes the English), and not "hardly ever", "hardly at all".

const DOING =
  'speak|speaks|spoke|play|plays|played|sing|sings|sang|dance|dances|danced|work|works|worked|write|writes|wrote|drive|drives|drove|swim|swims|swam|cook|cooks|cooked|sleep|sleeps|slept|run|runs|ran|perform|performs|performed|understand|understands|understood|explain|explains|explained|teach|teaches|taught';
// a verb of being or a relative between them makes "good" describe what came before ("sleep
// which is not good", "play sports is good")
// the adjective a learner writes, and its adverb
const ADVERB: Readonly<Record<string, string>> = {
  good: 'well', bad: 'badly', careful: 'carefully', clear: 'clearly', quick: 'quickly', slow: 'slowly', easy: 'easily',
  perfect: 'perfectly', fluent: 'fluently', beautiful: 'beautifully', correct: 'correctly', polite: 'politely', serious: 'seriously',
};
const NOT_BETWEEN = 'is|are|was|were|be|been|being|which|that|who|should|would|will|can|could|must|may|might|not|seems?|looks?|feels?|sounds?';
const GOOD = new RegExp(
  String.raw`\b(?:${DOING})\s+(?:(?!(?:very|really|so|quite|too|pretty|${NOT_BETWEEN})\b)[a-z]+\s+){0,4}?(?:(?:very|really|so|quite|too|pretty)\s+)?(${Object.keys(ADVERB).join('|')})(?=\s*[.,;:!?]|\s*$|\s+(?:and|but|because|now|today|too|in|at|with|when|for)\b)`,
  'gi',
);
const TRYING =
  'work|works|worked|working|study|studies|studied|studying|try|tries|tried|trying|train|trains|trained|training|practise|practises|practised|practice|practices|practiced|practicing|practising';
const HARDLY = new RegExp(String.raw`\b(?:${TRYING})\s+(?:(?:very|so|really)\s+)?(hardly)\b(?!\s+(?:at\s+all|ever|any|anything|anyone|anybody|anywhere|enough|a)\b)`, 'gi');

export const adverbForm = lastWordRule({
  id: 'adverb_form',
  title: 'Adverb',
  pattern: [GOOD, HARDLY],
  fix(m) {
    const word = m[1]!;
    const adverb = ADVERB[word.toLowerCase()];
    if (adverb) return { word, replacement: adverb, message: `How something is done takes the adverb "${adverb}"; "${word}" describes a thing.` };
    return { word, replacement: 'hard', message: '"Hardly" means "almost not"; with effort is "hard".' };
  },
});
