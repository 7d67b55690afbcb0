// Scores the aligner on the PAN text-alignment development set with the project's plagdet scorer.
// Run from the repository root: `pnpm bench:align [--limit N] [--data DIR] [--scorer FILE]
// [--options JSON]` (options as alignPassages takes them, for trying parameters).
// The suspicious documents are split by a hash of their name into a tuning part and a held-out
// part (one in five), and the figures are printed for both, so that tuning on one shows whether
// it carries over to the other.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { alignPassages, type AlignOptions } from '../src/plagiarism/align.js';

interface PairLine {
  suspDoc: string;
  srcDoc: string;
  obfuscation: string;
  cases: unknown[];
}

interface Measures {
  plagdet: number;
  recall: number;
  precision: number;
  granularity: number;
  cases: number;
  detections: number;
}

interface Evaluation {
  overall: Measures;
  byObfuscation: Record<string, Measures & { pairs: number }>;
  negativePairs: { pairs: number; pairsWithDetections: number };
}

type Evaluate = (truth: string, detections: string) => Evaluation;

function argValue(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

function heldOut(name: string): boolean {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return (h >>> 0) % 5 === 0;
}

async function main(): Promise<void> {
  const data = resolve(argValue('--data', '../shared/data/plagiarism'));
  const scorer = resolve(argValue('--scorer', '../shared/eval/plagiarism/plagdet.mjs'));
  const limit = Number(argValue('--limit', '0'));
  const options = JSON.parse(argValue('--options', '{}')) as AlignOptions;
  const { evaluate } = (await import(pathToFileURL(scorer).href)) as { evaluate: Evaluate };

  const truthLines = readFileSync(join(data, 'pairs.jsonl'), 'utf8').split('\n').filter((l) => l.trim());
  let pairs = truthLines.map((l) => JSON.parse(l) as PairLine);
  let lines = truthLines;
  if (limit > 0) {
    // An even sample across the folders, for quick runs.
    const step = Math.max(1, Math.floor(pairs.length / limit));
    const keep = pairs.map((_, i) => i % step === 0);
    pairs = pairs.filter((_, i) => keep[i]);
    lines = lines.filter((_, i) => keep[i]);
  }
  const cache = new Map<string, string>();
  const read = (path: string): string => {
    let t = cache.get(path);
    if (t === undefined) {
      t = readFileSync(path, 'utf8');
      if (cache.size > 400) cache.clear();
      cache.set(path, t);
    }
    return t;
  };

  const run = (opts: AlignOptions): string[] =>
    pairs.map((p) => {
      const susp = read(join(data, 'susp', p.suspDoc));
      const src = read(join(data, 'src', p.srcDoc));
      const found = alignPassages(susp, src, opts).map((d) => ({ suspStart: d.suspStart, suspLength: d.suspLength, srcStart: d.srcStart, srcLength: d.srcLength }));
      return JSON.stringify({ suspDoc: p.suspDoc, srcDoc: p.srcDoc, detections: found });
    });
  const started = performance.now();
  const detections = run(options);
  const seconds = (performance.now() - started) / 1000;
  // Baseline in the same run: the same pipeline seeded only on shared word 4-grams (thresholds
  // above 1 switch off sentence-similarity and summary seeds, no rare-stem seeds), i.e. copy detection alone.
  const off = { seedCosine: 2, seedDice: 2 };
  const baselineDetections = run({
    ...options,
    detect: { ...options.detect, ...off, rareStems: { minStems: 0 }, summary: { ...options.detect?.summary, ...off } },
  });

  const part = (pick: (p: PairLine) => boolean, dets = detections): Evaluation => {
    const idx = pairs.map((p, i) => (pick(p) ? i : -1)).filter((i) => i >= 0);
    return evaluate(idx.map((i) => lines[i]).join('\n'), idx.map((i) => dets[i]).join('\n'));
  };
  const all = part(() => true);
  const tune = part((p) => !heldOut(p.suspDoc));
  const held = part((p) => heldOut(p.suspDoc));
  const fmt = (m: Measures): string =>
    `plagdet ${m.plagdet.toFixed(3)}  recall ${m.recall.toFixed(3)}  precision ${m.precision.toFixed(3)}  granularity ${m.granularity.toFixed(3)}`;
  const labels = Object.keys(all.byObfuscation);
  for (const [name, r] of [['all', all], ['tuning', tune], ['held-out', held]] as const) {
    console.log(`${name}: ${fmt(r.overall)}  (negative pairs with detections ${r.negativePairs.pairsWithDetections}/${r.negativePairs.pairs})`);
    for (const l of labels) {
      const m = r.byObfuscation[l];
      if (m) console.log(`  ${l.padEnd(14)} ${fmt(m)}  pairs ${m.pairs}`);
    }
  }
  const baseline = part(() => true, baselineDetections);
  console.log(`baseline (word 4-gram seeds only): ${fmt(baseline.overall)}`);
  for (const l of labels) {
    const m = baseline.byObfuscation[l];
    if (m) console.log(`  ${l.padEnd(14)} ${fmt(m)}  pairs ${m.pairs}`);
  }
  const pairsPerSecond = pairs.length / seconds;
  console.log(`${pairs.length} pairs in ${seconds.toFixed(1)} s: ${pairsPerSecond.toFixed(1)} pairs/s`);
  const perType = (r: Evaluation): Record<string, number> => Object.fromEntries(labels.map((l) => [l, r.byObfuscation[l]?.plagdet ?? 0]));
  console.log(
    JSON.stringify({
      pairs: pairs.length,
      seconds: Math.round(seconds * 10) / 10,
      pairsPerSecond: Math.round(pairsPerSecond * 10) / 10,
      plagdet: all.overall.plagdet,
      recall: all.overall.recall,
      precision: all.overall.precision,
      granularity: all.overall.granularity,
      byObfuscation: perType(all),
      heldOut: { plagdet: held.overall.plagdet, byObfuscation: perType(held) },
      baseline: { plagdet: baseline.overall.plagdet, byObfuscation: perType(baseline) },
      negativePairsWithDetections: all.negativePairs.pairsWithDetections,
      negativePairs: all.negativePairs.pairs,
    }),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
});
