// Benchmark of the language passes against the development data in ../shared:
// CoNLL-2014 (grammar and spelling, style left out), clean published prose (false
// alarms with every pass on), the spelling lists (suggestion accuracy), speed on
// unseen text and after a one-word edit, and peak memory; spelling suggestions in the other
// six languages (accuracy on our own misspellings, milliseconds per word); harper.js alone and
// nspell alone alongside (and GNU Aspell where it is installed). The passes run as the
// service runs them: harper.js on its threads (WRITECHECK_HARPER_THREADS, 0: none).
//
//   pnpm bench:lint [--quick]      (--quick: skips the nspell baseline, the slowest part)

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Dialect, LocalLinter } from 'harper.js';
import { binary } from 'harper.js/binary';
import nspell from 'nspell';
import { DocumentLinter, harperThreads, nodeDictionaries, nodeHarper } from '../src/lint/lintDocument.node.js';
import type { LintOptions, PassTimes } from '../src/lint/lintDocument.js';
import { loadSpeller } from '../src/spelling/speller.js';
import { harperEnabledRules } from '../src/grammar/harperRules.js';
import { createHarperLinter } from '../src/grammar/harperPass.js';
import { proseRules } from '../src/lint/ruleSet.js';
import { misspellingStandIn } from './misspellingStandIn.js';
import { otherLanguageMisspellings, otherLanguageUnknownWords } from './otherLanguageSpelling.js';

const shared = fileURLToPath(new URL('../../../shared/', import.meta.url));
const dataDir = join(shared, 'data/grammar');
const scorer = join(shared, 'eval/grammar/score.mjs');
const quick = process.argv.includes('--quick');
const out = mkdtempSync(join(tmpdir(), 'lint-bench-'));

type Row = Record<string, unknown> & { id: string };
const readJsonl = (name: string): Row[] =>
  readFileSync(join(dataDir, name), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Row);
const words = (t: string): number => t.match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)?.length ?? 0;

function score(gold: string, preds: unknown[], extra: string[] = []): Record<string, any> {
  const file = join(out, `${gold}.${Math.random().toString(36).slice(2)}.jsonl`);
  writeFileSync(file, preds.map((p) => JSON.stringify(p)).join('\n') + '\n');
  return JSON.parse(execFileSync(process.execPath, [scorer, '--gold', join(dataDir, gold), '--pred', file, '--json', ...extra], { encoding: 'utf8' }));
}
/**
 * GNU Aspell's verdict and first five suggestions for each word, through its ispell pipe
 * (one answer line per word of a line, then an empty line), or null where it is not installed.
 */
function gnuAspellSuggestions(words: string[]): { version: string; ms: number; results: { flagged: boolean; suggestions: string[] }[] } | null {
  const started = performance.now();
  const run = spawnSync('aspell', ['-a', '--lang=en_US'], { input: words.map((w) => `^${w}\n`).join(''), encoding: 'utf8', maxBuffer: 64 << 20 });
  if (run.status !== 0 || !run.stdout) return null;
  const [banner, ...lines] = run.stdout.split('\n');
  const results: { flagged: boolean; suggestions: string[] }[] = [];
  let current = { flagged: false, suggestions: [] as string[] };
  for (const line of lines) {
    if (results.length === words.length) break;
    if (line === '') {
      results.push({ flagged: current.flagged, suggestions: current.suggestions.slice(0, 5) });
      current = { flagged: false, suggestions: [] };
    } else if (line[0] === '&' || line[0] === '#') {
      current.flagged = true;
      if (line[0] === '&') current.suggestions.push(...line.slice(line.indexOf(':') + 1).split(',').map((x) => x.trim()));
    }
  }
  if (results.length !== words.length) return null;
  return { version: banner?.match(/Aspell ([\d.]+)/)?.[1] ?? '', ms: performance.now() - started, results };
}
const round1 = (x: number | null | undefined): number | null => (x == null ? null : Math.round(1000 * x) / 10);
const pct = (x: number | null | undefined): string => (x == null ? 'n/a' : (100 * x).toFixed(1));
const log = (s: string): void => void process.stdout.write(`${s}\n`);

const conll = readJsonl('conll14.jsonl');
const clean = readJsonl('clean-prose.jsonl');
const jfleg = readJsonl('jfleg.jsonl');
const spelling = readJsonl('spelling.jsonl');

// ---- setup (cold start)
let t = performance.now();
const linter = new DocumentLinter(nodeDictionaries, nodeHarper);
const onThreads = harperThreads > 0 ? `on ${harperThreads} thread${harperThreads > 1 ? 's' : ''}` : 'in the same thread';
// Warm-up on text written for it (misspellings included, so the suggestion path is
// compiled too); nothing from the data sets is seen before it is measured.
const warmUp = [
  'Their is a apple on the the table, and he dont know why we recieve so many leter.',
  'The comittee have decided that it was neccessary to postpone the meating untill tomorow.',
  'In order to succed, students must practice every day and beleive in there own abilitys.',
].join('\n\n');
// WebAssembly and JavaScript reach full speed only after a few thousand words (the
// engines optimise hot code as it runs), so "warm" means after this warm-up. Harper
// caches sentences it has seen, so the warm-up draws new sentences from the words
// above (a fixed pseudo-random sequence): the code paths for unseen text get warm.
const warmWords = warmUp.match(/[A-Za-z']+/g)!;
let warmSeed = 12_345;
const nextWarmWord = (): string => {
  warmSeed = (warmSeed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return warmWords[warmSeed % warmWords.length]!;
};
const warmSentence = (): string => {
  const w = Array.from({ length: 12 }, nextWarmWord).join(' ');
  return `${w[0]!.toUpperCase()}${w.slice(1)}.`;
};
const warmUpText = (): string =>
  Array.from({ length: 10 }, () => Array.from({ length: 4 }, warmSentence).join(' ')).join('\n\n');
await linter.lint(warmUp, { language: 'en', register: 'general', styleEnabled: true });
const firstMs = performance.now() - t;
// each harper.js thread lints its share of a text: as many warm-up texts per thread as one thread gets
for (let i = 0; i < 12 * Math.max(1, harperThreads); i++) await linter.lint(warmUpText(), { language: 'en', register: 'general', styleEnabled: true });
// harper.js in this thread, warmed up the same way, times what one thread of it costs (below)
const inThread = harperThreads > 0 ? new DocumentLinter(nodeDictionaries) : null;
for (let i = 0; inThread && i < 12; i++) await inThread.lint(warmUpText(), { language: 'en', register: 'general', styleEnabled: true });
// A measured text may read British (a learner's "theorise"): each dialect's dictionary and
// harper.js linters load once per process, which is the cold start above, not warm speed.
const britishWarmUp = (): string => `${warmUpText()}\n\nThe colour of the centre was organised.`;
for (let i = 0; i < 2 * Math.max(1, harperThreads); i++) await linter.lint(britishWarmUp(), { language: 'en', register: 'general', styleEnabled: true });
for (let i = 0; inThread && i < 2; i++) await inThread.lint(britishWarmUp(), { language: 'en', register: 'general', styleEnabled: true });
log(`first document checked after ${firstMs.toFixed(0)} ms (dictionary, suggestion index, harper.js compile ${onThreads}), warm after ${(performance.now() - t).toFixed(0)} ms; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
log(`harper.js runs ${harperEnabledRules.size} of its rules (the rest are off); own passes: spelling, ${proseRules.length} grammar and style rules`);

// ---- speed on unseen text: JFLEG sentences (never linted before in this process)
const allPasses: LintOptions = { language: 'en', register: 'general', styleEnabled: true };
const ourOnly: LintOptions = { ...allPasses, harper: false };
function documentOf(rows: Row[], targetWords: number, from = 0): { text: string; next: number } {
  const paras: string[] = [];
  let n = 0;
  let i = from;
  while (n < targetWords && i < rows.length) {
    const para: string[] = [];
    for (let k = 0; k < 6 && i < rows.length; k++, i++) para.push(String(rows[i]!.text));
    const p = para.join(' ');
    paras.push(p);
    n += words(p);
  }
  return { text: paras.join('\n\n'), next: i };
}
// Wall time scales with whatever else runs on the machine; CPU time of this process
// (all its threads) much less, so both are printed.
interface Timing {
  wall: number;
  cpu: number;
  words: number;
}
async function timed(texts: string[], run: (text: string) => Promise<unknown>): Promise<Timing> {
  const s = performance.now();
  const c = process.cpuUsage();
  for (const text of texts) await run(text);
  const cu = process.cpuUsage(c);
  return { wall: performance.now() - s, cpu: (cu.user + cu.system) / 1000, words: texts.reduce((n, x) => n + words(x), 0) };
}
const per1k = (x: Timing): string => `${((1000 * x.wall) / x.words).toFixed(0)} ms (CPU ${((1000 * x.cpu) / x.words).toFixed(0)} ms)`;
const docs: string[] = [];
let nextRow = 0;
for (let i = 0; i < 5; i++) {
  const d = documentOf(jfleg, 1000, nextRow);
  docs.push(d.text);
  nextRow = d.next;
}
const docC = documentOf(jfleg, 5000, nextRow);
const ownSpeed = await timed(docs.slice(0, 2), (x) => linter.lint(x, ourOnly));
// where the time of the all-passes run goes (wall time inside the process)
const passes: PassTimes = { harper: 0, spelling: 0, rules: 0 };
const allSpeed = await timed(docs.slice(2, 5), async (x) => {
  const r = await linter.lint(x, allPasses);
  for (const k of Object.keys(passes) as Array<keyof PassTimes>) passes[k] += r.passMs[k];
});
log(`speed, unseen text, warm, per 1,000 words: own passes ${per1k(ownSpeed)}; all passes with harper.js ${onThreads} ${per1k(allSpeed)} (target: at most 100)`);
const passPer1k = (ms: number): string => ((1000 * ms) / allSpeed.words).toFixed(0);
log(
  `  of the all-passes time: harper.js ${passPer1k(passes.harper)} ms (${harperThreads > 0 ? `until its findings were in, ${onThreads} alongside the rest` : 'alone'}), spelling (mostly its suggestions) ${passPer1k(passes.spelling)} ms, own grammar and style rules ${passPer1k(passes.rules)} ms per 1,000 words`,
);
// harper.js on one thread: with threads, the same documents once more through harper.js in
// this thread (its parses live per thread, so they are unseen here; only its time is taken)
let harperOneThread = passes.harper;
if (inThread) {
  harperOneThread = 0;
  for (const x of docs.slice(2, 5)) harperOneThread += (await inThread.lint(x, allPasses)).passMs.harper;
}
// harper.js keeps each sentence's parse (its neural noun-phrase chunker) across linters
// in a thread: fresh linters on the same documents parse nothing again and have no rule
// results cached, so they time its rules and the rest (tokenising, tagging) without the parse
const harperRerun = async (rules: ReadonlySet<string>): Promise<number> => {
  const fresh = await createHarperLinter('en-US', rules);
  const t = await timed(docs.slice(2, 5), (x) => fresh.organizedLints(x, { language: 'plaintext' }));
  await fresh.dispose();
  return t.wall;
};
const harperNoRules = await harperRerun(new Set());
const harperOurRules = await harperRerun(harperEnabledRules);
log(
  `  harper.js on one thread: ${passPer1k(harperOneThread)} ms, of it parsing unseen sentences ${passPer1k(harperOneThread - harperOurRules)} ms, its ${harperEnabledRules.size} rules ${passPer1k(harperOurRules - harperNoRules)} ms, tokenising and tagging ${passPer1k(harperNoRules)} ms`,
);

// 25,000 words as one document (clean prose, unseen so far), own passes then all passes on a fresh cache
const big = documentOf(clean, 25_000, 0).text;
const bigWords = words(big);
const bigOwn = await timed([big], (x) => new DocumentLinter(nodeDictionaries).lint(x, ourOnly));
const bigAll = await timed([big], (x) => new DocumentLinter(nodeDictionaries, nodeHarper).lint(x, allPasses));
log(`speed, ${bigWords} words as one document: own passes ${(bigOwn.wall / 1000).toFixed(2)} s (CPU ${(bigOwn.cpu / 1000).toFixed(2)} s); all passes, harper.js ${onThreads}, ${(bigAll.wall / 1000).toFixed(2)} s (CPU ${(bigAll.cpu / 1000).toFixed(2)} s) (target: under 2.5 s)`);

// incremental: lint a 5,000-word document, change one word, lint again
await linter.lint(docC.text, allPasses);
const edited = docC.text.replace(/\bthe\b/, 'teh');
const edit = await timed([edited], (x) => linter.lint(x, allPasses));
log(`incremental: one-word edit in a ${words(docC.text)}-word document re-checked in ${edit.wall.toFixed(0)} ms (all passes; target: under 50)`);

// harper.js alone, every default rule, warmed up the same way, on unseen text
const harper = new LocalLinter({ binary, dialect: Dialect.American });
await harper.setup();
for (let i = 0; i < 12; i++) await harper.lint(warmUpText(), { language: 'plaintext' });
// its default rules start lazily on their first real text: one more document before measuring
const harperWarm = documentOf(jfleg, 1000, docC.next);
await harper.lint(harperWarm.text, { language: 'plaintext' });
const harperSpeed = await timed([documentOf(jfleg, 1000, harperWarm.next).text], (x) => harper.lint(x, { language: 'plaintext' }));
log(`harper.js alone (all default rules), unseen text, warm: ${per1k(harperSpeed)} per 1,000 words`);

// ---- CoNLL-2014: grammar and spelling, style left out
const noStyle: LintOptions = { language: 'en', register: 'general', styleEnabled: false };
const preds = async (rows: Row[], opts: LintOptions) => {
  const res = [];
  for (const r of rows) {
    const x = await linter.lint(String(r.text), opts);
    res.push({ id: r.id, findings: x.findings.map((f) => ({ start: f.start, end: f.end, category: f.category, rule: f.rule, replacements: f.replacements })) });
  }
  return res;
};
const cp = (s: string): ((n: number) => number) => {
  const map: number[] = [];
  let i = 0;
  for (const ch of s) {
    map.push(i);
    i += ch.length;
  }
  map.push(i);
  return (n) => map[n] ?? i;
};
const harperPreds = async (rows: Row[]) => {
  const res = [];
  for (const r of rows) {
    const text = String(r.text);
    const at = cp(text);
    const lints = await harper.lint(text, { language: 'plaintext' });
    res.push({
      id: r.id,
      findings: lints.map((l) => {
        const span = l.span();
        const kind = l.lint_kind();
        const sugg = l.suggestions().map((s) => (s.kind() === 1 ? '' : s.kind() === 2 ? l.get_problem_text() + s.get_replacement_text() : s.get_replacement_text()));
        return { start: at(span.start), end: at(span.end), category: kind, rule: kind, replacements: sugg };
      }),
    });
  }
  return res;
};
const styleKinds = 'clarity,word_choice,Readability,Style,Enhancement,WordChoice,Redundancy,Regionalism,Nonstandard';
const ours = score('conll14.jsonl', await preds(conll, noStyle), ['--exclude-category', styleKinds]);
const hc = score('conll14.jsonl', await harperPreds(conll), ['--exclude-category', styleKinds]);
log('');
log('CoNLL-2014 dev (style left out)        detection P / R / F0.5      correction P / R / F0.5');
const line = (name: string, r: Record<string, any>): string =>
  `  ${name.padEnd(36)} ${pct(r.detection.precision)} / ${pct(r.detection.recall)} / ${pct(r.detection.f)}        ${pct(r.correction.precision)} / ${pct(r.correction.recall)} / ${pct(r.correction.f)}`;
log(line('writecheck (all passes)', ours));
log(line('harper.js alone', hc));

// ---- clean prose: every finding is a false alarm, every pass on
const cleanOurs = score('clean-prose.jsonl', await preds(clean, allPasses));
const cleanHarper = score('clean-prose.jsonl', await harperPreds(clean));
log('');
log(`clean prose (${cleanOurs.words} words), false alarms per 1,000 words: writecheck ${cleanOurs.falseAlarmsPer1000Words.toFixed(2)}, harper.js alone ${cleanHarper.falseAlarmsPer1000Words.toFixed(2)}`);
log(`  writecheck top rules: ${Object.entries(cleanOurs.topRules).map(([k, v]) => `${k} ${v}`).join(', ')}`);

// ---- spelling suggestions
const speller = await loadSpeller('en', nodeDictionaries);
t = performance.now();
const spOurs = spelling.map((r) => {
  const w = String(r.misspelled);
  return { id: r.id, flagged: !speller.isCorrect(w), suggestions: speller.suggest(w, 5) };
});
const spMs = performance.now() - t;
const so = score('spelling.jsonl', spOurs);
log('');
log(`spelling (${so.n} pairs)                     top-1   top-5   time`);
const spLine = (name: string, r: Record<string, any>, ms: number): string => `  ${name.padEnd(36)} ${pct(r.top1).padStart(5)}   ${pct(r.top5).padStart(5)}   ${(ms / 1000).toFixed(1)} s`;
log(spLine('writecheck', so, spMs));
for (const [src, v] of Object.entries(so.bySource as Record<string, any>)) log(`    ${src.padEnd(34)} ${pct(v.top1).padStart(5)}   ${pct(v.top5).padStart(5)}`);
{
  const src = so.bySource as Record<string, { n: number; top1: number; top5: number }>;
  const parts = ['norvig-testset1', 'mitton-aspell'].map((k) => src[k]!).filter(Boolean);
  const n = parts.reduce((a, p) => a + p.n, 0);
  const t1 = parts.reduce((a, p) => a + p.top1 * p.n, 0) / n;
  const t5 = parts.reduce((a, p) => a + p.top5 * p.n, 0) / n;
  log(`    ${'norvig + aspell (no real-word errors)'.padEnd(34)} ${pct(t1).padStart(5)}   ${pct(t5).padStart(5)}`);
}
// the weights were tuned on the even rows; the odd rows were kept aside
for (const [name, keep] of [['tuned half (even rows)', 0], ['held-aside half (odd rows)', 1]] as const) {
  const ids = new Set(spelling.filter((_, i) => i % 2 === keep).map((r) => r.id));
  const half = score('spelling.jsonl', spOurs.filter((p) => ids.has(p.id)));
  log(`    ${name.padEnd(34)} ${pct(half.top1 * (half.n / ids.size)).padStart(5)}   ${pct(half.top5 * (half.n / ids.size)).padStart(5)}`);
}
// the suggester's weights were tuned on the even non-Holbrook rows (Holbrook is mostly real-word
// errors, and the held-out split has none); the odd ones were kept aside
{
  const nonHolbrook = spelling.filter((r) => r.source !== 'mitton-holbrook');
  for (const [name, keep] of [['norvig + aspell, tuned (even)', 0], ['norvig + aspell, held aside (odd)', 1]] as const) {
    const ids = new Set(nonHolbrook.filter((_, i) => i % 2 === keep).map((r) => r.id));
    const half = score('spelling.jsonl', spOurs.filter((p) => ids.has(p.id)));
    log(`    ${name.padEnd(34)} ${pct(half.top1 * (half.n / ids.size)).padStart(5)}   ${pct(half.top5 * (half.n / ids.size)).padStart(5)}`);
  }
  log(`    ${(spMs / spelling.length).toFixed(2)} ms per word (check and five suggestions)`);
}
// A misspelling that is itself a word ("there" for "their") cannot be flagged without context,
// so these rows cap what any context-free speller can reach on this list.
{
  const realWord = spelling.filter((r) => String(r.misspelled).split(' ').every((w) => speller.isCorrect(w)));
  const ceiling = 1 - realWord.length / spelling.length;
  log(`    ${realWord.length} of ${spelling.length} misspellings are real words: no context-free speller can reach more than ${pct(ceiling)} top-1`);
}
const aspell = gnuAspellSuggestions(spelling.map((r) => String(r.misspelled)));
let sa: Record<string, any> | null = null;
if (aspell) {
  sa = score('spelling.jsonl', spelling.map((r, i) => ({ id: r.id, ...aspell.results[i]! })));
  log(spLine(`GNU Aspell ${aspell.version} (en_US)`, sa, aspell.ms));
  for (const [src, v] of Object.entries(sa.bySource as Record<string, any>)) log(`    ${src.padEnd(34)} ${pct(v.top1).padStart(5)}   ${pct(v.top5).padStart(5)}`);
} else log('  GNU Aspell: not installed here (apt-get install aspell aspell-en to compare)');

// The stand-in for the held-out list: pairs whose correction both spellers know and whose
// misspelling neither accepts (the held-out list has no real-word errors)
const standIn = misspellingStandIn(spelling.map((r) => String(r.misspelled)));
let standInFigures: Record<string, { n: number; top1: number; top5: number; aspellTop1: number | null; aspellTop5: number | null }> | null = null;
if (standIn) {
  const known = gnuAspellSuggestions(standIn.map((p) => p.correct));
  const flagged = gnuAspellSuggestions(standIn.map((p) => p.misspelled));
  const kept = standIn.filter((p, i) => speller.isCorrect(p.correct) && !speller.isCorrect(p.misspelled) && (!known || !known.results[i]!.flagged) && (!flagged || flagged.results[i]!.flagged));
  const rank = (suggestions: string[], correct: string): number => suggestions.findIndex((s) => s.toLowerCase() === correct);
  t = performance.now();
  const ourRanks = kept.map((p) => rank(speller.suggest(p.misspelled, 5), p.correct));
  const standInMs = performance.now() - t;
  const aspellRanks = (() => {
    const a = gnuAspellSuggestions(kept.map((p) => p.misspelled));
    return a ? kept.map((p, i) => rank(a.results[i]!.suggestions, p.correct)) : null;
  })();
  const share = (ranks: number[], idx: number[], within: number): number => (100 * idx.filter((i) => ranks[i]! >= 0 && ranks[i]! < within).length) / idx.length;
  standInFigures = {};
  log('');
  log(`spelling, stand-in for the held-out list (codespell's pairs, ${kept.length} of ${standIn.length} kept)   top-1   top-5`);
  for (const half of ['tune', 'measure'] as const) {
    const idx = kept.flatMap((p, i) => (p.half === half ? [i] : []));
    const f = {
      n: idx.length,
      top1: round1(share(ourRanks, idx, 1) / 100)!,
      top5: round1(share(ourRanks, idx, 5) / 100)!,
      aspellTop1: aspellRanks ? round1(share(aspellRanks, idx, 1) / 100) : null,
      aspellTop5: aspellRanks ? round1(share(aspellRanks, idx, 5) / 100) : null,
    };
    standInFigures[half] = f;
    log(`  ${`${half === 'tune' ? 'tuning' : 'measuring'} half (${f.n} pairs)`.padEnd(28)} writecheck ${f.top1.toFixed(1).padStart(5)}   ${f.top5.toFixed(1).padStart(5)}`);
    if (aspellRanks) log(`  ${''.padEnd(28)} GNU Aspell ${f.aspellTop1!.toFixed(1).padStart(5)}   ${f.aspellTop5!.toFixed(1).padStart(5)}`);
  }
  log(`  ${(standInMs / kept.length).toFixed(2)} ms per word (five suggestions)${known ? '' : "; GNU Aspell not installed, so only writecheck's dictionary chose the pairs"}`);
} else log('spelling stand-in for the held-out list: codespell is not installed here (apt-get install codespell)');

let sn: Record<string, any> | null = null;
if (!quick) {
  const dict = (await import('dictionary-en')).default;
  const ns = nspell({ aff: Buffer.from(dict.aff), dic: Buffer.from(dict.dic) });
  t = performance.now();
  const spNs = spelling.map((r) => ({ id: r.id, suggestions: ns.correct(String(r.misspelled)) ? [] : ns.suggest(String(r.misspelled)).slice(0, 5) }));
  const nsMs = performance.now() - t;
  sn = score('spelling.jsonl', spNs);
  log(spLine('nspell alone', sn, nsMs));
  for (const [src, v] of Object.entries(sn!.bySource as Record<string, any>)) log(`    ${src.padEnd(34)} ${pct(v.top1).padStart(5)}   ${pct(v.top5).padStart(5)}`);
}

log('');
log(`load average at the end: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores (timings above scale with it)`);
const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
log(`peak memory (max RSS): ${peakMb} MB`);

// ---- spelling suggestions in the other languages (after the peak memory, which stays the
// English passes'): their own misspellings and unknown technical words, each suggested once
log('');
log('spelling in the other languages      top-1   top-5   ms per word: median    p95    max   load ms   first suggestion ms');
const otherSpelling: Record<string, Record<string, number>> = {};
for (const [id, pairs] of Object.entries(otherLanguageMisspellings)) {
  t = performance.now();
  const sp = await loadSpeller(id as keyof typeof otherLanguageMisspellings, nodeDictionaries);
  const loadMs = performance.now() - t;
  // the first suggestion builds what suggestions need (the form filter)
  t = performance.now();
  sp.suggest('xqxqxq');
  const firstMs = performance.now() - t;
  const times: number[] = [];
  let top1 = 0;
  let top5 = 0;
  for (const word of [...pairs.map(([typed]) => typed), ...otherLanguageUnknownWords]) {
    t = performance.now();
    const found = sp.suggest(word, 5);
    times.push(performance.now() - t);
    const intended = pairs.find(([typed]) => typed === word)?.[1];
    if (intended !== undefined && found[0] === intended) top1++;
    if (intended !== undefined && found.includes(intended)) top5++;
  }
  times.sort((a, b) => a - b);
  const at = (q: number): number => Math.round(10 * times[Math.min(times.length - 1, Math.floor(q * times.length))]!) / 10;
  const row = { top1: Math.round((1000 * top1) / pairs.length) / 10, top5: Math.round((1000 * top5) / pairs.length) / 10, medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1), loadMs: Math.round(loadMs), firstSuggestionMs: Math.round(firstMs) };
  otherSpelling[id] = row;
  const cells = [row.medianMs, row.p95Ms, row.maxMs, row.loadMs, row.firstSuggestionMs].map(String);
  log(`  ${`${id} (${pairs.length} pairs, ${times.length} words)`.padEnd(34)} ${row.top1.toFixed(1).padStart(5)}   ${row.top5.toFixed(1).padStart(5)}   ${cells[0]!.padStart(19)} ${cells[1]!.padStart(6)} ${cells[2]!.padStart(6)} ${cells[3]!.padStart(9)} ${cells[4]!.padStart(21)}`);
}

const msPer1k = (x: Timing): number => Math.round((1000 * x.wall) / x.words);
log(
  JSON.stringify({
    bench: 'lint',
    conll14: { detectionF05: round1(ours.detection.f), correctionF05: round1(ours.correction.f), harperDetectionF05: round1(hc.detection.f), harperCorrectionF05: round1(hc.correction.f) },
    cleanProseFalseAlarmsPer1k: Math.round(100 * cleanOurs.falseAlarmsPer1000Words) / 100,
    harperCleanProseFalseAlarmsPer1k: Math.round(100 * cleanHarper.falseAlarmsPer1000Words) / 100,
    spelling: { top1: round1(so.top1), top5: round1(so.top5), nspellTop1: round1(sn?.top1), nspellTop5: round1(sn?.top5), aspellTop1: round1(sa?.top1), aspellTop5: round1(sa?.top5), heldOutStandIn: standInFigures },
    harperThreads,
    msPer1kWords: { own: msPer1k(ownSpeed), all: msPer1k(allSpeed), harperAlone: msPer1k(harperSpeed) },
    allPassesMsPer1kWords: {
      ...Object.fromEntries(Object.entries(passes).map(([k, v]) => [k, Math.round((1000 * v) / allSpeed.words)])),
      harperOneThread: Math.round((1000 * harperOneThread) / allSpeed.words),
      harperParse: Math.round((1000 * (harperOneThread - harperOurRules)) / allSpeed.words),
      harperRules: Math.round((1000 * (harperOurRules - harperNoRules)) / allSpeed.words),
    },
    words25kSeconds: { own: Math.round(bigOwn.wall) / 1000, all: Math.round(bigAll.wall) / 1000 },
    incrementalMs: Math.round(edit.wall),
    peakMemoryMb: peakMb,
    otherSpelling,
  }),
);
