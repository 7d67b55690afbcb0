import { describe, expect, it } from 'vitest';
import { phoneticKey } from './phoneticKey.js';

describe('phoneticKey', () => {
  it('gives words spelled by ear the key of the word they sound like', () => {
    expect(phoneticKey('fisiks')).toBe(phoneticKey('physics'));
    expect(phoneticKey('sykologist')).toBe(phoneticKey('psychologist'));
    expect(phoneticKey('kronic')).toBe(phoneticKey('chronic'));
    expect(phoneticKey('nife')).toBe(phoneticKey('knife'));
  });
  it('keeps words that sound different apart', () => {
    expect(phoneticKey('church')).not.toBe(phoneticKey('chronic'));
    expect(phoneticKey('house')).not.toBe(phoneticKey('horse'));
  });
  it('is empty for input without letters', () => {
    expect(phoneticKey('')).toBe('');
    expect(phoneticKey('1234 --')).toBe('');
  });
});
