import type { CheckOptions, CitationStyle, IssueInput, Report } from '@writecheck/shared';
import type { NormalisedSourceRule } from '@writecheck/shared/sourceRules';
import type { CitationSource, MatchedPassage } from '@writecheck/workers/citations/types';
import type { Composition } from '../../plagiarism/pass/plagiarismReport.js';
import type { Services } from '../../services.js';
import type { LiveLog } from '../liveLog.js';

/** What every pass reads: the document and the choices of the check. */
export interface PassInput {
  text: string;
  language: string;
  locale: string;
  options: CheckOptions;
  citationStyle: CitationStyle;
  checkId: string;
  accountId: string;
  title: string | null;
  contentType: 'prose' | 'code' | 'mixed';
  /** The source rules the check runs with: the account's list and the check's own. */
  sourceRules: NormalisedSourceRule[];
  /** What the plagiarism pass found, for the passes after it (citations). */
  plagiarism?: PlagiarismFindings;
}

export interface PlagiarismFindings {
  sources: CitationSource[];
  matches: MatchedPassage[];
}

/** What a long pass may use while it runs: the live log, and a way to show it to pollers. */
export interface PassContext {
  live: LiveLog;
  signal: AbortSignal;
  flush(): Promise<void>;
}

/** A pass's share of the report. Scores are 0 to 100; null when it gave no verdict. */
export interface PassResult {
  issues: IssueInput[];
  report?: Partial<
    Pick<
      Report,
      | 'aiDetector'
      | 'bibliography'
      | 'bibliographyStart'
      | 'spans'
      | 'matches'
      | 'sources'
      | 'checkedWords'
      | 'similarityScore'
      | 'originalityScore'
      | 'coverage'
    >
  >;
  scores?: Partial<Record<'grammarSpelling' | 'clarity' | 'citation' | 'aiContent' | 'plagiarism', number | null>>;
  /** The plagiarism pass's share: the check's composition, rule removals, findings for citations. */
  plagiarism?: { composition: Composition | null; sourcesExcludedByRules: number; findings: PlagiarismFindings };
  /** `passes.aiContent` / `passes.language` when the pass gave only a partial answer. */
  state?: 'ok' | 'partial';
  /** False when the text held nothing the pass applies to (no words to search, a language its detector does not read): its rate is not charged. */
  applied?: boolean;
}

export interface Pass {
  /** The credit rates this pass is billed under when it ran. */
  billedAs: ('grammarSpelling' | 'style' | 'citations' | 'aiContent' | 'plagiarism')[];
  /** Which `passes.*` entry of the report it reports to, if any. */
  reportsTo?: 'language' | 'aiContent';
  label: string;
  wanted(input: PassInput, styleEnabled: boolean): boolean;
  /** `ctx` is given by the runner; a pass run alone (in a test) goes without one. */
  run(svc: Services, input: PassInput, ctx?: PassContext): Promise<PassResult>;
}
