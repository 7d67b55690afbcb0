import { billedBlocks, perBlockRate, ServiceFailure, type CheckOptions } from '@writecheck/shared';
import { lockAccount } from '../accounts/accounts.repo.js';
import { deleteCheckFile, lockCheck, readCheckFile, updateCheck, type CheckRow } from '../checks/checks.repo.js';
import { reserveCredits } from '../credits/credits.service.js';
import { ocrInWorker } from '@writecheck/workers/host/intakeJobs';
import type { Services } from '../services.js';

export type ScanOutcome = { text: string; wordCount: number } | { refusal: { code: string; message: string } };

/**
 * Reads an image or scanned PDF by OCR in a worker thread. Its words were unknown at
 * acceptance, so the reservation (made for the minimum) is topped up to the price of
 * the words read; a document out of bounds, or beyond the balance, is refused.
 */
export async function readScan(
  svc: Services,
  check: CheckRow,
  onPage: (page: number, total: number) => void,
): Promise<ScanOutcome> {
  const file = await readCheckFile(svc.db, check.id);
  if (!file) throw new Error('the check has neither text nor a file to read');
  const result = await ocrInWorker(svc.host, file.bytes, { onPage });
  if ('error' in result) return { refusal: result.error };
  if (result.needsOcr) throw new Error('OCR returned no text');
  const options = check.options as CheckOptions;
  try {
    await svc.db.transaction(async (tx) => {
      const row = await lockCheck(tx, check.id);
      if (!row) return;
      const cost = billedBlocks(result.wordCount) * perBlockRate(options, svc.config.styleEnabled);
      const extra = Math.max(0, cost - row.creditsReserved);
      if (extra > 0) {
        const account = await lockAccount(tx, row.accountId);
        if (!account) throw new Error('the check belongs to no account');
        await reserveCredits(tx, account, row.id, extra);
      }
      await updateCheck(tx, row.id, {
        text: result.text,
        wordCount: result.wordCount,
        snippet: result.text.slice(0, 200),
        creditsReserved: row.creditsReserved + extra,
      });
      await deleteCheckFile(tx, row.id);
    });
  } catch (err) {
    if (err instanceof ServiceFailure && err.code === 'quota_exceeded') {
      return { refusal: { code: err.code, message: `the scan has ${result.wordCount} words: ${err.message}` } };
    }
    throw err;
  }
  return { text: result.text, wordCount: result.wordCount };
}
