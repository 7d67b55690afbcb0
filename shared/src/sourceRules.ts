// Source rules (spec "Source rule"): normalisation and validation of rule values, matching against
// source addresses, precedence between include and exclude rules, and merging of rule lists.
export {
  maxSourceRuleValueLength,
  sourceRuleKinds,
  sourceRuleModes,
  type NormalisedSourceRule,
  type SourceRuleKind,
  type SourceRuleMode,
  type SourceRuleNormalisation,
} from './sourceRules/types.js';
export { normaliseSourceRule } from './sourceRules/normalise.js';
export { matchesSourceRule } from './sourceRules/match.js';
export { readSourceAddress, type SourceAddress } from './sourceRules/sourceAddress.js';
export {
  compileSourceRules,
  decideSource,
  mergeSourceRules,
  sourceRuleKey,
  type CompiledSourceRules,
  type SourceDecision,
} from './sourceRules/decide.js';
