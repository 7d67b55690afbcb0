import { describe, expect, it } from 'vitest';
import type { Finding } from './finding.js';
import { applyFixes, keepBothAtSentenceStart, resolveOverlaps } from './resolveOverlaps.js';

const f = (start: number, end: number, category: Finding['category'], replacement?: string): Finding => ({
  start,
  end,
  category,
  severity: 'error',
  rule: 'test',
  title: 't',
  message: 'm',
  replacements: replacement === undefined ? [] : [replacement],
});

describe('resolveOverlaps', () => {
  it('keeps the more serious of two overlapping findings and both of two touching ones', () => {
    const kept = resolveOverlaps([f(0, 10, 'clarity', 'x'), f(2, 5, 'spelling', 'y'), f(10, 12, 'grammar', 'z')]);
    expect(kept.map((k) => [k.start, k.category])).toEqual([
      [2, 'spelling'],
      [10, 'grammar'],
    ]);
  });
  it('lets a grammar fix that also mends the misspelt word inside it win over the spelling finding', () => {
    // "The informations are useful": "informations are" -> "information is" holds "information"
    const spelling = f(4, 16, 'spelling', 'information');
    const grammar = f(4, 20, 'grammar', 'information is');
    expect(resolveOverlaps([spelling, grammar]).map((k) => k.category)).toEqual(['grammar']);
    // the same fix on the same word: the grammar finding says why ("information" has no plural)
    expect(resolveOverlaps([spelling, f(4, 16, 'grammar', 'information')]).map((k) => k.category)).toEqual(['grammar']);
    // a grammar fix that mends the word otherwise loses to the speller, as before
    expect(resolveOverlaps([spelling, f(4, 20, 'grammar', 'data is')]).map((k) => k.category)).toEqual(['spelling']);
    // the speller's third choice in the grammar fix: "a lot of funs" -> "a lot of fun" over "funs" -> "fans", "funds", "fun"
    const funs = { ...f(12, 16, 'spelling', 'fans'), replacements: ['fans', 'funds', 'fun'] };
    expect(resolveOverlaps([funs, f(2, 16, 'grammar', 'a lot of fun')]).map((k) => k.category)).toEqual(['grammar']);
  });
  it("lets a rule's typo finding over more words win over the speller's on one of them", () => {
    // "this ist he right way": "ist he" -> "is the" over "ist" -> "it", "is", "its"
    const speller = { ...f(5, 8, 'spelling', 'it'), rule: 'spelling', replacements: ['it', 'is', 'its'] };
    const typo = { ...f(5, 11, 'spelling', 'is the'), rule: 'misplaced_space' };
    expect(resolveOverlaps([speller, typo]).map((k) => k.rule)).toEqual(['misplaced_space']);
    // a fix that holds none of the speller's words leaves the narrower finding
    expect(resolveOverlaps([speller, { ...typo, replacements: ['was the'] }]).map((k) => k.rule)).toEqual(['spelling']);
  });
  it("prefers our own rule to Harper's on the same span", () => {
    const harper = { ...f(0, 5, 'grammar', "who's"), rule: 'harper:OrthographicConsistency' };
    const ours = { ...f(0, 5, 'grammar', 'Whose'), rule: 'whose_for_whos' };
    expect(resolveOverlaps([harper, ours]).map((k) => k.rule)).toEqual(['whose_for_whos']);
    expect(resolveOverlaps([ours, harper]).map((k) => k.rule)).toEqual(['whose_for_whos']);
  });
  it("lets our grammar finding that keeps the word Harper's spelling finding flags overrule it", () => {
    // "Where you live?": ours is "Where do you live", Harper's "Were"
    const harper = { ...f(0, 5, 'spelling', 'Were'), rule: 'harper:WereWhere' };
    const ours = { ...f(0, 14, 'grammar', 'Where do you live'), rule: 'direct_question_order' };
    expect(resolveOverlaps([harper, ours]).map((k) => k.rule)).toEqual(['direct_question_order']);
    // one that changes the word leaves Harper's finding first, as before
    expect(resolveOverlaps([harper, { ...ours, replacements: ['How do you live'] }]).map((k) => k.rule)).toEqual(['harper:WereWhere']);
  });
  it('applies every fix in order to give the corrected text', () => {
    const text = 'Their is a apple.';
    expect(applyFixes(text, [f(9, 10, 'grammar', 'an'), f(0, 5, 'grammar', 'There')])).toBe('There is an apple.');
    expect(() => applyFixes(text, [f(0, 5, 'grammar', 'a'), f(3, 6, 'grammar', 'b')])).toThrow();
  });
  it('keeps a deletion at a sentence start and the finding on the word it capitalises', () => {
    const text = 'We agree. There is no doubt that the vast majority of voters care.';
    const at = (s: string) => text.indexOf(s);
    const deletion = { ...f(at('There'), at('the vast') + 3, 'word_choice', 'The'), fixLabel: 'Remove "There is no doubt that"' };
    const wordy = { ...f(at('the vast'), at(' voters'), 'clarity', 'most'), fixLabel: 'Replace with "most"' };
    const all = [deletion, wordy];
    const both = keepBothAtSentenceStart(text, all, resolveOverlaps(all));
    expect(both.map((k) => [text.slice(k.start, k.end), k.replacements[0], k.fixLabel])).toEqual([
      ['There is no doubt that ', '', 'Remove "There is no doubt that"'],
      ['the vast majority of', 'Most', 'Replace with "Most"'],
    ]);
    expect(applyFixes(text, both)).toBe('We agree. Most voters care.');
    // another finding in the way: the winner stays alone
    const spelling = f(at('vast'), at('vast') + 4, 'spelling', 'vest');
    const crowded = [deletion, wordy, spelling];
    expect(keepBothAtSentenceStart(text, crowded, resolveOverlaps(crowded)).map((k) => k.replacements[0])).toEqual(['The', 'vest']);
  });
  it('keeps both where the other finding is the capitalised word alone', () => {
    const text = 'In my opinion, student should read.';
    const deletion = { ...f(0, 22, 'clarity', 'Student'), fixLabel: 'Remove "In my opinion"' };
    const grammar = { ...f(15, 22, 'grammar', 'students'), fixLabel: 'Replace with "students"' };
    const all = [deletion, grammar];
    const both = keepBothAtSentenceStart(text, all, resolveOverlaps(all));
    expect(applyFixes(text, both)).toBe('Students should read.');
  });
});
