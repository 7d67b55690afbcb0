import type { Scope } from '@writecheck/shared';
import type { AccountLimits } from '../accounts/plans.js';

/** Who is calling: the key, its account, its scopes and the limits of the account's plan. */
export interface Principal {
  keyId: string;
  accountId: string;
  scopes: Scope[];
  limits: AccountLimits;
}
