import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { perfectWithSince } from './perfectWithSince.js';

describe('perfect_with_since', () => {
  it('puts the present perfect before "since" and a point in time', () => {
    expect(fixWithRule(perfectWithSince, "She is married since 2010. I'm here since Monday.")).toBe('She has been married since 2010. I have been here since Monday.');
    expect(runRule(perfectWithSince, 'It is here since the update was released, and she is married since 2010 data shows.')).toEqual([]);
    expect(fixWithRule(perfectWithSince, 'I am learning French since 2021.')).toBe('I have been learning French since 2021.');
    expect(fixWithRule(perfectWithSince, 'My aunt is working at the bank since last year, and she likes it.')).toBe('My aunt has been working at the bank since last year, and she likes it.');
    expect(fixWithRule(perfectWithSince, "It's raining since this morning.")).toBe("It's been raining since this morning.");
    expect(fixWithRule(perfectWithSince, 'We’re waiting here since Monday!')).toBe('We’ve been waiting here since Monday!');
    expect(fixWithRule(perfectWithSince, 'I know him since we were children, and she plays piano since she was a little girl.')).toBe(
      'I have known him since we were children, and she has played piano since she was a little girl.',
    );
    expect(fixWithRule(perfectWithSince, "He's living in Oslo since 2015.")).toBe("He's been living in Oslo since 2015.");
    expect(fixWithRule(perfectWithSince, 'He works here since 2010, and I know him since childhood.')).toBe('He has worked here since 2010, and I have known him since childhood.');
    expect(fixWithRule(perfectWithSince, 'They live in Oslo since last year.')).toBe('They have lived in Oslo since last year.');
  });
  it('gives a negative past up to now the present perfect', () => {
    expect(fixWithRule(perfectWithSince, "I didn't see him since last year, and she did not call me since Monday.")).toBe(
      "I haven't seen him since last year, and she has not called me since Monday.",
    );
    for (const ok of ["I haven't seen him since 2019.", "He didn't come since he was ill.", "I didn't see him last year."]) expect(runRule(perfectWithSince, ok), ok).toEqual([]);
  });
  it('stays quiet on the perfect, "since" as "because" and -ing adjectives', () => {
    for (const ok of [
      'I have been learning French since 2021.',
      'The test is failing since 2019 data is missing.',
      'The story is interesting since 1990.',
      'She is leaving, since Monday suits her.',
      'They are not working since May.',
      'The tool is used since 2019.',
      'He has worked here since 2010.',
      'I like it since it is cheap.',
      'I work harder since Monday is the deadline.',
    ]) {
      expect(runRule(perfectWithSince, ok)).toEqual([]);
    }
  });
});
