import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkCitations } from '@writecheck/workers/citations/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossrefFromEnv, lookUpDoi, verifyReferences } from './crossref.js';

// A loopback stand-in for the Crossref REST API: known DOIs, a 404, a slow one, a broken one.
const records: Record<string, object> = {
  '10.1234/jrr.2019.003': {
    status: 'ok',
    message: {
      DOI: '10.1234/jrr.2019.003',
      title: ['Learning to read in two languages'],
      author: [{ given: 'Jane A.', family: 'Smith' }, { given: 'Min', family: 'Lee' }, { given: 'Carlos', family: 'Ortiz' }],
    },
  },
  '10.5555/el.2018.42': {
    status: 'ok',
    message: { DOI: '10.5555/el.2018.42', title: ['Salt marsh sediment budgets'], author: [{ given: 'Ines', family: 'Varga' }] },
  },
};

let server: Server;
let base = '';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    const m = /^\/works\/([^?]+)/.exec(req.url ?? '');
    const doi = m ? decodeURIComponent(m[1]!) : '';
    if (doi === '10.9999/slow') return void setTimeout(() => res.end('{}'), 2000);
    if (doi === '10.9999/broken') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end('{not json');
    }
    const record = records[doi];
    if (!record) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return void res.end('Resource not found.');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(record));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const text = `Readers (Smith et al., 2019). Tides (Nakamura, 2018). Ghosts (Phantom, 2020).

References

Nakamura, H. (2018). Tidal memory in coastal wetlands. Estuary Letters, 4(2), 210–228. https://doi.org/10.5555/el.2018.42
Phantom, P. (2020). A study that never was. Journal of Nothing, 1(1), 1–2. https://doi.org/10.7777/never.1
Smith, J. A., Lee, M., & Ortiz, C. (2019). Learning to read in two languages. Journal of Reading Research, 12(3), 45–67. https://doi.org/10.1234/jrr.2019.003
`;

describe('Crossref look-up', () => {
  it('is off unless CROSSREF_URL is set', () => {
    expect(crossrefFromEnv({})).toBeUndefined();
    expect(crossrefFromEnv({ CROSSREF_URL: 'http://x/', CROSSREF_TIMEOUT_MS: '250' })).toEqual({ baseUrl: 'http://x', timeoutMs: 250 });
  });

  it('flags a DOI that does not resolve and one whose record names another work', async () => {
    const { bibliography } = checkCitations(text, { style: 'APA' });
    const { issues, checked, unchecked } = await verifyReferences(text, bibliography!.entries, 'APA', { baseUrl: base, timeoutMs: 10_000, mailto: 'ops@example.org' });
    expect(checked).toBe(3);
    expect(unchecked).toBe(0);
    expect(issues.map((i) => i.original.text.slice(0, 12))).toEqual(['Nakamura, H.', 'Phantom, P. ']);
    const [mismatch, missing] = issues as [(typeof issues)[0], (typeof issues)[0]];
    expect(mismatch.id).toMatch(/^cite-unverified_reference-/);
    expect(mismatch.message).toContain('Salt marsh sediment budgets');
    expect(mismatch.fix.replacement).toBe('Varga, I. (2018). Salt marsh sediment budgets. Estuary Letters, 4(2), 210–228. https://doi.org/10.5555/el.2018.42');
    expect(missing.message).toContain('does not resolve');
    expect(missing.fix.replacement).toBe('Phantom, P. (2020). A study that never was. Journal of Nothing, 1(1), 1–2.');
    expect(missing.fix.byStyle?.MLA).toBe('Phantom, P. “A Study That Never Was.” Journal of Nothing, vol. 1, no. 1, 2020, pp. 1–2.');
    expect(seen.some((u) => u.includes('mailto=ops%40example.org'))).toBe(true);
  }, 120_000); // the first formatting builds the CSL engines

  it('treats timeouts, bad JSON and a closed port as unknown, not as missing', async () => {
    expect((await lookUpDoi('10.9999/slow', { baseUrl: base, timeoutMs: 100 })).status).toBe('unknown');
    expect((await lookUpDoi('10.9999/broken', { baseUrl: base, timeoutMs: 1000 })).status).toBe('unknown');
    expect((await lookUpDoi('10.1/x', { baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 })).status).toBe('unknown');
    expect((await lookUpDoi('10.1234/JRR.2019.003/../../admin', { baseUrl: base, timeoutMs: 1000 })).status).toBe('missing');
  });
});
