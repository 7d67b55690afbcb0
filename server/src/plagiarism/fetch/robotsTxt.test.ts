import { describe, expect, it } from 'vitest';
import { parseRobotsTxt } from './robotsTxt.js';

describe('robots.txt', () => {
  const robots = `# comment
User-agent: *
Disallow: /private/
Allow: /private/open
Disallow: /*.pdf$

User-agent: writecheck
User-agent: otherbot
Disallow: /no-writecheck/
Allow: /
`;

  it('uses the group that names our token over the * group', () => {
    const ours = parseRobotsTxt(robots, 'writecheck');
    expect(ours.isAllowed('/no-writecheck/page')).toBe(false);
    expect(ours.isAllowed('/private/x')).toBe(true);
    const other = parseRobotsTxt(robots, 'somebot');
    expect(other.isAllowed('/private/x')).toBe(false);
    expect(other.isAllowed('/no-writecheck/page')).toBe(true);
  });

  it('lets the longest rule decide, Allow winning a tie, with * and $ patterns', () => {
    const rules = parseRobotsTxt(robots, 'somebot');
    expect(rules.isAllowed('/private/open/page')).toBe(true);
    expect(rules.isAllowed('/papers/a.pdf')).toBe(false);
    expect(rules.isAllowed('/papers/a.pdf?download=1')).toBe(true);
    expect(parseRobotsTxt('User-agent: *\nDisallow: /a\nAllow: /a', 'x').isAllowed('/a')).toBe(true);
  });

  it('treats an empty Disallow, an empty file and garbage as allowing everything', () => {
    expect(parseRobotsTxt('User-agent: *\nDisallow:\n', 'x').isAllowed('/anything')).toBe(true);
    expect(parseRobotsTxt('', 'x').isAllowed('/')).toBe(true);
    expect(parseRobotsTxt('\u0000\u0001 <html> not robots </html>', 'x').isAllowed('/')).toBe(true);
    expect(parseRobotsTxt('User-agent: *\nDisallow: /\n', 'x').isAllowed('/')).toBe(false);
  });

  it('compares percent-encoded and raw paths alike', () => {
    const rules = parseRobotsTxt('User-agent: *\nDisallow: /café\n', 'x');
    expect(rules.isAllowed('/caf%C3%A9/menu')).toBe(false);
  });
});
