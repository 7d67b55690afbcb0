import { describe, expect, it } from 'vitest';
import { lintDocument } from './lintDocument.node.js';
import { quotations } from './quotations.js';

const quoted = (text: string): string[] =>
  quotations(text).map((s) => text.slice(s.start, s.end));

describe('quotations', () => {
  it('finds the quotations of every style of marks, not apostrophes', () => {
    expect(quoted('She said “it’s late” and left.')).toEqual(['it’s late']);
    expect(quoted('He wrote ‘we can’t stay’, then ‘the students’ essays’ arrived.')).toEqual(['we can’t stay', 'the students']);
    expect(quoted('Er sagte „das geht nicht“ und »so nicht«.')).toEqual(['das geht nicht', 'so nicht']);
    expect(quoted('Il a dit « non » et « peut-être ».')).toEqual(['non', 'peut-être']);
    expect(quoted(`It's the students' turn, and 'git pull' fails; l'homme dit "oui".`)).toEqual(['git pull', 'oui']);
  });

  it('keeps a straight quotation open across the reopening mark of a second paragraph of speech', () => {
    const text = 'Jamie said: "I never expected this. "It is amazing to be honoured," he said. "I think so."';
    expect(quoted(text)).toEqual(['I never expected this. "It is amazing to be honoured,', 'I think so.']);
  });

  it('does not run a quotation over a paragraph break or leave one unclosed', () => {
    expect(quoted('He said "wait\n\nfor me" then.')).toEqual([]);
    expect(quoted('An inch is 2.54 cm (1" wide) and "so on.')).toEqual([]);
  });
});

describe('style inside quotations', () => {
  const academic = async (text: string): Promise<string[]> =>
    (await lintDocument(text, { language: 'en', register: 'academic', styleEnabled: true })).findings.map((f) => `${f.rule}:${text.slice(f.start, f.end)}`);

  it('leaves a quoted sentence as the source wrote it and still checks the writer’s own words', async () => {
    const text = 'The minister said: "I think it\'s a huge achievement for the kids." I think it\'s a huge achievement for the kids.';
    const split = text.indexOf('" I think');
    const findings = (await lintDocument(text, { language: 'en', register: 'academic', styleEnabled: true })).findings;
    const own = findings.filter((f) => f.start > split).map((f) => `${f.rule}:${text.slice(f.start, f.end)}`);
    expect(findings.filter((f) => f.start < split)).toEqual([]);
    expect(own).toEqual(['first_person_aside:I think ', "contraction:it's", 'colloquialism:huge', 'colloquialism:kids']);
  });

  it('still reports a misspelling and a grammar slip inside a quotation', async () => {
    const text = 'The report said: "We recieved the data and their was no errors. The participants was tired."';
    expect(await academic(text)).toEqual(['spelling:recieved', 'harper:TheirToThere:their', 'plural_noun_verb:was']);
  });
});
