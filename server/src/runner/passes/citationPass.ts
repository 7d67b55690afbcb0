import { addReferenceChecks } from '../../citations/citationPass.js';
import { crossrefFromEnv } from '../../citations/crossref.js';
import type { Pass } from './types.js';

export const citationPass: Pass = {
  label: 'Checking citations',
  billedAs: ['citations'],
  wanted: (input) => input.options.citations,
  async run(svc, input) {
    // The plagiarism pass's sources and matched passages link references and flag missing citations.
    const found = input.plagiarism ? { sources: input.plagiarism.sources, matches: input.plagiarism.matches } : {};
    const checked = await svc.host.run('checkCitations', [input.text, { style: input.citationStyle, language: input.language, ...found }], { timeoutMs: 60_000 });
    // DOI look-ups are network I/O: they run here, not in the worker thread.
    const result = await addReferenceChecks(input.text, checked, input.citationStyle, crossrefFromEnv());
    const linked = (result.bibliography?.entries ?? []).filter((e) => e.sourceId !== undefined);
    return {
      issues: result.issues,
      scores: { citation: result.score },
      report: {
        ...(result.bibliographyStart !== undefined ? { bibliographyStart: result.bibliographyStart } : {}),
        ...(result.bibliography
          ? {
              bibliography: {
                ownsHeading: result.bibliography.ownsHeading,
                entries: linked.map((e) => ({ sourceId: e.sourceId!, text: e.text })),
              },
            }
          : {}),
      },
    };
  },
};
