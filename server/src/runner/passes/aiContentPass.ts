import { aiContentReportPart } from '@writecheck/workers/ai/report';
import { ENDPOINT_MIN_WORDS, scoreWithEndpoint } from '../../ai/endpointDetector.js';
import { countWords } from '@writecheck/shared/wordCount';
import type { Pass, PassResult } from './types.js';

type ReportPart = ReturnType<typeof aiContentReportPart>;

function toResult(part: ReportPart): PassResult {
  return {
    issues: part.issues,
    scores: { aiContent: part.score },
    report: { aiDetector: part.aiDetector },
    state: part.pass,
  };
}

export const aiContentPass: Pass = {
  label: 'Estimating the AI-content likelihood',
  reportsTo: 'aiContent',
  billedAs: ['aiContent'],
  wanted: (input) => input.options.aiContent,
  async run(svc, input) {
    // Both detectors are calibrated on English writing: on another language their score would be
    // a guess, and a false "likely AI" does harm, so such a text gets no verdict and no charge.
    if (!input.language.toLowerCase().startsWith('en')) return { issues: [], scores: { aiContent: null }, state: 'partial', applied: false };
    const endpoint = svc.config.aiEndpoint;
    // Short texts get no verdict from either detector, so they never wait on the endpoint.
    if (endpoint && countWords(input.text) >= ENDPOINT_MIN_WORDS) {
      try {
        return toResult(aiContentReportPart(input.text, await scoreWithEndpoint(endpoint, input.text)));
      } catch (err) {
        // The report names the detector that scored it, so the fallback is visible there.
        svc.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'AI-content endpoint failed; the shipped detector scores this text');
      }
    }
    return toResult(await svc.host.run('aiContent', [input.text], { timeoutMs: 60_000 }));
  },
};
