// `pnpm train:spelling`: learns the English error model (how often writers type one group
// of letters for another) from the even rows of the development misspelling list, the odd
// rows being kept aside to judge it, and writes the table the suggester ships with.
// Deterministic: the same data gives the same file.
//
//   pnpm train:spelling [--data PATH] [--out PATH]

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultErrorModelOptions, learnErrorModel } from '../src/spelling/errorModel.js';

const defaults = {
  data: fileURLToPath(new URL('../../../shared/data/grammar/spelling.jsonl', import.meta.url)),
  out: fileURLToPath(new URL('../models/spelling-errors-en.json', import.meta.url)),
};

function argValue(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

const argv = process.argv.slice(2);
const data = argValue(argv, '--data') ?? defaults.data;
const out = argValue(argv, '--out') ?? defaults.out;
const rows = readFileSync(data, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as { misspelled: string; correct: string });
const even = rows.filter((_, i) => i % 2 === 0).map((r) => ({ typed: r.misspelled, intended: r.correct }));
const edits = learnErrorModel(even, defaultErrorModelOptions);
const model = {
  about: 'P(typed letters | intended letters) of English misspellings, as -ln P; from `pnpm train:spelling`',
  pairs: even.length,
  options: defaultErrorModelOptions,
  edits: edits.map((e) => [e.typed, e.intended, e.nats]),
};
writeFileSync(out, `${JSON.stringify(model).replace(/\],\[/g, '],\n[')}\n`);
process.stderr.write(`learned ${edits.length} letter-group steps from ${even.length} pairs (even rows of ${data}) into ${out}\n`);
