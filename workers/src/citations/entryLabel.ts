/** The number a numbered reference list puts before an entry: "[1] ", "1. " or "1) ". */
export interface EntryLabel {
  number: number;
  /** The label as written, with the space after it. */
  text: string;
}

const labelRe = /^(?:\[(\d{1,4})\]|(\d{1,4})[.)])[ \t]+/;

export function entryLabel(line: string): EntryLabel | undefined {
  const m = labelRe.exec(line);
  return m ? { number: Number(m[1] ?? m[2]), text: m[0] } : undefined;
}
