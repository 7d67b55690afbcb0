import type { FastifyInstance } from 'fastify';
import { ServiceFailure } from '@writecheck/shared';
import type { Services } from '../services.js';
import { sessionToken } from '../web/sessionCookie.js';
import { resolveSession } from '../web/webAuth.service.js';
import { exportCheck, parseExportFormat } from './exportReport.js';

/**
 * `GET /exports/<check id>?format=html|pdf|json`: the web app's download of a finished
 * report, by session cookie (API clients read the JSON from /v1). A download changes
 * nothing, and a cross-site page cannot read the answer, so a plain link serves it.
 */
export function exportRoutes(app: FastifyInstance, svc: Services): void {
  app.get<{ Params: { id: string }; Querystring: { format?: string } }>('/exports/:id', async (req, reply) => {
    const token = sessionToken(req);
    const session = token ? await resolveSession(svc, token) : null;
    if (!session) throw new ServiceFailure('unauthorized', 'sign in to download a report');
    const format = parseExportFormat(typeof req.query.format === 'string' ? req.query.format : undefined);
    const file = await exportCheck(svc, session.principal, req.params.id, format);
    return reply
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('Content-Disposition', `attachment; filename="${file.filename}"`)
      .type(file.contentType)
      .send(typeof file.body === 'string' ? file.body : Buffer.from(file.body));
  });
}
