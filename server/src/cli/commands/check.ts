import { readFile, stat, writeFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import pino from 'pino';
import {
  checkCost,
  checkOptionsSchema,
  citationStyles,
  limits,
  passNames,
  registers,
  ServiceFailure,
  type CheckDetail,
  type CheckOptions,
  type CitationStyle,
} from '@writecheck/shared';
import { createAccount, grantPack } from '../../accounts/accounts.service.js';
import { limitsOfPlan } from '../../accounts/plans.js';
import type { Principal } from '../../auth/principal.js';
import { createCheck, getCheck } from '../../checks/checks.service.js';
import { loadConfig } from '../../config.js';
import { renderExport, type ExportFormat } from '../../export/exportReport.js';
import { chromiumPath } from '../../export/reportPdf.js';
import { createApiKey, findPrincipal } from '../../keys/keys.service.js';
import { createLogger } from '../../process/logging.js';
import { openServices } from '../../process/services.factory.js';
import { startCheckWorker } from '../../process/worker.js';
import type { Services } from '../../services.js';
import { optionalFlag, parseArgs, UsageError, type ParsedArgs } from '../args.js';
import { printJson, type CliCommand } from '../command.js';
import { progressBar } from '../progressBar.js';

const usage =
  'writecheck check FILE --out REPORT.html|.pdf|.json [--passes plagiarism,grammarSpelling,citations,aiContent,style] [--style APA|MLA|Chicago] [--register academic|general] [--title T]';

const formatsByExtension: Record<string, ExportFormat> = { '.html': 'html', '.htm': 'html', '.pdf': 'pdf', '.json': 'json' };
const finalStatuses = new Set(['done', 'rejected', 'cancelled', 'failed']);

interface CheckRequest {
  file: string;
  out: string;
  format: ExportFormat;
  options: CheckOptions;
  citationStyle: CitationStyle;
  title: string;
}

function readRequest(args: ParsedArgs): CheckRequest {
  const [file, ...extra] = args.positional;
  if (!file || extra.length > 0) throw new UsageError('name one FILE to check');
  const out = optionalFlag(args, 'out');
  if (!out) throw new UsageError('--out REPORT.html, .pdf or .json is required');
  const format = formatsByExtension[extname(out).toLowerCase()];
  if (!format) throw new UsageError(`--out: the report is written as .html, .pdf or .json, not ${JSON.stringify(extname(out) || out)}`);

  const passes = optionalFlag(args, 'passes');
  const chosen = passes === undefined ? [...passNames] : passes.split(',').map((p) => p.trim()).filter(Boolean);
  const unknown = chosen.filter((p) => !(passNames as readonly string[]).includes(p));
  if (unknown.length > 0 || chosen.length === 0) {
    throw new UsageError(`--passes: a comma-separated list of ${passNames.join(', ')}${unknown.length ? `; not ${unknown.join(', ')}` : ''}`);
  }
  const register = optionalFlag(args, 'register') ?? 'academic';
  if (!(registers as readonly string[]).includes(register)) throw new UsageError(`--register: ${registers.join(' or ')}`);
  const options = checkOptionsSchema.parse({
    ...Object.fromEntries(passNames.map((p) => [p, chosen.includes(p)])),
    register,
  });

  const styleFlag = optionalFlag(args, 'style') ?? 'APA';
  const citationStyle = citationStyles.find((s) => s.toLowerCase() === styleFlag.toLowerCase());
  if (!citationStyle) throw new UsageError(`--style: one of ${citationStyles.join(', ')}`);
  const title = (optionalFlag(args, 'title') ?? basename(file)).slice(0, limits.maxTitleChars);
  return { file, out, format, options, citationStyle, title };
}

/**
 * The whole service in this process for one check: an in-memory embedded database with
 * an account holding enough credits for the largest check, the real queue and runner.
 */
function openLocalService(): ReturnType<typeof openServices> {
  // Warnings go to standard error: standard output carries only the command's JSON.
  const log = createLogger({ level: 'warn' }, pino.destination(2));
  const config = { ...loadConfig(), databaseUrl: undefined, workerConcurrency: 1, logLevel: 'warn' as const };
  return openServices(config, { inMemory: true, log });
}

async function localPrincipal(svc: Services): Promise<Principal> {
  const account = await createAccount(svc.db, {});
  const all = checkOptionsSchema.parse({});
  await grantPack(svc.db, account.id, checkCost(limits.maxWordsPerCheck, all, svc.config.styleEnabled));
  const key = await createApiKey(svc.db, { accountId: account.id, scopes: ['checks:read', 'checks:write'], name: 'local check' });
  const found = await findPrincipal(svc.db, key.key);
  if (!found) throw new Error('the local key could not be read back');
  return { keyId: found.keyId, accountId: found.accountId, scopes: found.scopes, limits: limitsOfPlan(found.plan) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function runLocalCheck(svc: Services, request: CheckRequest, bytes: Uint8Array): Promise<number> {
  const who = await localPrincipal(svc);
  const { id } = await createCheck(svc, who, {
    file: { bytes, filename: basename(request.file) },
    mode: 'full',
    title: request.title,
    options: request.options,
    citationStyle: request.citationStyle,
  });
  const worker = startCheckWorker(svc, `local:${process.pid}`);
  const bar = progressBar();
  try {
    for (;;) {
      const summary = (await getCheck(svc, who, id, { view: 'summary' })) as CheckDetail;
      bar.update(summary);
      if (finalStatuses.has(summary.status)) break;
      await sleep(150);
    }
  } finally {
    bar.end();
    await worker.stop();
  }
  const check = (await getCheck(svc, who, id, { view: 'full' })) as CheckDetail;
  if (check.status !== 'done') {
    const rejection = check.rejection ?? { code: 'internal', message: `the check ended ${check.status}` };
    printJson({ error: rejection });
    return check.status === 'rejected' ? 2 : 1;
  }
  const file = await renderExport(check, request.format);
  await writeFile(request.out, file.body);
  printJson({
    id: check.id,
    status: check.status,
    out: request.out,
    format: request.format,
    wordCount: check.wordCount,
    scores: check.scores ?? null,
    issueCounts: check.issueCounts ?? null,
    partial: check.report?.partial ?? false,
  });
  return 0;
}

export const command: CliCommand = {
  summary: 'Check a document on this machine, without a server, and write the report as HTML, PDF or JSON',
  usage,
  async run(argv) {
    let request: CheckRequest;
    try {
      request = readRequest(parseArgs(argv));
    } catch (err) {
      if (!(err instanceof UsageError)) throw err;
      process.stderr.write(`${err.message}\nusage: ${usage}\n`);
      return 1;
    }
    let size: number;
    try {
      size = (await stat(request.file)).size;
    } catch {
      process.stderr.write(`writecheck check: cannot read ${request.file}\n`);
      return 1;
    }
    if (size > limits.maxUploadBytes) {
      printJson({ error: { code: 'file_too_large', message: `the file is larger than the ${limits.maxUploadBytes}-byte upload cap` } });
      return 2;
    }
    if (request.format === 'pdf' && !chromiumPath()) {
      // Said before the check runs, not after.
      printJson({ error: { code: 'export_unavailable', message: 'PDF export needs Chromium (set CHROMIUM_PATH); write .html or .json instead' } });
      return 2;
    }
    const bytes = new Uint8Array(await readFile(request.file));
    const svc = await openLocalService();
    try {
      return await runLocalCheck(svc, request, bytes);
    } catch (err) {
      if (err instanceof ServiceFailure) {
        printJson(err.toEnvelope());
        return 2;
      }
      throw err;
    } finally {
      await svc.close();
    }
  },
};
