import { describe, expect, it } from 'vitest';
import { billedBlocks, checkCost } from './credits.js';

const all = { plagiarism: true, grammarSpelling: true, citations: true, aiContent: true, style: true };
const none = { plagiarism: false, grammarSpelling: false, citations: false, aiContent: false, style: false };

describe('checkCost', () => {
  it('matches the spec meter: 150 credits per 250 words with every pass on', () => {
    expect(checkCost(250, all)).toBe(150);
    expect(checkCost(1_000, all)).toBe(600);
  });

  it('bills every started block and at least the minimum billed words', () => {
    expect(billedBlocks(20)).toBe(1);
    expect(billedBlocks(251)).toBe(2);
    expect(checkCost(251, all)).toBe(300);
    expect(checkCost(25_000, all)).toBe(15_000);
  });

  it('charges only the base rate and the passes that are on', () => {
    expect(checkCost(500, none)).toBe(60);
    expect(checkCost(500, { ...none, plagiarism: true })).toBe(180);
    expect(checkCost(250, all, false)).toBe(140);
  });
});
