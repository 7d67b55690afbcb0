import { describe, expect, it } from 'vitest';
import { skippedInstant, toInstant } from './instant.js';
import { lintDocument } from './lintDocument.node.js';

describe('toInstant', () => {
  it('carries the findings with their offsets and withholds those past the teaser cutoff', async () => {
    const text = 'We will recieve it. Later we will recieve more.';
    const r = await lintDocument(text, { language: 'en', register: 'general', styleEnabled: false, harper: false });
    const all = toInstant(r, { wordCount: 9 });
    expect(all.issues).toHaveLength(2);
    expect(all.issues[0]).toMatchObject({ category: 'spelling', kind: 'spelling', original: { text: 'recieve', start: 8, end: 15 } });
    expect(all.issues[0]!.suggestions[0]).toBe('receive');
    expect(all.counts.spelling).toBe(2);
    expect(all.adopted).toBe(false);
    const teaser = toInstant(r, { wordCount: 9, teaserCutoff: 20 });
    expect(teaser.issues).toHaveLength(1);
    expect(teaser.redactedIssues).toBe(1);
  }, 120_000);
  it('says why a document was skipped', () => {
    expect(skippedInstant('non_english', 40)).toMatchObject({ skipped: 'non_english', issues: [], wordCount: 40 });
  });
});
