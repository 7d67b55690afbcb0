import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { feelingParticiple } from './feelingParticiple.js';

describe('feeling_participle', () => {
  it('puts the -ed form for how "I" or "we" feel', () => {
    expect(fixWithRule(feelingParticiple, 'I was very exciting to see the museum.')).toBe('I was very excited to see the museum.');
    expect(fixWithRule(feelingParticiple, "We were so boring, and I'm really tiring after the trip.")).toBe("We were so bored, and I'm really tired after the trip.");
    expect(fixWithRule(feelingParticiple, 'I am boring in class, and I am interesting in music.')).toBe('I am bored in class, and I am interested in music.');
    expect(fixWithRule(feelingParticiple, 'She is interesting in music, and they were very interesting in learning it.')).toBe('She is interested in music, and they were very interested in learning it.');
    expect(fixWithRule(feelingParticiple, 'My sister is interesting in science.')).toBe('My sister is interested in science.');
    expect(fixWithRule(feelingParticiple, 'People are more concern about privacy; I am worry about it, and she is interest in music.')).toBe(
      'People are more concerned about privacy; I am worried about it, and she is interested in music.',
    );
  });
  it('puts the -ing form for what causes the feeling', () => {
    expect(fixWithRule(feelingParticiple, 'It was a very interested movie, but the lesson was bored.')).toBe('It was a very interesting movie, but the lesson was boring.');
    expect(runRule(feelingParticiple, 'I am confusing about the rules.')[0]?.message).toBe('How you feel is "confused"; "confusing" describes what causes the feeling.');
  });
  it('leaves what causes the feeling, and other subjects', () => {
    for (const ok of ['The trip was exciting.', 'It was a boring film, and he was boring too.', 'I was boring company that night.', 'I am excited about it.', 'I was interesting people in the idea.', 'She is interesting in many ways.', 'He is interesting in that he never lies.', 'They are interesting in their own right.', 'The bored students left the class.', 'An excited crowd watched the match.', 'The class was excited about the trip.', 'There is interest in the project.', 'It is a concern for us.']) {
      expect(runRule(feelingParticiple, ok), ok).toEqual([]);
    }
  });
});
