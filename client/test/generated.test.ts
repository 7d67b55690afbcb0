import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderApiTypes } from '../scripts/renderApiTypes.js';

describe('the generated API types', () => {
  it('match the OpenAPI description the server serves now', async () => {
    const committed = await readFile(new URL('../src/apiTypes.generated.ts', import.meta.url), 'utf8');
    // On a failure: run `pnpm --filter @writecheck/client run generate` and commit the file.
    expect(committed).toBe(await renderApiTypes());
  });
});
