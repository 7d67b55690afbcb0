import { readFile } from 'node:fs/promises';
import { scoreAiContent } from '@writecheck/workers/ai/index';
import { z } from 'zod';
import { printJson, type CliCommand } from '../command.js';
import { runJsonLines } from '../lineRunner.js';

const usage = 'writecheck ai-score FILE|-   |   writecheck ai-score --jsonl < LINES   (lines {"id", "text"})';

/** Larger inputs are refused rather than held in memory: far past the longest check. */
const MAX_TEXT_BYTES = 8 * 1024 * 1024;

class InputError extends Error {}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    size += (chunk as Buffer).length;
    if (size > MAX_TEXT_BYTES) throw new InputError(`input is over ${MAX_TEXT_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readInput(path: string): Promise<string> {
  if (path === '-') return readStdin();
  try {
    const text = await readFile(path);
    if (text.length > MAX_TEXT_BYTES) throw new InputError(`${path} is over ${MAX_TEXT_BYTES} bytes`);
    return text.toString('utf8');
  } catch (err) {
    if (err instanceof InputError) throw err;
    throw new InputError(`cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
}

const lineSchema = z.object({ id: z.string(), text: z.string() });

// One JSON line in, one out. A bad line is reported on stderr and skipped, so the
// output stays a clean prediction file; the exit status then says some were refused.
function scoreLines(): Promise<number> {
  return runJsonLines(
    process.stdin,
    lineSchema,
    {
      handle(row) {
        const r = scoreAiContent(row.text);
        printJson({ id: row.id, score: r.score, band: r.band });
      },
      refuse(line) {
        process.stderr.write(`line ${line.number}: expected {"id": string, "text": string}\n`);
      },
    },
    { maxLineChars: MAX_TEXT_BYTES },
  );
}

export const command: CliCommand = {
  summary: 'likelihood that a text is machine-written, per document and per sentence',
  usage,
  async run(argv) {
    try {
      const rest = argv.filter((a) => a !== '--jsonl');
      if (rest.length !== argv.length) {
        if (rest.length && !(rest.length === 1 && rest[0] === '-')) throw new InputError('--jsonl reads standard input only');
        return await scoreLines();
      }
      const [path, ...extra] = rest;
      if (!path || extra.length || path.startsWith('--')) throw new InputError('give one file, or - for standard input');
      const r = scoreAiContent(await readInput(path));
      printJson({ score: r.score, band: r.band, sentences: r.sentences, signals: r.signals, detector: r.detector, partial: r.partial });
      return 0;
    } catch (err) {
      if (err instanceof InputError) {
        process.stderr.write(`${err.message}\nusage: ${usage}\n`);
        return 2;
      }
      throw err;
    }
  },
};
