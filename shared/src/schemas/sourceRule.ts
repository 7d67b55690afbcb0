import { z } from 'zod';
import { limits } from '../limits.js';

export const sourceRuleModeSchema = z.enum(['exclude', 'include']);
export const sourceRuleKindSchema = z.enum(['domain', 'hostname', 'url', 'pattern']);

/** A rule as a caller writes it; the service normalises `value` before storing. */
export const sourceRuleInputSchema = z
  .object({
    mode: sourceRuleModeSchema,
    kind: sourceRuleKindSchema,
    value: z.string().min(1).max(limits.maxSourceRuleValueLength),
  })
  .meta({ id: 'SourceRuleInput' });
export type SourceRuleInput = z.infer<typeof sourceRuleInputSchema>;

export const sourceRuleSchema = sourceRuleInputSchema
  .extend({ id: z.string().describe('Prefix `sr_`; assigned by the service.') })
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
    value: z.string().min(1).max(limits.maxSourceRuleValueLength).optional(),
  })
  .strict()
  .refine((v) => v.mode !== undefined || v.kind !== undefined || v.value !== undefined, {
    message: 'send at least one of mode, kind, value',
  });

export const sourceRuleReplaceSchema = z.object({
  rules: z.array(sourceRuleInputSchema.extend({ id: z.string().optional() })),
});
