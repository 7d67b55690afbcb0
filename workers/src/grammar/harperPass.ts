import { Dialect, LocalLinter, SuggestionKind, type Lint } from 'harper.js';
import { binary } from 'harper.js/binary';
import type { Finding, LintCategory, LintSeverity } from '../lint/finding.js';
import { harperEnabledRules, harperRuleCategory } from './harperRules.js';

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

let linterPromise: Promise<LocalLinter> | null = null;
let currentDialect: EnglishDialect = 'en-US';

async function applyRuleConfig(linter: LocalLinter): Promise<void> {
  const config = await linter.getDefaultLintConfig();
  for (const rule of Object.keys(config)) config[rule] = harperEnabledRules.has(rule);
  await linter.setLintConfig(config);
}

async function createLinter(): Promise<LocalLinter> {
  const linter = new LocalLinter({ binary, dialect: Dialect.American });
  await linter.setup();
  await applyRuleConfig(linter);
  return linter;
}

/** The shared linter, compiled once (about a second) and reused. */
export function harperLinter(): Promise<LocalLinter> {
  if (!linterPromise) {
    linterPromise = createLinter();
    linterPromise.catch(() => {
      linterPromise = null;
    });
  }
  return linterPromise;
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
  const message = lint.message();
  const kind = lint.lint_kind_pretty();
  const fix = replacements[0];
  return {
    start,
    end,
    category,
    severity: SEVERITY[category],
    rule: `harper:${rule}`,
    title: kind,
    message,
    replacements: replacements.slice(0, 5),
    ...(fix !== undefined ? { fixLabel: fix === '' ? `Remove "${problem}"` : `Replace with "${fix}"` } : {}),
  };
}

/** Harper's findings for one paragraph of plain prose, offsets relative to it. */
export async function harperFindings(text: string, dialect: EnglishDialect): Promise<Finding[]> {
  const linter = await harperLinter();
  if (dialect !== currentDialect) {
    // setDialect rebuilds Harper's linter with the default rules, so the
    // configuration is applied again.
    await linter.setDialect(DIALECTS[dialect]);
    await applyRuleConfig(linter);
    currentDialect = dialect;
  }
  const organized = await linter.organizedLints(text, { language: 'plaintext' });
  const out: Finding[] = [];
  for (const [rule, lints] of Object.entries(organized)) {
    for (const lint of lints) {
      const f = toFinding(rule, lint);
      lint.free();
      if (f && f.end > f.start) out.push(f);
    }
  }
  return out;
}
