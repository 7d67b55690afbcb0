// What applying a fix will make of the words it replaces, for fixes whose label does not say
// it ("Cite the source", "Add the page number"): the person sees the citation, the quotation
// marks or the reworded author list before pressing Apply.

const WHOLE = 100;
const CONTEXT = 30;
const CHANGE = 100;

/** Cuts the middle out of a long run of text, at word edges where it can. */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const half = Math.floor((max - 1) / 2);
  const head = text.slice(0, half).replace(/\s+\S*$/, '');
  const tail = text.slice(text.length - half).replace(/^\S*\s+/, '');
  return `${head} … ${tail}`;
}

/**
 * Spaces made single; a line or paragraph break kept as one line break, so that a reference
 * added to a list does not run into the entry beside it ("(2008).Alaimo").
 */
function tidied(text: string): string {
  return text
    .replace(/\s+/g, (gap) => (gap.includes('\n') ? '\n' : ' '))
    .trim();
}

/** The replacement as the person will read it, or null when the label already shows it (or it only removes). */
export function fixPreview(original: string, replacement: string, label: string): string | null {
  if (replacement === original || replacement.trim() === '' || label.includes(replacement)) return null;
  const whole = tidied(replacement);
  if (whole.length <= WHOLE) return whole;
  // The changed stretch: what the original and the replacement do not share at either end.
  let start = 0;
  while (start < original.length && start < replacement.length && original[start] === replacement[start]) start++;
  let end = 0;
  while (end < original.length - start && end < replacement.length - start && original[original.length - 1 - end] === replacement[replacement.length - 1 - end]) end++;
  const before = replacement.slice(0, start);
  const changed = replacement.slice(start, replacement.length - end);
  const after = replacement.slice(replacement.length - end);
  const lead = before.length > CONTEXT ? `…${before.slice(before.length - CONTEXT).replace(/^\S*\s/, ' ').trimStart()}` : before;
  const trail = after.length > CONTEXT ? `${after.slice(0, CONTEXT).replace(/\s\S*$/, '')}…` : after;
  return tidied(`${lead}${shortened(changed, CHANGE)}${trail}`);
}
