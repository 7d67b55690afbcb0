import { limits } from '@writecheck/shared';
import type { AccountRow, PlanRow } from './accounts.repo.js';

// The plan every first key brings: 1,500 starter credits, granted once, never expiring.
export const starterPlan = {
  id: 'starter',
  creditsPerPeriod: limits.starterCredits,
  periodDays: null,
  maxUploadBytes: limits.maxUploadBytes,
  requestsPerMinute: limits.requestsPerMinute,
  checkStartsPerHour: limits.checkStartsPerHour,
  checksInFlight: limits.checksInFlight,
} satisfies Omit<PlanRow, 'createdAt'>;

export interface AccountLimits {
  requestsPerMinute: number;
  checkStartsPerHour: number;
  checksInFlight: number;
  maxUploadBytes: number;
}

export const defaultLimits: AccountLimits = {
  requestsPerMinute: limits.requestsPerMinute,
  checkStartsPerHour: limits.checkStartsPerHour,
  checksInFlight: limits.checksInFlight,
  maxUploadBytes: limits.maxUploadBytes,
};

export function limitsOfPlan(plan: PlanRow | null | undefined): AccountLimits {
  if (!plan) return defaultLimits;
  return {
    requestsPerMinute: plan.requestsPerMinute,
    checkStartsPerHour: plan.checkStartsPerHour,
    checksInFlight: plan.checksInFlight,
    maxUploadBytes: plan.maxUploadBytes,
  };
}

/** An account may start checks while it has a plan or has ever been given a pack. */
export function hasActivePlan(account: AccountRow): boolean {
  return account.planId !== null || account.hasPack;
}
