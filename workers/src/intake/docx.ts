import mammoth from 'mammoth';
import { IntakeFailure } from './failure.js';
import { htmlToText } from './htmlText.js';
import { assertSafeOfficeArchive, exactArrayBuffer } from './officeArchive.js';

/**
 * DOCX through mammoth's HTML (it keeps tables, footnotes and endnotes, which its raw-text
 * mode loses), then the HTML reader. The arrows linking footnotes back to the text are dropped.
 */
export async function extractDocx(bytes: Uint8Array): Promise<string> {
  assertSafeOfficeArchive(bytes, 'word/document.xml');
  let html: string;
  try {
    // mammoth reads a Buffer under Node and an ArrayBuffer in browsers.
    const source = typeof Buffer === 'undefined' ? { arrayBuffer: exactArrayBuffer(bytes) } : { buffer: Buffer.from(bytes) };
    // Images are never decompressed: only the text is checked.
    const result = await mammoth.convertToHtml(source as never, { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) });
    html = result.value;
  } catch (error) {
    throw new IntakeFailure('invalid_file', `The DOCX file is corrupt and cannot be read (${(error as Error).message}).`);
  }
  return htmlToText(html, {
    mainContentOnly: false,
    dropLink: (href) => /^#(footnote|endnote)-ref-/.test(href),
  });
}
