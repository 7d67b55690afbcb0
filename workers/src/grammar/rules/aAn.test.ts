import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { aAn } from './aAn.js';

describe('a_an', () => {
  it('catches the wrong article and fixes it', () => {
    expect(fixWithRule(aAn, 'She ate a apple and an banana.')).toBe('She ate an apple and a banana.');
    expect(fixWithRule(aAn, 'It took a hour to write an useful summary.')).toBe('It took an hour to write a useful summary.');
    expect(fixWithRule(aAn, 'A elephant never forgets.')).toBe('An elephant never forgets.');
    expect(fixWithRule(aAn, 'He said: "A elephant never forgets." (A apple fell.)')).toBe('He said: "An elephant never forgets." (An apple fell.)');
  });
  it('leaves the article before a noun that takes none to noun_number ("an useful advice")', () => {
    expect(runRule(aAn, 'He gave me an useful advice.')).toEqual([]);
    // every such article in a text, not only the first
    expect(runRule(aAn, 'He gave me an useful advice, she gave an useful advice and an useful advice.')).toEqual([]);
    expect(fixWithRule(aAn, 'He gave me an useful tip.')).toBe('He gave me a useful tip.');
  });
  it('says "un-" before a word as "un", and "uni-" as "you"', () => {
    const isWord = (w: string): boolean => ['identified', 'imaginable', 'ionized'].includes(w);
    expect(fixWithRule(aAn, 'He argued with a unidentified man over a unimaginable loss.', { isWord })).toBe('He argued with an unidentified man over an unimaginable loss.');
    expect(fixWithRule(aAn, 'It is an unidirectional link in an unionized plant.', { isWord })).toBe('It is a unidirectional link in a unionized plant.');
    expect(fixWithRule(aAn, 'It raises a SMTPDataError and returns a XImage from an url.', { isWord })).toBe('It raises an SMTPDataError and returns an XImage from a url.');
  });
  it('stays quiet on sound-based articles', () => {
    for (const ok of ['She is an honest person.', 'He studied at a university.', 'An MBA is expensive.', 'It was a one-off event.', 'It is a usage problem, a utopian plan and a unanimous vote.', 'He is an usher.', 'It follows an unannounced visit.', 'Once it is gone you an never get it back.', 'We met a European delegation.', 'Plan A is better.', 'See how the array a is filled.', 'One order from table A, then one from A again.', 'We have an historic chance and a historic vote.', 'It raises an SMTPDataError and returns an XImage from a URL, a url or a JSONParser into a SQLite or an SQLite file.']) {
      // (a dictionary without "iversity": "a university" is "uni-", not "un-" before a word)
      expect(runRule(aAn, ok, { isWord: (w) => w !== 'iversity' })).toEqual([]);
    }
  });
  it('reads a plain word in capitals as a word, and an abbreviation letter by letter', () => {
    const isWord = (w: string): boolean => w === 'risk' || w === 'honest';
    expect(runRule(aAn, 'He told them about having a RISK of the disease.', { isWord })).toEqual([]);
    expect(fixWithRule(aAn, 'He was a HONEST man with a NHS card.', { isWord })).toBe('He was an HONEST man with an NHS card.');
  });
  it('reads capitals that can be said as a word as one, and leaves the both-ways ones alone', () => {
    const isWord = (w: string): boolean => ['grant', 'post', 'diver', 'site', 'office', 'chip', 'book', 'reply', 'form', 'delegate'].includes(w);
    for (const ok of [
      'She won a NASA grant and a NATO post.',
      'He is a SCUBA diver who runs a MOOC.',
      'It was a UNESCO site, not an NAACP office.',
      'We bought a RAM chip, an SUV and a SQL book.',
      'They sent an SMTP reply to an HTML form and an OPEC delegate.',
      'Send a SIGKILL from a REPL to a FIPS-enabled build of a UTF8-encoded file, a.k.a RSA.',
    ]) {
      expect(runRule(aAn, ok, { isWord })).toEqual([]);
    }
    expect(fixWithRule(aAn, 'She won an NASA grant after a HTML course at a NHS trust.', { isWord })).toBe('She won a NASA grant after an HTML course at an NHS trust.');
  });
  it('leaves the article alone before a name no English word could begin with', () => {
    const isWord = (w: string): boolean => ['banana', 'plan', 'strong', 'tree'].includes(w);
    for (const ok of ['Put it behind an nginx proxy.', 'Publish an npm package.', 'Write a nginx rule.', 'Use an sh-compatible shell.', 'Use a sh-compatible shell.']) {
      expect(runRule(aAn, ok, { isWord })).toEqual([]);
    }
    expect(fixWithRule(aAn, 'An banana, an plan, an strong tree.', { isWord })).toBe('A banana, a plan, a strong tree.');
  });
  it('says a letter before digits by its name, and capitals ending on a cluster words end on as a word', () => {
    expect(fixWithRule(aAn, 'It runs on a H8 board with a F5 key and an B12 shot.')).toBe('It runs on an H8 board with an F5 key and a B12 shot.');
    for (const ok of ['The process gets a SIGWINCH signal.', 'It targets a RISC-V core.', 'It is an X11 server.']) {
      expect(runRule(aAn, ok), ok).toEqual([]);
    }
  });
});
