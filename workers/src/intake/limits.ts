// Caps that keep a hostile file from costing more than its own request. They are far above
// what a 25,000-word document needs, so honest files never meet them.
export const intakeLimits = {
  /** Entries in a DOCX/XLSX archive. */
  maxZipEntries: 2_000,
  /** Total uncompressed size of the archive entries we read. */
  maxZipUncompressedBytes: 200 * 1024 * 1024,
  /** Uncompressed size of any one entry. */
  maxZipEntryBytes: 100 * 1024 * 1024,
  /** Uncompressed size of one XML part: a 25,000-word document needs a few MB at most. */
  maxXmlPartBytes: 32 * 1024 * 1024,
  /** Uncompressed / compressed ratio above which an entry is treated as a bomb. */
  maxZipRatio: 200,
  /** Ratio check only applies to entries bigger than this (tiny XML compresses well). */
  zipRatioFloorBytes: 1024 * 1024,
  /** Depth of element nesting accepted in archive XML. */
  maxXmlDepth: 256,
  /** PDF pages read for a text layer. */
  maxPdfPages: 2_000,
  /** Pages sent to OCR (scanned PDFs). */
  maxOcrPages: 100,
  /** Pixels of one image handed to OCR. */
  maxImagePixels: 60_000_000,
  /** Characters of extracted text kept; a longer document is too_long well before this. */
  maxTextChars: 2_000_000,
  /** Spreadsheet cells read across all sheets. */
  maxSheetCells: 1_000_000,
} as const;
