import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';

// pnpm bench:api — the API on PostgreSQL against a bare Fastify route, measured in
// one run with the same load: 50 connections, a fixed duration per route.

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

function startProcess(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; line: Record<string, unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const nl = out.indexOf('\n');
      if (nl >= 0) resolve({ child, line: JSON.parse(out.slice(0, nl)) });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

function cli(args: string[], env: Record<string, string>): Promise<any> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/main.ts', ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`${args.join(' ')}: ${code} ${out}`))));
  });
}

async function load(opts: autocannon.Options) {
  const result = await autocannon({ connections, duration: seconds, ...opts });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function words(n: number): string {
  const pool = 'analysis river method quiet valley report measure evidence theory source careful writing'.split(' ');
  return Array.from({ length: n }, (_, i) => pool[(i * 7 + (i >> 3)) % pool.length]).join(' ') + '.';
}

const dbName = `wc_bench_${randomBytes(4).toString('hex')}`;
const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${dbName}`);
const url = new URL(baseUrl);
url.pathname = `/${dbName}`;
const env = { DATABASE_URL: url.toString() };
const children: ChildProcess[] = [];

try {
  const account = await cli(['account', 'create'], env);
  await cli(['plan', 'define', '--id', 'bench', '--credits', '100000000', '--rpm', '100000000', '--starts-per-hour', '100000000', '--in-flight', '100000000'], env);
  await cli(['plan', 'assign', '--account', account.id, '--plan', 'bench'], env);
  const key = await cli(['key', 'create', '--account', account.id, '--scopes', 'checks:read,checks:write'], env);
  const api = await startProcess(['server/src/cli/main.ts', 'api'], { ...env, PORT: '0' });
  children.push(api.child);
  const bare = await startProcess(['server/bench/bareServer.ts'], {});
  children.push(bare.child);
  const apiUrl = String(api.line.listening);
  const bareUrl = `http://127.0.0.1:${(bare.line as { port: number }).port}`;
  const headers = { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' };
  const body = JSON.stringify({ text: words(1000), options: { plagiarism: false } });

  const created = await fetch(`${apiUrl}/v1/checks`, { method: 'POST', headers, body });
  const { id } = (await created.json()) as { id: string };

  // Warm both servers before measuring.
  await autocannon({ url: `${apiUrl}/v1/checks/${id}?view=summary`, headers, connections: 10, duration: 2 });
  await autocannon({ url: `${bareUrl}/bare/${id}`, connections: 10, duration: 2 });

  const summaryApi = await load({ url: `${apiUrl}/v1/checks/${id}?view=summary`, headers });
  const summaryBare = await load({ url: `${bareUrl}/bare/${id}` });
  const createApi = await load({ url: `${apiUrl}/v1/checks`, method: 'POST', headers, body });
  const createBare = await load({ url: `${bareUrl}/bare`, method: 'POST', headers: { 'content-type': 'application/json' }, body });

  const rows = [
    ['GET /v1/checks/{id}?view=summary', summaryApi],
    ['bare Fastify GET', summaryBare],
    ['POST /v1/checks (1,000 words)', createApi],
    ['bare Fastify POST (same body)', createBare],
  ] as const;
  console.log(`\n${connections} connections, ${seconds} s per route, API on PostgreSQL\n`);
  console.log('route'.padEnd(36), 'req/s'.padStart(8), 'p99 ms'.padStart(8), 'non-2xx'.padStart(8));
  for (const [name, r] of rows) {
    console.log(name.padEnd(36), String(r.requestsPerSecond).padStart(8), String(r.p99Ms).padStart(8), String(r.non2xx).padStart(8));
  }
  const summaryShare = summaryApi.requestsPerSecond / summaryBare.requestsPerSecond;
  console.log(`\nsummary reads reach ${(summaryShare * 100).toFixed(1)}% of the bare route (goal: at least 40%); p99 ${summaryApi.p99Ms} ms (goal: under 50 ms)\n`);
  console.log(
    JSON.stringify({
      bench: 'api',
      connections,
      seconds,
      summary: summaryApi,
      summaryBare,
      create: createApi,
      createBare,
      summaryShareOfBare: Math.round(summaryShare * 1000) / 1000,
    }),
  );
} finally {
  for (const c of children) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
