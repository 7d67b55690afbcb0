// Citation pass benchmark over the test documents written for it (workers/src/citations/fixtures):
// precision and recall of the findings against the planted errors, and speed in milliseconds per
// 1,000 words once the CSL engines are built (the first document pays for building them; that
// cost is reported apart). The English dictionary's proper nouns are loaded first, as the service
// does when a title is in title case, and its load time reported with the CSL engines' build.
// Ends with one line of JSON.
import { countWords } from '@writecheck/shared/wordCount';
import { checkCitations } from '../src/citations/checkCitations.js';
import { loadProperNounsNode } from '../src/citations/checkCitations.node.js';
import { evaluateFixture } from '../src/citations/fixtures/evaluate.js';
import { citationFixtures, fixtureMatches } from '../src/citations/fixtures/index.js';
import { longApaPaper } from '../src/citations/fixtures/longPaper.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const dictionaryStart = Date.now();
const isProperNoun = await loadProperNounsNode();
const dictionaryMs = Date.now() - dictionaryStart;

const coldStart = Date.now();
for (const style of ['APA', 'MLA', 'Chicago'] as const) {
  const f = citationFixtures.find((x) => x.style === style)!;
  checkCitations(f.text, { style }, isProperNoun);
}
const coldMs = Date.now() - coldStart;

let planted = 0;
let found = 0;
let findings = 0;
let trueFindings = 0;
let cleanDocs = 0;
let cleanWithFalse = 0;
let maxFalsePerClean = 0;
for (const f of citationFixtures) {
  const o = evaluateFixture(f, isProperNoun);
  planted += f.planted.length;
  found += f.planted.length - o.missed.length;
  findings += o.result.issues.length;
  trueFindings += o.result.issues.length - o.falseFindings.length;
  if (f.planted.length === 0) {
    cleanDocs++;
    if (o.falseFindings.length) cleanWithFalse++;
    maxFalsePerClean = Math.max(maxFalsePerClean, o.falseFindings.length);
  }
  const status = o.missed.length || o.falseFindings.length ? 'MISS' : 'ok  ';
  console.log(`${status} ${f.name}: ${f.planted.length - o.missed.length}/${f.planted.length} found, ${o.falseFindings.length} false, detected ${o.result.detectedStyle}`);
  for (const m of o.missed) console.log(`     missed ${m.kind} at ${JSON.stringify(m.at)}`);
  for (const i of o.falseFindings) console.log(`     false ${i.id} on ${JSON.stringify(i.original.text.slice(0, 60))}`);
}

const words = citationFixtures.reduce((n, f) => n + countWords(f.text), 0);
const started = performance.now();
for (let r = 0; r < rounds; r++) {
  for (const f of citationFixtures) {
    checkCitations(f.text, { style: f.style, matches: fixtureMatches(f), ...(f.sources ? { sources: f.sources } : {}) }, isProperNoun);
  }
}
const elapsed = performance.now() - started;
const msPer1000Words = (elapsed / rounds / words) * 1000;

// A long paper: the per-document cost of building the reference list spreads over many words.
const paper = longApaPaper();
const paperWords = countWords(paper);
const paperStarted = performance.now();
const paperResult = checkCitations(paper, { style: 'APA' }, isProperNoun);
const paperMs = performance.now() - paperStarted;
const longMsPer1000Words = (paperMs / paperWords) * 1000;

const precision = findings ? trueFindings / findings : 1;
const recall = planted ? found / planted : 1;
const round3 = (x: number) => Math.round(x * 1000) / 1000;
console.log(`precision ${round3(precision)}  recall ${round3(recall)}  (${found}/${planted} planted found, ${trueFindings}/${findings} findings true)`);
console.log(`clean documents with a false finding: ${cleanWithFalse}/${cleanDocs} (at most ${maxFalsePerClean} each)`);
console.log(`${msPer1000Words.toFixed(0)} ms per 1,000 words over ${words} words x ${rounds} rounds; first run building the three CSL engines ${coldMs} ms; loading the dictionary's proper nouns ${dictionaryMs} ms`);
console.log(
  `${longMsPer1000Words.toFixed(0)} ms per 1,000 words on a generated ${paperWords}-word paper with ${paperResult.bibliography?.entries.length ?? 0} references (${paperResult.citationCount} citations, ${(paperMs / 1000).toFixed(1)} s)`,
);
console.log(
  JSON.stringify({
    documents: citationFixtures.length,
    words,
    planted,
    found,
    findings,
    precision: round3(precision),
    recall: round3(recall),
    cleanDocuments: cleanDocs,
    maxFalseFindingsPerCleanDocument: maxFalsePerClean,
    msPer1000Words: Math.round(msPer1000Words),
    longPaperWords: paperWords,
    longPaperMsPer1000Words: Math.round(longMsPer1000Words),
    coldStartMs: coldMs,
    dictionaryMs,
  }),
);
