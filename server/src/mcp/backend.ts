import type { CheckOptions, CheckStatus, CitationStyle, SourceRuleInput } from '@writecheck/shared';
import type { ProofreadResult } from '../proofread/proofread.js';

// What the MCP tools need from the service. Two implementations: in-process over the
// service functions (the /mcp route) and over HTTP against /v1 (`writecheck mcp`).
// Both answer plain JSON data and refuse with an error carrying the spec's code.

export interface CheckSubmission {
  text?: string | undefined;
  /** base64 or a data: URL, as in the JSON body of POST /v1/checks */
  file?: string | undefined;
  filename?: string | undefined;
  mode?: 'full' | 'guest' | undefined;
  title?: string | undefined;
  options?: Partial<CheckOptions> | undefined;
  citationStyle?: CitationStyle | undefined;
  sourceRules?: SourceRuleInput[] | undefined;
  idempotencyKey?: string | undefined;
}

export interface CheckQuery {
  view?: 'summary' | 'full' | undefined;
  include?: string | undefined;
}

export interface ListQuery {
  limit?: number | undefined;
  cursor?: string | undefined;
  status?: CheckStatus | undefined;
}

/** A check as /v1 returns it; the tools read only these fields themselves. */
export interface CheckView {
  id: string;
  status: CheckStatus;
  progress: number;
  phase: string;
  [field: string]: unknown;
}

export type RuleReplacement = SourceRuleInput & { id?: string | undefined };

export interface WritecheckBackend {
  createCheck(submission: CheckSubmission): Promise<{ id: string; replayed: boolean }>;
  getCheck(id: string, query: CheckQuery): Promise<CheckView>;
  listChecks(query: ListQuery): Promise<unknown>;
  cancelCheck(id: string): Promise<unknown>;
  deleteCheck(id: string): Promise<unknown>;
  readUsage(): Promise<unknown>;
  readCapabilities(): Promise<unknown>;
  listSourceRules(): Promise<unknown>;
  addSourceRule(rule: SourceRuleInput): Promise<{ rule: unknown; created: boolean }>;
  updateSourceRule(id: string, patch: Partial<SourceRuleInput>): Promise<unknown>;
  replaceSourceRules(rules: RuleReplacement[]): Promise<unknown>;
  deleteSourceRule(id: string): Promise<unknown>;
  /** The language passes alone, answered at once and stored nowhere (arguments as the tool got them). */
  proofread(input: unknown): Promise<ProofreadResult>;
}
