import { describe, expect, it } from 'vitest';
import { asSentence, checkName, fixedNote, issueStateLabel, languageName, quoteForDisplay, sourceLinkLabel } from './display.js';

describe('asSentence', () => {
  it('starts a server message with a capital and ends it with a full stop', () => {
    expect(asSentence('this account has no active plan; the check needs 150 credits')).toBe('This account has no active plan; the check needs 150 credits.');
  });

  it('leaves a finished sentence as it is', () => {
    expect(asSentence('Too many requests. Try again later.')).toBe('Too many requests. Try again later.');
    expect(asSentence('Why?')).toBe('Why?');
    expect(asSentence('  ')).toBe('');
  });
});

describe('checkName', () => {
  it('prefers the title, else cuts the opening words at a word', () => {
    expect(checkName('Essay', 'The text')).toBe('Essay');
    expect(checkName(null, 'The Industrial Revolution changed how people lived and worked.', 40)).toBe('The Industrial Revolution changed how…');
    expect(checkName(null, 'The Effects of Social Media on Teenage Sleep\n\nIntroduction\n\nOver the past decade')).toBe('The Effects of Social Media on Teenage Sleep');
    expect(checkName(null, '# Field notes\n\nHerons wait.')).toBe('Field notes');
    expect(checkName(null, 'Herons wait in the shallows.\n\nThey strike fast.')).toBe('Herons wait in the shallows. They strike fast.');
    expect(checkName(null, 'x'.repeat(100), 10)).toBe('xxxxxxxxxx…');
    expect(checkName(null, null)).toBe('Untitled check');
  });
});

describe('sourceLinkLabel', () => {
  it('names the site a finding came from, so that its link differs from the next one', () => {
    expect(sourceLinkLabel('https://www.climate-past.example/history/tambora')).toBe('Source: climate-past.example');
    expect(sourceLinkLabel('http://127.0.0.1:40937/cities/gardens')).toBe('Source: 127.0.0.1');
    expect(sourceLinkLabel('not a url')).toBe('Source');
  });
});

describe('quoteForDisplay and fixedNote', () => {
  it('trims the words a finding quotes', () => {
    expect(quoteForDisplay(' (2004)')).toBe('“(2004)”');
    expect(quoteForDisplay('then')).toBe('“then”');
  });

  it('does not quote a fix that brings its own quotation marks a second time', () => {
    const cited = '“Gardens rarely outlast their lease” (Okafor, 2021).';
    expect(quoteForDisplay(cited)).toBe(cited);
    expect(fixedNote(cited)).toBe('Fixed: replaced with “Gardens rarely outlast their lease” (Okafor, 2021).');
    expect(fixedNote('than')).toBe('Fixed: replaced with “than”.');
  });
});

describe('languageName', () => {
  it('names the dialect of English and Portuguese and the language of the others', () => {
    expect(languageName('en-GB')).toBe('British English');
    expect(languageName('pt-BR')).toBe('Brazilian Portuguese');
    expect(languageName('es-ES')).toBe('Spanish');
    expect(languageName('fr')).toBe('French');
  });

  it('gives nothing for a locale it cannot name', () => {
    expect(languageName(undefined)).toBeNull();
    expect(languageName('und')).toBeNull();
    expect(languageName('zz-ZZ')).toBeNull();
    expect(languageName('not a locale!')).toBeNull();
  });
});

describe('issueStateLabel', () => {
  it("names a finding's severity in words, as a person reads them", () => {
    expect(issueStateLabel('error', 'open')).toBe('Error');
    expect(issueStateLabel('warning', 'open')).toBe('Warning');
    expect(issueStateLabel('suggestion', 'open')).toBe('Suggestion');
  });

  it('adds what became of it in the words of its note', () => {
    expect(issueStateLabel('error', 'fixed')).toBe('Error · Fixed');
    expect(issueStateLabel('suggestion', 'ignored')).toBe('Suggestion · Ignored');
    expect(issueStateLabel('warning', 'stale')).toBe('Warning · Out of date');
  });
});
