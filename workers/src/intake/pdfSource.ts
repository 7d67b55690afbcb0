import { openPdf } from './pdfDocument.js';
import { extractPdfText } from './pdfText.js';

/** A PDF read as a plagiarism source: its text, and who and what it says it is. */
export interface PdfSource {
  text: string;
  /** From the document information dictionary, when it names them. */
  title?: string;
  authors?: string[];
}

// Titles that word processors write for the file, not the work.
const FILE_TITLE = /\.(docx?|pdf|tex|indd|rtf|odt)\b|^microsoft (word|powerpoint)|^untitled\b|^(document|title)\d*$/i;

/** Reads a PDF fetched from the web; throws when it has no text layer or cannot be read. */
export async function readPdfSource(bytes: Uint8Array): Promise<PdfSource> {
  const pdf = await extractPdfText(bytes);
  if (pdf.scanned) throw new Error('it is a scan without a text layer');
  const document = await openPdf(bytes);
  try {
    const { info } = (await document.getMetadata()) as { info?: { Title?: unknown; Author?: unknown } };
    const title = typeof info?.Title === 'string' ? info.Title.replace(/\s+/g, ' ').trim() : '';
    const authors =
      typeof info?.Author === 'string'
        ? info.Author.split(/;|\band\b|&/)
            .map((a) => a.replace(/\s+/g, ' ').trim())
            .filter(Boolean)
        : [];
    return {
      text: pdf.text,
      ...(title && !FILE_TITLE.test(title) ? { title } : {}),
      ...(authors.length > 0 ? { authors } : {}),
    };
  } finally {
    await document.destroy();
  }
}
