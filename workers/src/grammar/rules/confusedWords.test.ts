import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { confusedWords } from './confusedWords.js';

describe('confused_words', () => {
  it('fixes misheard and confused phrases', () => {
    expect(fixWithRule(confusedWords, 'We could of finished earlier.')).toBe('We could have finished earlier.');
    expect(fixWithRule(confusedWords, 'You might of seen it.')).toBe('You might have seen it.');
    expect(fixWithRule(confusedWords, 'Schools can not ignore it. Can not we wait?')).toBe('Schools cannot ignore it. Cannot we wait?');
    expect(runRule(confusedWords, 'Exercise can not only heal but also prevent.')).toEqual([]);
    expect(fixWithRule(confusedWords, 'Now a days in Vauban, few people own cars.')).toBe('Nowadays in Vauban, few people own cars.');
    expect(fixWithRule(confusedWords, 'Their is no time left.')).toBe('There is no time left.');
    expect(fixWithRule(confusedWords, 'The dog wagged it’s own tail.')).toBe('The dog wagged its own tail.');
    expect(fixWithRule(confusedWords, 'This is better then nothing.')).toBe('This is better than nothing.');
    expect(fixWithRule(confusedWords, 'Diet had an affect on mood.')).toBe('Diet had an effect on mood.');
    expect(fixWithRule(confusedWords, 'On contrary, in my point of view we must emphasize on it.')).toBe('On the contrary, from my point of view we must emphasize it.');
    expect(fixWithRule(confusedWords, 'In the other hand, they cope up with it.')).toBe('On the other hand, they cope with it.');
    expect(fixWithRule(confusedWords, "I don't know weather it will rain, weather or not we go.")).toBe("I don't know whether it will rain, whether or not we go.");
    expect(fixWithRule(confusedWords, 'The whether was lovely.')).toBe('The weather was lovely.');
    expect(fixWithRule(confusedWords, 'She gave me good advise, and I advice you to rest.')).toBe('She gave me good advice, and I advise you to rest.');
    expect(fixWithRule(confusedWords, 'Try not to loose the game or to loose weight.')).toBe('Try not to lose the game or to lose weight.');
    expect(runRule(confusedWords, 'Extend it to loose objects.')).toEqual([]);
    expect(fixWithRule(confusedWords, 'He gave me a advise, and I took his advise.')).toBe('He gave me advice, and I took his advice.');
    expect(fixWithRule(confusedWords, 'This effects not only teenagers; a rule that effects the poor.')).toBe('This affects not only teenagers; a rule that affects the poor.');
    expect(fixWithRule(confusedWords, "Take a deep breathe; I can't breath.")).toBe("Take a deep breath; I can't breathe.");
    expect(fixWithRule(confusedWords, 'The school principle agreed in principal.')).toBe('The school principal agreed in principle.');
    expect(fixWithRule(confusedWords, 'He is a man of principal who paid me a complement.')).toBe('He is a man of principle who paid me a compliment.');
    expect(fixWithRule(confusedWords, 'Whose going to drive?')).toBe("Who's going to drive?");
    expect(fixWithRule(confusedWords, 'We ate, and than we left; since than, back than and by than nothing changed.')).toBe('We ate, and then we left; since then, back then and by then nothing changed.');
    expect(fixWithRule(confusedWords, 'The internet is a double-sided sword, a two sided knife.')).toBe('The internet is a double-edged sword, a double-edged sword.');
    expect(fixWithRule(confusedWords, 'These jeans are too lose. A screw came lose and broke lose.')).toBe('These jeans are too loose. A screw came loose and broke loose.');
    expect(fixWithRule(confusedWords, 'We will loose the game. In the contrary, we may win.')).toBe('We will lose the game. On the contrary, we may win.');
  });
  it('stays quiet on correct use', () => {
    for (const ok of ['Their house is there.', 'It has its own rules.', 'First we ate, then we left.', 'The effect on mood was small.', 'Could often be wrong.', 'On the contrary, it helps.', 'Casting loose the hooks, they let loose the dogs.', 'It sailed in the contrary direction.', 'From my point of view, on the other hand, it helps.',
      'We will weather it, whether or not they help.', 'I know weather patterns well.', 'Please advise.', 'His advice was to wait.', 'Doctors that advise patients listen.', 'It lists the side effects the drug has, and its effects the next year.',
      'Take a breath and breathe out.', 'The principal reason is a principle of law.', 'The scarf complements her dress; a nice compliment.',
      'The man whose going-away party it was left.', 'We have too much to lose.', 'It is more red than blue, and then it fades.', 'Win or lose, we came to lose nothing.', 'It turned the full might of the army on them.', 'Fame is a double-edged sword; the two-sided tape held.', "Who's going to drive?"]) {
      expect(runRule(confusedWords, ok)).toEqual([]);
    }
  });
});
