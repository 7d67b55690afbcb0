import { describe, expect, it } from 'vitest';
import { pastTimeNear } from './pastTimeNear.js';

describe('pastTimeNear', () => {
  const around = (text: string, word: string): boolean => pastTimeNear(text, text.indexOf(word), text.indexOf(word) + word.length);
  it('finds a time gone by in the clause around a word', () => {
    expect(around('He go to school yesterday.', 'go')).toBe(true);
    expect(around('Two years ago she move to Paris.', 'move')).toBe(true);
    expect(around('In 2010 she move to Paris.', 'move')).toBe(true);
  });
  it('stays inside the clause and the sentence', () => {
    expect(around('He go to school every day.', 'go')).toBe(false);
    expect(around('It rained yesterday. He go to school now.', 'go')).toBe(false);
    expect(around('He go to school, and last year he stayed home.', 'go')).toBe(false);
    expect(around('He go in 2010-style clothes.', 'go')).toBe(false);
  });
});
