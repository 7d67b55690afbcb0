import { z } from 'zod';

export const scopeSchema = z.enum(['checks:read', 'checks:write', 'usage:read']);
export type Scope = z.infer<typeof scopeSchema>;
export const allScopes = scopeSchema.options;

export const usageLogEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['grant', 'reserve', 'settle', 'release']),
  credits: z.number(),
  checkId: z.string().nullable(),
  balanceAvailableCredits: z.number(),
});
export type UsageLogEntry = z.infer<typeof usageLogEntrySchema>;

export const usageSchema = z
  .object({
    balanceAvailableCredits: z.number(),
    balanceHeldCredits: z.number(),
    log: z.array(usageLogEntrySchema),
    plan: z.object({ name: z.string(), periodEndsAt: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'Usage' });
export type Usage = z.infer<typeof usageSchema>;

export const capabilitiesSchema = z
  .object({
    credits: z.object({
      wordsPerCredit: z.number(),
      minBilledWordsPerCheck: z.number(),
      passes: z.object({
        base: z.number(),
        plagiarism: z.number(),
        grammarSpelling: z.number(),
        citations: z.number(),
        aiContent: z.number(),
        style: z.number(),
      }),
      styleEnabled: z.boolean(),
    }),
    document: z.object({
      minWordsPerCheck: z.number(),
      maxWordsPerCheck: z.number(),
      maxUploadBytes: z.number(),
      fileTypes: z.array(z.string()),
      languages: z.array(z.string()),
    }),
    checks: z.object({
      passes: z.array(z.string()),
      registers: z.array(z.string()),
      citationStyles: z.array(z.string()),
    }),
    sourceRules: z.object({
      modes: z.array(z.enum(['include', 'exclude'])),
      kinds: z.array(z.enum(['domain', 'hostname', 'url', 'pattern'])),
      maxRules: z.number(),
      maxValueLength: z.number(),
    }),
    rateLimits: z.object({
      requestsPerMinute: z.number(),
      checkStartsPerHour: z.number(),
      checksInFlight: z.number(),
      keysPerAccount: z.number(),
    }),
  })
  .meta({ id: 'Capabilities' });
export type Capabilities = z.infer<typeof capabilitiesSchema>;

