import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { alignPassages, type Passage } from '@writecheck/workers/plagiarism/align';
import { parseArgs, UsageError } from '../args.js';
import { printJson, type CliCommand } from '../command.js';
import { LineInputError, LineRefusal, runLines } from '../lineRunner.js';

const usage = 'writecheck align SUSP SRC | align --pairs FILE --susp DIR --src DIR';

const brief = (p: Passage) => ({
  suspStart: p.suspStart,
  suspLength: p.suspLength,
  srcStart: p.srcStart,
  srcLength: p.srcLength,
  verdict: p.verdict,
  similarity: p.similarity,
});

async function readText(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (err) {
    throw new UsageError(`cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
}

/** A document name from a pairs file must name a file inside its folder, nothing else. */
function docPath(dir: string, name: string): string {
  if (!name || name !== basename(name) || name === '.' || name === '..') throw new UsageError(`not a document name: ${JSON.stringify(name)}`);
  return join(dir, name);
}

/** The two document names of a pairs-file line, or null when it holds another number of names. */
function pairOf(line: string): [string, string] | null {
  const names = line.trim().split(/\s+/);
  return names.length === 2 ? (names as [string, string]) : null;
}

async function alignPairs(pairsFile: string, suspDir: string, srcDir: string): Promise<number> {
  try {
    return await runLines(createReadStream(pairsFile), {
      async handle(line) {
        const pair = pairOf(line.text);
        if (!pair) throw new LineRefusal('a pair line holds two document names');
        const [suspDoc, srcDoc] = pair;
        let texts: [string, string];
        try {
          texts = await Promise.all([readText(docPath(suspDir, suspDoc)), readText(docPath(srcDir, srcDoc))]);
        } catch (err) {
          if (err instanceof UsageError) throw new LineRefusal(err.message);
          throw err;
        }
        printJson({ suspDoc, srcDoc, detections: alignPassages(...texts).map(brief) });
      },
      refuse(line, refusal) {
        const pair = pairOf(line.text);
        printJson(
          pair
            ? { suspDoc: pair[0], srcDoc: pair[1], error: { code: 'unreadable_document', message: refusal.message } }
            : { line: line.number, error: { code: 'invalid_pair', message: refusal.message } },
        );
      },
    });
  } catch (err) {
    if (err instanceof LineInputError) throw new UsageError(`cannot read ${pairsFile}: ${err.message}`);
    throw err;
  }
}

export const command: CliCommand = {
  summary: 'align a suspicious text with a source text, or every pair of a PAN pairs file',
  usage,
  async run(argv) {
    const args = parseArgs(argv);
    try {
      const pairs = args.flags.get('pairs');
      if (pairs !== undefined) {
        const suspDir = args.flags.get('susp'), srcDir = args.flags.get('src');
        if (typeof pairs !== 'string' || typeof suspDir !== 'string' || typeof srcDir !== 'string') {
          throw new UsageError('--pairs, --susp and --src each take a path');
        }
        return await alignPairs(pairs, suspDir, srcDir);
      }
      const [suspPath, srcPath, ...extra] = args.positional;
      if (!suspPath || !srcPath || extra.length || args.flags.size) throw new UsageError('give two files');
      const [susp, src] = await Promise.all([readText(suspPath), readText(srcPath)]);
      printJson(alignPassages(susp, src).map(brief));
      return 0;
    } catch (err) {
      if (err instanceof UsageError) {
        process.stderr.write(`${err.message}\nusage: ${usage}\n`);
        return 2;
      }
      throw err;
    }
  },
};
