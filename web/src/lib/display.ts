// How values read on screen: labels for the service's enums, numbers and dates.

export const categoryLabels: Record<string, string> = {
  spelling: 'Spelling',
  grammar: 'Grammar',
  citation: 'Citations',
  missing_citation: 'Missing citations',
  plagiarism: 'Plagiarism',
  ai_content: 'AI content',
  clarity: 'Clarity',
  word_choice: 'Word choice',
};

export const statusLabels: Record<string, string> = {
  queued: 'Queued',
  extracting: 'Reading the file',
  analyzing: 'Analysing',
  searching: 'Searching sources',
  scoring: 'Scoring',
  done: 'Done',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/** A finding's severity in words, as its card names it. */
export const severityLabels: Record<string, string> = {
  error: 'Error',
  warning: 'Warning',
  suggestion: 'Suggestion',
};

/** What became of a finding, in the words its card's note uses ("Fixed: …", "Ignored.", "Out of date: …"). */
export const issueStatusLabels: Record<string, string> = {
  fixed: 'Fixed',
  ignored: 'Ignored',
  stale: 'Out of date',
};

/** A finding card's corner: its severity, and what became of it once it is no longer open ("Error · Fixed"). */
export function issueStateLabel(severity: string, status: string): string {
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const kind = severityLabels[severity] ?? capital(severity);
  const state = status === 'open' ? null : (issueStatusLabels[status] ?? capital(status));
  return state ? `${kind} · ${state}` : kind;
}

export const passLabels = {
  plagiarism: 'Plagiarism',
  grammarSpelling: 'Grammar and spelling',
  citations: 'Citations',
  aiContent: 'AI content',
  style: 'Style (clarity and word choice)',
} as const;

const finalStatuses = new Set(['done', 'rejected', 'cancelled', 'failed']);
export function isFinal(status: string): boolean {
  return finalStatuses.has(status);
}

export function formatScore(score: number | null | undefined): string {
  return score === null || score === undefined ? 'not run' : `${Math.round(score * 10) / 10}`;
}

export function formatCount(n: number): string {
  return new Intl.NumberFormat('en').format(n);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  return seconds < 60 ? `${seconds.toFixed(1)} s` : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

/** A server message ("this account has no active plan…") written as a sentence for the page. */
export function asSentence(message: string): string {
  const trimmed = message.trim();
  if (!trimmed) return trimmed;
  const capital = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * The name a check goes by: its title; else the document's first line when it reads as a
 * heading (short, no full stop, more text after it); else its opening words cut at a word;
 * else "Untitled check".
 */
export function checkName(title: string | null | undefined, snippet: string | null | undefined, max = 80): string {
  if (title) return title;
  const text = (snippet ?? '').trim();
  const newline = text.indexOf('\n');
  if (newline > 0) {
    const first = text.slice(0, newline).replace(/^#{1,6}\s+/, '').replace(/\s+/g, ' ').trim();
    if (first && first.length <= max && !/[.!?…:;,]$/.test(first)) return first;
  }
  const words = text.replace(/\s+/g, ' ');
  if (!words) return 'Untitled check';
  if (words.length <= max) return words;
  const head = words.slice(0, max + 1);
  const atWord = head.lastIndexOf(' ');
  return `${atWord > 0 ? head.slice(0, atWord) : words.slice(0, max)}…`;
}

/** A finding's link to its source, named for the site so that several such links tell apart. */
export function sourceLinkLabel(url: string): string {
  try {
    return `Source: ${new URL(url).hostname.replace(/^www\./, '')}`;
  } catch {
    return 'Source';
  }
}

const OPENING_QUOTES = /^["“‘'«„]/;

/**
 * A finding's words in quotation marks, trimmed: a citation's " (2004)" reads as “(2004)”, and
 * a fix that quotes a passage itself is not wrapped a second time (““In a survey…”).
 */
export function quoteForDisplay(text: string): string {
  const words = text.trim();
  return OPENING_QUOTES.test(words) ? words : `“${words}”`;
}

/** What an applied fix put in the text, as a sentence that ends with one full stop. */
export function fixedNote(replacement: string): string {
  const quoted = quoteForDisplay(replacement);
  return `Fixed: replaced with ${quoted}${/[.!?…]["”’»)]*$/.test(quoted) ? '' : '.'}`;
}

const languageNames = new Intl.DisplayNames('en', { type: 'language' });

/**
 * The language a report was checked in, in words: the dialect for English and Portuguese, whose
 * spelling it decides ("British English"), the language alone for the others ("Spanish").
 */
export function languageName(locale: string | null | undefined): string | null {
  if (!locale) return null;
  const base = locale.split('-')[0]!.toLowerCase();
  const tag = base === 'en' || base === 'pt' ? locale : base;
  try {
    const name = languageNames.of(tag);
    return name && name.toLowerCase() !== tag.toLowerCase() && name !== 'root' ? name : null;
  } catch {
    return null;
  }
}
