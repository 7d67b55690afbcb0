import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { command } from './extract.js';

afterEach(() => vi.restoreAllMocks());

/** Runs the command, returning its exit status and what it wrote to standard error. */
async function run(argv: string[]): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  });
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const code = await command.run(argv);
  vi.restoreAllMocks();
  return { code, stderr };
}

describe('writecheck extract', () => {
  it('says a directory is a directory, with the status of an unreadable path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-cli-'));
    expect(await run([dir])).toEqual({ code: 1, stderr: `writecheck extract: ${dir} is a directory; name a file\n` });
    const missing = join(dir, 'missing.txt');
    expect(await run([missing])).toEqual({ code: 1, stderr: `writecheck extract: cannot read ${missing}\n` });
  });
});
