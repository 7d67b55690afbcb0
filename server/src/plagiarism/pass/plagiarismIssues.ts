import type { CitationStyle, IssueInput, Report, ReportSource } from '@writecheck/shared';
import type { Passage } from '@writecheck/workers/plagiarism/index';
import type { Rephraser } from '../rewrite/rephraser.js';
import { fallbackCitation } from './citationText.js';

type Match = Report['matches'][number];
export type SourceCitations = Map<number, Record<CitationStyle, string>>;

/** The version of the check a rephrase was verified with (the aligner that re-reads it). */
export const REPHRASE_CHECK_VERSION = 'writecheck-align-1';
const STYLES: CitationStyle[] = ['APA', 'MLA', 'Chicago'];
const MAX_REPHRASE_ATTEMPTS = 2;

const titles: Record<string, (domain: string) => string> = {
  exact: (d) => `Copied from ${d}`,
  near: (d) => `Closely follows ${d}`,
  paraphrase: (d) => `Paraphrased from ${d}`,
};

/** Splits the sentence-ending punctuation off a passage, so a citation can go before it. */
function splitEnd(text: string): [string, string] {
  const m = /([.!?;:]+["”’»)]*)\s*$/.exec(text);
  return m ? [text.slice(0, m.index).trimEnd(), m[1]!] : [text.trimEnd(), '.'];
}

function quoteAndCite(text: string, citation: string, quote: boolean): string {
  const [body, end] = splitEnd(text);
  return quote ? `“${body}” ${citation}${end}` : `${body} ${citation}${end}`;
}

/**
 * The plagiarism issues of a report, one per match that is not already quoted: a quote-and-cite
 * fix for copies (a cite fix for paraphrases), with the citation in each style. Copies are
 * errors, paraphrases warnings: quoting and citing a paraphrase would misstate whose words they are.
 */
export function citeIssues(matches: Match[], sources: ReportSource[], citations: SourceCitations, style: CitationStyle): IssueInput[] {
  const byId = new Map(sources.map((s) => [s.id, s]));
  return matches.flatMap((m): IssueInput[] => {
    if (m.verdict !== 'exact' && m.verdict !== 'near' && m.verdict !== 'paraphrase') return [];
    const source = byId.get(m.sourceId)!;
    const cite = citations.get(source.id) ?? Object.fromEntries(STYLES.map((s) => [s, fallbackCitation(source, s)])) as Record<CitationStyle, string>;
    const quote = m.verdict !== 'paraphrase';
    const words = m.user.text.split(/\s+/).filter(Boolean).length;
    const how = m.verdict === 'exact' ? 'word for word' : m.verdict === 'near' ? 'with small edits' : 'in other words';
    return [
      {
        id: `plagiarism-${m.id}`,
        category: 'plagiarism',
        severity: quote ? 'error' : 'warning',
        title: titles[m.verdict]!(source.domain),
        message: `These ${words} words follow “${source.title}” ${how}. ${quote ? 'Quote and cite the source' : 'Cite the source'}, or write the passage in your own words.`,
        original: { text: m.user.text, start: m.user.start, end: m.user.end },
        fix: {
          replacement: quoteAndCite(m.user.text, cite[style], quote),
          label: quote ? 'Quote and cite' : 'Cite the source',
          byStyle: Object.fromEntries(STYLES.map((s) => [s, quoteAndCite(m.user.text, cite[s], quote)])),
        },
        sourceUrl: source.url,
        matchId: m.id,
        layers: quote ? ['quote', 'cite'] : ['cite'],
      },
    ];
  });
}

export interface RephraseDeps {
  rephraser: Rephraser;
  /** Re-aligns a text with the source of a match (in a worker thread). */
  realign(text: string, sourceId: number): Promise<Passage[]>;
  language: string;
  register: 'academic' | 'general';
  signal: AbortSignal;
  max: number;
}

/**
 * Rephrase issues for copied passages, each verified by aligning the rewording with the same
 * source again: `cleared` when no passage of it is still an exact or near copy, `score` the
 * highest similarity left (0 to 100). A rewording that still copies is asked for once more; the
 * closer attempt is dropped. Without a rewrite endpoint no rephrase is offered at all.
 */
export async function rephraseIssues(matches: Match[], sources: ReportSource[], deps: RephraseDeps): Promise<IssueInput[]> {
  const byId = new Map(sources.map((s) => [s.id, s]));
  const out: IssueInput[] = [];
  for (const m of matches.filter((x) => x.verdict === 'exact' || x.verdict === 'near').slice(0, deps.max)) {
    if (deps.signal.aborted) break;
    const source = byId.get(m.sourceId)!;
    let best: { text: string; score: number; cleared: boolean } | null = null;
    let attempts = 0;
    while (attempts < MAX_REPHRASE_ATTEMPTS && !best?.cleared) {
      attempts++;
      let text: string | null = null;
      try {
        text = await deps.rephraser.rephrase(m.user.text, { language: deps.language, register: deps.register, signal: deps.signal });
      } catch {
        text = null;
      }
      if (!text) continue;
      const left = (await deps.realign(text, m.sourceId)).filter((p) => p.verdict !== 'quoted');
      const score = Math.round(10 * 100 * Math.max(0, ...left.map((p) => p.similarity))) / 10;
      const cleared = !left.some((p) => p.verdict === 'exact' || p.verdict === 'near');
      if (!best || (cleared && !best.cleared) || score < best.score) best = { text, score, cleared };
    }
    if (!best) continue;
    out.push({
      id: `plagiarism-${m.id}-rephrase`,
      category: 'plagiarism',
      severity: 'error',
      title: `Rephrase what follows ${source.domain}`,
      message: best.cleared
        ? `A rewording of this passage no longer copies “${source.title}”. Check that it still says what you mean, and cite the source for its ideas.`
        : `A rewording of this passage still follows “${source.title}” closely; quoting and citing it is safer.`,
      original: { text: m.user.text, start: m.user.start, end: m.user.end },
      fix: { replacement: best.text, label: 'Rephrase' },
      sourceUrl: source.url,
      matchId: m.id,
      layers: ['rephrase'],
      rephrase: { text: best.text, variant: 0, verified: { version: REPHRASE_CHECK_VERSION, score: best.score, cleared: best.cleared, attempts } },
    });
  }
  return out;
}
