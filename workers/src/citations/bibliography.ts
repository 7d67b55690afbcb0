import { entryLabel } from './entryLabel.js';
import { parseReference } from './referenceParser.js';
import type { BibliographyEntry } from './types.js';

/** Headings that open a reference list, in the seven supported languages. */
const bibliographyHeadings = new Set([
  'references', 'reference list', 'works cited', 'bibliography', 'works consulted', 'sources', 'literature cited',
  'referencias', 'referencias bibliográficas', 'bibliografía', 'obras citadas',
  'références', 'références bibliographiques', 'bibliographie', 'ouvrages cités',
  'literaturverzeichnis', 'literatur', 'quellen', 'quellenverzeichnis',
  'referências', 'referências bibliográficas', 'bibliografia', 'obras citadas',
  'riferimenti bibliografici', 'riferimenti', 'opere citate',
  'literatuurlijst', 'referenties', 'bibliografie', 'bronnen', 'literatuur',
]);

/** Headings that open a list of endnotes. */
const notesHeadings = new Set([
  'notes', 'endnotes', 'footnotes', 'notas', 'notes de fin', 'anmerkungen', 'fußnoten', 'endnoten', 'note', 'noten', 'eindnoten',
]);

export interface Line {
  text: string;
  start: number;
  end: number;
}

export function splitLines(text: string, from = 0, to = text.length): Line[] {
  const lines: Line[] = [];
  let pos = from;
  while (pos <= to) {
    let nl = text.indexOf('\n', pos);
    if (nl < 0 || nl > to) nl = to;
    const raw = text.slice(pos, nl);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) lines.push({ text: trimmed, start: pos + lead, end: pos + lead + trimmed.length });
    if (nl >= to) break;
    pos = nl + 1;
  }
  return lines;
}

function headingName(line: string): string {
  return line
    .replace(/^#{1,6}\s*/, '')
    .replace(/[*_]/g, '')
    .replace(/[:.]\s*$/, '')
    .trim()
    .toLowerCase();
}

/** A line that starts like a reference: "Surname, X" and has a year or "n.d.". */
function looksLikeReference(line: string): boolean {
  return /^(?:\[\d+\]\s*|\d+[.)]\s+)?[\p{Lu}][\p{L}'’-]+(?: [\p{Lu}][\p{L}'’-]+)*,\s\p{Lu}/u.test(line) && /\b(?:1[5-9]\d\d|20\d\d|n\.d\.)/.test(line);
}

export interface DocumentSections {
  /** Where the body (the text that cites) ends. */
  bodyEnd: number;
  bibliography?: { start: number; ownsHeading: boolean; entries: BibliographyEntry[] };
  /** Numbered endnotes, by number. */
  notes: Map<number, Line>;
}

/**
 * A line that carries on the entry above it, as text extracted from a PDF or a narrow column
 * does: it starts in lower case, with a digit, or with a link. A reference never starts so,
 * except a surname with a particle ("van der Berg, J.").
 */
function continuesEntry(line: string): boolean {
  if (/^(?:van|von|de|da|di|del|le|la|du|dos|ten|ter)\s[^,]{1,40},/.test(line)) return false;
  return /^(?:[\p{Ll}(]|https?:|doi:)/u.test(line) || (/^\d/.test(line) && !entryLabel(line));
}

/** Joins wrapped lines to the entry they continue. */
function joinWrapped(text: string, lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const l of lines) {
    const last = out[out.length - 1];
    if (last && continuesEntry(l.text)) {
      last.end = l.end;
      last.text = text.slice(last.start, l.end);
    } else {
      out.push({ ...l });
    }
  }
  return out;
}

function entriesFrom(text: string, raw: Line[], language: string): BibliographyEntry[] {
  const lines = joinWrapped(text, raw);
  return lines.map((l) => {
    const label = entryLabel(l.text);
    const entry: BibliographyEntry = { text: l.text, start: l.start, end: l.end, parsed: parseReference(l.text, language) };
    if (label) {
      entry.number = label.number;
      entry.label = label.text;
    }
    return entry;
  });
}

interface SectionLines {
  bodyEnd: number;
  bibliography?: { start: number; ownsHeading: boolean; lines: Line[] };
  notes: Map<number, Line>;
}

/**
 * Finds the reference list (by its heading, or as a run of reference-shaped lines at the end)
 * and the endnotes, and where the citing body ends.
 */
export function findSections(text: string, language = 'en'): DocumentSections {
  const { bodyEnd, bibliography, notes } = sectionLines(text);
  const sections: DocumentSections = { bodyEnd, notes };
  if (bibliography) {
    const { start, ownsHeading, lines } = bibliography;
    sections.bibliography = { start, ownsHeading, entries: entriesFrom(text, lines, language) };
  }
  return sections;
}

/**
 * The entries of the reference list that read as references (a name and a year, a
 * parenthesised year, a link, a page locator or a list number), wrapped lines joined and
 * left unparsed. A prose section under a heading such as "Sources" does not read so.
 */
export function referenceLines(text: string): Line[] {
  const bib = sectionLines(text).bibliography;
  return bib ? joinWrapped(text, bib.lines).filter((l) => readsAsReference(l.text)) : [];
}

function readsAsReference(line: string): boolean {
  return (
    looksLikeReference(line) ||
    /\((?:1[5-9]\d\d|20\d\d)[a-z]?\)|\(n\.d\.\)|\bdoi[:.]|https?:\/\/|\bpp?\.\s?\d/i.test(line) || entryLabel(line) !== undefined
  );
}

function sectionLines(text: string): SectionLines {
  const lines = splitLines(text);
  let bibHeading = -1;
  let notesHeading = -1;
  lines.forEach((l, i) => {
    if (l.text.length > 60) return;
    const name = headingName(l.text);
    if (bibliographyHeadings.has(name)) bibHeading = i;
    else if (notesHeadings.has(name)) notesHeading = i;
  });

  const sections: SectionLines = { bodyEnd: text.length, notes: new Map() };
  // Markdown footnote definitions ("[^1]: …") are notes wherever they stand.
  for (const l of lines) {
    const def = /^\[\^(\d+)\]:\s/.exec(l.text);
    if (def) sections.notes.set(Number(def[1]), l);
  }
  const blockEnd = (from: number, other: number): number => (other > from ? other : lines.length);

  if (notesHeading >= 0) {
    const noteLines = lines.slice(notesHeading + 1, blockEnd(notesHeading, bibHeading));
    for (const l of noteLines) {
      const m = /^(\d+)\.\s+/.exec(l.text);
      if (m) sections.notes.set(Number(m[1]), l);
    }
    sections.bodyEnd = Math.min(sections.bodyEnd, lines[notesHeading]!.start);
  }
  if (bibHeading >= 0) {
    const entryLines = lines.slice(bibHeading + 1, blockEnd(bibHeading, notesHeading));
    sections.bibliography = { start: lines[bibHeading]!.start, ownsHeading: true, lines: entryLines };
    sections.bodyEnd = Math.min(sections.bodyEnd, lines[bibHeading]!.start);
    return sections;
  }
  // No heading: a run of at least two reference-shaped lines that ends the document.
  const tailEnd = notesHeading >= 0 ? notesHeading : lines.length;
  let first = tailEnd;
  while (first > 0 && looksLikeReference(lines[first - 1]!.text)) first--;
  if (tailEnd - first >= 2) {
    const entryLines = lines.slice(first, tailEnd);
    sections.bibliography = { start: entryLines[0]!.start, ownsHeading: false, lines: entryLines };
    sections.bodyEnd = Math.min(sections.bodyEnd, entryLines[0]!.start);
  }
  return sections;
}
