import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { checks } from '@writecheck/server/db/schema';
import { webUsers } from '@writecheck/server/db/schema.web';
import type { Services } from '@writecheck/server/services';
import type { Report } from '@writecheck/shared';

// A finished check whose report has what every pass can produce (findings of several
// categories, a matched passage, a source, scores with one pass turned off), written
// for the report page's rendering tests.

const TEXT =
  'Their is a eror in this sentance. As one historian put it, libraries are the memory of mankind. ' +
  'The rest of this paragraph is plain writing that nobody else has published anywhere before today.';

function at(fragment: string): { text: string; start: number; end: number } {
  const start = TEXT.indexOf(fragment);
  if (start < 0) throw new Error(`fixture text lacks ${fragment}`);
  return { text: fragment, start, end: start + fragment.length };
}

const quoted = at('libraries are the memory of mankind');

export const fixtureReport: Report = {
  status: 'done',
  text: TEXT,
  partial: false,
  languages: ['en'],
  wordCount: 34,
  checkedWords: 34,
  originalityScore: 82.4,
  similarityScore: 17.6,
  coverage: 100,
  spans: [{ start: quoted.start, end: quoted.end, segmentId: 1, verdict: 'exact', sourceId: 1, confidence: 0.97 }],
  matches: [],
  sources: [
    {
      id: 1,
      url: 'http://127.0.0.1:9/memory-of-mankind',
      canonicalUrl: 'http://127.0.0.1:9/memory-of-mankind',
      title: 'The Memory of Mankind',
      domain: 'history.example',
      matchedWords: 6,
      contribution: 17.6,
      alternates: [],
    },
  ],
  issues: [
    {
      id: 'g1',
      category: 'grammar',
      severity: 'error',
      title: 'Wrong word: their',
      message: 'Use "There" to say that something exists.',
      original: at('Their'),
      fix: { replacement: 'There', label: 'There' },
      status: 'open',
    },
    {
      id: 's1',
      category: 'spelling',
      severity: 'error',
      title: 'Misspelled: eror',
      message: '"eror" is not a word.',
      original: at('eror'),
      fix: { replacement: 'error', label: 'error' },
      status: 'open',
    },
    {
      id: 's2',
      category: 'spelling',
      severity: 'error',
      title: 'Misspelled: sentance',
      message: '"sentance" is not a word.',
      original: at('sentance'),
      fix: { replacement: 'sentence', label: 'sentence' },
      status: 'open',
    },
    {
      id: 'c1',
      category: 'missing_citation',
      severity: 'warning',
      title: 'Quoted without a citation',
      message: 'This passage matches a source but names none.',
      original: quoted,
      fix: { replacement: `${quoted.text} (The Memory of Mankind, n.d.)`, label: 'Add a citation' },
      sourceUrl: 'http://127.0.0.1:9/memory-of-mankind',
      status: 'open',
    },
  ],
  scores: { plagiarism: 17.6, citation: 75, grammarSpelling: 68.5, aiContent: 4.1, clarity: null },
  meta: { durationMs: 2300, sourcesExcludedByRules: 1 },
};

/** Writes the fixture as a finished check of the person with this e-mail; returns its id. */
export async function insertFinishedCheck(svc: Services, email: string): Promise<string> {
  const [user] = await svc.db.select().from(webUsers).where(eq(webUsers.email, email));
  if (!user) throw new Error(`no web user ${email}`);
  const id = randomUUID();
  const now = new Date();
  await svc.db.insert(checks).values({
    id,
    accountId: user.accountId,
    keyId: null,
    status: 'done',
    progress: 100,
    phase: 'Done',
    title: 'Memory of mankind',
    inputKind: 'text',
    mode: 'full',
    citationStyle: 'APA',
    options: { plagiarism: true, grammarSpelling: true, citations: true, aiContent: true, style: false, register: 'academic' },
    wordCount: fixtureReport.wordCount,
    text: TEXT,
    snippet: TEXT.slice(0, 200),
    report: fixtureReport,
    originalityScore: fixtureReport.originalityScore,
    coverage: fixtureReport.coverage,
    scores: fixtureReport.scores,
    issueCounts: { citations: 1, grammar: 3 },
    composition: { exact: 17.6, near: 0, paraphrase: 0, quoted: 0, original: 82.4 },
    createdAt: now,
    startedAt: now,
    completedAt: now,
  });
  return id;
}
