import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { pluralApostropheS } from './pluralApostropheS.js';

const words = new Set(['rule', 'rules', 'are', 'ares', 'dinosaur', 'dinosaurs', 'parent', 'parents', 'shell', 'shells', 'city', 'cities', 'box', 'boxes', 'boss', 'bus', 'species', 'James']);
const isWord = (w: string): boolean => words.has(w);

describe('plural_apostrophe_s', () => {
  it("takes the s after a plural's apostrophe away, and offers the singular's possessive second", () => {
    expect(fixWithRule(pluralApostropheS, "The dinosaurs's behaviour and my parents’s house.", { isWord })).toBe("The dinosaurs' behaviour and my parents’ house.");
    expect(fixWithRule(pluralApostropheS, "The cities's parks and the boxes's lids.", { isWord })).toBe("The cities' parks and the boxes' lids.");
    expect(runRule(pluralApostropheS, "the shells's exit status", { isWord })[0]?.replacements).toEqual(["shells'", "shell's"]);
  });
  it('leaves singulars in s, names and words the dictionary does not know', () => {
    for (const ok of ["The boss's car, the bus's door, the species's name.", "James's book.", "The curses's window.", "Build it via c-ares's own file and clean up debian/rules's logic."]) {
      expect(runRule(pluralApostropheS, ok, { isWord }), ok).toEqual([]);
    }
  });
});
