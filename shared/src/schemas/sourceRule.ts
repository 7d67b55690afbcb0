import { z } from 'zod';
import { limits } from '../limits.js';

export const sourceRuleModeSchema = z.enum(['exclude', 'include']);
export const sourceRuleKindSchema = z.enum(['domain', 'hostname', 'url', 'pattern']);

// The stored value is at most 300 characters; the raw value may be longer (a scheme,
// `www.`), and normalisation refuses what is still too long with invalid_source_rule.
const rawValueSchema = z.string().min(1).max(2_048);

/** A rule as a caller writes it; the service normalises `value` before storing. */
export const sourceRuleInputSchema = z
  .object({
    mode: sourceRuleModeSchema,
    kind: sourceRuleKindSchema,
    value: rawValueSchema,
  })
  .meta({ id: 'SourceRuleInput' });
export type SourceRuleInput = z.infer<typeof sourceRuleInputSchema>;

export const sourceRuleSchema = sourceRuleInputSchema
  .extend({
    id: z.string().describe('Prefix `sr_`; assigned by the service.'),
    value: z.string().max(limits.maxSourceRuleValueLength),
  })
  .meta({ id: 'SourceRule' });
export type SourceRule = z.infer<typeof sourceRuleSchema>;

export const sourceRuleLimitsSchema = z.object({
  maxRules: z.number(),
  maxValueLength: z.number(),
});

export const sourceRuleListSchema = z
  .object({ rules: z.array(sourceRuleSchema), count: z.number(), limits: sourceRuleLimitsSchema })
  .meta({ id: 'SourceRuleList' });

export const sourceRulePatchSchema = z
  .object({
    mode: sourceRuleModeSchema.optional(),
    kind: sourceRuleKindSchema.optional(),
    value: rawValueSchema.optional(),
  })
  .strict()
  .refine((v) => v.mode !== undefined || v.kind !== undefined || v.value !== undefined, {
    message: 'send at least one of mode, kind, value',
  });

// Strict like add and change: a misspelt field is refused, not dropped.
export const sourceRuleReplaceSchema = z
  .object({
    rules: z.array(sourceRuleInputSchema.extend({ id: z.string().optional() }).strict()),
  })
  .strict();
