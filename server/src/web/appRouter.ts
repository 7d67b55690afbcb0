import { accountRouter } from './account.router.js';
import { checksRouter } from './checks.router.js';
import { dictionaryRouter } from './dictionary.router.js';
import { keysRouter } from './keys.router.js';
import { reportsRouter } from './reports.router.js';
import { sourceRulesRouter } from './sourceRules.router.js';
import { router } from './trpc.js';

/** Everything the web app calls at /trpc; each procedure calls the service /v1 uses. */
export const appRouter = router({
  account: accountRouter,
  keys: keysRouter,
  sourceRules: sourceRulesRouter,
  dictionary: dictionaryRouter,
  checks: checksRouter,
  reports: reportsRouter,
});

export type AppRouter = typeof appRouter;
