import { randomBytes } from 'node:crypto';
import { limits, ServiceFailure, type SourceRule, type SourceRuleInput } from '@writecheck/shared';
import { normaliseSourceRule, sourceRuleKey } from '@writecheck/shared/sourceRules';
import { lockAccount } from '../accounts/accounts.repo.js';
import type { Executor } from '../db/client.js';
import type { Principal } from '../auth/principal.js';
import type { Services } from '../services.js';
import {
  countRules,
  deleteAllRules,
  deleteRule,
  findRule,
  findRuleByIdentity,
  insertRules,
  listRules,
  updateRule,
  type SourceRuleRow,
} from './sourceRules.repo.js';

const ruleLimits = { maxRules: limits.maxSourceRules, maxValueLength: limits.maxSourceRuleValueLength };

function newRuleId(): string {
  return `sr_${randomBytes(12).toString('base64url')}`;
}

// The shape of every id newRuleId gives out. Any other id names no rule and is not looked up:
// a NUL in it (PostgreSQL text cannot hold one) made the query fail and the call answer 500.
const RULE_ID = /^sr_[A-Za-z0-9_-]+$/;

function toRule(row: SourceRuleRow): SourceRule {
  return { id: row.id, mode: row.mode, kind: row.kind, value: row.value };
}

/** Normalises one rule, refusing a value that could match nothing. */
export function normaliseRule(input: SourceRuleInput): SourceRuleInput {
  const result = normaliseSourceRule(input);
  if (!result.ok) {
    throw new ServiceFailure('invalid_source_rule', `${input.kind} rule ${JSON.stringify(input.value.slice(0, 80))}: ${result.reason}`);
  }
  return result.rule;
}

/** Normalises a list and drops rules that are the same rule written twice. */
export function normaliseRuleList<T extends SourceRuleInput>(rules: T[]): (T & SourceRuleInput)[] {
  const seen = new Set<string>();
  const out: (T & SourceRuleInput)[] = [];
  for (const rule of rules) {
    const normal = { ...rule, ...normaliseRule(rule) };
    const key = sourceRuleKey(normal);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(normal);
  }
  return out;
}

async function listing(db: Executor, accountId: string) {
  const rules = (await listRules(db, accountId)).map(toRule);
  return { rules, count: rules.length, limits: ruleLimits };
}

export async function listSourceRules(svc: Services, who: Principal) {
  return listing(svc.db, who.accountId);
}

export async function getSourceRule(svc: Services, who: Principal, id: string) {
  const row = RULE_ID.test(id) ? await findRule(svc.db, who.accountId, id) : undefined;
  if (!row) throw new ServiceFailure('not_found', 'no such source rule');
  return { rule: toRule(row) };
}

/** Adds a rule; the same rule twice answers the existing one (created: false). */
export async function addSourceRule(svc: Services, who: Principal, input: SourceRuleInput) {
  const rule = normaliseRule(input);
  return svc.db.transaction(async (tx) => {
    await lockAccount(tx, who.accountId);
    const existing = await findRuleByIdentity(tx, who.accountId, rule);
    if (existing) return { rule: toRule(existing), created: false };
    if ((await countRules(tx, who.accountId)) >= limits.maxSourceRules) {
      throw new ServiceFailure('rule_limit_reached', `an account holds at most ${limits.maxSourceRules} source rules`);
    }
    const id = newRuleId();
    await insertRules(tx, [{ id, accountId: who.accountId, ...rule }]);
    return { rule: { id, ...rule }, created: true };
  });
}

export async function patchSourceRule(
  svc: Services,
  who: Principal,
  id: string,
  patch: Partial<SourceRuleInput>,
) {
  return svc.db.transaction(async (tx) => {
    await lockAccount(tx, who.accountId);
    const row = RULE_ID.test(id) ? await findRule(tx, who.accountId, id) : undefined;
    if (!row) throw new ServiceFailure('not_found', 'no such source rule');
    const rule = normaliseRule({ mode: row.mode, kind: row.kind, value: row.value, ...patch });
    const clash = await findRuleByIdentity(tx, who.accountId, rule);
    if (clash && clash.id !== id) {
      throw new ServiceFailure('duplicate_source_rule', `the change would duplicate rule ${clash.id}`);
    }
    await updateRule(tx, id, rule);
    return { rule: { id, ...rule } };
  });
}

/** Replaces the whole list: rules sent with ids keep them, the others get new ids. */
export async function replaceSourceRules(
  svc: Services,
  who: Principal,
  rules: (SourceRuleInput & { id?: string | undefined })[],
) {
  const normal = normaliseRuleList(rules);
  if (normal.length > limits.maxSourceRules) {
    throw new ServiceFailure('rule_limit_reached', `an account holds at most ${limits.maxSourceRules} source rules`);
  }
  return svc.db.transaction(async (tx) => {
    await lockAccount(tx, who.accountId);
    const current = new Set((await listRules(tx, who.accountId)).map((r) => r.id));
    const ids = new Set<string>();
    for (const rule of normal) {
      if (rule.id === undefined) continue;
      if (!current.has(rule.id)) throw new ServiceFailure('not_found', `no source rule ${rule.id} on this account`);
      if (ids.has(rule.id)) throw new ServiceFailure('invalid_body', `rules: id ${rule.id} is sent twice`);
      ids.add(rule.id);
    }
    await deleteAllRules(tx, who.accountId);
    await insertRules(
      tx,
      normal.map((r) => ({ id: r.id ?? newRuleId(), accountId: who.accountId, mode: r.mode, kind: r.kind, value: r.value })),
    );
    return listing(tx, who.accountId);
  });
}

export async function deleteSourceRule(svc: Services, who: Principal, id: string) {
  const removed = RULE_ID.test(id) && (await deleteRule(svc.db, who.accountId, id));
  if (!removed) throw new ServiceFailure('not_found', 'no such source rule');
  return { ok: true as const, count: await countRules(svc.db, who.accountId), limits: ruleLimits };
}
