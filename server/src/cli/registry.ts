import type { CliCommand } from './command.js';

// Commands load lazily so that `writecheck extract` does not pay for the server's imports.
export const commands: Record<string, () => Promise<{ command: CliCommand }>> = {
  extract: () => import('./commands/extract.js'),
  lint: () => import('./commands/lint.js'),
  align: () => import('./commands/align.js'),
  cite: () => import('./commands/cite.js'),
  'ai-score': () => import('./commands/aiScore.js'),
};
