import {
  buildCapabilities,
  checkListQuerySchema,
  createCheckBodySchema,
  limits,
  ServiceFailure,
  sourceRuleInputSchema,
  sourceRulePatchSchema,
  sourceRuleReplaceSchema,
} from '@writecheck/shared';
import { assertScope } from '../auth/authenticate.js';
import type { Principal } from '../auth/principal.js';
import { cancelCheck, createCheck, deleteCheck, getCheck, listChecks } from '../checks/checks.service.js';
import { toCheckInput } from '../checks/createRequest.js';
import { decodeUpload } from '../checks/fileField.js';
import { readUsage } from '../credits/credits.service.js';
import { parseWith } from '../http/zodFailure.js';
import type { Services } from '../services.js';
import {
  addSourceRule,
  deleteSourceRule,
  listSourceRules,
  patchSourceRule,
  replaceSourceRules,
} from '../sourceRules/sourceRules.service.js';
import { acceptedWordsOf } from '../dictionary/dictionary.service.js';
import { proofread, PROOFREADS_PER_HOUR } from '../proofread/proofread.js';
import { hitFailingOpen } from '../rateLimit/failOpen.js';
import type { CheckView, WritecheckBackend } from './backend.js';

/**
 * The tools in the server's own process: the service functions /v1 calls, with the
 * same scopes and the same validation, for the key that authenticated the request.
 */
export interface CallerContext {
  detectorVersion: () => string | null;
  /** The caller's network address, for the per-client limit on guest checks. */
  clientAddress?: string | undefined;
}

export function serviceBackend(svc: Services, who: Principal, caller: CallerContext): WritecheckBackend {
  return {
    async createCheck(submission) {
      assertScope(who, 'checks:write');
      const { idempotencyKey, ...fields } = submission;
      if (idempotencyKey !== undefined && (idempotencyKey.length < 1 || idempotencyKey.length > limits.maxIdempotencyKeyChars)) {
        throw new ServiceFailure('invalid_body', `idempotencyKey: 1 to ${limits.maxIdempotencyKeyChars} characters`);
      }
      const body = parseWith(createCheckBodySchema, fields);
      const file = body.file === undefined ? undefined : { bytes: decodeUpload(body.file, who.limits.maxUploadBytes), filename: body.filename };
      return createCheck(svc, who, { ...toCheckInput(body, file, idempotencyKey), clientAddress: caller.clientAddress });
    },
    async getCheck(id, query) {
      assertScope(who, 'checks:read');
      return (await getCheck(svc, who, id, query, caller.detectorVersion())) as CheckView;
    },
    async listChecks(query) {
      assertScope(who, 'checks:read');
      return listChecks(svc, who, parseWith(checkListQuerySchema, query));
    },
    async cancelCheck(id) {
      assertScope(who, 'checks:write');
      return cancelCheck(svc, who, id);
    },
    async deleteCheck(id) {
      assertScope(who, 'checks:write');
      return deleteCheck(svc, who, id);
    },
    async readUsage() {
      assertScope(who, 'usage:read');
      return readUsage(svc.db, who.accountId);
    },
    async proofread(input) {
      assertScope(who, 'checks:write');
      const allowed = await hitFailingOpen(svc.limiter, svc.log, `proofread:${who.keyId}`, PROOFREADS_PER_HOUR, 3_600_000);
      if (!allowed.allowed) {
        throw new ServiceFailure('rate_limited', `at most ${PROOFREADS_PER_HOUR} proofreads per hour per key`, { retryAfterSeconds: allowed.retryAfterSeconds });
      }
      // In a worker thread, as a check's language pass runs, with the account's own words.
      return proofread((text, options) => svc.host.run('lintDocument', [text, options], { timeoutMs: 60_000 }), input, {
        styleEnabled: svc.config.styleEnabled,
        acceptedWords: await acceptedWordsOf(svc.db, who.accountId),
      });
    },
    async readCapabilities() {
      // Like GET /v1/capabilities: no scope needed.
      return buildCapabilities({ styleEnabled: svc.config.styleEnabled });
    },
    async listSourceRules() {
      assertScope(who, 'checks:read');
      return listSourceRules(svc, who);
    },
    async addSourceRule(rule) {
      assertScope(who, 'checks:write');
      return addSourceRule(svc, who, parseWith(sourceRuleInputSchema.strict(), rule));
    },
    async updateSourceRule(id, patch) {
      assertScope(who, 'checks:write');
      return patchSourceRule(svc, who, id, parseWith(sourceRulePatchSchema, patch));
    },
    async replaceSourceRules(rules) {
      assertScope(who, 'checks:write');
      return replaceSourceRules(svc, who, parseWith(sourceRuleReplaceSchema, { rules }).rules);
    },
    async deleteSourceRule(id) {
      assertScope(who, 'checks:write');
      return deleteSourceRule(svc, who, id);
    },
  };
}
