// `pnpm bench:ai`: measures the AI-content detector as it is trained, on texts that
// training never saw. The development set is split by group (a human text and every
// machine continuation of it stay together); for each test fold a detector is trained
// from scratch on the other folds, with one generator left out of training entirely
// to measure an unseen generator. Metrics come from the project's shared scorer. A
// logistic regression on the style measurements alone is trained and scored on the
// same folds as the baseline.
//
//   pnpm bench:ai [--folds N] [--unseen GENERATOR] [--data PATH]

import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DetectorModel } from '../src/ai/model.js';
import { scoreWithModel } from '../src/ai/score.js';
import { foldOf, readDataset, type LabeledText } from '../scripts/ai/dataset.js';
import { DEFAULT_TRAIN_OPTIONS, prepareTexts, trainDetector } from '../scripts/ai/trainDetector.js';
import { encodeModel } from '../src/ai/modelCodec.js';
import { PLAIN_HUMAN_TEXTS } from '../src/ai/plainHumanTexts.js';
import { trainStyleBaseline } from './aiBaseline.js';

interface Scored extends LabeledText {
  score: number;
  flagged: boolean;
  baseline: number;
}

type Metrics = { auroc: number | null; tpr_at_1fpr: number | null; n_ai: number; n_human: number };
type Scorer = { evaluate(gold: object[], preds: object[]): { overall: Metrics } };

const OUTER_FOLDS = 4;

function argValue(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function main(argv: string[]): Promise<number> {
  const shared = new URL('../../../shared/', import.meta.url);
  const data = argValue(argv, '--data') ?? fileURLToPath(new URL('data/ai-detection/dev.jsonl', shared));
  const requested = Number(argValue(argv, '--folds') ?? 2);
  const folds = Number.isInteger(requested) ? Math.min(OUTER_FOLDS, Math.max(1, requested)) : 2;
  const unseen = argValue(argv, '--unseen') ?? 'claude-3-sonnet';
  const scorer = (await import(pathToFileURL(fileURLToPath(new URL('eval/ai-detection/score.mjs', shared))).href)) as Scorer;

  const docs = readDataset(data);
  const o = DEFAULT_TRAIN_OPTIONS;
  const texts = prepareTexts(docs, o.bits);
  const fold = docs.map((d) => foldOf(d, OUTER_FOLDS, 'bench'));
  const scored: Scored[] = [];
  // Plain human prose (the fairness texts) as each fold's detector scores it, with that detector's mixed threshold.
  const plain: Array<{ score: number; mixed: number }> = [];
  let lastModel: DetectorModel | undefined;
  for (let k = 0; k < folds; k++) {
    const train = texts.filter((t, i) => fold[i] !== k && t.doc.generator !== unseen);
    const { model } = trainDetector(train, o);
    const baseline = trainStyleBaseline(train);
    lastModel = model;
    for (const [, text] of PLAIN_HUMAN_TEXTS) plain.push({ score: scoreWithModel(model, text).score, mixed: model.thresholds.mixed });
    docs.forEach((d, i) => {
      if (fold[i] !== k) return;
      const r = scoreWithModel(model, d.text);
      scored.push({ ...d, score: r.score, flagged: r.score >= model.thresholds.likelyAi, baseline: baseline(texts[i]!) });
    });
    console.log(`fold ${k + 1}/${folds}: trained on ${train.length} texts, scored ${docs.filter((_, i) => fold[i] === k).length}`);
  }

  const evaluate = (rows: Scored[], key: 'score' | 'baseline' = 'score') =>
    scorer.evaluate(
      rows.map((r) => ({ id: r.id, label: r.label })),
      // The scorer wants [0, 1]; the baseline's raw score goes through a sigmoid, which keeps its order.
      rows.map((r) => ({ id: r.id, score: key === 'score' ? r.score : 1 / (1 + Math.exp(-r.baseline)) })),
    ).overall;
  const unseenDomains = new Set(scored.filter((r) => r.generator === unseen).map((r) => r.domain));
  const inDomain = evaluate(scored.filter((r) => r.generator !== unseen));
  const unseenRows = scored.filter((r) => r.generator === unseen || (r.label === 'human' && unseenDomains.has(r.domain)));
  const unseenGen = evaluate(unseenRows);
  const baseIn = evaluate(scored.filter((r) => r.generator !== unseen), 'baseline');
  const baseUnseen = evaluate(unseenRows, 'baseline');
  const byGenerator: Record<string, number | null> = {};
  for (const g of [...new Set(scored.flatMap((r) => (r.generator ? [r.generator] : [])))].sort()) {
    byGenerator[g] = evaluate(scored.filter((r) => r.generator === g || r.label === 'human')).auroc;
  }
  const fprByDomain: Record<string, number> = {};
  const aurocByDomain: Record<string, number | null> = {};
  for (const d of [...new Set(scored.map((r) => r.domain))].sort()) {
    const humans = scored.filter((r) => r.domain === d && r.label === 'human');
    fprByDomain[d] = humans.filter((r) => r.flagged).length / Math.max(1, humans.length);
    aurocByDomain[d] = evaluate(scored.filter((r) => r.domain === d && r.generator !== unseen)).auroc;
  }
  const detectedAtDefault = scored.filter((r) => r.label === 'ai' && r.generator !== unseen);

  const plainHumanProse = {
    texts: PLAIN_HUMAN_TEXTS.length,
    meanScore: plain.reduce((sum, p) => sum + p.score, 0) / plain.length,
    highestScore: Math.max(...plain.map((p) => p.score)),
    // the smallest distance any of them kept from its detector's mixed threshold
    leastMarginToMixed: Math.min(...plain.map((p) => p.mixed - p.score)),
  };
  const speed = measureSpeed(lastModel!, docs);
  const modelBytes = JSON.stringify(encodeModel(lastModel!)).length;
  const m = lastModel!;
  // The model's tables as they sit in memory while scoring.
  const tableBytes = [m.ngramWeights, m.denseWeights, m.machineLm.wordCounts, m.machineLm.followerCounts, m.machineLm.pairCounts, m.humanLm.wordCounts, m.humanLm.followerCounts, m.humanLm.pairCounts, m.machineCharLm.counts, m.humanCharLm.counts].reduce((sum, a) => sum + a.byteLength, 0);
  const rssMb = process.memoryUsage().rss / 2 ** 20;
  const result = {
    folds: `${folds} of ${OUTER_FOLDS} group folds`,
    unseenGenerator: unseen,
    aurocInDomain: inDomain.auroc,
    aurocUnseenGenerator: unseenGen.auroc,
    tprAt1FprInDomain: inDomain.tpr_at_1fpr,
    tprAt1FprUnseenGenerator: unseenGen.tpr_at_1fpr,
    tprAtDefaultThreshold: detectedAtDefault.filter((r) => r.flagged).length / Math.max(1, detectedAtDefault.length),
    fprAtDefaultThresholdByDomain: fprByDomain,
    aurocByDomain,
    aurocByGenerator: byGenerator,
    plainHumanProse,
    msPer1000Words: speed,
    modelFileBytes: modelBytes,
    modelMemoryBytes: tableBytes,
    rssMegabytes: Math.round(rssMb),
    baseline: {
      name: 'logistic regression on style measurements',
      aurocInDomain: baseIn.auroc,
      aurocUnseenGenerator: baseUnseen.auroc,
      tprAt1FprInDomain: baseIn.tpr_at_1fpr,
      tprAt1FprUnseenGenerator: baseUnseen.tpr_at_1fpr,
    },
  };
  const f = (x: number | null) => (x === null ? '-' : x.toFixed(3));
  console.log(`                           detector  style baseline`);
  console.log(`AUROC in-domain            ${f(inDomain.auroc)}     ${f(baseIn.auroc)}  (${inDomain.n_ai} machine, ${inDomain.n_human} human)`);
  console.log(`AUROC unseen generator     ${f(unseenGen.auroc)}     ${f(baseUnseen.auroc)}  (${unseen}: ${unseenGen.n_ai} machine, ${unseenGen.n_human} human)`);
  console.log(`TPR at 1% FPR, in-domain   ${f(inDomain.tpr_at_1fpr)}     ${f(baseIn.tpr_at_1fpr)}`);
  console.log(`TPR at 1% FPR, unseen gen. ${f(unseenGen.tpr_at_1fpr)}     ${f(baseUnseen.tpr_at_1fpr)}`);
  console.log(`TPR at default threshold   ${f(result.tprAtDefaultThreshold)}`);
  for (const [d, v] of Object.entries(fprByDomain)) console.log(`FPR at default, ${d.padEnd(17)}${f(v)}   AUROC ${f(aurocByDomain[d] ?? null)}`);
  for (const [g, v] of Object.entries(byGenerator)) console.log(`AUROC ${g.padEnd(21)}${f(v)}`);
  console.log(
    `plain human prose          mean ${f(plainHumanProse.meanScore)}, highest ${f(plainHumanProse.highestScore)}, least margin to mixed ${f(plainHumanProse.leastMarginToMixed)} (${plainHumanProse.texts} fairness texts, each fold's detector; lower is fairer)`,
  );
  console.log(`ms per 1,000 words         ${speed.toFixed(2)} (CPU time, one core)`);
  console.log(`memory                     model file ${(modelBytes / 2 ** 20).toFixed(1)} MB, tables ${(tableBytes / 2 ** 20).toFixed(1)} MB in memory, bench process ${Math.round(rssMb)} MB resident`);
  console.log(JSON.stringify(result));
  return 0;
}

// Texts scored one by one as the check runner would, with a model of the shipped
// size. CPU time, not wall time: on a shared machine the clock also counts other
// processes' turns.
function measureSpeed(model: DetectorModel, docs: LabeledText[]): number {
  const sample = docs.filter((_, i) => i % 10 === 0);
  scoreWithModel(model, sample[0]!.text);
  let words = 0;
  const started = process.cpuUsage();
  for (const d of sample) words += scoreWithModel(model, d.text).words;
  const used = process.cpuUsage(started);
  return ((used.user + used.system) / 1000 / words) * 1000;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  },
);
