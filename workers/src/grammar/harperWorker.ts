import { parentPort } from 'node:worker_threads';
import type { Finding } from '../lint/finding.js';
import { harperBatchFindings, type EnglishDialect } from './harperPass.js';

// A harper.js thread (see harperThreads.ts): it keeps its own linter per dialect and
// lints the runs of paragraphs it is sent, one after another.

/** Runs of consecutive paragraphs, each within one of Harper's batches. */
export interface HarperRequest {
  id: number;
  dialect: EnglishDialect;
  runs: Array<{ paragraphs: string[]; moreFollows: boolean }>;
}

/** Findings per paragraph for each run, or why they could not be had. */
export type HarperReply = { id: number; ok: true; runs: Finding[][][] } | { id: number; ok: false; message: string };

if (!parentPort) throw new Error('harperWorker must run in a worker thread.');
const port = parentPort;
port.on('message', async (request: HarperRequest) => {
  let reply: HarperReply;
  try {
    const runs: Finding[][][] = [];
    for (const run of request.runs) runs.push(await harperBatchFindings(run.paragraphs, request.dialect, run.moreFollows));
    reply = { id: request.id, ok: true, runs };
  } catch (error) {
    reply = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
