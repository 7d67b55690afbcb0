/**
 * A term, a name or a scare quote in quotation marks ("third places", "eyes on the street") is
 * not a quotation of an author's words, and no style asks a page for it. Four words hold a noun
 * phrase; a clause the author wrote takes five or more.
 */
export const termMaxWords = 4;

/** Longest stretch read as one quotation (longer, a quotation mark was left open). */
const quotationMaxChars = 800;

/**
 * The quotation marks of the body in pairs: “ opens and ” closes; a straight " opens and closes
 * by turns. A line break ends an open pair, so a stray mark misleads one paragraph at most; and
 * a short term's closing mark is never taken to open a quotation that runs to the next term.
 */
function quotedSpans(body: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let open: number | undefined;
  for (const m of body.matchAll(/[“”"\n]/g)) {
    const at = m.index;
    if (m[0] === '\n') open = undefined;
    else if (m[0] === '“' || (m[0] === '"' && open === undefined)) open = at;
    else if (open !== undefined) {
      out.push({ start: open, end: at + 1 });
      open = undefined;
    }
  }
  return out;
}

/** Direct quotations longer than a term, with their offsets (quotation marks included). */
export function findQuotations(text: string, bodyEnd: number): { start: number; end: number }[] {
  return quotedSpans(text.slice(0, bodyEnd)).filter((q) => {
    const inner = text.slice(q.start + 1, q.end - 1).trim();
    return inner.length <= quotationMaxChars && inner.split(/\s+/).length > termMaxWords;
  });
}
