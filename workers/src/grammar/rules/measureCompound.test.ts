import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { measureCompound } from './measureCompound.js';

describe('measure_compound', () => {
  it('joins a measure before a noun with a hyphen, the unit in the singular', () => {
    expect(fixWithRule(measureCompound, "It's a 5 minutes walk from a five stars hotel.")).toBe("It's a 5-minute walk from a five-star hotel.");
    expect(fixWithRule(measureCompound, 'Use a 32 bits type and a 256 bytes buffer; we built a six feet wall.')).toBe('Use a 32-bit type and a 256-byte buffer; we built a six-foot wall.');
  });
  it('leaves a measure that is no modifier', () => {
    for (const ok of [
      'It took a 5 minutes later start.',
      'He walked a hundred miles by day.',
      'It is a 5-minute walk.',
      'We waited for 5 minutes and then left.',
      'A ten years old car is cheap.',
      "It is a ten minutes' walk.",
      'After a 10 minutes, it ends.',
    ]) {
      expect(runRule(measureCompound, ok), ok).toEqual([]);
    }
  });
});
