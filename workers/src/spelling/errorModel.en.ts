import shipped from '../../models/spelling-errors-en.json' with { type: 'json' };
import type { LearnedEdit } from './errorModel.js';

// The English error model `pnpm train:spelling` writes: [typed, intended, -ln P] rows.
export const learnedEditsEn: readonly LearnedEdit[] = (shipped.edits as Array<[string, string, number]>).map(([typed, intended, nats]) => ({ typed, intended, nats }));
