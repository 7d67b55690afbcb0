/** RFC 4180 fields: quoted fields may hold delimiters, doubled quotes and line breaks. */
export function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        field += c;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
    } else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += c;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Each row one line, cells separated by a tab; empty cells and rows dropped. */
export function csvToText(text: string, delimiter: string): string {
  return parseCsv(text, delimiter)
    .map((row) => row.map((cell) => cell.trim()).filter((cell) => cell !== '').join('\t'))
    .filter((line) => line !== '')
    .join('\n');
}
