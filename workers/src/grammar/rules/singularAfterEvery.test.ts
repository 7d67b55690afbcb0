import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { singularAfterEvery } from './singularAfterEvery.js';

const words = new Set(['participant', 'week', 'site', 'detail', 'student', 'year', 'box', 'note', 'book']);
const isWord = (w: string): boolean => words.has(w);

describe('singular_after_every', () => {
  it('makes the noun after "every" or "each" singular', () => {
    expect(fixWithRule(singularAfterEvery, 'Users of every social media sites need rules.', { isWord })).toBe('Users of every social media site need rules.');
    expect(fixWithRule(singularAfterEvery, 'Every students must bring a pen.', { isWord })).toBe('Every student must bring a pen.');
    expect(fixWithRule(singularAfterEvery, 'Each participants completed a form.', { isWord })).toBe('Each participant completed a form.');
    expect(fixWithRule(singularAfterEvery, 'I want to learn every details.', { isWord })).toBe('I want to learn every detail.');
    expect(fixWithRule(singularAfterEvery, 'Each boxes is labelled.', { isWord })).toBe('Each box is labelled.');
  });
  it('stays quiet where the word in -s is the verb of a noun between', () => {
    for (const ok of ['Each row corresponds to a record, and each accounts for one percent.', 'Every request consists of four bytes.', 'Every vote counts.', 'Two days every week students are required to go.', 'Each time it rains, I stay in.', 'In every election the electors are there.', 'Each student needs a book.']) {
      expect(runRule(singularAfterEvery, ok, { isWord: (w) => isWord(w) || ['vote', 'count', 'rain', 'elector', 'need', 'row', 'correspond', 'corresponded', 'account', 'accounted', 'request', 'consist', 'consisted'].includes(w) })).toEqual([]);
    }
  });
  it('stays quiet on singular nouns, groups counted and each other', () => {
    for (const ok of ['Every student is here.', 'We meet every few years and every five years.', 'They help each other.', 'Every means of escape.', 'Each student has notes.', 'Every child reads books.', 'Each teacher gave books.', 'For each person drawing benefits.', 'Every young person wants to go.', 'In every district where valves were recalibrated, bursts fell.', 'Each year when notes are due, we meet.']) {
      expect(runRule(singularAfterEvery, ok, { isWord })).toEqual([]);
    }
  });
});
