// Reads the AI-detection development set and places each document in a fold by
// its group: all texts that grow from one human source item stay together, so no
// test text shares its opening with a training text.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export interface LabeledText {
  id: string;
  text: string;
  label: 'human' | 'ai';
  domain: string;
  generator: string | null;
}

export function readDataset(path: string): LabeledText[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  const out: LabeledText[] = [];
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    const r = JSON.parse(line) as Partial<LabeledText>;
    if (typeof r.id !== 'string' || typeof r.text !== 'string' || (r.label !== 'human' && r.label !== 'ai') || typeof r.domain !== 'string') {
      throw new Error(`${path}:${i + 1}: expected {id, text, label, domain, generator}`);
    }
    out.push({ id: r.id, text: r.text, label: r.label, domain: r.domain, generator: r.generator ?? null });
  });
  return out;
}

/** Domain plus the first 12 words: machine continuations repeat their human prompt's opening. */
export function groupKey(t: LabeledText): string {
  return `${t.domain}|${t.text.split(/\s+/).filter(Boolean).slice(0, 12).join(' ').toLowerCase()}`;
}

export function foldOf(t: LabeledText, folds: number, salt: string): number {
  const digest = createHash('sha1').update(`${salt}|${groupKey(t)}`).digest();
  return digest.readUInt32BE(0) % folds;
}

/**
 * Per-document training weights: every (domain, label) cell carries the same total
 * weight, and within a domain's machine texts every generator counts the same, so
 * the many base-model continuations do not drown the few chat-model answers.
 */
export function balancedWeights(docs: LabeledText[]): Float64Array {
  const cell = (d: LabeledText) => `${d.domain}|${d.label}|${d.label === 'ai' ? (d.generator ?? '') : ''}`;
  const cellCount = new Map<string, number>();
  const generatorsPerDomain = new Map<string, Set<string>>();
  for (const d of docs) {
    cellCount.set(cell(d), (cellCount.get(cell(d)) ?? 0) + 1);
    if (d.label === 'ai') {
      const set = generatorsPerDomain.get(d.domain) ?? new Set();
      set.add(d.generator ?? '');
      generatorsPerDomain.set(d.domain, set);
    }
  }
  const w = Float64Array.from(docs, (d) => {
    const share = d.label === 'ai' ? 1 / (generatorsPerDomain.get(d.domain)?.size ?? 1) : 1;
    return share / cellCount.get(cell(d))!;
  });
  const mean = w.reduce((a, b) => a + b, 0) / w.length;
  return w.map((x) => x / mean);
}
