/** One group's rules: path patterns with `*` wildcards and an optional `$` end anchor. */
interface Rule {
  allow: boolean;
  pattern: string;
  regex: RegExp;
}

export interface RobotsRules {
  isAllowed(pathAndQuery: string): boolean;
}

export const allowAll: RobotsRules = { isAllowed: () => true };
export const disallowAll: RobotsRules = { isAllowed: () => false };

function toRegex(pattern: string): RegExp {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

/** Percent-encodes what a browser would, so `/caf%C3%A9` and `/café` compare equal. */
function canonicalPath(path: string): string {
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return path;
  }
}

/**
 * Parses robots.txt as RFC 9309 reads it: groups of user-agent lines, the group naming our
 * product token wins over `*`, the longest matching rule decides and Allow wins a tie.
 */
export function parseRobotsTxt(body: string, productToken: string): RobotsRules {
  const token = productToken.toLowerCase();
  const groups: { agents: string[]; rules: Rule[] }[] = [];
  let current: { agents: string[]; rules: Rule[] } | null = null;
  let lastWasAgent = false;
  for (const rawLine of body.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current || (key !== 'allow' && key !== 'disallow')) continue;
    // An empty Disallow allows everything, so it adds no rule.
    if (value === '') continue;
    const pattern = canonicalPath(value);
    current.rules.push({ allow: key === 'allow', pattern, regex: toRegex(pattern) });
  }
  const named = groups.filter((g) => g.agents.some((a) => a !== '*' && token.startsWith(a)));
  const chosen = named.length > 0 ? named : groups.filter((g) => g.agents.includes('*'));
  const rules = chosen.flatMap((g) => g.rules);
  if (rules.length === 0) return allowAll;
  return {
    isAllowed(pathAndQuery) {
      const path = canonicalPath(pathAndQuery || '/');
      let best: Rule | null = null;
      for (const rule of rules) {
        if (!rule.regex.test(path)) continue;
        if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow)) best = rule;
      }
      return best === null || best.allow;
    },
  };
}
