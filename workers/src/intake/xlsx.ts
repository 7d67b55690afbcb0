import readXlsxFile from 'read-excel-file/universal';
import { IntakeFailure } from './failure.js';
import { intakeLimits } from './limits.js';
import { assertSafeOfficeArchive, exactArrayBuffer } from './officeArchive.js';

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value).trim();
}

/** Every sheet in workbook order; each row one line, cells separated by tabs. */
export async function extractXlsx(bytes: Uint8Array): Promise<string> {
  assertSafeOfficeArchive(bytes, 'xl/workbook.xml');
  let sheets: Awaited<ReturnType<typeof readXlsxFile>>;
  try {
    sheets = await readXlsxFile(exactArrayBuffer(bytes));
  } catch (error) {
    throw new IntakeFailure('invalid_file', `The XLSX file is corrupt and cannot be read (${(error as Error).message}).`);
  }
  let cells = 0;
  const blocks: string[] = [];
  for (const sheet of sheets) {
    const lines: string[] = [];
    for (const row of sheet.data) {
      cells += row.length;
      if (cells > intakeLimits.maxSheetCells) {
        throw new IntakeFailure('unreadable_file', `The workbook holds more than ${intakeLimits.maxSheetCells} cells; refused as too large to read.`);
      }
      const line = row.map(cellText).filter((cell) => cell !== '').join('\t');
      if (line !== '') lines.push(line);
    }
    if (lines.length > 0) blocks.push(lines.join('\n'));
  }
  return blocks.join('\n\n');
}
