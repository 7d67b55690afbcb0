// `pnpm bench:intake`: OCR accuracy and speed next to Debian's `tesseract` CLI, and PDF text
// extraction speed next to `pdftotext`, on the committed intake fixtures. Prints a table per
// part and ends with one line of JSON holding every figure.
//
//   pnpm bench:intake [--rounds N]   (N: passes over the PDFs for the speed figures; default 5)

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { characterErrorRate } from '../src/intake/ocr/characterErrorRate.js';
import { releaseOcrEngines } from '../src/intake/ocr/ocrEngine.js';
import { runOcr } from '../src/intake/ocr/runOcr.js';
import { extractPdfText } from '../src/intake/pdfText.js';

const fixtures = fileURLToPath(new URL('../test/fixtures/intake/', import.meta.url));
const sourceText = (language: string) => readFileSync(join(fixtures, 'sources', `${language}.txt`), 'utf8');

interface OcrCase {
  file: string;
  language: string;
  kind: string;
}

const ocrCases: OcrCase[] = [
  { file: 'scan.png', language: 'en', kind: 'clean scan (PNG)' },
  { file: 'scan.gif', language: 'en', kind: 'clean scan (GIF)' },
  { file: 'scanned.pdf', language: 'en', kind: 'scanned PDF' },
  { file: 'photo-skewed.jpg', language: 'en', kind: 'phone photo, skewed (JPEG)' },
  { file: 'photo-exif-rotated.jpg', language: 'en', kind: 'phone photo, EXIF-rotated (JPEG)' },
  { file: 'photo.webp', language: 'en', kind: 'phone photo (WebP)' },
  ...['es', 'fr', 'de', 'pt', 'it', 'nl'].map((language) => ({ file: `scan-${language}.png`, language, kind: `clean scan (${language})` })),
];

const tesseractLanguages: Record<string, string> = { en: 'eng', es: 'spa', fr: 'fra', de: 'deu', pt: 'por', it: 'ita', nl: 'nld' };

function available(command: string, args: string[]): boolean {
  const probe = spawnSync(command, args, { encoding: 'utf8' });
  return !probe.error && probe.status === 0;
}

function installedTesseractLanguages(): Set<string> {
  const probe = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8' });
  return new Set(`${probe.stdout}`.split('\n').map((line) => line.trim()));
}

/** The CLI as a person would run it: one thread (its OpenMP threads only slow it on 2 cores). */
function tesseractCli(path: string, language: string, scratch: string): { text: string; seconds: number } {
  let input = path;
  if (path.endsWith('.pdf')) {
    // The CLI reads no PDF: rasterise the page first, as one would (not timed).
    spawnSync('pdftoppm', ['-r', '150', '-png', '-singlefile', path, join(scratch, 'page')]);
    input = join(scratch, 'page.png');
  }
  const started = performance.now();
  const run = spawnSync('tesseract', [input, 'stdout', '-l', language], { encoding: 'utf8', env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
  return { text: run.stdout ?? '', seconds: (performance.now() - started) / 1000 };
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

async function benchOcr(haveTesseract: boolean) {
  const cliLanguages = haveTesseract ? installedTesseractLanguages() : new Set<string>();
  const scratch = mkdtempSync(join(tmpdir(), 'bench-intake-'));
  const rows: Array<Record<string, unknown>> = [];
  // Warm the engine once, so the per-page figures are steady-state (setup is reported apart).
  const setupStarted = performance.now();
  await runOcr(readFileSync(join(fixtures, 'scan.gif')));
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  try {
    for (const item of ocrCases) {
      const bytes = new Uint8Array(readFileSync(join(fixtures, item.file)));
      const expected = sourceText(item.language);
      let pages = 0;
      const started = performance.now();
      const result = await runOcr(bytes, { onPage: () => pages++ });
      const seconds = (performance.now() - started) / 1000 / Math.max(1, pages);
      const text = 'error' in result || result.needsOcr ? '' : result.text;
      const row: Record<string, unknown> = {
        file: item.file,
        kind: item.kind,
        cer: round(characterErrorRate(expected, text) * 100, 2),
        secondsPerPage: round(seconds, 2),
      };
      const code = tesseractLanguages[item.language]!;
      if (haveTesseract && cliLanguages.has(code)) {
        const cli = tesseractCli(join(fixtures, item.file), code, scratch);
        row.tesseractCliCer = round(characterErrorRate(expected, cli.text) * 100, 2);
        row.tesseractCliSecondsPerPage = round(cli.seconds, 2);
      } else {
        row.tesseractCliCer = null;
        row.tesseractCliSecondsPerPage = null;
      }
      rows.push(row);
      console.log(
        `${item.file.padEnd(24)} ${item.kind.padEnd(34)} CER ${String(row.cer).padStart(6)}%  ${String(row.secondsPerPage).padStart(5)} s/page` +
          (row.tesseractCliCer === null ? '   tesseract CLI: n/a' : `   tesseract CLI: CER ${String(row.tesseractCliCer).padStart(6)}%  ${String(row.tesseractCliSecondsPerPage).padStart(5)} s/page`),
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    await releaseOcrEngines();
  }
  return { setupSeconds: round(setupSeconds, 2), rows };
}

async function benchPdf(rounds: number, havePdftotext: boolean) {
  const files = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'].map((language) => `${language}.pdf`).concat('paper.pdf');
  const documents = files.map((file) => ({ file, bytes: new Uint8Array(readFileSync(join(fixtures, file))) }));
  await extractPdfText(documents[0]!.bytes); // load pdf.js before timing
  let pages = 0;
  let started = performance.now();
  for (let round = 0; round < rounds; round++) {
    for (const document of documents) pages += (await extractPdfText(document.bytes)).pages;
  }
  const ours = pages / ((performance.now() - started) / 1000);
  let cli: number | null = null;
  if (havePdftotext) {
    const scratch = mkdtempSync(join(tmpdir(), 'bench-pdf-'));
    const paths = documents.map((document) => {
      const path = join(scratch, document.file);
      writeFileSync(path, document.bytes);
      return path;
    });
    started = performance.now();
    for (let round = 0; round < rounds; round++) for (const path of paths) spawnSync('pdftotext', [path, '-']);
    cli = pages / ((performance.now() - started) / 1000);
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(`PDF text: ${round(ours, 1)} pages/s (${pages} pages)` + (cli === null ? '   pdftotext: n/a' : `   pdftotext: ${round(cli, 1)} pages/s (a new process per file)`));
  return { pages, pagesPerSecond: round(ours, 1), pdftotextPagesPerSecond: cli === null ? null : round(cli, 1) };
}

async function main(argv: string[]): Promise<void> {
  const roundsArg = argv.indexOf('--rounds');
  const rounds = roundsArg >= 0 ? Math.max(1, Number(argv[roundsArg + 1]) || 5) : 5;
  const haveTesseract = available('tesseract', ['--version']);
  const havePdftotext = available('pdftotext', ['-v']);
  if (!haveTesseract) console.log('tesseract CLI not found: its columns are n/a. Install it with: apt-get install tesseract-ocr tesseract-ocr-eng');
  if (!havePdftotext) console.log('pdftotext not found: its column is n/a. Install it with: apt-get install poppler-utils');
  console.log('OCR (character error rate against the text each image was made from; lower is better)');
  const ocr = await benchOcr(haveTesseract);
  console.log(`OCR engine setup: ${ocr.setupSeconds} s once per worker (not in the per-page figures)`);
  const pdf = await benchPdf(rounds, havePdftotext);
  const worst = Math.max(...ocr.rows.map((row) => row.cer as number));
  console.log(JSON.stringify({ ocr: { maxCer: worst, setupSeconds: ocr.setupSeconds, files: ocr.rows }, pdf }));
}

await main(process.argv.slice(2));
