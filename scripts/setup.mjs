#!/usr/bin/env node
// Brings a fresh clone to a runnable state with nothing but Node and npm:
// pnpm (pinned in package.json), the workspace's packages, and with --test the
// Debian packages the test suite drives (Chromium for the browser tests).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wantTests = process.argv.includes('--test');
const wantWeb = process.argv.includes('--web');
const log = (msg) => process.stderr.write(`setup: ${msg}\n`);

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function run(cmd, args, opts = {}) {
  execFileSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], cwd: root, ...opts });
}

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.split('@')[1];
const currentPnpm = has('pnpm')
  ? spawnSync('pnpm', ['--version'], { encoding: 'utf8' }).stdout.trim()
  : null;
if (currentPnpm !== pnpmVersion) {
  log(`installing pnpm ${pnpmVersion}`);
  run('npm', ['install', '--global', `pnpm@${pnpmVersion}`]);
}

// Cheap when nothing changed: pnpm compares the lockfile with node_modules.
run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);

if (wantTests) {
  const debs = [];
  if (!existsSync('/usr/bin/chromium')) debs.push('chromium');
  // The export tests read the PDFs they print back with pdftotext.
  if (!has('pdftotext')) debs.push('poppler-utils');
  if (debs.length > 0) {
    if (process.getuid?.() !== 0) {
      log(`the browser tests need Debian packages: sudo apt-get install ${debs.join(' ')}`);
      process.exit(1);
    }
    log(`installing ${debs.join(' ')}`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...debs], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
}

/** Newest modification time under `dir`, skipping build output and installed packages. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

if (wantWeb) {
  const built = join(root, 'web/dist/index.html');
  // the app bundles the contract and the workers' language passes, not only its own sources
  const sources = Math.max(newest(join(root, 'web')), newest(join(root, 'shared/src')), newest(join(root, 'workers/src')));
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    log('building the web app');
    run('pnpm', ['run', 'build:web']);
  }
}
