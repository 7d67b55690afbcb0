import { readFile } from 'node:fs/promises';
import type { CheckCitationsResult, CitationStyle } from '@writecheck/workers/citations/types';
import { checkCitationsWithDictionary } from '@writecheck/workers/citations/checkCitations.node';
import { guessLanguage } from '@writecheck/workers/language/detectLanguage';
import { addReferenceChecks } from '../../citations/citationPass.js';
import { crossrefFromEnv } from '../../citations/crossref.js';
import { z } from 'zod';
import { optionalFlag, parseArgs, UsageError } from '../args.js';
import { printJson, type CliCommand } from '../command.js';
import { LineRefusal, runJsonLines } from '../lineRunner.js';

const usage = 'writecheck cite FILE [--style APA|MLA|Chicago] | cite --jsonl [--style S] < lines of {id, text, style}';
const styles: readonly CitationStyle[] = ['APA', 'MLA', 'Chicago'];
const maxChars = 400_000;

function styleOf(value: unknown, fallback: CitationStyle): CitationStyle {
  if (value === undefined) return fallback;
  const found = styles.find((s) => typeof value === 'string' && s.toLowerCase() === value.toLowerCase());
  if (!found) throw new UsageError(`style must be one of ${styles.join(', ')}`);
  return found;
}

function report(style: CitationStyle, r: CheckCitationsResult) {
  return { style, detectedStyle: r.detectedStyle, bibliography: r.bibliography ?? null, issues: r.issues, score: r.score };
}

const lineSchema = z.object({ id: z.unknown().optional(), text: z.string(), style: z.unknown().optional() });

/** Checks one document per input line of `{id, text, style}`; answers one JSON line each. */
export async function citeLines(input: NodeJS.ReadableStream, defaultStyle: CitationStyle): Promise<number> {
  const crossref = crossrefFromEnv();
  return runJsonLines(input, lineSchema, {
    async handle(doc) {
      if (doc.text.length > maxChars) throw new LineRefusal(`text is longer than ${maxChars} characters`);
      let style: CitationStyle;
      try {
        style = styleOf(doc.style, defaultStyle);
      } catch (err) {
        if (err instanceof UsageError) throw new LineRefusal(err.message);
        throw err;
      }
      printJson({ id: doc.id ?? null, ...report(style, await addReferenceChecks(doc.text, await checkCitationsWithDictionary(doc.text, { style, language: guessLanguage(doc.text).language }), style, crossref)) });
    },
    refuse(_line, problem) {
      const message = problem.kind === 'shape' ? 'text must be a string' : problem.message;
      printJson({ id: problem.id ?? null, error: { code: 'invalid_document', message } });
    },
  });
}

export const command: CliCommand = {
  summary: 'check the citations and reference list of a text file in APA, MLA or Chicago style',
  usage,
  async run(argv) {
    const args = parseArgs(argv);
    try {
      const style = styleOf(optionalFlag(args, 'style'), 'APA');
      if (args.flags.get('jsonl') !== undefined) {
        if (args.positional.length) throw new UsageError('--jsonl reads standard input; give no file');
        return await citeLines(process.stdin, style);
      }
      const [file, ...extra] = args.positional;
      if (!file || extra.length) throw new UsageError('give one file');
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (err) {
        throw new UsageError(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
      }
      if (text.length > maxChars) throw new UsageError(`${file} is longer than ${maxChars} characters`);
      printJson(report(style, await addReferenceChecks(text, await checkCitationsWithDictionary(text, { style, language: guessLanguage(text).language }), style, crossrefFromEnv())));
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
