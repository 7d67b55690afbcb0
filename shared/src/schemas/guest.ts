import { z } from 'zod';
import { issueCategorySchema } from './report.js';

// The `guest` and `rest` objects of a guest check (decisions.md "Guest mode"). A guest check
// reads the first `teaserWords` words in full; the next `peekWords` are read too but shown only
// as highlights; the words after them are not read at all.

export const guestAiBands = ['low', 'medium', 'high', 'none'] as const;

export const guestPreviewSchema = z
  .object({
    teaserWords: z.number().describe('Words a guest check reads in full (400).'),
    flow: z
      .enum(['whole', 'teaser'])
      .describe('`whole`: the document fit in the teaser and nothing is locked; `teaser`: words past the teaser are locked.'),
    wallClockMs: z.number().int().min(1).describe('Time from submission to the finished preview.'),
    crispWords: z.number().describe('Words shown with every detail: the teaser, or the whole document when shorter.'),
    peekWords: z.number().describe('Words after the teaser that were read but are shown only as highlights.'),
    peek: z
      .object({
        text: z.string().describe('The text of the peek window.'),
        findings: z.number().describe('Findings inside the peek window; their texts are locked.'),
        marks: z
          .array(z.object({ category: issueCategorySchema, start: z.number(), end: z.number() }))
          .describe('Where each locked finding sits; offsets into the report text.'),
      })
      .describe('The window after the teaser: highlights without details.'),
    wordCount: z.number().describe('Words of the whole document.'),
    unscannedWords: z.number().describe('Words after the peek window that were not read; their spans are `unchecked`.'),
    truncated: z.boolean().describe('True when part of the document went unscanned.'),
    tail: z.string().describe('The opening of the unscanned part (up to 200 characters); empty when nothing went unscanned.'),
    ai: z
      .object({
        band: z.enum(guestAiBands).describe('The AI-content likelihood as a band: under 30 low, under 70 medium, else high; `none` without a verdict.'),
        sentences: z.number().describe('Sentences flagged as likely machine-written, teaser and peek together.'),
      })
      .describe('The AI-content verdict in place of the exact score details.'),
    hiddenLanguage: z.number().describe('Grammar, spelling and style findings past the teaser whose texts are locked.'),
    lockedSources: z.number().describe('Sources matched only past the teaser; withheld.'),
    lockedCitations: z.number().describe('Citation findings past the teaser; withheld.'),
  })
  .meta({ id: 'GuestPreview' });
export type GuestPreview = z.infer<typeof guestPreviewSchema>;

export const guestRestSchema = z
  .object({
    words: z.number().describe('Words after the teaser: what a full check would read on top of the preview.'),
    text: z.string().describe('Those words, for resubmitting as a full check; empty once expired.'),
    expired: z.boolean().describe('The remainder is held for 7 days after the preview finished; then `text` is empty.'),
    cost: z.string().describe('What those words cost as a full check with the same passes, e.g. "480 credits".'),
  })
  .meta({ id: 'GuestRest' });
export type GuestRest = z.infer<typeof guestRestSchema>;
