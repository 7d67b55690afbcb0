import type { components, operations } from './apiTypes.generated.js';

// Short names for the contract's resources.
type Schemas = components['schemas'];
export type Check = Schemas['Check'];
export type CheckDetail = Schemas['CheckDetail'];
export type CheckList = Schemas['CheckList'];
export type CheckStatus = Check['status'];
export type CreateCheckRequest = Schemas['CreateCheckRequest'];
export type Capabilities = Schemas['Capabilities'];
export type Report = Schemas['Report'];
export type SourceRule = Schemas['SourceRule'];
export type SourceRuleInput = Schemas['SourceRuleInput'];
export type SourceRuleList = Schemas['SourceRuleList'];
export type Usage = Schemas['Usage'];
export type ListChecksQuery = NonNullable<operations['listChecks']['parameters']['query']>;
export type GetCheckQuery = NonNullable<operations['getCheck']['parameters']['query']>;

export const finalStatuses: readonly CheckStatus[] = ['done', 'rejected', 'cancelled', 'failed'];

export function isFinal(status: CheckStatus): boolean {
  return finalStatuses.includes(status);
}
