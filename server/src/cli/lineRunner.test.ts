import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LineInputError, LineRefusal, runJsonLines, runLines, type InputLine, type JsonLineProblem } from './lineRunner.js';

/** Runs `runLines` over `chunks`, answering what was handled and refused, and the exit status. */
async function linesOf(chunks: Array<string | Buffer>, options: { maxLineChars?: number; refuseIf?: (text: string) => boolean } = {}) {
  const handled: InputLine[] = [];
  const refused: Array<{ number: number; text: string; message: string }> = [];
  const status = await runLines(
    Readable.from(chunks),
    {
      handle(line) {
        if (options.refuseIf?.(line.text)) throw new LineRefusal(`no ${line.text}`);
        handled.push(line);
      },
      refuse(line, refusal) {
        refused.push({ number: line.number, text: line.text, message: refusal.message });
      },
    },
    options.maxLineChars === undefined ? {} : { maxLineChars: options.maxLineChars },
  );
  return { handled, refused, status };
}

describe('runLines', () => {
  it('hands over each non-blank line in order, numbering blank lines too, across chunk boundaries', async () => {
    const { handled, status } = await linesOf(['one\n\n   \ntw', 'o\r\nthr', 'ee', '\n\nfour']);
    expect(handled).toEqual([
      { text: 'one', number: 1 },
      { text: 'two', number: 4 },
      { text: 'three', number: 5 },
      { text: 'four', number: 7 },
    ]);
    expect(status).toBe(0);
  });

  it('answers 0 for empty input and for blank lines only', async () => {
    expect(await linesOf([])).toEqual({ handled: [], refused: [], status: 0 });
    expect(await linesOf(['\n \r\n\t\n'])).toEqual({ handled: [], refused: [], status: 0 });
  });

  it('decodes a character whose UTF-8 bytes arrive in different chunks', async () => {
    const bytes = Buffer.from('naïve “quotes” 😀\n', 'utf8');
    const chunks = Array.from(bytes, (byte) => Buffer.from([byte]));
    expect((await linesOf(chunks)).handled).toEqual([{ text: 'naïve “quotes” 😀', number: 1 }]);
  });

  it('reports a refused line, keeps going, and answers 2', async () => {
    const { handled, refused, status } = await linesOf(['a\nbad\nc\n'], { refuseIf: (text) => text === 'bad' });
    expect(handled.map((line) => line.text)).toEqual(['a', 'c']);
    expect(refused).toEqual([{ number: 2, text: 'bad', message: 'no bad' }]);
    expect(status).toBe(2);
  });

  it('refuses a line over the bound without keeping it, whether it ends the input or not', async () => {
    const long = 'x'.repeat(5_000);
    const { handled, refused, status } = await linesOf(['short\n', long.slice(0, 2_000), long.slice(2_000), '\r\nok\n', long], { maxLineChars: 100 });
    expect(handled.map((line) => line.text)).toEqual(['short', 'ok']);
    expect(refused).toEqual([
      { number: 2, text: '', message: 'line 2 is longer than 100 characters' },
      { number: 4, text: '', message: 'line 4 is longer than 100 characters' },
    ]);
    expect(status).toBe(2);
    // A line of exactly the bound, with or without "\r", is handled.
    expect((await linesOf([`${'y'.repeat(100)}\r\n${'z'.repeat(100)}`], { maxLineChars: 100 })).handled).toHaveLength(2);
  });

  it('streams: a line is handled before the rest of a large input is read', async () => {
    const line = `${'w'.repeat(1_000)}\n`;
    const totalChunks = 50_000; // 50 MB
    let produced = 0;
    const producedWhenHandled: number[] = [];
    async function* source() {
      for (let i = 0; i < totalChunks; i += 1) {
        produced += 1;
        yield line;
      }
    }
    const status = await runLines(source(), {
      handle(input) {
        if (input.number <= 3) producedWhenHandled.push(produced);
      },
      refuse() {},
    });
    expect(status).toBe(0);
    expect(produced).toBe(totalChunks);
    expect(producedWhenHandled).toEqual([1, 2, 3]);
  });

  it('lets errors other than refusals through, and wraps a failing input as LineInputError', async () => {
    await expect(
      runLines(Readable.from(['a\n']), {
        handle() {
          throw new TypeError('bug');
        },
        refuse() {},
      }),
    ).rejects.toThrow(TypeError);
    async function* failing() {
      yield 'a\n';
      throw Object.assign(new Error('read failed'), { code: 'EISDIR' });
    }
    const failure = await runLines(failing(), { handle() {}, refuse() {} }).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(LineInputError);
    expect((failure as LineInputError).code).toBe('EISDIR');
    expect((failure as LineInputError).message).toBe('EISDIR');
  });
});

describe('runJsonLines', () => {
  const schema = z.object({ id: z.string(), text: z.string() });

  async function jsonLinesOf(input: string, options: { maxLineChars?: number } = {}) {
    const rows: Array<{ id: string; text: string; number: number }> = [];
    const problems: Array<JsonLineProblem & { number: number }> = [];
    const status = await runJsonLines(
      Readable.from([input]),
      schema,
      {
        handle(row, line) {
          if (row.text === 'refuse me') throw new LineRefusal('the text was refused');
          rows.push({ ...row, number: line.number });
        },
        refuse(line, problem) {
          problems.push({ ...problem, number: line.number });
        },
      },
      options,
    );
    return { rows, problems, status };
  }

  it('parses each line against the schema and hands over the rows', async () => {
    const { rows, problems, status } = await jsonLinesOf('{"id":"a","text":"one","extra":1}\n\n{"id":"b","text":"two"}');
    expect(rows).toEqual([
      { id: 'a', text: 'one', number: 1 },
      { id: 'b', text: 'two', number: 3 },
    ]);
    expect(problems).toEqual([]);
    expect(status).toBe(0);
  });

  it('reports a bad JSON line, a line of the wrong shape, a refused row and an overlong line, then carries on', async () => {
    const input = ['{"id":"a",', '{"id":7,"text":"t"}', 'null', '{"id":"c","text":"refuse me"}', `{"id":"d","text":"${'x'.repeat(200)}"}`, '{"id":"e","text":"fine"}'].join('\n');
    const { rows, problems, status } = await jsonLinesOf(input, { maxLineChars: 100 });
    expect(rows.map((row) => row.id)).toEqual(['e']);
    expect(problems.map((problem) => [problem.number, problem.kind, problem.id])).toEqual([
      [1, 'json', undefined],
      [2, 'shape', 7],
      [3, 'shape', undefined],
      [4, 'refused', 'c'],
      [5, 'too_long', undefined],
    ]);
    expect(problems[0]!.message).toMatch(/JSON/);
    expect(problems[1]!.message).toMatch(/^id: /);
    expect(problems[3]!.message).toBe('the text was refused');
    expect(status).toBe(2);
  });
});
