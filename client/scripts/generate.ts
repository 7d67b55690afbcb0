import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderApiTypes } from './renderApiTypes.js';

export const generatedFile = fileURLToPath(new URL('../src/apiTypes.generated.ts', import.meta.url));

await writeFile(generatedFile, await renderApiTypes());
process.stdout.write(`wrote ${generatedFile}\n`);
