import { comparable, referenceForStyle, referenceInEveryStyle } from '../citationText.js';
import type { CitationContext } from '../context.js';
import type { CitationFinding } from '../finding.js';
import { entryBody } from '../numberedList.js';
import { stripItalicMarkers } from '../referenceParser.js';

function italicMarkerOf(text: string): string {
  return /(?:^|[\s(“"])([*_])[^*_\n]+\1/.exec(text)?.[1] ?? '';
}

function reason(written: string, expected: string, style: string): string {
  if (/\bdoi:\s*10\.|(?<!doi\.org\/)\b10\.\d{4,9}\//i.test(written) && expected.includes('https://doi.org/')) {
    return 'the DOI is written as a link, https://doi.org/…';
  }
  if (written.toLowerCase() === expected.toLowerCase()) {
    return style === 'APA' ? 'titles of works are in sentence case' : 'titles are in title case';
  }
  if (stripItalicMarkers(written) === stripItalicMarkers(expected)) return 'italics mark the title of the book, journal or site';
  if (/ et al\./.test(written) !== / et al\./.test(expected)) return 'the list of authors follows the style\'s rule for "et al."';
  const range = /\d+\s*[‐‑–-]\s*\d+/;
  if (range.test(written) && comparable(written.replace(range, '#')) === comparable(expected.replace(range, '#'))) {
    if (style === 'MLA') return 'a page range gives only the last two digits of its second number when they suffice (pp. 300–15)';
    if (style === 'Chicago') return 'a page range shortens its second number as Chicago does (321–28, 101–8, 498–532)';
    return 'a page range gives both numbers in full, joined by an en dash (pp. 300–315)';
  }
  // the habits of the sixth edition of APA and of MLA 8, which the current editions dropped
  const city = [...written.matchAll(PUBLISHER_CITY)].pop();
  if (style !== 'Chicago' && city && comparable(written.slice(0, city.index) + written.slice(city.index + city[0].length)) === comparable(expected)) {
    return 'the publisher is given without its city';
  }
  if (style === 'APA' && RETRIEVED_FROM.test(written) && comparable(written.replace(RETRIEVED_FROM, '')) === comparable(expected)) {
    return 'a link follows the entry without "Retrieved from"';
  }
  return 'the order and punctuation of its parts follow the style';
}

// "New York: Academic Press", "Thousand Oaks, CA: Sage": a city before the publisher, after a
// full stop (the last such colon: a title's comes earlier)
const PUBLISHER_CITY = /(?<=\.\s)[A-Z][\p{L}.' -]{1,30}(?:,\s*[A-Z][\p{L}. ]{1,20})?:\s+(?=[A-Z])/gu;
const RETRIEVED_FROM = /\bRetrieved from\s+(?=https?:)/;

/**
 * A reference not written as the chosen style writes it. The entry is parsed into its fields,
 * formatted again by the style's CSL, and the two compared; differences of spacing, quotation
 * marks and dashes are ignored. Notes-style documents, numbered lists where the style numbers
 * (Chicago notes) and documents in other languages are left alone: their entries follow other
 * conventions. A numbered entry is compared without its number.
 */
export function entryFormat(ctx: CitationContext): CitationFinding[] {
  // The styles' manuals in other languages write their own words ("y", "s.f.", "Recuperado
  // de"); the formatter writes English ones, so only English reference lists are compared.
  if (ctx.notes.size > 0 || !ctx.language.toLowerCase().startsWith('en')) return [];
  // A numbered list is checked, without its numbers, only where the style wants none (numberedEntry).
  const out: CitationFinding[] = [];
  for (const entry of ctx.entries) {
    if ((entry.number !== undefined && !ctx.numbersOff) || entry.parsed.authors.length === 0 || !entry.parsed.title) continue;
    const { text, start } = entryBody(entry);
    const marker = italicMarkerOf(text);
    // The other styles' forms are only worked out for an entry that needs a fix.
    const expected = ctx.csl.reference(entry.parsed, ctx.style, marker);
    if (expected === undefined || comparable(expected) === comparable(text)) continue;
    // differing in case only, with the title already as the style cases it: a formatter
    // artefact ("218–223.e1" printed "218–223.E1"), not the writer's error
    const title = entry.parsed.title;
    if (comparable(expected).toLowerCase() === comparable(text).toLowerCase() && title && (ctx.style !== 'APA' || referenceForStyle(entry.parsed, 'APA', ctx.isName).title === title)) continue;
    if (entry.parsed.type === 'webpage') {
      // the page's date may carry its label, which the formatter leaves off ("Last modified March 1, 2022")
      const unlabelled = comparable(text.replace(/\b(?:Last modified|Updated|Published) (?=[A-Z\d])/g, ''));
      if (comparable(expected) === unlabelled || comparable(ctx.asNewsArticle(entry.parsed, ctx.style, marker) ?? '') === comparable(text)) continue;
    }
    // An undated page needs the date it was read, which only the writer knows.
    if (/Retrieved https?:/.test(expected)) continue;
    const replacement = referenceInEveryStyle(ctx.csl, entry.parsed, marker);
    const why = reason(text, expected, ctx.style);
    const finding: CitationFinding = {
      kind: 'entry_format',
      category: 'citation',
      severity: 'warning',
      title: 'Reference format',
      message: (s) => `This reference does not follow ${s} style${s === ctx.style ? `: ${why}` : ''}. ${s}: ${replacement[s] ?? '(needs every author\'s name)'}`,
      start,
      end: entry.end,
      replacement,
      label: `Format as ${ctx.style}`,
    };
    if (entry.sourceId !== undefined) finding.citedSourceId = entry.sourceId;
    out.push(finding);
  }
  return out;
}
