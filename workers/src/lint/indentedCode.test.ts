import { describe, expect, it } from 'vitest';
import { indentedCodeBlocks } from './indentedCode.js';
import { maskNonProse } from './mask.js';

const blocksOf = (text: string): string[] => indentedCodeBlocks(text).map(([s, e]) => text.slice(s, e));

describe('indentedCodeBlocks', () => {
  it('finds commands and code set off by indentation', () => {
    const text = 'Install the tool first.\n\n    npm instal --save-dev writecheck\n    writecheck lnt README.md\n\nThen run it.\n\n\tif (x > 1) { go(); }\n';
    expect(blocksOf(text)).toEqual(['    npm instal --save-dev writecheck\n    writecheck lnt README.md', '\tif (x > 1) { go(); }']);
    const masked = maskNonProse(text);
    expect(masked).toHaveLength(text.length);
    expect(masked).not.toMatch(/instal|lnt/);
    expect(masked).toContain('Then run it.');
  });
  it('leaves indented prose alone: a paragraph, a quotation, a poem, a wrapped page', () => {
    expect(blocksOf('The letter ended there.\n\n    It was signed by the mayor and two of his clerks.\n')).toEqual([]);
    expect(blocksOf('He wrote:\n\n    Whose woods these are I think I know,\n    His house is in the village though;\n')).toEqual([]);
    // an indented first line that runs on into the paragraph
    expect(blocksOf('\n    the first line of a paragraph\nand the rest of it, unindented.\n')).toEqual([]);
    // rows of a sheet whose first column is empty
    expect(blocksOf('\tparis\tfrance\n\trome\titaly\n')).toEqual([]);
    // lines of a page with a left margin, the last ending the sentence
    expect(blocksOf('\n    continued from the page before and\n    going on to the end of it.\n')).toEqual([]);
  });
  it('takes a block only after a blank line or the start', () => {
    expect(blocksOf('Run this:\n    make all\n')).toEqual([]);
    expect(blocksOf('    make all')).toEqual(['    make all']);
  });
  it('scans hostile input in linear time', () => {
    const text = '\n\n    a\n'.repeat(50_000) + '    b'.repeat(50_000);
    const started = performance.now();
    expect(indentedCodeBlocks(text).length).toBe(50_000);
    maskNonProse(text);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
