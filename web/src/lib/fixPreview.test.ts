import { describe, expect, it } from 'vitest';
import { fixPreview } from './fixPreview.js';

const passage =
  'Critics point out that gardens rarely last longer than the lease on the land they occupy, so the gardeners lose the soil they spent years improving';

describe('fixPreview', () => {
  it('shows nothing when the label already says the replacement, or the fix only removes', () => {
    expect(fixPreview('then', 'than', 'Replace with "than"')).toBeNull();
    expect(fixPreview(' (2004)', '', 'Remove the date, keep the name')).toBeNull();
  });

  it('shows a short replacement whole, the author list it rewrites included', () => {
    expect(fixPreview('Firth, Maye and Pearson (2011)', 'Firth et al. (2011, p. ?)', 'Add the page number')).toBe('Firth et al. (2011, p. ?)');
  });

  it('shows the citation a long passage gains, with the words before it', () => {
    const preview = fixPreview(passage, `${passage} (Okafor, 2021)`, 'Cite the source')!;
    expect(preview.startsWith('…')).toBe(true);
    expect(preview.endsWith('spent years improving (Okafor, 2021)')).toBe(true);
    expect(preview.length).toBeLessThan(60);
  });

  it('shortens a long rewritten passage in the middle, keeping both ends', () => {
    const preview = fixPreview(`${passage}.`, `“${passage}” (Okafor, 2021).`, 'Quote and cite')!;
    expect(preview.startsWith('“Critics point out')).toBe(true);
    expect(preview.endsWith('improving” (Okafor, 2021).')).toBe(true);
    expect(preview).toContain(' … ');
    expect(preview.length).toBeLessThanOrEqual(110);
  });
});
