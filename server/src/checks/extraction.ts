import { ServiceFailure } from '@writecheck/shared';
import { extractDocument, type PendingOcr } from '@writecheck/workers/intake/extractDocument';
import type { ExtractedDocument } from '@writecheck/workers/intake/documentText';
import { extractInWorker } from '@writecheck/workers/host/intakeJobs';
import type { Services } from '../services.js';

/**
 * Extraction with the intake's refusals turned into the service's errors. Files are
 * parsed in a worker thread under time and memory caps, so a hostile file costs only
 * its own request; pasted text needs no parser and is read in place.
 */
export async function extractSubmission(
  svc: Pick<Services, 'host'>,
  input: { text: string } | { bytes: Uint8Array },
): Promise<ExtractedDocument | PendingOcr> {
  const result = 'text' in input ? await extractDocument(input) : await extractInWorker(svc.host, input);
  if ('error' in result) throw new ServiceFailure(result.error.code, result.error.message);
  return result;
}
