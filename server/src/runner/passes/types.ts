import type { CheckOptions, CitationStyle, IssueInput, Report } from '@writecheck/shared';
import type { Services } from '../../services.js';

/** What every pass reads: the document and the choices of the check. */
export interface PassInput {
  text: string;
  language: string;
  locale: string;
  options: CheckOptions;
  citationStyle: CitationStyle;
}

/** A pass's share of the report. Scores are 0 to 100; null when it gave no verdict. */
export interface PassResult {
  issues: IssueInput[];
  report?: Partial<Pick<Report, 'aiDetector' | 'bibliography' | 'bibliographyStart'>>;
  scores?: Partial<Record<'grammarSpelling' | 'clarity' | 'citation' | 'aiContent', number | null>>;
  /** `passes.aiContent` / `passes.language` when the pass gave only a partial answer. */
  state?: 'ok' | 'partial';
}

export interface Pass {
  /** The credit rates this pass is billed under when it ran. */
  billedAs: ('grammarSpelling' | 'style' | 'citations' | 'aiContent' | 'plagiarism')[];
  /** Which `passes.*` entry of the report it reports to, if any. */
  reportsTo?: 'language' | 'aiContent';
  label: string;
  wanted(input: PassInput, styleEnabled: boolean): boolean;
  run(svc: Services, input: PassInput): Promise<PassResult>;
}
