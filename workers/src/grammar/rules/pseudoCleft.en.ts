// A pseudo-cleft puts a bare verb after "is": "What they did is reduce the cost", "All we
// do is ask", "What you do as a cowboy is deliver supplies", "The first thing to do is make
// sure". Rules that want a participle or an -ing form after "be" leave it alone.
const CLEFT_BEFORE = /(?:\b(?:what|all|thing|things)\b[^.!?;:]*\b(?:do|does|did|doing|done)|\bto\s+do)(?:\s+[^\s.!?;:,]+){0,6}?\s+(?:is|was|are|were)\s+$/i;

/** Whether the "be" ending `text` before `index` (its verb's start) opens a pseudo-cleft's verb. */
export const afterPseudoCleft = (text: string, index: number): boolean => CLEFT_BEFORE.test(text.slice(Math.max(0, index - 120), index));
