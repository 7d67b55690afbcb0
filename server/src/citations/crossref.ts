import { surnameKey } from '@writecheck/workers/citations/authorNames';
import { formatReference } from '@writecheck/workers/citations/cslFormat';
import { type CitationFinding, toIssue } from '@writecheck/workers/citations/finding';
import { titleSimilarity } from '@writecheck/workers/citations/sourceLinks';
import type { CitationStyle, Issue, ParsedReference } from '@writecheck/workers/citations/types';
import { citationStyleList } from '@writecheck/workers/citations/types';

/**
 * Looks references up in the Crossref REST API (`GET {base}/works/{doi}`) to catch references
 * that do not exist: a DOI that does not resolve, or one whose record names another title or
 * first author. Off unless `CROSSREF_URL` is set (for the public service,
 * https://api.crossref.org); `CROSSREF_MAILTO` adds the contact address Crossref asks polite
 * clients to send, `CROSSREF_TIMEOUT_MS` bounds each request (default 5,000).
 */
export interface CrossrefOptions {
  baseUrl: string;
  timeoutMs: number;
  mailto?: string;
  /** At most this many DOIs are looked up per document (default 50). */
  maxLookups?: number;
  fetch?: typeof fetch;
}

export function crossrefFromEnv(env: NodeJS.ProcessEnv = process.env): CrossrefOptions | undefined {
  const baseUrl = env.CROSSREF_URL?.trim();
  if (!baseUrl) return undefined;
  const timeout = Number(env.CROSSREF_TIMEOUT_MS);
  const opts: CrossrefOptions = {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 5000,
  };
  if (env.CROSSREF_MAILTO) opts.mailto = env.CROSSREF_MAILTO;
  return opts;
}

/** What Crossref holds for a DOI: `missing` when it answers 404, `unknown` when it cannot be asked. */
export type CrossrefRecord =
  | { status: 'found'; title: string; authors: { family: string; given: string }[] }
  | { status: 'missing' }
  | { status: 'unknown'; reason: string };

const maxBodyBytes = 1_000_000;

export async function lookUpDoi(doi: string, opts: CrossrefOptions): Promise<CrossrefRecord> {
  const doFetch = opts.fetch ?? fetch;
  const url = `${opts.baseUrl}/works/${encodeURIComponent(doi)}${opts.mailto ? `?mailto=${encodeURIComponent(opts.mailto)}` : ''}`;
  try {
    const res = await doFetch(url, { signal: AbortSignal.timeout(opts.timeoutMs), headers: { accept: 'application/json' } });
    if (res.status === 404) {
      await res.body?.cancel();
      return { status: 'missing' };
    }
    if (!res.ok) {
      await res.body?.cancel();
      return { status: 'unknown', reason: `HTTP ${res.status}` };
    }
    const declared = Number(res.headers.get('content-length'));
    if (declared > maxBodyBytes) {
      await res.body?.cancel();
      return { status: 'unknown', reason: 'record too large' };
    }
    const text = await res.text();
    if (text.length > maxBodyBytes) return { status: 'unknown', reason: 'record too large' };
    const body = JSON.parse(text) as { message?: { title?: unknown; author?: unknown } };
    const titles = body.message?.title;
    const title = Array.isArray(titles) && typeof titles[0] === 'string' ? titles[0] : '';
    const authors = Array.isArray(body.message?.author)
      ? (body.message.author as { family?: unknown; given?: unknown; name?: unknown }[])
          .map((a) => ({
            family: typeof a.family === 'string' ? a.family : typeof a.name === 'string' ? a.name : '',
            given: typeof a.given === 'string' ? a.given : '',
          }))
          .filter((a) => a.family)
      : [];
    return { status: 'found', title, authors };
  } catch (err) {
    return { status: 'unknown', reason: err instanceof Error ? err.name : 'error' };
  }
}

export interface ReferenceToVerify {
  text: string;
  start: number;
  end: number;
  parsed: ParsedReference;
  sourceId?: number;
}

function inEveryStyle(ref: ParsedReference): Partial<Record<CitationStyle, string>> {
  const out: Partial<Record<CitationStyle, string>> = {};
  for (const s of citationStyleList) {
    const text = formatReference(ref, s);
    if (text !== undefined) out[s] = text;
  }
  return out;
}

function finding(entry: ReferenceToVerify, message: (s: CitationStyle) => string, replacement: Partial<Record<CitationStyle, string>>, label: string): CitationFinding {
  const f: CitationFinding = {
    kind: 'unverified_reference',
    category: 'citation',
    severity: 'warning',
    title: 'Reference not found',
    message,
    start: entry.start,
    end: entry.end,
    replacement,
    label,
  };
  if (entry.sourceId !== undefined) f.citedSourceId = entry.sourceId;
  return f;
}

/**
 * Checks each reference with a DOI against Crossref. Returns citation issues for DOIs that do
 * not resolve and for records whose title or first author disagree with the entry; the fix
 * rewrites the entry from the record (or without the dead DOI). A look-up that fails (timeout,
 * network, server error) says nothing about the reference and yields no issue; `unchecked`
 * counts them.
 */
export async function verifyReferences(
  text: string,
  entries: ReferenceToVerify[],
  style: CitationStyle,
  opts: CrossrefOptions,
): Promise<{ issues: Issue[]; checked: number; unchecked: number }> {
  const withDoi = entries.filter((e) => e.parsed.doi).slice(0, opts.maxLookups ?? 50);
  const records = await Promise.all(withDoi.map((e) => lookUpDoi(e.parsed.doi!, opts)));
  const findings: CitationFinding[] = [];
  let unchecked = 0;
  withDoi.forEach((entry, i) => {
    const record = records[i]!;
    const doi = entry.parsed.doi!;
    if (record.status === 'unknown') {
      unchecked++;
      return;
    }
    if (record.status === 'missing') {
      const withoutDoi = inEveryStyle({ ...entry.parsed, doi: undefined });
      if (withoutDoi[style] === undefined) return;
      findings.push(
        finding(entry, () => `The DOI ${doi} does not resolve: Crossref has no record of it. Check the DOI, or whether the work exists.`, withoutDoi, 'Remove the DOI'),
      );
      return;
    }
    const titleOff = record.title && entry.parsed.title ? titleSimilarity(record.title, entry.parsed.title) < 0.5 : false;
    const first = entry.parsed.authors[0];
    const authorOff = first && record.authors[0] ? surnameKey(first.family) !== surnameKey(record.authors[0].family) : false;
    if (!titleOff && !authorOff) return;
    const corrected: ParsedReference = { ...entry.parsed, etAl: false };
    if (record.title) corrected.title = record.title;
    if (record.authors.length) corrected.authors = record.authors;
    const replacement = inEveryStyle(corrected);
    if (replacement[style] === undefined) return;
    const what = titleOff && authorOff ? 'title and first author' : titleOff ? 'title' : 'first author';
    findings.push(
      finding(
        entry,
        () => `The DOI ${doi} belongs to "${record.title}"${record.authors[0] ? ` by ${record.authors[0].family}` : ''}: the ${what} in this reference disagree with its record.`,
        replacement,
        'Use the DOI record',
      ),
    );
  });
  return {
    issues: findings.map((f, i) => toIssue(f, text, style, i)),
    checked: withDoi.length - unchecked,
    unchecked,
  };
}
