import type { LintIssue } from '@writecheck/workers/lint/toIssue';
import { editorHost } from './editorHost.js';
import type { DraftLintOptions } from './editorJobs.js';
import { changeBetween, openingEnd, replaceRange, shiftRanges } from './textEdits.js';

/** A finding as the editor shows it: offsets into the current text. */
export interface DraftFinding {
  id: string;
  category: LintIssue['category'];
  severity: LintIssue['severity'];
  title: string;
  message: string;
  start: number;
  end: number;
  original: string;
  replacement: string;
  fixLabel: string;
  /** Other replacements, best first, offered beside the fix. */
  alternatives: string[];
  /** Whether applying the fix changes the text (some findings only point). */
  fixable: boolean;
}

// Typing pauses this long before the worker checks; a paste is checked at once.
const TYPING_PAUSE_MS = 120;
const PASTE_CHARS = 40;
function toDraftFinding(issue: LintIssue, alternatives: readonly string[] = []): DraftFinding {
  return {
    id: issue.id,
    category: issue.category,
    severity: issue.severity,
    title: issue.title,
    message: issue.message,
    start: issue.original.start,
    end: issue.original.end,
    original: issue.original.text,
    replacement: issue.fix.replacement,
    fixLabel: issue.fix.label,
    fixable: issue.fix.replacement !== issue.original.text,
    // each offered once: a fix list may repeat a word (in two casings folded to one, say)
    alternatives: [...new Set(alternatives)].filter((a) => a !== issue.original.text && a !== issue.fix.replacement),
  };
}

const ignoreKey = (f: Pick<DraftFinding, 'title' | 'original'>) => `${f.title}\u0000${f.original}`;

/**
 * The editor's findings, kept in step with the text: between checks they move with the edits
 * (a finding under an edit disappears until the worker has looked again), and a check's answer
 * for an older text is mapped onto the newest one.
 */
export class DraftChecker {
  findings = $state<DraftFinding[]>([]);
  checking = $state(false);
  failure = $state<string | null>(null);

  private text = '';
  private sequence = 0;
  private shown = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly ignored = new Set<string>();

  constructor(private options: DraftLintOptions) {}

  /** Called on every edit with the whole text. */
  update(text: string): void {
    const change = changeBetween(this.text, text);
    if (!change) return;
    this.findings = shiftRanges(this.findings, change);
    this.text = text;
    clearTimeout(this.timer);
    const pasted = change.newEnd - change.start >= PASTE_CHARS;
    this.timer = setTimeout(() => void this.check(pasted), pasted ? 0 : TYPING_PAUSE_MS);
  }

  setOptions(options: DraftLintOptions): void {
    this.options = options;
    if (this.text) void this.check();
  }

  /** Applies a finding's fix, or one of its alternatives; returns the new text. */
  apply(finding: DraftFinding, replacement = finding.replacement): string {
    const { text, change } = replaceRange(this.text, finding, replacement);
    this.findings = shiftRanges(
      this.findings.filter((f) => f.id !== finding.id),
      change,
    );
    this.text = text;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.check(), 0);
    return text;
  }

  /** Hides this finding, and the same finding on the same words elsewhere, until the page closes. */
  ignore(finding: DraftFinding): void {
    this.ignored.add(ignoreKey(finding));
    this.findings = this.findings.filter((f) => !this.ignored.has(ignoreKey(f)));
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.sequence++;
  }

  /** A long paste is checked in two steps: its opening first, so findings appear at once, then
   * the whole text (the opening's paragraphs then come from the worker's cache). While Harper
   * starts, the other passes answer first and the whole text is checked again with it. */
  private async check(pasted = false): Promise<void> {
    const opening = pasted ? openingEnd(this.text) : this.text.length;
    if (opening < this.text.length) await this.checkPart(this.text.slice(0, opening), this.text, true);
    if (await this.checkPart(this.text, this.text, true)) await this.checkPart(this.text, this.text, false);
  }

  /**
   * Checks `sent` (the whole text or its opening); an opening's answer keeps the findings past it.
   * Returns whether the answer shown still lacks Harper's findings.
   */
  private async checkPart(sent: string, whole: string, withoutWaiting: boolean): Promise<boolean> {
    const mine = ++this.sequence;
    if (!sent.trim()) {
      this.findings = [];
      return false;
    }
    this.checking = true;
    try {
      const result = await editorHost().run('lintDraft', [sent, { ...$state.snapshot(this.options), withoutWaiting }]);
      // Answers come back in order; one older than what is shown is dropped.
      if (mine < this.shown) return false;
      this.shown = mine;
      let fresh = result.issues.map((issue, i) => toDraftFinding(issue, result.alternatives[i])).filter((f) => !this.ignored.has(ignoreKey(f)));
      if (sent.length < whole.length) {
        // Only while the text is still the one pasted: the whole-text answer follows anyway.
        if (this.text !== whole) return false;
        // The opening's last word may run on past the cut: findings there wait for the whole text.
        const cut = sent.length;
        fresh = [...fresh.filter((f) => f.end < cut), ...this.findings.filter((f) => f.start >= cut)];
        this.findings = fresh;
        return false;
      }
      // The person kept typing while the worker checked: carry the answer over to the new text.
      const since = changeBetween(sent, this.text);
      if (since) fresh = shiftRanges(fresh, since);
      this.findings = fresh;
      this.failure = null;
      // a newer check, begun meanwhile, asks for Harper itself
      return result.partial && mine === this.sequence;
    } catch (error) {
      if (mine === this.sequence) this.failure = (error as Error).message || 'The checker stopped.';
      return false;
    } finally {
      if (mine === this.sequence) this.checking = false;
    }
  }
}
