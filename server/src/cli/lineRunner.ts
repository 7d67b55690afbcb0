import { StringDecoder } from 'node:string_decoder';
import type { z } from 'zod';

// The loop behind every command that reads one document per input line: lines are read from a
// stream as they arrive and each is handled before the next chunk is read, so a data set of any
// size runs in the memory of its longest line.

export interface InputLine {
  /** The line without its line ending. */
  text: string;
  /** 1-based; blank lines are counted but never handled. */
  number: number;
}

export interface LineRunOptions {
  /**
   * Lines longer than this many characters are refused, and their text is dropped as it
   * streams in rather than held.
   */
  maxLineChars?: number;
}

/** A line the command will not handle; the message says why. */
export class LineRefusal extends Error {}

/** Reading the input itself failed (the file is a folder, the disk failed); `code` is Node's. */
export class LineInputError extends Error {
  readonly code: string | undefined;
  constructor(cause: unknown) {
    const code = (cause as NodeJS.ErrnoException | undefined)?.code;
    super(code ?? String(cause), { cause });
    this.code = code;
  }
}

export interface LineHandlers {
  /** Handles one non-blank line; throws LineRefusal to refuse it. */
  handle(line: InputLine): Promise<void> | void;
  /** Reports a refused line: one that threw LineRefusal, or was longer than `maxLineChars` (its `text` then empty). */
  refuse(line: InputLine, refusal: LineRefusal): void;
}

async function* chunksOf(input: AsyncIterable<string | Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of input) yield typeof chunk === 'string' ? chunk : decoder.write(chunk);
  } catch (err) {
    throw new LineInputError(err);
  }
  const tail = decoder.end();
  if (tail) yield tail;
}

/**
 * Feeds each non-blank line of `input` to `handlers.handle`, in order and one at a time. Lines end
 * at "\n" or "\r\n". Answers the exit status: 2 when some line was refused, else 0.
 */
export async function runLines(input: AsyncIterable<string | Buffer>, handlers: LineHandlers, options: LineRunOptions = {}): Promise<number> {
  const maxChars = options.maxLineChars ?? Number.POSITIVE_INFINITY;
  let refused = 0;
  let number = 0;
  let pending = '';
  let overlong = false;

  const finish = async (text: string): Promise<void> => {
    number += 1;
    const line = { text: text.endsWith('\r') ? text.slice(0, -1) : text, number };
    if (overlong || line.text.length > maxChars) {
      overlong = false;
      handlers.refuse({ text: '', number }, new LineRefusal(`line ${number} is longer than ${maxChars} characters`));
      refused += 1;
      return;
    }
    if (!line.text.trim()) return;
    try {
      await handlers.handle(line);
    } catch (err) {
      if (!(err instanceof LineRefusal)) throw err;
      handlers.refuse(line, err);
      refused += 1;
    }
  };

  for await (const chunk of chunksOf(input)) {
    let start = 0;
    let end: number;
    while ((end = chunk.indexOf('\n', start)) >= 0) {
      await finish(overlong ? '' : pending + chunk.slice(start, end));
      pending = '';
      start = end + 1;
    }
    if (!overlong) {
      pending += chunk.slice(start);
      // One more character than the bound, so that a "\r" before the "\n" still fits.
      if (pending.length > maxChars + 1) {
        overlong = true;
        pending = '';
      }
    }
  }
  if (overlong || pending) await finish(pending);
  return refused ? 2 : 0;
}

/** Why a JSON line was refused, for the command to report in its own words. */
export interface JsonLineProblem {
  /** Not JSON; JSON without the schema's fields; refused by the handler; longer than the bound. */
  kind: 'json' | 'shape' | 'refused' | 'too_long';
  /** The line's `id` when it is a JSON object that has one. */
  id: unknown;
  message: string;
}

export interface JsonLineHandlers<T> {
  /** Handles one line that matched the schema; throws LineRefusal to refuse it. */
  handle(row: T, line: InputLine): Promise<void> | void;
  refuse(line: InputLine, problem: JsonLineProblem): void;
}

class JsonLineRefusal extends LineRefusal {
  constructor(readonly problem: JsonLineProblem) {
    super(problem.message);
  }
}

function idOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined;
}

/**
 * `runLines` for lines of JSON: each line is parsed and checked against `schema` before
 * `handle` sees it. Answers the exit status: 2 when some line was refused, else 0.
 */
export function runJsonLines<T>(
  input: AsyncIterable<string | Buffer>,
  schema: z.ZodType<T>,
  handlers: JsonLineHandlers<T>,
  options: LineRunOptions = {},
): Promise<number> {
  return runLines(
    input,
    {
      async handle(line) {
        let value: unknown;
        try {
          value = JSON.parse(line.text);
        } catch (err) {
          throw new JsonLineRefusal({ kind: 'json', id: undefined, message: (err as SyntaxError).message });
        }
        const parsed = schema.safeParse(value);
        if (!parsed.success) {
          const first = parsed.error.issues[0];
          const message = `${first?.path.map(String).join('.') || 'line'}: ${first?.message ?? 'invalid'}`;
          throw new JsonLineRefusal({ kind: 'shape', id: idOf(value), message });
        }
        try {
          await handlers.handle(parsed.data, line);
        } catch (err) {
          if (!(err instanceof LineRefusal)) throw err;
          throw new JsonLineRefusal({ kind: 'refused', id: idOf(value), message: err.message });
        }
      },
      refuse(line, refusal) {
        handlers.refuse(line, refusal instanceof JsonLineRefusal ? refusal.problem : { kind: 'too_long', id: undefined, message: refusal.message });
      },
    },
    options,
  );
}
