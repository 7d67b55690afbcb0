import { describe, expect, it } from 'vitest';
import { asSentence } from './display.js';

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
