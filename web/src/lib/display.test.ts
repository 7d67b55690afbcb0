import { describe, expect, it } from 'vitest';
import { asSentence, checkName } from './display.js';

describe('asSentence', () => {
  it('starts a server message with a capital and ends it with a full stop', () => {
    expect(asSentence('this account has no active plan; the check needs 150 credits')).toBe('This account has no active plan; the check needs 150 credits.');
  });

  it('leaves a finished sentence as it is', () => {
    expect(asSentence('Too many requests. Try again later.')).toBe('Too many requests. Try again later.');
    expect(asSentence('Why?')).toBe('Why?');
    expect(asSentence('  ')).toBe('');
  });
});

describe('checkName', () => {
  it('prefers the title, else cuts the opening words at a word', () => {
    expect(checkName('Essay', 'The text')).toBe('Essay');
    expect(checkName(null, 'The Industrial Revolution changed how people lived and worked.', 40)).toBe('The Industrial Revolution changed how…');
    expect(checkName(null, 'The Effects of Social Media on Teenage Sleep\n\nIntroduction\n\nOver the past decade')).toBe('The Effects of Social Media on Teenage Sleep');
    expect(checkName(null, '# Field notes\n\nHerons wait.')).toBe('Field notes');
    expect(checkName(null, 'Herons wait in the shallows.\n\nThey strike fast.')).toBe('Herons wait in the shallows. They strike fast.');
    expect(checkName(null, 'x'.repeat(100), 10)).toBe('xxxxxxxxxx…');
    expect(checkName(null, null)).toBe('Untitled check');
  });
});
