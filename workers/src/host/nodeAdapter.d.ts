// comlink ships this adapter's types beside a .mjs file that TypeScript's NodeNext lookup misses.
declare module 'comlink/dist/esm/node-adapter.mjs' {
  import type { Endpoint } from 'comlink';
  export default function nodeEndpoint(endpoint: unknown): Endpoint;
}
