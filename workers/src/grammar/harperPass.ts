import { Dialect, LocalLinter, SuggestionKind, type Lint } from 'harper.js';
import { binary } from 'harper.js/binary';
import type { Finding, LintCategory, LintSeverity } from '../lint/finding.js';
import { misreadByHarper } from './harperMisreadings.js';
import { harperEnabledRules, harperRuleCategory } from './harperRules.js';
import { harperMessage, harperTitle } from './harperTitles.js';

// English grammar through harper.js (WebAssembly, offline). Measured with
// harper.js 2.10.0: the spans its JavaScript API returns are already UTF-16 offsets
// (text after emoji and astral letters slices correctly), so they are used as they
// are; the tests pin this. Only the rules in harperRules.ts run (its spell checker is
// not among them: the spelling pass covers that with better suggestions).

export type EnglishDialect = 'en-US' | 'en-GB' | 'en-AU' | 'en-CA';

const DIALECTS: Record<EnglishDialect, Dialect> = {
  'en-US': Dialect.American,
  'en-GB': Dialect.British,
  'en-AU': Dialect.Australian,
  'en-CA': Dialect.Canadian,
};

// One linter per dialect, each configured once: switching a linter's dialect rebuilds
// it with the default rules (about half a second), so a mix of British and American
// documents would pay that on every switch.
const linters = new Map<EnglishDialect, Promise<LocalLinter>>();

/** A new Harper linter running only `rules` (by default the ones this pass uses). */
export async function createHarperLinter(dialect: EnglishDialect, rules: ReadonlySet<string> = harperEnabledRules): Promise<LocalLinter> {
  const linter = new LocalLinter({ binary, dialect: DIALECTS[dialect] });
  await linter.setup();
  const config = await linter.getDefaultLintConfig();
  for (const rule of Object.keys(config)) config[rule] = rules.has(rule);
  await linter.setLintConfig(config);
  return linter;
}

/** The linter for a dialect, compiled once (about a second for the first) and reused. */
function harperLinter(dialect: EnglishDialect): Promise<LocalLinter> {
  let linter = linters.get(dialect);
  if (!linter) {
    linter = createHarperLinter(dialect);
    linters.set(dialect, linter);
    linter.catch(() => linters.delete(dialect));
  }
  return linter;
}

const SEVERITY: Record<LintCategory, LintSeverity> = {
  spelling: 'error',
  grammar: 'error',
  word_choice: 'suggestion',
  clarity: 'suggestion',
};

function toFinding(rule: string, lint: Lint): Finding | null {
  const category = harperRuleCategory(rule, lint.lint_kind());
  if (!category) return null;
  const span = lint.span();
  const start = span.start;
  const end = span.end;
  span.free();
  const problem = lint.get_problem_text();
  const replacements: string[] = [];
  for (const s of lint.suggestions()) {
    const kind = s.kind();
    const text = s.get_replacement_text();
    if (kind === SuggestionKind.Remove) replacements.push('');
    else if (kind === SuggestionKind.InsertAfter) replacements.push(problem + text);
    else replacements.push(text);
    s.free();
  }
  const message = harperMessage(lint.message());
  const title = harperTitle(rule, lint.lint_kind_pretty());
  const fix = replacements[0];
  return {
    start,
    end,
    category,
    severity: SEVERITY[category],
    rule: `harper:${rule}`,
    title,
    message,
    replacements: replacements.slice(0, 5),
    ...(fix !== undefined ? { fixLabel: fix === '' ? `Remove "${problem}"` : `Replace with "${fix}"` } : {}),
  };
}

// OrthographicConsistency gives a word its dictionary casing even where a sentence starts
// ("Who's there?" -> "who's"); such a fix is dropped.
const SENTENCE_END = /[.!?]["'”’)\]]*$/;
function lowersSentenceStart(text: string, f: Finding): boolean {
  const original = text.slice(f.start, f.end);
  const fix = f.replacements[0];
  if (fix === undefined || fix === original || fix.toLowerCase() !== original.toLowerCase()) return false;
  if (fix.charAt(0) === original.charAt(0) || fix.charAt(0) !== original.charAt(0).toLowerCase()) return false;
  const before = text.slice(0, f.start).trimEnd();
  return before === '' || SENTENCE_END.test(before.slice(-8));
}

async function lintText(linter: LocalLinter, text: string): Promise<Finding[]> {
  const organized = await linter.organizedLints(text, { language: 'plaintext' });
  const out: Finding[] = [];
  for (const [rule, lints] of Object.entries(organized)) {
    for (const lint of lints) {
      const f = toFinding(rule, lint);
      lint.free();
      if (f && f.end > f.start && !lowersSentenceStart(text, f) && !misreadByHarper(text, f)) out.push(f);
    }
  }
  return out;
}

// Each call into Harper pays a fixed cost (it copies and re-merges its configuration
// of ~900 rules), so paragraphs go in together, separated by blank lines, a batch at
// most this long (a finding's offset is converted by walking the text before it).
const BATCH_CHARS = 20_000;
const SEPARATOR = '\n\n';
const SENTENCE_CAPITALIZATION = 'harper:SentenceCapitalization';

// Harper's label exemption needs every comma-separated part of the sentence to have
// at most five words; splitting at more marks than Harper does, and counting no more
// words than it does, never rules out a paragraph it would exempt.
const PART_BREAKS = /[,;:.!?…()[\]{}"“”‘’«»\/\u2010-\u2015-]/;
const LETTER_WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;
const mayBeLabel = (paragraph: string): boolean =>
  paragraph.split(PART_BREAKS).every((part) => (part.match(LETTER_WORD)?.length ?? 0) <= 5);

/** How the linter reaches Harper: in this thread, or on threads of its own (`offThread`). */
export interface HarperPass {
  /** Harper's findings for each paragraph, offsets relative to it. */
  findings(paragraphs: readonly string[], dialect: EnglishDialect): Promise<Finding[][]>;
  /** It works on other threads, so the other passes can run meanwhile. */
  offThread: boolean;
  /** Compiles Harper and builds a dialect's linter ahead of the first findings asked for. */
  prepare?(dialect: EnglishDialect): Promise<void>;
}

/**
 * The paragraphs that go to Harper together, as index ranges: consecutive paragraphs
 * joined by separators, at most BATCH_CHARS long (a longer paragraph goes alone).
 */
export function harperBatches(paragraphs: readonly string[]): Array<{ first: number; last: number }> {
  const batches: Array<{ first: number; last: number }> = [];
  let first = 0;
  while (first < paragraphs.length) {
    let last = first;
    let length = paragraphs[first]!.length;
    while (last + 1 < paragraphs.length && length + SEPARATOR.length + paragraphs[last + 1]!.length <= BATCH_CHARS) {
      last++;
      length += SEPARATOR.length + paragraphs[last]!.length;
    }
    batches.push({ first, last });
    first = last + 1;
  }
  return batches;
}

/**
 * Harper's findings for the paragraphs of one batch (see harperBatches), or of a run of
 * consecutive paragraphs in one, linted in a single call. `moreFollows`: the run stops
 * short of its batch's end, so its last paragraph is handled as one followed by more
 * (the label re-check below) and every paragraph's findings, in order, are those the
 * whole batch gives.
 */
export async function harperBatchFindings(paragraphs: readonly string[], dialect: EnglishDialect, moreFollows = false): Promise<Finding[][]> {
  const linter = await harperLinter(dialect);
  const out: Finding[][] = paragraphs.map(() => []);
  const starts: number[] = [];
  let at = 0;
  for (const paragraph of paragraphs) {
    starts.push(at);
    at += paragraph.length + SEPARATOR.length;
  }
  const found = await lintText(linter, paragraphs.join(SEPARATOR));
  for (const f of found) {
    // the paragraph holding the finding: the last one starting at or before it
    let k = starts.length - 1;
    while (starts[k]! > f.start) k--;
    const start = f.start - starts[k]!;
    const end = f.end - starts[k]!;
    // nothing spans a separator (none did on 55,000 words of test data), but a
    // finding that did would belong to no paragraph alone
    if (end > paragraphs[k]!.length) continue;
    out[k]!.push({ ...f, start, end });
  }
  // Harper spares a one-sentence paragraph of short phrases (a label, a title) the
  // capitalisation rule, but only when the paragraph ends the text: those before a
  // separator that could be one are checked again alone for that rule.
  const followed = moreFollows ? paragraphs.length : paragraphs.length - 1;
  for (let i = 0; i < followed; i++) {
    if (!mayBeLabel(paragraphs[i]!) || !out[i]!.some((f) => f.rule === SENTENCE_CAPITALIZATION)) continue;
    const alone = (await lintText(linter, paragraphs[i]!)).filter((f) => f.rule === SENTENCE_CAPITALIZATION);
    out[i] = [...out[i]!.filter((f) => f.rule !== SENTENCE_CAPITALIZATION), ...alone];
  }
  return out;
}

/**
 * Harper's findings for each paragraph of plain prose, offsets relative to it: the same
 * findings as linting each paragraph alone, in far fewer calls.
 */
export async function harperParagraphFindings(paragraphs: readonly string[], dialect: EnglishDialect): Promise<Finding[][]> {
  const out: Finding[][] = [];
  for (const { first, last } of harperBatches(paragraphs)) out.push(...(await harperBatchFindings(paragraphs.slice(first, last + 1), dialect)));
  return out;
}

/** Compiles Harper (once) and builds the dialect's linter, ahead of the first text. */
export async function prepareHarper(dialect: EnglishDialect): Promise<void> {
  await harperLinter(dialect);
}

/** Harper in this thread. */
export const inThreadHarper: HarperPass = { findings: harperParagraphFindings, offThread: false, prepare: prepareHarper };
