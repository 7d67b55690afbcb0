import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = join(repoRoot, 'web');
export const webDist = join(webDir, 'dist');

function newestMtime(path: string): number {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds the web app unless web/dist is newer than every source it is built from (its own, the contract's and the workers'). */
export function ensureWebBuilt(): void {
  const shell = join(webDist, 'index.html');
  // the app bundles the contract and the workers' language passes too
  const sources = [...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(webDir, p)), join(repoRoot, 'shared/src'), join(repoRoot, 'workers/src')];
  const fresh = existsSync(shell) && statSync(shell).mtimeMs >= Math.max(...sources.filter(existsSync).map(newestMtime));
  if (fresh) return;
  execFileSync('pnpm', ['--filter', '@writecheck/web', 'run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}
