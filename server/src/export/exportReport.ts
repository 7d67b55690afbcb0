import { isFinalStatus, ServiceFailure, type CheckDetail, type CheckStatus } from '@writecheck/shared';
import type { Principal } from '../auth/principal.js';
import { getCheck } from '../checks/checks.service.js';
import type { Services } from '../services.js';
import { renderReportHtml } from './reportHtml.js';
import { renderPdf } from './reportPdf.js';

export const exportFormats = ['html', 'pdf', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export interface ExportedReport {
  body: string | Uint8Array;
  contentType: string;
  filename: string;
}

export function parseExportFormat(raw: string | undefined): ExportFormat {
  const format = (raw ?? 'html').toLowerCase();
  if (!(exportFormats as readonly string[]).includes(format)) {
    throw new ServiceFailure('invalid_body', `format: one of ${exportFormats.join(', ')}`);
  }
  return format as ExportFormat;
}

/** A file name from the check's title: letters, digits and dashes only, never a path. */
export function exportFilename(check: Pick<CheckDetail, 'id' | 'title'>, format: ExportFormat): string {
  const slug = (check.title ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || `report-${check.id.slice(0, 8)}`}.${format}`;
}

/** A finished check in one format; the export of a guest check shows what the guest sees. */
export function renderExport(check: CheckDetail, format: ExportFormat): Promise<ExportedReport> | ExportedReport {
  if (!isFinalStatus(check.status as CheckStatus)) {
    throw new ServiceFailure('still_running', `the check is still ${check.status}; export it once it has finished`);
  }
  if (!check.report) throw new ServiceFailure('not_found', `the check ended ${check.status} without a report`);
  const filename = exportFilename(check, format);
  if (format === 'json') return { body: `${JSON.stringify(check, null, 2)}\n`, contentType: 'application/json; charset=utf-8', filename };
  const html = renderReportHtml(check);
  if (format === 'html') return { body: html, contentType: 'text/html; charset=utf-8', filename };
  return renderPdf(html).then((pdf) => ({ body: pdf, contentType: 'application/pdf', filename }));
}

export async function exportCheck(svc: Services, who: Principal, id: string, format: ExportFormat): Promise<ExportedReport> {
  const check = (await getCheck(svc, who, id, { view: 'full' })) as CheckDetail;
  return renderExport(check, format);
}
