import { mergeSourceRules, type NormalisedSourceRule } from '@writecheck/shared/sourceRules';
import { updateRunningCheck, type CheckRow } from '../checks/checks.repo.js';
import { listRules } from '../sourceRules/sourceRules.repo.js';
import type { Services } from '../services.js';

type RunRule = NormalisedSourceRule & { id?: string };

/**
 * The rules a check runs with (spec rule 5): the account's list as it is when the check runs,
 * plus the check's own. The check then echoes them (`sourceRules`), account rules with their ids.
 */
export async function rulesRunFor(svc: Services, check: CheckRow): Promise<NormalisedSourceRule[]> {
  const own = (check.sourceRules as RunRule[] | null) ?? [];
  const account: RunRule[] = (await listRules(svc.db, check.accountId)).map((r) => ({ id: r.id, mode: r.mode, kind: r.kind, value: r.value }));
  const merged = mergeSourceRules<RunRule>(account, own);
  if (merged.length > own.length) await updateRunningCheck(svc.db, check.id, { sourceRules: merged });
  return merged;
}
