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

  it('keeps the line break between a reference it adds and the entry beside it', () => {
    const last = 'Okafor, N. (2019). Allotments and the people who keep them. Urban Studies Review, 12(3), 40-58.';
    const added = 'Quist, L., & Rahm, T. (2022). Shared plots in shrinking towns. Journal of Rural Life, 7(1), 1-19.';
    const after = fixPreview(last, `${last}\n${added}`, 'Add the reference')!;
    expect(after).toContain('40-58.\nQuist, L.');
    const first = 'Abbot, R. (2015). Seed libraries. Garden History, 3(2), 5-9.';
    const before = fixPreview(first, `${added}\n\n${first}`.replace('Quist', 'Aaron'), 'Add the reference')!;
    expect(before).toMatch(/1-19\.\nAbbot, R\./);
    expect(before).not.toContain('\n\n');
  });
});
