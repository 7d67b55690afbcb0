import { readFile } from 'node:fs/promises';
import { lintDocument } from '@writecheck/workers/lint/lintDocument.node';
import type { Register } from '@writecheck/workers/lint/finding';
import { z } from 'zod';
import { printJson, type CliCommand } from '../command.js';
import { runJsonLines } from '../lineRunner.js';

// `writecheck lint FILE|- [--lang L] [--dialect D] [--register R] [--no-style] [--no-harper]`
// prints the findings of one document; `--jsonl` reads `{id, text}` lines from
// standard input and prints `{id, findings}` per line, so a data set runs in one process.

interface Args {
  file?: string;
  lang: string;
  dialect?: string;
  register: Register;
  style: boolean;
  harper: boolean;
  jsonl: boolean;
}

/** The dialects each language is checked in (the English ones Harper knows, the locales of the dictionaries). */
const DIALECTS = {
  en: ['en-US', 'en-GB', 'en-AU', 'en-CA'],
  es: ['es-ES'],
  fr: ['fr-FR'],
  de: ['de-DE'],
  pt: ['pt-BR', 'pt-PT'],
  it: ['it-IT'],
  nl: ['nl-NL'],
} as const;

function parseArgs(argv: string[]): Args | string {
  const args: Args = { lang: 'en', register: 'academic', style: true, harper: true, jsonl: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = (): string | undefined => argv[++i];
    if (a === '--lang') args.lang = value() ?? '';
    else if (a === '--dialect') args.dialect = value() ?? '';
    else if (a === '--register') {
      const r = value();
      if (r !== 'academic' && r !== 'general') return `--register must be academic or general, not "${r ?? ''}"`;
      args.register = r;
    } else if (a === '--no-style') args.style = false;
    else if (a === '--no-harper') args.harper = false;
    else if (a === '--jsonl') args.jsonl = true;
    else if (a.startsWith('--')) return `unknown option ${a}`;
    else if (args.file === undefined) args.file = a;
    else return `unexpected argument ${a}`;
  }
  if (!/^(en|es|fr|de|pt|it|nl)(-[A-Za-z]{2})?$/.test(args.lang)) return `--lang must be one of en, es, fr, de, pt, it, nl`;
  if (args.dialect !== undefined) {
    // An unknown dialect was ignored silently and the text checked as another one.
    const accepted = DIALECTS[args.lang.slice(0, 2) as keyof typeof DIALECTS];
    const wanted = args.dialect.replace('_', '-').toLowerCase();
    const dialect = accepted.find((d) => d.toLowerCase() === wanted);
    if (!dialect) return `--dialect must be one of ${accepted.join(', ')} for --lang ${args.lang.slice(0, 2)}, not "${args.dialect}"`;
    args.dialect = dialect;
  }
  if (!args.jsonl && args.file === undefined) return 'name a FILE, or - for standard input';
  return args;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const lineSchema = z.object({ id: z.unknown().optional(), text: z.string() });

export const command: CliCommand = {
  summary: 'check grammar, spelling and style of a document',
  usage: 'writecheck lint FILE|- [--lang L] [--dialect D] [--register academic|general] [--no-style] [--no-harper] [--jsonl]',
  async run(argv) {
    const args = parseArgs(argv);
    if (typeof args === 'string') {
      process.stderr.write(`${args}\nusage: ${command.usage}\n`);
      return 2;
    }
    const opts = { language: args.lang, register: args.register, styleEnabled: args.style, harper: args.harper, ...(args.dialect ? { dialect: args.dialect } : {}) };
    if (args.jsonl) {
      return runJsonLines(process.stdin, lineSchema, {
        async handle(item) {
          const r = await lintDocument(item.text, opts);
          printJson({
            id: item.id,
            findings: r.findings.map((f) => ({ start: f.start, end: f.end, category: f.category, rule: f.rule, message: f.message, replacements: f.replacements })),
          });
        },
        refuse(_line, problem) {
          printJson(problem.kind === 'json' ? { id: null, error: 'invalid JSON line' } : { id: problem.id ?? null, error: 'each line needs a string "text"' });
        },
      });
    }
    let text: string;
    try {
      text = args.file === '-' ? await readStdin() : await readFile(args.file!, 'utf8');
    } catch (e) {
      process.stderr.write(`cannot read ${args.file}: ${(e as Error).message}\n`);
      return 2;
    }
    const r = await lintDocument(text, opts);
    printJson({ dialect: r.dialect, engine: r.engine, elapsedMs: r.elapsedMs, wordCount: r.wordCount, counts: r.counts, scores: r.scores, issues: r.issues });
    return 0;
  },
};
