import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// Each built asset gets .br and .gz twins, which the server sends to a browser that accepts
// them (@fastify/static's preCompressed). Harper's WebAssembly is 16 MB and half that
// compressed: on a 20 Mbit/s line a first visit's grammar waited seconds for the difference.
// Compressing once here costs the build a few seconds and each request nothing.

const COMPRESSIBLE = /\.(?:js|css|wasm|json|aff|dic|svg)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'writecheck:precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      const names = (await readdir(assetsDir)).filter((name) => COMPRESSIBLE.test(name));
      // all at once: zlib works on libuv's thread pool, so every core takes a share
      await Promise.all(
        names.map(async (name) => {
          const bytes = await readFile(join(assetsDir, name));
          if (bytes.length < MIN_BYTES) return;
          // Brotli quality 9: within 5% of 11 on the WebAssembly at a twentieth of the time.
          const params = { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
          const [br, gz] = await Promise.all([brotli(bytes, { params }), gzipped(bytes, { level: 9 })]);
          await writeFile(join(assetsDir, `${name}.br`), br);
          await writeFile(join(assetsDir, `${name}.gz`), gz);
        }),
      );
    },
  };
}
