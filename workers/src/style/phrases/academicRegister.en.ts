import type { PhraseEntry } from '../../lint/phraseRule.js';
import { quantityReplacement } from './quantityPhrases.en.js';

// Wording that suits conversation but not academic prose.

// "193 tons of explosives" weighs them
const AFTER_A_NUMBER = /(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|hundred|thousand|million|several|few|many|metric|short|long))\s+$/i;

export const colloquialismsEn: readonly PhraseEntry[] = [
  { phrase: 'a lot of', replacement: 'many', replacementBefore: quantityReplacement('many') },
  { phrase: 'lots of', replacement: 'many', replacementBefore: quantityReplacement('many') },
  { phrase: 'a bunch of', replacement: 'several', replacementBefore: quantityReplacement('several') },
  { phrase: 'pretty much', replacement: 'largely' },
  { phrase: 'kids', replacement: 'children' },
  { phrase: 'gonna', replacement: 'going to' },
  { phrase: 'wanna', replacement: 'want to' },
  { phrase: 'gotta', replacement: 'have to' },
  { phrase: 'okay', replacement: 'acceptable' },
  { phrase: 'ok', replacement: 'acceptable' },
  { phrase: 'stuff', replacement: 'material' },
  { phrase: 'things like', replacement: 'such as' },
  { phrase: 'get rid of', replacement: 'remove' },
  { phrase: 'figure out', replacement: 'determine' },
  { phrase: 'figured out', replacement: 'determined' },
  { phrase: 'come up with', replacement: 'devise' },
  { phrase: 'came up with', replacement: 'devised' },
  { phrase: 'find out', replacement: 'discover' },
  { phrase: 'found out', replacement: 'discovered' },
  { phrase: 'loads of', replacement: 'many', replacementBefore: quantityReplacement('many'), unlessAfter: AFTER_A_NUMBER },
  { phrase: 'tons of', replacement: 'many', replacementBefore: quantityReplacement('many'), unlessAfter: AFTER_A_NUMBER },
  { phrase: 'super', replacement: 'very' },
  { phrase: 'awesome', replacement: 'impressive' },
  { phrase: 'huge', replacement: 'substantial' },
  { phrase: 'nowadays', replacement: 'currently' },
  { phrase: 'anyways', replacement: 'in any case' },
  { phrase: 'big deal', replacement: 'significant matter' },
];

export const firstPersonAsidesEn: readonly PhraseEntry[] = [
  { phrase: 'I think that', replacement: '' },
  { phrase: 'I think', replacement: '' },
  { phrase: 'I believe that', replacement: '' },
  { phrase: 'I believe', replacement: '' },
  { phrase: 'I feel that', replacement: '' },
  { phrase: 'in my opinion', replacement: '' },
  { phrase: 'in my view', replacement: '' },
  { phrase: 'personally', replacement: '' },
  { phrase: 'if you ask me', replacement: '' },
  { phrase: 'I would argue that', replacement: '' },
  { phrase: 'as far as I am concerned', replacement: '' },
  { phrase: 'to be honest', replacement: '' },
  { phrase: 'honestly', replacement: '' },
];

const CONTRACTIONS: Array<[string, string]> = [
  ["don't", 'do not'], ["doesn't", 'does not'], ["didn't", 'did not'], ["can't", 'cannot'], ["couldn't", 'could not'],
  ["won't", 'will not'], ["wouldn't", 'would not'], ["shouldn't", 'should not'], ["isn't", 'is not'], ["aren't", 'are not'],
  ["wasn't", 'was not'], ["weren't", 'were not'], ["hasn't", 'has not'], ["haven't", 'have not'], ["hadn't", 'had not'],
  ["mustn't", 'must not'], ["needn't", 'need not'], ["it's", 'it is'], ["that's", 'that is'], ["there's", 'there is'],
  ["here's", 'here is'], ["what's", 'what is'], ["let's", 'let us'], ["I'm", 'I am'], ["I've", 'I have'], ["I'll", 'I will'],
  ["I'd", 'I would'], ["we're", 'we are'], ["we've", 'we have'], ["we'll", 'we will'], ["you're", 'you are'],
  ["you've", 'you have'], ["you'll", 'you will'], ["they're", 'they are'], ["they've", 'they have'], ["they'll", 'they will'],
  ["he's", 'he is'], ["she's", 'she is'], ["who's", 'who is'], ["would've", 'would have'], ["could've", 'could have'],
  ["should've", 'should have'],
];

export const contractionsEn: readonly PhraseEntry[] = CONTRACTIONS.map(([phrase, replacement]) => ({ phrase, replacement }));
