// The service's numbers, in one place (spec "Limits" and decisions.md "Numbers").
export const limits = {
  minWordsPerCheck: 20,
  maxWordsPerCheck: 25_000,
  minBilledWordsPerCheck: 250,
  maxTextChars: 400_000,
  maxUploadBytes: 25 * 1024 * 1024,
  maxTitleChars: 200,
  maxIdempotencyKeyChars: 200,
  maxSourceRules: 50,
  maxSourceRulesPerCheck: 50,
  maxSourceRuleValueLength: 300,
  requestsPerMinute: 120,
  checkStartsPerHour: 300,
  checksInFlight: 5,
  keysPerAccount: 5,
  starterCredits: 1_500,
  guestTeaserWords: 400,
} as const;

export const fileTypes = [
  'txt',
  'md',
  'html',
  'csv',
  'docx',
  'xlsx',
  'pdf',
  'jpeg',
  'png',
  'gif',
  'webp',
] as const;

export const languages = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'code'] as const;

export const passNames = ['plagiarism', 'grammarSpelling', 'citations', 'aiContent', 'style'] as const;
export type PassName = (typeof passNames)[number];

export const registers = ['academic', 'general'] as const;
export const citationStyles = ['APA', 'MLA', 'Chicago'] as const;
export type CitationStyle = (typeof citationStyles)[number];
