// Spreadsheets, CSV files and tables in documents reach the passes as rows of cells
// separated by tabs. A cell is a value (a name, a city, a heading), not a sentence.

/** Whether [start, end) lies in a line with a tab in it near the span (the look is bounded). */
export function inTableRow(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 200), start);
  const after = text.slice(end, end + 200);
  return before.slice(before.lastIndexOf('\n') + 1).includes('\t') || after.split('\n', 1)[0]!.includes('\t');
}
