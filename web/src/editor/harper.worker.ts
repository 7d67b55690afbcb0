import { expose } from 'comlink';
import { harperParagraphFindings, prepareHarper } from '@writecheck/workers/grammar/harperPass';

// Harper's Web Worker, beside the editor's: it compiles Harper and builds its linter while the
// editor's worker loads the dictionary, each on a core of its own (on one thread the two
// took turns, about a second each on a warm page).
const harperJobs = { findings: harperParagraphFindings, prepare: prepareHarper, started: () => true };
expose(harperJobs);

export type HarperJobs = typeof harperJobs;
