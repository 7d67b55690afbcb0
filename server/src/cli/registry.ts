import type { CliCommand } from './command.js';

// Commands load lazily so that `writecheck extract` does not pay for the server's imports.
export const commands: Record<string, () => Promise<{ command: CliCommand }>> = {
  serve: () => import('./commands/serve.js'),
  api: () => import('./commands/api.js'),
  worker: () => import('./commands/worker.js'),
  account: () => import('./commands/account.js'),
  key: () => import('./commands/key.js'),
  credits: () => import('./commands/credits.js'),
  plan: () => import('./commands/plan.js'),
  extract: () => import('./commands/extract.js'),
  lint: () => import('./commands/lint.js'),
  align: () => import('./commands/align.js'),
  corpus: () => import('./commands/corpus.js'),
  cite: () => import('./commands/cite.js'),
  'ai-score': () => import('./commands/aiScore.js'),
  check: () => import('./commands/check.js'),
  mcp: () => import('./commands/mcp.js'),
  dictionary: () => import('./commands/dictionary.js'),
};
