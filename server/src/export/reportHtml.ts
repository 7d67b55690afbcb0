import type { CheckDetail, Issue, Report } from '@writecheck/shared';
import { highlightedText, type TextMark } from './highlightedText.js';
import { escapeHtml, safeHref } from './htmlEscape.js';
import { reportStyles } from './reportStyles.js';

// A finished check as one self-contained HTML file: inline CSS, no script, no font,
// image or stylesheet to fetch, and a Content-Security-Policy that forbids every fetch
// should anything slip through. It opens offline and prints to PDF as it shows.

const verdictNames: Record<string, string> = {
  exact: 'Exact match',
  near: 'Near match',
  paraphrase: 'Paraphrase',
  quoted: 'Quoted',
  unchecked: 'Not checked',
  presumed: 'Presumed',
};

const categoryNames: Record<string, string> = {
  spelling: 'Spelling',
  grammar: 'Grammar',
  citation: 'Citation',
  missing_citation: 'Missing citation',
  plagiarism: 'Plagiarism',
  ai_content: 'AI content',
  clarity: 'Clarity',
  word_choice: 'Word choice',
};

const e = escapeHtml;
const score = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${Math.round(value * 10) / 10}`);

function scoreTable(check: CheckDetail, report: Partial<Report>): string {
  const rows: [string, number | null | undefined][] = [
    ['Originality', check.originalityScore],
    ['Similarity', report.similarityScore],
    ['Coverage', report.coverage],
    ['Grammar and spelling', report.scores?.grammarSpelling],
    ['Citations', report.scores?.citation],
    ['AI-content likelihood', report.scores?.aiContent],
    ['Clarity', report.scores?.clarity],
  ];
  const cells = rows.map(([name, value]) => `<tr><th scope="row">${e(name)}</th><td>${score(value)}</td></tr>`).join('');
  return `<section class="scores"><h2>Scores</h2><p class="hint">0 to 100; for originality, grammar, citations and clarity higher is better.</p><table>${cells}</table></section>`;
}

function compositionTable(check: CheckDetail): string {
  const c = check.composition;
  if (!c) return '';
  const cells = (['exact', 'near', 'paraphrase', 'quoted', 'original'] as const)
    .map((k) => `<tr><th scope="row">${e(k === 'original' ? 'Original' : verdictNames[k]!)}</th><td>${score(c[k])}%</td></tr>`)
    .join('');
  return `<section class="composition"><h2>Composition</h2><table>${cells}</table></section>`;
}

function guestNote(check: CheckDetail): string {
  const g = check.guest;
  if (!g) return '';
  const rest = check.rest;
  const locked = [
    `${g.hiddenLanguage} language findings`,
    `${g.lockedCitations} citation findings`,
    `${g.lockedSources} sources`,
  ].join(', ');
  return `<section class="guest"><h2>Guest preview</h2><p>The first ${g.crispWords} of ${g.wordCount} words were checked in full. Locked past them: ${e(locked)}.${
    rest && rest.words > 0 ? ` Checking the remaining ${rest.words} words as a full check costs ${e(rest.cost)}.` : ''
  }</p></section>`;
}

function issueItem(issue: Issue, n: number): string {
  const category = categoryNames[issue.category] ?? issue.category;
  const fix =
    issue.fix.replacement !== issue.original.text
      ? `<p class="fix"><span class="label">${e(issue.fix.label)}:</span> <ins>${e(issue.fix.replacement) || '(remove)'}</ins></p>`
      : `<p class="fix"><span class="label">${e(issue.fix.label)}</span></p>`;
  const note = issue.note ? `<p class="note">${e(issue.note)}</p>` : '';
  const source = issue.sourceUrl ? `<p class="note">Source: ${link(issue.sourceUrl, issue.sourceUrl)}</p>` : '';
  return `<li id="f${n}" class="issue sev-${e(issue.severity)}"><p class="head"><span class="badge f-${e(issue.category)}">${e(category)}</span> <strong>${e(issue.title)}</strong> <span class="sev">${e(issue.severity)}</span></p><p class="quote"><del>${e(issue.original.text)}</del></p><p>${e(issue.message)}</p>${fix}${note}${source}</li>`;
}

function link(url: string, label: string): string {
  const href = safeHref(url);
  return href ? `<a href="${href}" rel="noreferrer noopener">${e(label)}</a>` : e(label);
}

function sourcesList(report: Partial<Report>): string {
  const sources = report.sources ?? [];
  if (sources.length === 0) return '<section class="sources"><h2>Sources</h2><p class="hint">No matching source was found.</p></section>';
  const items = sources
    .map(
      (s) =>
        `<li id="s${Number(s.id)}"><p class="head"><strong>${e(s.title || s.domain)}</strong> <span class="domain">${e(s.domain)}</span></p><p class="url">${link(s.url, s.url)}</p><p class="hint">${e(String(s.matchedWords))} matched words, ${score(s.contribution)}% of the text</p></li>`,
    )
    .join('');
  return `<section class="sources"><h2>Sources (${sources.length})</h2><ol>${items}</ol></section>`;
}

function legend(report: Partial<Report>): string {
  const used = new Set((report.spans ?? []).map((s) => s.verdict));
  const items = Object.entries(verdictNames)
    .filter(([v]) => used.has(v as Report['spans'][number]['verdict']))
    .map(([v, name]) => `<span class="v v-${v}">${e(name)}</span>`);
  items.push('<mark class="f f-spelling">Finding</mark>');
  return `<p class="legend">${items.join(' ')}</p>`;
}

/** The HTML document of a check's report, as the API gives the check (`view=full`). */
export function renderReportHtml(check: CheckDetail, generatedAt = new Date()): string {
  const report = check.report ?? {};
  const text = report.text ?? check.text ?? '';
  const issues = (report.issues ?? []) as Issue[];
  const marks: TextMark[] = issues.map((issue, i) => ({
    start: issue.original.start,
    end: issue.original.end,
    category: issue.category,
    number: i + 1,
  }));
  for (const mark of check.guest?.peek.marks ?? []) marks.push({ start: mark.start, end: mark.end, category: mark.category });
  const title = check.title?.trim() || 'Untitled check';
  const facts = [
    `${check.wordCount ?? report.wordCount ?? 0} words`,
    `status ${check.status}`,
    `${check.citationStyle ?? 'APA'} citations`,
    `checked ${check.createdAt.slice(0, 10)}`,
  ];
  const rejection = report.rejection ?? check.rejection;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; form-action 'none'; base-uri 'none'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${e(title)} · writecheck report</title>
<style>${reportStyles}</style>
</head>
<body>
<header><p class="brand">writecheck report</p><h1>${e(title)}</h1><p class="facts">${e(facts.join(' · '))}</p></header>
<main>
${rejection ? `<section class="rejected"><h2>Rejected</h2><p>${e(rejection.message)} (${e(rejection.code)})</p></section>` : ''}
${guestNote(check)}
<div class="grid">${scoreTable(check, report)}${compositionTable(check)}</div>
<section class="text"><h2>Text</h2>${legend(report)}<div class="doc">${highlightedText(text, report.spans ?? [], marks)}</div></section>
<section class="issues"><h2>Findings (${issues.length})</h2>${
    issues.length > 0 ? `<ol>${issues.map((issue, i) => issueItem(issue, i + 1)).join('')}</ol>` : '<p class="hint">No findings.</p>'
  }</section>
${sourcesList(report)}
</main>
<footer><p>Check ${e(check.id)} · exported ${e(generatedAt.toISOString())}</p></footer>
</body>
</html>
`;
}
