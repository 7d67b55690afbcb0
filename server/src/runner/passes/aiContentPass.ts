import type { Pass } from './types.js';

export const aiContentPass: Pass = {
  label: 'Estimating the AI-content likelihood',
  reportsTo: 'aiContent',
  billedAs: ['aiContent'],
  wanted: (input) => input.options.aiContent,
  async run(svc, input) {
    const part = await svc.host.run('aiContent', [input.text], { timeoutMs: 60_000 });
    return {
      issues: part.issues,
      scores: { aiContent: part.score },
      report: { aiDetector: part.aiDetector },
      state: part.pass,
    };
  },
};
