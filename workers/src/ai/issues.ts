// Turns an AI-content score into report issues: one per passage of neighbouring
// sentences that drive the likelihood up. The wording speaks of likelihood and
// never of misconduct: a detector can be wrong, and the writer has the last word.

import type { IssueInput } from '@writecheck/shared/schemas/report';
import type { AiContentResult } from './score.js';
import { holdsLine } from './tokens.js';

/** At most this many passages are reported, the most machine-like first. */
const MAX_PASSAGES = 5;

const NOTE =
  'This is a statistical likelihood, not proof of how the text was written. Detectors make mistakes, ' +
  'most often on short, formulaic or heavily edited passages. Plain, simple wording is not counted as a ' +
  'machine signal. If you wrote this yourself, you can leave it as it is.';

export interface AiIssueOptions {
  /** Prefix of issue ids; ids stay stable for the same text and score. */
  idPrefix?: string;
}

interface Passage {
  start: number;
  end: number;
  score: number;
}

function percent(p: number): string {
  return `${Math.round(p * 100)}%`;
}

// A passage stops at a block of code or markup between two sentences, so it never shows one.
function passages(text: string, result: AiContentResult): Passage[] {
  const out: Passage[] = [];
  let current: Passage | undefined;
  for (const s of result.sentences) {
    if (current && holdsLine(text, current.end, s.start)) {
      out.push(current);
      current = undefined;
    }
    if (s.score >= result.thresholds.mixed) {
      if (current) {
        current.end = s.end;
        current.score = Math.max(current.score, s.score);
      } else {
        current = { ...s };
      }
    } else if (current) {
      out.push(current);
      current = undefined;
    }
  }
  if (current) out.push(current);
  return out.sort((a, b) => b.score - a.score || a.start - b.start).slice(0, MAX_PASSAGES).sort((a, b) => a.start - b.start);
}

function signalSentence(result: AiContentResult): string {
  const machine = result.signals.filter((s) => s.direction === 'machine').slice(0, 2);
  if (!machine.length) return '';
  const parts = machine.map((s) => {
    const text = s.description.replace(/\.$/, '');
    return s.examples?.length ? `${text} (for example "${s.examples.join('", "')}")` : text;
  });
  return ` Strongest signals: ${parts.join('; ')}.`;
}

/**
 * The `ai_content` issues for a scored text. None when the text is too short for a
 * verdict or reads as human-written.
 */
export function aiContentIssues(text: string, result: AiContentResult, options: AiIssueOptions = {}): IssueInput[] {
  if (result.band === 'insufficient_text' || result.band === 'likely_human') return [];
  const prefix = options.idPrefix ?? 'ai';
  const signals = signalSentence(result);
  return passages(text, result).map((p) => {
    const strong = result.band === 'likely_ai' && p.score >= result.thresholds.likelyAi;
    const original = text.slice(p.start, p.end);
    return {
      id: `${prefix}_${p.start}_${p.end}`,
      category: 'ai_content',
      severity: strong ? 'warning' : 'suggestion',
      title: strong ? 'High likelihood of AI-generated text' : 'Some likelihood of AI-generated text',
      message:
        `This passage has a ${percent(p.score)} likelihood of being machine-written ` +
        `(the whole document: ${percent(result.score)}).${signals}`,
      note: NOTE,
      original: { text: original, start: p.start, end: p.end },
      fix: { replacement: original, label: 'Review this passage and rewrite it in your own words if it is not yours' },
    };
  });
}
