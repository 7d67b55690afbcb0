import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { compoundSubjectCase } from './compoundSubjectCase.js';

describe('compound_subject_case', () => {
  it('uses subject pronouns in a compound subject, "I" last', () => {
    expect(fixWithRule(compoundSubjectCase, 'Me and him went to the game.')).toBe('He and I went to the game.');
    expect(fixWithRule(compoundSubjectCase, 'Him and me are cousins.')).toBe('He and I are cousins.');
    expect(fixWithRule(compoundSubjectCase, 'Me and Anna left early.')).toBe('Anna and I left early.');
    expect(fixWithRule(compoundSubjectCase, 'My friends and me went to the park, and her brother and him were late.')).toBe('My friends and I went to the park, and her brother and he were late.');
    expect(fixWithRule(compoundSubjectCase, 'Me and my friends has tried it.')).toBe('My friends and I have tried it.');
    expect(fixWithRule(compoundSubjectCase, 'Me and my brother goes swimming.')).toBe('My brother and I go swimming.');
    expect(fixWithRule(compoundSubjectCase, 'Me and him was late. Me and her is friends. Him and me wasn\'t there.')).toBe("He and I were late. She and I are friends. He and I weren't there.");
    // the right cases with a singular verb
    expect(fixWithRule(compoundSubjectCase, 'My friend and I was at the park. He and I is friends.')).toBe('My friend and I were at the park. He and I are friends.');
    expect(fixWithRule(compoundSubjectCase, 'It rained. Me and my dad stayed in.')).toBe('It rained. My dad and I stayed in.');
    expect(fixWithRule(compoundSubjectCase, 'Her and Tom were late.')).toBe('She and Tom were late.');
  });
  it('reads a pair that opens a clause, and negative contractions', () => {
    expect(fixWithRule(compoundSubjectCase, "They're going, but me and him don't want to go.")).toBe("They're going, but he and I don't want to go.");
    expect(fixWithRule(compoundSubjectCase, 'We stayed because me and Anna were tired.')).toBe('We stayed because Anna and I were tired.');
    expect(fixWithRule(compoundSubjectCase, 'It rained, so me and my dad stayed in.')).toBe('It rained, so my dad and I stayed in.');
    expect(fixWithRule(compoundSubjectCase, "Me and him can't swim.")).toBe("He and I can't swim.");
    expect(runRule(compoundSubjectCase, 'Me and him goes home.')[0]?.message).toBe('A subject takes the subject pronouns, and two of them take a plural verb: "He and I go".');
    expect(fixWithRule(compoundSubjectCase, 'Yesterday me and him went to the library.')).toBe('Yesterday he and I went to the library.');
    expect(fixWithRule(compoundSubjectCase, 'Last week, me and my friend went to Rome.')).toBe('Last week, my friend and I went to Rome.');
    expect(fixWithRule(compoundSubjectCase, 'When me and him were young, we played football.')).toBe('When he and I were young, we played football.');
  });
  it('stays quiet on correct subjects and pairs that are not subjects', () => {
    for (const ok of ['He and I went to the game.', 'My dad and I stayed in.', 'Me and him, we were friends.', 'Me too.', 'Him? Never.', 'She asked me and him to help.', 'Me and my big mouth.', 'Them and us is an old divide.', 'Me and Bobby is a song I like.', 'Them and us were never friends.', 'Us and them are two camps.', 'She thanked Tom, and we were glad.', 'He is taller than me and him together.', 'She asked, because me and him.', 'People like me and him are rare.', 'Yesterday she met me and him.', 'After me and him came the rest.', 'When asked, me and him said no.', 'My friend and I were at the park.']) {
      expect(runRule(compoundSubjectCase, ok)).toEqual([]);
    }
  });
});
