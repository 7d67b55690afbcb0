import type { z } from 'zod';
import type { instantSchema } from '@writecheck/shared';
import { guestWindow } from './guestWindow.js';

type Instant = z.infer<typeof instantSchema>;

/**
 * The `instant` findings of a guest check as the guest may see them: those in the
 * teaser; the rest are counted in `redactedIssues`. Shown while the check runs too,
 * so it cannot wait for the report.
 */
export function guestInstant(instant: Instant, text: string, wordCount: number): Instant {
  const win = guestWindow(text, wordCount);
  const shown = instant.issues.filter((i) => i.original.start < win.crispEnd);
  return {
    ...instant,
    issues: shown,
    redactedIssues: instant.redactedIssues + instant.issues.length - shown.length,
    teaserCutoff: win.crispEnd,
    crispWords: win.crispWords,
  };
}
