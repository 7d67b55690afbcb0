import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { pluralAfterNumber } from './pluralAfterNumber.js';

const words = new Set(['participant', 'participants', 'month', 'months', 'page', 'pages', 'study', 'studies', 'limit', 'limits', 'people', 'peoples', 'city', 'cities', 'username', 'usernames', 'one', 'ones', 'code', 'codes', 'snapshot', 'snapshots', 'system', 'systems', 'handler', 'handlers', 'response', 'responses']);
const isWord = (w: string): boolean => words.has(w);

describe('plural_after_number', () => {
  it('makes the noun after a number above one plural', () => {
    expect(fixWithRule(pluralAfterNumber, 'Data was collected from 50 participant over three month.', { isWord })).toBe('Data was collected from 50 participants over three months.');
    expect(fixWithRule(pluralAfterNumber, 'We visited five city and two page, with several participant in them.', { isWord })).toBe('We visited five cities and two pages, with several participants in them.');
  });
  it('leaves a noun used as a modifier, a year, one, and a decimal', () => {
    for (const ok of ['It was a 50 participant study with a 2 page limit, at level 2 and the 23 page.', 'In 2019 people were happy.', 'One participant left.', 'It rose 1.5 page.', 'They were 3 participants.', '9 username or group name in use.\n2 one or more bad entries.', 'It runs on C++17 code, Python 3.11 beta 4 snapshot, Solaris 8 or 9 system.', 'We set a custom 404 handler.', 'Print 200\nresponse.body.']) {
      expect(runRule(pluralAfterNumber, ok, { isWord }), ok).toEqual([]);
    }
  });
});
