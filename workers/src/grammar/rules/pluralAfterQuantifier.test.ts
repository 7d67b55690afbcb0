import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { pluralAfterQuantifier } from './pluralAfterQuantifier.js';

const words = new Set(['source', 'sources', 'unknown', 'unknowns', 'depend', 'depends', 'line', 'lines', 'but', 'buts', 'when', 'whens', 'friend', 'friends', 'parent', 'parents', 'side', 'sides', 'cat', 'cats', 'dog', 'dogs', 'state', 'states', 'brother', 'brothers', 'foot', 'foots', 'percent', 'percents', 'student', 'students', 'problem', 'problems', 'city', 'cities', 'box', 'boxes', 'tough', 'times', 'idea', 'ideas', 'advice', 'advices', 'area', 'areas', 'you', 'yous', 'argue', 'argues', 'arguing', 'pose', 'poses', 'posing', 'get', 'gets', 'getting', 'allow', 'allows', 'allowing', 'finish', 'finishes', 'left', 'lefts', 'plan', 'plans', 'planning', 'indicate', 'indicates', 'indicating', 'tell', 'tells', 'when', 'whens', 'water', 'waters', 'down', 'downs', 'exist', 'exists', 'live', 'lives', 'website', 'websites', 'animal', 'animals', 'music', 'musics', 'driver', 'drivers', 'business', 'businesses', 'work', 'works', 'teacher', 'teachers', 'background', 'backgrounds', 'country', 'countries', 'size', 'sizes']);
const isWord = (w: string): boolean => words.has(w);

describe('plural_after_quantifier', () => {
  it('pluralises the noun after a counting quantifier', () => {
    expect(fixWithRule(pluralAfterQuantifier, 'Many student are absent.', { isWord })).toBe('Many students are absent.');
    expect(fixWithRule(pluralAfterQuantifier, 'We visited several city.', { isWord })).toBe('We visited several cities.');
    expect(fixWithRule(pluralAfterQuantifier, 'One of the box is empty.', { isWord })).toBe('One of the boxes is empty.');
    expect(fixWithRule(pluralAfterQuantifier, 'One of my friend lives in Tokyo. Both of my parent are teachers.', { isWord })).toBe('One of my friends lives in Tokyo. Both of my parents are teachers.');
    expect(fixWithRule(pluralAfterQuantifier, 'One of my friend is here, and each of our city has a park.', { isWord: (w) => isWord(w) || /^friend(?:s|ly)?$/.test(w) })).toBe('One of my friends is here, and each of our cities has a park.');
    expect(fixWithRule(pluralAfterQuantifier, 'I have two brother. Three problem are left.', { isWord })).toBe('I have two brothers. Three problems are left.');
    expect(fixWithRule(pluralAfterQuantifier, 'Several problem remain. Many student came.', { isWord })).toBe('Several problems remain. Many students came.');
    expect(fixWithRule(pluralAfterQuantifier, 'Many student like it, and several teacher feel tired.', { isWord })).toBe('Many students like it, and several teachers feel tired.');
    expect(fixWithRule(pluralAfterQuantifier, 'Many student passed the test.', { isWord })).toBe('Many students passed the test.');
    expect(fixWithRule(pluralAfterQuantifier, 'I learned many idea about it.', { isWord })).toBe('I learned many ideas about it.');
    // a clause about the noun after it
    expect(fixWithRule(pluralAfterQuantifier, 'There are many problem we cannot solve.', { isWord })).toBe('There are many problems we cannot solve.');
    expect(fixWithRule(pluralAfterQuantifier, 'Both side agreed, and a few student said no.', { isWord })).toBe('Both sides agreed, and a few students said no.');
  });
  it('pluralises the origin after "from different" and "in different"', () => {
    expect(fixWithRule(pluralAfterQuantifier, 'I meet people from different background, who live in different country.', { isWord })).toBe(
      'I meet people from different backgrounds, who live in different countries.',
    );
    for (const ok of ['She comes from a different background.', 'It is a cast from pointer to integer of different size.', 'They come from different backgrounds.']) {
      expect(runRule(pluralAfterQuantifier, ok, { isWord }), ok).toEqual([]);
    }
  });
  it('makes the verb after a counted subject agree with it, but not after "one of"', () => {
    expect(fixWithRule(pluralAfterQuantifier, 'Many student is absent, and two brother has left.', { isWord })).toBe('Many students are absent, and two brothers have left.');
    expect(fixWithRule(pluralAfterQuantifier, 'One of the box is empty.', { isWord })).toBe('One of the boxes is empty.');
  });

  it('counts after "most" and "kinds of" only nouns that count', () => {
    expect(fixWithRule(pluralAfterQuantifier, 'Most student is happy.', { isWord })).toBe('Most students are happy.');
    expect(runRule(pluralAfterQuantifier, 'Most water is salty.', { isWord })).toEqual([]);
    expect(fixWithRule(pluralAfterQuantifier, 'There are all kinds of website, and many kinds of animal live here.', { isWord })).toBe('There are all kinds of websites, and many kinds of animals live here.');
    expect(runRule(pluralAfterQuantifier, 'We like all kinds of music.', { isWord })).toEqual([]);
    expect(fixWithRule(pluralAfterQuantifier, 'I had lots of problem, and a lot of student is here.', { isWord })).toBe('I had lots of problems, and a lot of students are here.');
    for (const ok of ['A lot of business is done online.', 'There is plenty of work, and a lot of music.']) {
      expect(runRule(pluralAfterQuantifier, ok, { isWord }), ok).toEqual([]);
    }
  });

  it('counts after "some" a noun that counts before a verb in the plural', () => {
    expect(fixWithRule(pluralAfterQuantifier, 'Some driver make trouble, and some student have no car.', { isWord })).toBe('Some drivers make trouble, and some students have no car.');
    // one unnamed person, or a noun that does not count
    for (const ok of ['Some student called me.', 'Some student wants a word.', 'Some water are left.']) {
      expect(runRule(pluralAfterQuantifier, ok, { isWord }), ok).toEqual([]);
    }
  });

  it('leaves a plural after "one of" and "both of" as it is, and a word after the noun that is no verb', () => {
    for (const ok of ['We support various source and destination formats.', 'They are both unknown to us.', 'Unless these depend on it, the line or two get escaped.', 'In many but not all cases, use these when needed.', 'One of my friends lives here.', 'One of my friend groups meets here.', 'It is one of the prime causes.', 'So many of my generation came home.', 'Both of my parents are here.']) {
      expect(runRule(pluralAfterQuantifier, ok, { isWord }), ok).toEqual([]);
    }
  });
  it('leaves a pronoun "these" before a particle or its own verb', () => {
    for (const ok of ['Help tracking these down is welcome.', 'The reason these exist is simple.']) {
      expect(runRule(pluralAfterQuantifier, ok, { isWord }), ok).toEqual([]);
    }
  });

  it('finds the noun after one or two words that describe it, after "one of the"', () => {
    const known = (w: string) => isWord(w) || ['main', 'new', 'thought', 'thoughts', 'family', 'reason', 'reasons'].includes(w);
    expect(fixWithRule(pluralAfterQuantifier, 'One of the main problem is money.', { isWord: known })).toBe('One of the main problems is money.');
    expect(fixWithRule(pluralAfterQuantifier, 'Each of the new student has a desk.', { isWord: known })).toBe('Each of the new students has a desk.');
    for (const ok of ['One of the students thought that it was late.', 'One of the main problems is money.', 'One of the family reasons is money.']) {
      expect(runRule(pluralAfterQuantifier, ok, { isWord: known }), ok).toEqual([]);
    }
  });
  it('finds the noun after a common adjective, after a counting quantifier', () => {
    expect(fixWithRule(pluralAfterQuantifier, 'There are two very important problem in it.', { isWord })).toBe('There are two very important problems in it.');
    expect(fixWithRule(pluralAfterQuantifier, 'Many new student came, and a few more idea for us.', { isWord })).toBe('Many new students came, and a few more ideas for us.');
    // a noun as modifier is no adjective, and a noun that does not end the phrase is no head
    for (const ok of ['They have two power state machines.', 'There are many new student groups.', 'Many good ideas and two main areas.']) {
      expect(runRule(pluralAfterQuantifier, ok, { isWord })).toEqual([]);
    }
  });
  it('still pluralises a word that could be a verb where an auxiliary or a clause before it says noun', () => {
    expect(fixWithRule(pluralAfterQuantifier, 'Many plan are late.', { isWord })).toBe('Many plans are late.');
    expect(fixWithRule(pluralAfterQuantifier, 'We made several plan for it.', { isWord })).toBe('We made several plans for it.');
    expect(fixWithRule(pluralAfterQuantifier, 'Help those student that fall behind.', { isWord })).toBe('Help those students that fall behind.');
    expect(fixWithRule(pluralAfterQuantifier, 'So these difference in speed mean more.', { isWord: (w) => isWord(w) || /^difference(?:s|ing)?$/.test(w) })).toBe('So these differences in speed mean more.');
  });
  it('leaves plurals, adjectives and unknown words alone', () => {
    for (const ok of ['Many students are absent.', 'These tough times pass.', 'Many people came.', 'Several zorb are here.', 'Many idea-driven plans.', 'He is six foot tall, up two percent.', 'Two students came.', 'Both cat and dog are here.', 'Both state funded programs.', 'A few tough times came.', 'Seek multiple advice on it.', 'The phase two area is closed.', 'If you like none of those you can leave.', 'Respectively these tell you the size.', 'I was eight when I first noticed.',
      'They have sent numerous spacecraft to land there.',
      // the quantifier as the subject of a verb, a number inside a compound adjective, a participle after "those"
      'Many argue that it is unfair.', 'These pose a threat.', 'Everyone hopes, but only a few get to go.', 'Situations like these allow for it.',
      'They battle for a top-four finish in May.', 'We heard of those left in agony.', 'Only those set by the shell count, and either of those indicate that.']) {
      expect(runRule(pluralAfterQuantifier, ok, { isWord })).toEqual([]);
    }
  });
});
