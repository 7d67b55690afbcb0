import { describe, expect, it } from 'vitest';
import { prosePrompt } from './prosePrompt.js';

describe('prosePrompt', () => {
  it('leaves a text without code or markup as it is', () => {
    const text = 'The ferry left at dawn.\n\nNobody on the quay waved,  and the gulls stayed put.';
    const p = prosePrompt(text);
    expect(p.prompt).toBe(text);
    for (let i = 0; i < text.length; i++) expect(p.toText(i)).toBe(i);
  });

  it('collapses code and markup into the line breaks around them and maps every kept character back', () => {
    const text = [
      '```sh',
      'make clean',
      '```',
      'Build it with `make all` first.',
      '',
      '| flag | meaning |',
      '|------|---------|',
      '',
      'Then read the **log**.',
      '```',
      'tail -f build.log',
      '```',
    ].join('\n');
    const p = prosePrompt(text);
    expect(p.prompt).toBe('Build it with first.\n\nThen read the log.');
    for (let i = 0; i < p.prompt.length; i++) {
      if (p.holdsText(i, i + 1)) expect(text[p.toText(i)]).toBe(p.prompt[i]);
    }
    // The separators stand for blanked text: they hold none, and map to the prose after them.
    const space = p.prompt.indexOf(' first');
    expect(p.holdsText(space, space + 1)).toBe(false);
    expect(p.toText(space)).toBe(text.indexOf('first'));
    const paragraph = p.prompt.indexOf('\n\n');
    expect(p.holdsText(paragraph, paragraph + 2)).toBe(false);
    expect(p.holdsText(paragraph, paragraph + 3)).toBe(true);
    expect(p.toText(paragraph + 1)).toBe(text.indexOf('Then'));
    expect(p.toText(p.prompt.length)).toBe(text.length);
  });

  it('stays linear on a long run of markup', () => {
    const text = `Start here. ${'`x` '.repeat(50_000)}End here.`;
    const started = process.cpuUsage();
    expect(prosePrompt(text).prompt).toBe('Start here. End here.');
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
  });
});
