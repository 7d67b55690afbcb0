// `pnpm train:ai`: trains the AI-content detector on the development set and writes
// the versioned model file that ships with the project. Deterministic: fixed seeds,
// fixed folds, no clock in the output.
//
//   pnpm train:ai [--data PATH] [--out PATH]

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { encodeModel } from '../src/ai/modelCodec.js';
import { readDataset } from './ai/dataset.js';
import { DEFAULT_TRAIN_OPTIONS, prepareTexts, trainDetector } from './ai/trainDetector.js';

const defaults = {
  data: fileURLToPath(new URL('../../../shared/data/ai-detection/dev.jsonl', import.meta.url)),
  out: fileURLToPath(new URL('../models/ai-detector-v2.json', import.meta.url)),
};

function argValue(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

function main(argv: string[]): number {
  const data = argValue(argv, '--data') ?? defaults.data;
  const out = argValue(argv, '--out') ?? defaults.out;
  const o = DEFAULT_TRAIN_OPTIONS;
  const started = performance.now();
  const docs = readDataset(data);
  const texts = prepareTexts(docs, o.bits);
  process.stderr.write(`read ${docs.length} texts from ${data}\n`);
  const { model } = trainDetector(texts, o, (line) => process.stderr.write(`${line}\n`));
  const count = (label: string) => docs.filter((d) => d.label === label).length;
  const json = encodeModel(model, {
    documents: docs.length,
    human: count('human'),
    ai: count('ai'),
    domains: [...new Set(docs.map((d) => d.domain))].sort(),
    generators: [...new Set(docs.flatMap((d) => (d.generator ? [d.generator] : [])))].sort(),
    options: o,
  });
  writeFileSync(out, `${JSON.stringify(json)}\n`);
  process.stderr.write(`wrote ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  process.stdout.write(`${JSON.stringify({ out, version: model.version, thresholds: model.thresholds, calibration: model.calibration })}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
