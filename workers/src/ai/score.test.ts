import { describe, expect, it } from 'vitest';
import { scoreAiContent, shippedDetector } from './detector.js';

// A generated text of a given length: varied enough to be a text, made for the test.
function generatedText(words: number, seed = 1): string {
  const vocabulary = 'river morning teacher window quickly market because paper slowly bright garden under yellow answer'.split(' ');
  let s = seed;
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const w = vocabulary[s % vocabulary.length]!;
    out.push(i % 9 === 0 ? w[0]!.toUpperCase() + w.slice(1) : w);
    if (i % 9 === 8) out[out.length - 1] += '.';
  }
  return `${out.join(' ')}.`;
}

describe('scoreAiContent', () => {
  it('names the detector and gives a probability with sentence spans inside the text', () => {
    const text = generatedText(300);
    const r = scoreAiContent(text);
    expect(r.detector).toEqual({ name: shippedDetector().name, version: shippedDetector().version });
    expect(r.score).toBeGreaterThanOrEqual(0);
    expect(r.score).toBeLessThanOrEqual(1);
    expect(r.partial).toBe(false);
    expect(['likely_human', 'mixed', 'likely_ai']).toContain(r.band);
    expect(r.sentences.length).toBeGreaterThan(10);
    let last = -1;
    for (const s of r.sentences) {
      expect(s.start).toBeGreaterThan(last);
      expect(s.end).toBeLessThanOrEqual(text.length);
      expect(s.score).toBeGreaterThanOrEqual(0);
      expect(s.score).toBeLessThanOrEqual(1);
      last = s.end;
    }
    for (const signal of r.signals) expect(signal.description.length).toBeGreaterThan(10);
  });

  it('reads the prose only: code, markup and list markers neither count nor move the score', () => {
    const prose = generatedText(300, 7);
    const code = '\n\n```js\nconst server = fastify({ logger: true });\nserver.get("/", async () => ({ hello: "world" }));\n```\n\n';
    const cut = prose.indexOf(' ', 900);
    const withCode = `${prose.slice(0, cut)}${code}See \`server.listen()\` and https://example.com/docs.${prose.slice(cut)}`;
    const plain = scoreAiContent(prose);
    const mixed = scoreAiContent(withCode);
    expect(mixed.words).toBe(plain.words + 2); // "See" and "and"; the rest is code
    expect(Math.abs(mixed.score - plain.score)).toBeLessThan(0.05);
    // a document that is mostly code has too little prose for a verdict
    const mostlyCode = `Install it.${'\n\n```\nnpm install fastify --save\nconst app = fastify();\n```'.repeat(40)}`;
    expect(scoreAiContent(mostlyCode).band).toBe('insufficient_text');
  });

  it('ends a sentence where a code block begins, so no sentence span holds code', () => {
    const prose = generatedText(300, 11);
    const cut = prose.indexOf('. ', 800) + 2;
    const code = '\n```python\nfor line in open("notes.txt"):\n    print(line.strip())\n```\n';
    // the sentence before the code has no final stop
    const text = `${prose.slice(0, cut)}Read the notes line by line as shown below${code}${prose.slice(cut)}`;
    const r = scoreAiContent(text);
    const spans = r.sentences.map((s) => text.slice(s.start, s.end));
    expect(spans).toContain('Read the notes line by line as shown below');
    const block: [number, number] = [text.indexOf('```'), text.lastIndexOf('```') + 3];
    for (const s of r.sentences) expect(s.end <= block[0] || s.start >= block[1]).toBe(true);
  });

  it('gives no verdict under 150 words', () => {
    const r = scoreAiContent(generatedText(149));
    expect(r.band).toBe('insufficient_text');
    expect(r.partial).toBe(true);
    expect(scoreAiContent(generatedText(150)).partial).toBe(false);
  });

  it('is deterministic', () => {
    const text = generatedText(200, 7);
    expect(scoreAiContent(text)).toEqual(scoreAiContent(text));
  });

  it('handles hostile input without throwing', () => {
    const hostile = [
      '',
      '   \n\t  ',
      '.'.repeat(10_000),
      'a'.repeat(200_000),
      '\u0000\uFFFD\uD800 broken \uDFFF surrogates',
      '😀 '.repeat(5_000),
      Array.from({ length: 3000 }, (_, i) => String.fromCharCode(0x4e00 + (i % 500))).join(''),
      'word '.repeat(30_000),
    ];
    for (const text of hostile) {
      const r = scoreAiContent(text);
      expect(Number.isFinite(r.score)).toBe(true);
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(1);
    }
    expect(scoreAiContent('').band).toBe('insufficient_text');
  });

  it('refuses a value that is not a string with a clear error', () => {
    expect(() => scoreAiContent(42 as unknown as string)).toThrow(/text as a string/);
  });

  it('scores 25,000 words well within the time budget', () => {
    const text = generatedText(25_000, 3);
    scoreAiContent(generatedText(500, 9));
    // CPU time: a busy machine stretches the clock but not the work done.
    const started = process.cpuUsage();
    scoreAiContent(text);
    const used = process.cpuUsage(started);
    // 50 ms per 1,000 words is the budget; the slack covers a slower test machine.
    expect((used.user + used.system) / 1000).toBeLessThan(25 * 50 * 2);
  });
});
