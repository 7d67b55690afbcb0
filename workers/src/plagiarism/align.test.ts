import { describe, expect, it } from 'vitest';
import { alignPassages } from './align.js';

// Texts written for these tests: a short source about lighthouses and essays that borrow from it.
const SOURCE = [
  'Lighthouses were built along dangerous coasts to warn sailors of rocks and shallow water.',
  'Early towers burned wood or coal in open fires, which were hard to see in fog and rain.',
  'In the nineteenth century the Fresnel lens concentrated the light of a single lamp into a beam visible for many miles.',
  'Keepers lived in small cottages beside the tower and climbed the stairs every evening to trim the wick.',
  'Most lighthouses are now automated, and the old cottages have become museums or holiday homes.',
].join(' ');

const OWN_START = 'My grandmother grew up in a fishing village, and she often talked about the winters there. ';
const OWN_END = ' She never learned to swim, which still surprises everyone in our family when they hear it.';

function sliceOf(text: string, start: number, length: number): string {
  return text.slice(start, start + length);
}

describe('alignPassages', () => {
  it('finds an exact copy with exact offsets on both sides', () => {
    const copied = SOURCE.slice(SOURCE.indexOf('Early towers'), SOURCE.indexOf(' Most lighthouses'));
    const susp = OWN_START + copied + OWN_END;
    const [p, ...rest] = alignPassages(susp, SOURCE);
    expect(rest).toHaveLength(0);
    expect(p!.verdict).toBe('exact');
    expect(p!.similarity).toBe(1);
    expect(sliceOf(susp, p!.suspStart, p!.suspLength)).toBe(copied);
    expect(sliceOf(SOURCE, p!.srcStart, p!.srcLength)).toBe(copied);
    expect(p!.suspMarks[0]![0]).toBe(p!.suspStart);
  });

  it('treats changed line breaks and spacing as an exact copy', () => {
    const copied = SOURCE.slice(SOURCE.indexOf('In the nineteenth'), SOURCE.indexOf(' Most lighthouses'));
    const reflowed = copied.replace(/ the /g, '\n the ').replace(/ /g, '  ');
    const susp = OWN_START + reflowed + OWN_END;
    const [p] = alignPassages(susp, SOURCE);
    expect(p?.verdict).toBe('exact');
    expect(sliceOf(susp, p!.suspStart, p!.suspLength)).toBe(reflowed);
  });

  it('calls a lightly edited copy near and marks the words that agree', () => {
    const edited = SOURCE.replace('dangerous coasts', 'perilous coasts')
      .replace('hard to see', 'difficult to see')
      .replace('many miles', 'dozens of miles')
      .replace('every evening', 'each evening');
    const susp = OWN_START + edited + OWN_END;
    const passages = alignPassages(susp, SOURCE);
    expect(passages).toHaveLength(1);
    const p = passages[0]!;
    expect(p.verdict).toBe('near');
    expect(p.similarity).toBeGreaterThan(0.5);
    expect(p.similarity).toBeLessThan(1);
    const marked = p.suspMarks.map(([a, b]) => susp.slice(a, b)).join(' | ');
    expect(marked).toContain('Fresnel lens');
    expect(marked).not.toContain('perilous');
    expect(p.suspStart).toBe(OWN_START.length);
  });

  it('finds a paraphrase', () => {
    const paraphrase = [
      'Sailors were warned of rocks and shallow water by lighthouses built on dangerous stretches of coast.',
      'The first towers had open fires of coal or wood, hard to make out in rain and fog.',
      'During the nineteenth century a single lamp could be seen for many miles once the Fresnel lens concentrated its light into a beam.',
      'Every evening the keepers, who lived in cottages next to the tower, climbed its stairs to trim the wick.',
    ].join(' ');
    const susp = OWN_START + paraphrase + OWN_END;
    const passages = alignPassages(susp, SOURCE);
    expect(passages).toHaveLength(1);
    expect(passages[0]!.verdict).toBe('paraphrase');
    expect(passages[0]!.suspStart).toBeLessThanOrEqual(OWN_START.length);
    expect(passages[0]!.suspStart + passages[0]!.suspLength).toBeGreaterThan(OWN_START.length + paraphrase.length - 20);
  });

  it('calls a passage inside quotation marks quoted', () => {
    const copied = SOURCE.slice(SOURCE.indexOf('In the nineteenth'), SOURCE.indexOf(' Most lighthouses'));
    const susp = `${OWN_START}As one history puts it, “${copied}” (Harbour Books, 2019).${OWN_END}`;
    const [p] = alignPassages(susp, SOURCE);
    expect(p?.verdict).toBe('quoted');
  });

  it('calls a block quote quoted', () => {
    const copied = SOURCE.slice(SOURCE.indexOf('Early towers'), SOURCE.indexOf(' Most lighthouses'));
    const susp = `${OWN_START}\n\n> ${copied}\n\n${OWN_END}`;
    const [p] = alignPassages(susp, SOURCE);
    expect(p?.verdict).toBe('quoted');
  });

  it('finds nothing between texts on different subjects', () => {
    const other = [
      'Sourdough bread relies on wild yeast and lactic acid bacteria rather than baker’s yeast.',
      'The starter is fed with flour and water for several days until it bubbles reliably.',
      'A long, cool fermentation develops flavour and gives the crust its deep colour.',
      'Bakers score the loaf with a razor so that it expands evenly in the oven.',
    ].join(' ');
    expect(alignPassages(other, SOURCE)).toEqual([]);
    expect(alignPassages(OWN_START + OWN_END, SOURCE)).toEqual([]);
  });

  it('finds nothing when texts share only common phrases', () => {
    const susp =
      'At the end of the day, it is important to note that one of the most common mistakes is to wait. ' +
      'On the other hand, in the nineteenth century many people did not travel at all, and the rest of the time they worked.';
    expect(alignPassages(susp, SOURCE)).toEqual([]);
  });

  it('keeps offsets exact in text with accents, emoji and other scripts', () => {
    const src = `Prélude 🎻: ${SOURCE}`;
    const copied = SOURCE.slice(SOURCE.indexOf('In the nineteenth'), SOURCE.indexOf(' Most lighthouses'));
    const susp = `Über 😀😀 Ελληνικά — 日本語のテキスト。 ${copied} Ça suffit, naïve café.`;
    const [p] = alignPassages(susp, src);
    expect(sliceOf(susp, p!.suspStart, p!.suspLength)).toBe(copied);
    expect(sliceOf(src, p!.srcStart, p!.srcLength)).toBe(copied);
  });

  it('matches accented and unaccented spellings of the same words', () => {
    const src = 'The café served crème brûlée to every naïve visitor who arrived before noon on market days. '.repeat(1) +
      'Its façade faced the old cathedral square, where musicians played for coins under the plane trees all summer.';
    const susp = 'Intro sentence of my own that says nothing borrowed at all here. ' +
      src.normalize('NFD').replace(/\p{M}/gu, '');
    const [p] = alignPassages(susp, src);
    expect(p?.verdict).toBe('exact');
  });
});

describe('alignPassages on reordered passages', () => {
  const MILL = [
    'The old mill stood beside the river for three hundred years before the flood of 1952 carried away its wheel.',
    'Farmers from the surrounding valleys brought their grain by cart every autumn, and the miller kept a ledger of every sack.',
    'His daughter later donated the ledger to the county archive, where historians still study the prices it records.',
    'Today the building houses a small museum with a working model of the wheel and a café on the ground floor.',
  ].join(' ');
  // the same sentences in another order, a few words changed in each
  const REORDERED = [
    'Farmers from the nearby valleys brought their grain by wagon every autumn, and the miller kept a ledger of every sack.',
    'The old mill stood beside the stream for three hundred years before the flood of 1952 carried off its wheel.',
    'Today the building holds a small museum with a working model of the wheel and a café on the ground floor.',
    'His daughter later gave the ledger to the county archive, where historians still study the prices it records.',
  ].join(' ');

  it('reports a copy with its sentences reordered and edited as one passage', () => {
    const host = `I spent last summer walking along rivers in the north with two friends.\n${REORDERED}\nWe ended each day at a different guest house.`;
    const passages = alignPassages(host, MILL);
    expect(passages).toHaveLength(1);
    const p = passages[0]!;
    expect(host.slice(p.suspStart, p.suspStart + p.suspLength)).toBe(REORDERED);
    expect([p.srcStart, p.srcLength]).toEqual([0, MILL.length]);
  });
});

describe('alignPassages on summaries', () => {
  const REPORT = [
    'The town council met on Tuesday evening to discuss the future of the old railway station.',
    'Built in 1887, the station closed to passengers in the 1960s and has stood empty since the last freight trains left.',
    'Several residents spoke in favour of turning the building into a public library with a small café.',
    'Others argued that the council could not afford the repairs, which engineers estimate at four million pounds.',
    'The roof leaks badly, and parts of the platform canopy were removed last year after a storm.',
    'A local developer has offered to buy the site and build forty flats, keeping only the original ticket hall.',
    'Heritage groups oppose the plan and have asked the national trust to list the station as a protected building.',
    'The mayor said no decision would be taken before a public consultation in the spring.',
    'Traffic on the high street was also discussed, after complaints about lorries using it as a shortcut.',
    'Councillors agreed to ask the county for a weight limit on the bridge at the end of the street.',
    'The meeting closed shortly after ten o’clock, with the station question left open.',
  ].join(' ');
  const SUMMARY =
    'Councillors debated the empty railway station, built in 1887: residents want a library and café, a developer offers flats, ' +
    'heritage groups ask for protection, and repairs would cost four million pounds. A public consultation comes in the spring. ' +
    'A weight limit for lorries on the high street bridge was also requested.';

  it('reports a summary paragraph against the whole source', () => {
    const host = `Our newsletter covers the week in the valley.\nThe school choir won a regional prize on Saturday.\n${SUMMARY}\nThe farmers market returns next month with new stalls.`;
    const passages = alignPassages(host, REPORT);
    expect(passages).toHaveLength(1);
    const p = passages[0]!;
    expect(p.verdict).toBe('paraphrase');
    expect(host.slice(p.suspStart, p.suspStart + p.suspLength)).toBe(SUMMARY);
    expect([p.srcStart, p.srcLength]).toEqual([0, REPORT.length]);
  });
});

describe('alignPassages on code', () => {
  const ORIGINAL = `Here is how the total is computed.

function computeTotal(items) {
  let total = 0;
  for (const item of items) {
    total += item.price * item.quantity;
  }
  if (total > 100) {
    total = total * 0.9;
  }
  return total;
}
`;
  it('matches code with renamed identifiers and changed whitespace', () => {
    const renamed = `My own solution follows.

function sumAll(list) {
    let acc = 0;
    for (const x of list) { acc += x.cost * x.count; }
    if (acc > 100) { acc = acc * 0.9; }
    return acc;
}
`;
    const [p, ...rest] = alignPassages(renamed, ORIGINAL);
    expect(rest).toHaveLength(0);
    expect(p!.verdict).toBe('near');
    expect(renamed.slice(p!.suspStart, p!.suspStart + p!.suspLength)).toMatch(/^function sumAll[\s\S]*return acc;\n}$/);
    expect(ORIGINAL.slice(p!.srcStart, p!.srcStart + p!.srcLength)).toMatch(/^function computeTotal[\s\S]*return total;\n}$/);
  });

  it('calls identical code exact', () => {
    const [p] = alignPassages(`Copied below.\n\n${ORIGINAL.slice(ORIGINAL.indexOf('function'))}`, ORIGINAL);
    expect(p?.verdict).toBe('exact');
  });

  it('does not match code with a different structure', () => {
    const other = `function parse(line) {
  const parts = line.split(',');
  while (parts.length < 3) parts.push('');
  return { name: parts[0], size: Number(parts[1]), kind: parts[2] };
}
`;
    expect(alignPassages(other, ORIGINAL)).toEqual([]);
  });
});

describe('alignPassages on hostile input', () => {
  it('refuses values that are not strings with a clear error', () => {
    expect(() => alignPassages(undefined as unknown as string, SOURCE)).toThrow(/suspicious text must be a string/);
    expect(() => alignPassages(SOURCE, 42 as unknown as string)).toThrow(/source text must be a string/);
  });

  it('returns nothing for empty, blank and punctuation-only texts', () => {
    expect(alignPassages('', SOURCE)).toEqual([]);
    expect(alignPassages(SOURCE, '')).toEqual([]);
    expect(alignPassages('   \n\n\t ', '...!!!???')).toEqual([]);
  });

  it('stays fast on degenerate repetitive text', () => {
    const spam = 'the same words again and again '.repeat(20_000);
    const started = performance.now();
    alignPassages(spam, spam.slice(0, 200_000));
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('handles unpaired quotation marks and surrogate halves', () => {
    const broken = `“ ${SOURCE} \uD800 " « ${OWN_END}`;
    const passages = alignPassages(broken, SOURCE);
    expect(passages.length).toBeGreaterThan(0);
    for (const p of passages) {
      expect(p.suspStart + p.suspLength).toBeLessThanOrEqual(broken.length);
      expect(p.srcStart + p.srcLength).toBeLessThanOrEqual(SOURCE.length);
    }
  });
});
