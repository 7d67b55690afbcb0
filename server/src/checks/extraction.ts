import { ServiceFailure } from '@writecheck/shared';
import { extractDocument, type ExtractInput } from '@writecheck/workers/intake/extractDocument';
import type { PendingOcr } from '@writecheck/workers/intake/extractDocument';
import type { ExtractedDocument } from '@writecheck/workers/intake/documentText';

/** Extraction with the intake's refusals turned into the service's errors. */
export async function extractSubmission(input: ExtractInput): Promise<ExtractedDocument | PendingOcr> {
  const result = await extractDocument(input);
  if ('error' in result) throw new ServiceFailure(result.error.code, result.error.message);
  return result;
}
