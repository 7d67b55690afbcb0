import { describe, expect, it } from 'vitest';
import {
  compileSourceRules,
  decideSource,
  matchesSourceRule,
  mergeSourceRules,
  normaliseSourceRule,
  sourceRuleKey,
  type NormalisedSourceRule,
  type SourceRuleKind,
  type SourceRuleMode,
} from './sourceRules.js';

function stored(kind: SourceRuleKind, value: string, mode: SourceRuleMode = 'exclude'): string {
  const result = normaliseSourceRule({ mode, kind, value });
  if (!result.ok) throw new Error(`refused ${kind} ${JSON.stringify(value)}: ${result.reason}`);
  return result.rule.value;
}

function reasonFor(kind: string, value: unknown, mode: unknown = 'exclude'): string {
  const result = normaliseSourceRule({ mode, kind, value } as { mode: string; kind: string; value: string });
  if (result.ok) throw new Error(`accepted ${kind} ${JSON.stringify(value)} as ${result.rule.value}`);
  return result.reason;
}

function rule(kind: SourceRuleKind, value: string, mode: SourceRuleMode = 'exclude'): NormalisedSourceRule {
  const result = normaliseSourceRule({ mode, kind, value });
  if (!result.ok) throw new Error(result.reason);
  return result.rule;
}

describe('normaliseSourceRule', () => {
  it('stores values lowercased, trimmed, without scheme, www. or trailing slash', () => {
    expect(stored('domain', 'https://www.Example.com/')).toBe('example.com');
    expect(stored('domain', '  EXAMPLE.COM  ')).toBe('example.com');
    expect(stored('domain', 'example.com.')).toBe('example.com');
    expect(stored('domain', '//example.com')).toBe('example.com');
    expect(stored('hostname', 'http://Blog.Example.com:8080/')).toBe('blog.example.com');
    expect(stored('url', 'HTTPS://WWW.Example.com/Blog/')).toBe('example.com/blog');
    expect(stored('pattern', 'https://www.example.com/*/print*')).toBe('example.com/*/print');
  });

  it('treats https://www.Example.com/ and example.com as the same domain rule', () => {
    const a = normaliseSourceRule({ mode: 'exclude', kind: 'domain', value: 'https://www.Example.com/' });
    const b = normaliseSourceRule({ mode: 'exclude', kind: 'domain', value: 'example.com' });
    expect(a.ok && b.ok && sourceRuleKey(a.rule) === sourceRuleKey(b.rule)).toBe(true);
  });

  it('keeps www. when nothing registrable would remain', () => {
    expect(stored('domain', 'www.com')).toBe('www.com');
    expect(stored('hostname', 'www.example.co.uk')).toBe('example.co.uk');
    expect(stored('domain', 'www2.example.com')).toBe('www2.example.com');
  });

  it('writes internationalised host names in punycode', () => {
    expect(stored('domain', 'München.de')).toBe('xn--mnchen-3ya.de');
    expect(stored('domain', 'xn--mnchen-3ya.de')).toBe('xn--mnchen-3ya.de');
    expect(stored('hostname', 'ｅｘａｍｐｌｅ.com')).toBe('example.com');
    expect(stored('url', 'https://bücher.de/Straße')).toBe('xn--bcher-kva.de/stra%c3%9fe');
  });

  it('accepts plain IP addresses for hostname and url rules only', () => {
    expect(stored('hostname', '93.184.216.34')).toBe('93.184.216.34');
    expect(stored('url', 'http://93.184.216.34:8080/docs/')).toBe('93.184.216.34/docs');
    expect(stored('hostname', '[0:0::1]')).toBe('[::1]');
    expect(reasonFor('domain', '93.184.216.34')).toMatch(/hostname rule/);
    expect(reasonFor('hostname', '010.1.1.1')).toMatch(/four numbers/);
    expect(reasonFor('hostname', '1.2.3')).toMatch(/four numbers/);
    expect(reasonFor('hostname', '1.2.3.4.5')).toMatch(/not a valid host/);
  });

  it('accepts a top-level domain as a domain rule but not a single label as a host', () => {
    expect(stored('domain', 'edu')).toBe('edu');
    expect(reasonFor('hostname', 'localhost')).toMatch(/full name/);
    expect(reasonFor('url', 'intranet/page')).toMatch(/full name/);
  });

  it('keeps the query of a url rule and drops its fragment, resolving dot segments', () => {
    expect(stored('url', 'example.com/page?ID=3#top')).toBe('example.com/page?id=3');
    expect(stored('url', 'example.com?p=1')).toBe('example.com/?p=1');
    expect(stored('url', 'example.com/a/../b/./c/')).toBe('example.com/b/c');
    expect(stored('url', 'example.com/')).toBe('example.com');
    expect(stored('url', 'example.com/café')).toBe(stored('url', 'example.com/caf%C3%A9'));
  });

  it('refuses paths, queries and wildcards inside domain and hostname rules', () => {
    expect(reasonFor('domain', 'example.com/blog')).toMatch(/cannot contain a path.*"\/blog".*url rule/);
    expect(reasonFor('hostname', 'blog.example.com/2024/')).toMatch(/cannot contain a path/);
    expect(reasonFor('domain', 'example.com?x=1')).toMatch(/cannot contain a path or query/);
    expect(reasonFor('domain', '*.example.com')).toMatch(/already covers every subdomain/);
    expect(reasonFor('hostname', '*.example.com')).toMatch(/domain rule/);
  });

  it('refuses invalid host names with the reason', () => {
    expect(reasonFor('domain', 'exa%6dple.com')).toMatch(/cannot have \("%"\)/);
    expect(reasonFor('domain', 'exam!ple.com')).toMatch(/cannot have/);
    expect(reasonFor('domain', 'a..example.com')).toMatch(/empty label/);
    expect(reasonFor('domain', '-bad.example.com')).toMatch(/not a valid part/);
    expect(reasonFor('domain', `${'a'.repeat(64)}.com`)).toMatch(/not a valid part/);
    expect(reasonFor('domain', 'example.com:99999')).toMatch(/not a valid host/);
    expect(reasonFor('domain', 'user@example.com')).toMatch(/user name/);
    expect(reasonFor('domain', 'mailto:someone')).toMatch(/not a valid host/);
    expect(reasonFor('domain', 'exam\u200bple.com')).toMatch(/cannot have/);
  });

  it('refuses a url rule without a host', () => {
    expect(reasonFor('url', '/blog/post')).toMatch(/must start with a host name/);
    expect(reasonFor('url', 'https:///path')).toMatch(/must start with a host name/);
    expect(reasonFor('url', '?q=1')).toMatch(/must start with a host name/);
  });

  it('refuses empty, spaced, control-character and over-long values', () => {
    expect(reasonFor('domain', '')).toMatch(/empty/);
    expect(reasonFor('domain', '   ')).toMatch(/empty/);
    expect(reasonFor('domain', 'exa mple.com')).toMatch(/space/);
    expect(reasonFor('pattern', 'example.com/a\tb')).toMatch(/control|space/);
    expect(reasonFor('domain', 'example.com\u0000')).toMatch(/control/);
    expect(reasonFor('url', `example.com/${'a'.repeat(300)}`)).toMatch(/longer than 300/);
    expect(reasonFor('url', `example.com/${'a'.repeat(100_000)}`)).toMatch(/longer than 300/);
    expect(stored('url', `https://www.example.com/${'a'.repeat(287)}`)).toHaveLength(299);
    expect(reasonFor('url', 'example.com/\ud800')).toMatch(/invalid character/);
  });

  it('answers hostile values with a short reason and never throws', () => {
    const longHost = `${'a'.repeat(1_500)}!.com`;
    const reason = reasonFor('domain', longHost);
    expect(reason.length).toBeLessThan(200);
    expect(reasonFor('url', `example.com/${'é'.repeat(100)}`)).toMatch(/longer than 300/);
    expect(reasonFor('domain', '‮example.com')).toMatch(/cannot have|control/);
    const values = ['💥'.repeat(500), '[::1', '[]', ':', '.', '..', '%%%', '\\host\\share', 'a'.repeat(2_048), '*'.repeat(2_000)];
    for (const kind of ['domain', 'hostname', 'url', 'pattern'] as const) {
      for (const value of values) {
        const result = normaliseSourceRule({ mode: 'exclude', kind, value });
        if (result.ok) expect(result.rule.value.length).toBeLessThanOrEqual(300);
        else expect(result.reason.length).toBeLessThan(300);
      }
    }
  });

  it('refuses unknown modes and kinds and non-string values', () => {
    expect(reasonFor('domain', 'example.com', 'block')).toMatch(/mode/);
    expect(reasonFor('regex', 'example.com')).toMatch(/kind/);
    expect(reasonFor('domain', 42)).toMatch(/string/);
    expect(reasonFor('domain', null)).toMatch(/string/);
    expect(normaliseSourceRule(null as unknown as { mode: string; kind: string; value: string }).ok).toBe(false);
  });

  describe('patterns', () => {
    it('collapses stars and drops a trailing star that adds nothing', () => {
      expect(stored('pattern', 'example.com/**/print')).toBe('example.com/*/print');
      expect(stored('pattern', 'example.com/blog/*')).toBe('example.com/blog/');
      expect(stored('pattern', 'example.com/blog*$')).toBe('example.com/blog');
      expect(stored('pattern', '*.pdf$')).toBe('*.pdf$');
      expect(stored('pattern', 'www.example.com/*')).toBe('example.com/');
    });

    it('keeps a star whose removal would turn a literal $ into an anchor', () => {
      expect(stored('pattern', 'example.com/a$*')).toBe('example.com/a$*');
    });

    it('refuses patterns with fewer than three literal characters', () => {
      expect(reasonFor('pattern', '*')).toMatch(/three characters/);
      expect(reasonFor('pattern', '*$')).toMatch(/three characters/);
      expect(reasonFor('pattern', 'ab*')).toMatch(/three characters/);
      expect(reasonFor('pattern', '*a*b*$')).toMatch(/three characters/);
      expect(stored('pattern', '*abc')).toBe('*abc');
    });

    it('refuses a scheme or a fragment inside a pattern', () => {
      expect(reasonFor('pattern', '*://example.com/')).toMatch(/scheme/);
      expect(reasonFor('pattern', 'example.com/page#section')).toMatch(/fragment/);
    });

    it('encodes what addresses encode, and internationalised hosts as punycode', () => {
      expect(stored('pattern', 'example.com/<x>')).toBe('example.com/%3cx%3e');
      expect(stored('pattern', 'example.com/*/café$')).toBe('example.com/*/caf%c3%a9$');
      expect(stored('pattern', 'bücher.de/*')).toBe('xn--bcher-kva.de/');
      expect(reasonFor('pattern', '*.bücher.de/')).toMatch(/xn--/);
    });

    it('keeps regular expression metacharacters as they are', () => {
      expect(stored('pattern', 'example.com/(.*)+[a-z]?')).toBe('example.com/(.*)+[a-z]?');
    });
  });

  it('gives the same stored value when a stored value is normalised again', () => {
    const inputs: Array<[SourceRuleKind, string]> = [
      ['domain', 'https://www.Example.com/'],
      ['domain', 'München.de'],
      ['hostname', '[0:0::1]:80'],
      ['url', 'https://bücher.de/Straße/?q=Ä#x'],
      ['url', 'example.com/a/../b/'],
      ['pattern', 'https://www.bücher.de/*/ä<b>*$'],
      ['pattern', 'example.com/a$*'],
    ];
    for (const [kind, value] of inputs) {
      const once = stored(kind, value);
      expect(stored(kind, once)).toBe(once);
    }
  });
});

describe('matchesSourceRule', () => {
  it('matches a domain rule on the root and every subdomain only', () => {
    const r = rule('domain', 'example.com');
    expect(matchesSourceRule(r, 'https://example.com/')).toBe(true);
    expect(matchesSourceRule(r, 'https://www.example.com/page')).toBe(true);
    expect(matchesSourceRule(r, 'http://a.b.example.com/x?y=1')).toBe(true);
    expect(matchesSourceRule(r, 'https://EXAMPLE.COM./')).toBe(true);
    expect(matchesSourceRule(r, 'https://notexample.com/')).toBe(false);
    expect(matchesSourceRule(r, 'https://example.com.evil.net/')).toBe(false);
    expect(matchesSourceRule(r, 'https://example.org/example.com')).toBe(false);
    expect(matchesSourceRule(rule('domain', 'edu'), 'https://web.mit.edu/')).toBe(true);
    expect(matchesSourceRule(rule('domain', 'münchen.de'), 'https://www.München.de/')).toBe(true);
  });

  it('matches a hostname rule on one host only (www. aside)', () => {
    const r = rule('hostname', 'blog.example.com');
    expect(matchesSourceRule(r, 'https://blog.example.com/post')).toBe(true);
    expect(matchesSourceRule(r, 'https://www.blog.example.com/post')).toBe(true);
    expect(matchesSourceRule(r, 'https://example.com/')).toBe(false);
    expect(matchesSourceRule(r, 'https://x.blog.example.com/')).toBe(false);
    expect(matchesSourceRule(rule('hostname', 'example.com'), 'https://www.example.com/')).toBe(true);
    expect(matchesSourceRule(rule('hostname', '93.184.216.34'), 'http://93.184.216.34:8080/a')).toBe(true);
  });

  it('matches a url rule on its address and what lies below it, segment by segment', () => {
    const r = rule('url', 'https://example.com/blog/');
    expect(matchesSourceRule(r, 'https://example.com/blog')).toBe(true);
    expect(matchesSourceRule(r, 'https://example.com/blog/')).toBe(true);
    expect(matchesSourceRule(r, 'http://www.example.com/blog/2024/post.html')).toBe(true);
    expect(matchesSourceRule(r, 'https://example.com/Blog?page=2')).toBe(true);
    expect(matchesSourceRule(r, 'https://example.com/blog#comments')).toBe(true);
    expect(matchesSourceRule(r, 'https://example.com/blogger')).toBe(false);
    expect(matchesSourceRule(r, 'https://example.com/')).toBe(false);
    expect(matchesSourceRule(r, 'https://sub.example.com/blog')).toBe(false);
    expect(matchesSourceRule(rule('url', 'example.com'), 'https://example.com/anything')).toBe(true);
  });

  it('matches a url rule with a query on whole parameters', () => {
    const r = rule('url', 'example.com/page?id=3');
    expect(matchesSourceRule(r, 'https://example.com/page?id=3')).toBe(true);
    expect(matchesSourceRule(r, 'https://example.com/page?id=3&lang=en')).toBe(true);
    expect(matchesSourceRule(r, 'https://example.com/page?id=30')).toBe(false);
    expect(matchesSourceRule(r, 'https://example.com/page')).toBe(false);
  });

  it('matches a url rule with non-ASCII path whatever the case or encoding of the address', () => {
    const r = rule('url', 'example.com/café');
    expect(matchesSourceRule(r, 'https://example.com/caf%C3%A9/menu')).toBe(true);
    expect(matchesSourceRule(r, 'https://example.com/CAFÉ')).toBe(true);
  });

  it('matches patterns robots.txt style against host, path and query', () => {
    const pdf = rule('pattern', '*.pdf$');
    expect(matchesSourceRule(pdf, 'https://example.com/files/paper.pdf')).toBe(true);
    expect(matchesSourceRule(pdf, 'https://example.com/files/paper.PDF')).toBe(true);
    expect(matchesSourceRule(pdf, 'https://example.com/files/paper.pdf?download=1')).toBe(false);
    expect(matchesSourceRule(pdf, 'https://example.com/paper.pdfx')).toBe(false);

    const print = rule('pattern', 'example.com/*/print');
    expect(matchesSourceRule(print, 'https://www.example.com/news/print')).toBe(true);
    expect(matchesSourceRule(print, 'https://example.com/a/b/print/page')).toBe(true);
    expect(matchesSourceRule(print, 'https://example.com/print')).toBe(false);
    expect(matchesSourceRule(print, 'https://other.com/example.com/x/print')).toBe(false);

    const query = rule('pattern', '*?utm_source=');
    expect(matchesSourceRule(query, 'https://x.org/a?utm_source=mail')).toBe(true);
    expect(matchesSourceRule(query, 'https://x.org/a?ref=mail')).toBe(false);

    const root = rule('pattern', 'example.com/$');
    expect(matchesSourceRule(root, 'https://example.com')).toBe(true);
    expect(matchesSourceRule(root, 'https://example.com/about')).toBe(false);

    const anchoredMiddle = rule('pattern', 'example.com/*/2024/*.html$');
    expect(matchesSourceRule(anchoredMiddle, 'https://example.com/news/2024/a.html')).toBe(true);
    expect(matchesSourceRule(anchoredMiddle, 'https://example.com/news/2024.html')).toBe(false);
    // The anchored end may not reuse characters the start already matched.
    const overlap = rule('pattern', 'example.com/*com/$');
    expect(matchesSourceRule(overlap, 'https://example.com/')).toBe(false);
    expect(matchesSourceRule(overlap, 'https://example.com/x.com/')).toBe(true);
  });

  it('treats regular expression metacharacters in patterns as literal characters', () => {
    const r = rule('pattern', 'example.com/a.b+(c)?');
    expect(matchesSourceRule(r, 'https://example.com/a.b+(c)?x=1')).toBe(true);
    expect(matchesSourceRule(r, 'https://example.com/axbb(c)')).toBe(false);
    expect(matchesSourceRule(r, 'https://example.com/a.b+c')).toBe(false);
    const dollar = rule('pattern', 'example.com/a$*');
    expect(matchesSourceRule(dollar, 'https://example.com/a$b')).toBe(true);
    expect(matchesSourceRule(dollar, 'https://example.com/a')).toBe(false);
  });

  it('matches no rule for addresses without a host', () => {
    const r = rule('pattern', '*abc');
    for (const address of ['', 'not a url at all', 'mailto:abc@example.com', 'http://', 'x'.repeat(20_000)]) {
      expect(matchesSourceRule(r, address)).toBe(false);
    }
    expect(matchesSourceRule(rule('domain', 'example.com'), 'mailto:abc@example.com')).toBe(false);
    expect(matchesSourceRule(rule('domain', 'example.com'), 'https://example.com:notaport/')).toBe(false);
  });

  it('reads an address without a scheme as http', () => {
    expect(matchesSourceRule(rule('url', 'example.com/blog'), 'example.com/blog/post')).toBe(true);
    expect(matchesSourceRule(rule('url', 'example.com/blog'), 'example.com:8080/blog/post')).toBe(true);
  });
});

describe('decideSource', () => {
  const excludeWiki = rule('domain', 'wikipedia.org', 'exclude');
  const includeEdu = rule('domain', 'edu', 'include');
  const includeBlog = rule('url', 'example.com/blog', 'include');
  const excludeDraft = rule('pattern', '*/drafts/', 'exclude');

  it('keeps everything without rules', () => {
    expect(decideSource([], 'https://anything.net/')).toEqual({ kept: true, reason: null });
  });

  it('removes sources an exclude rule matches and keeps the rest', () => {
    expect(decideSource([excludeWiki], 'https://en.wikipedia.org/wiki/X')).toEqual({ kept: false, reason: 'excluded' });
    expect(decideSource([excludeWiki], 'https://britannica.com/')).toEqual({ kept: true, reason: null });
  });

  it('keeps only included sources once any include rule exists', () => {
    const rules = [excludeWiki, includeEdu, includeBlog];
    expect(decideSource(rules, 'https://web.mit.edu/paper')).toEqual({ kept: true, reason: null });
    expect(decideSource(rules, 'https://example.com/blog/post')).toEqual({ kept: true, reason: null });
    expect(decideSource(rules, 'https://example.com/shop')).toEqual({ kept: false, reason: 'not_included' });
    expect(decideSource(rules, 'https://britannica.com/')).toEqual({ kept: false, reason: 'not_included' });
    expect(decideSource(rules, 'not an address')).toEqual({ kept: false, reason: 'not_included' });
  });

  it('lets exclude win when both match', () => {
    const rules = [includeBlog, excludeDraft];
    expect(decideSource(rules, 'https://example.com/blog/drafts/1')).toEqual({ kept: false, reason: 'excluded' });
    expect(decideSource(rules, 'https://example.com/blog/final/1')).toEqual({ kept: true, reason: null });
    expect(decideSource([rule('domain', 'edu', 'exclude'), includeEdu], 'https://mit.edu/')).toEqual({
      kept: false,
      reason: 'excluded',
    });
  });

  it('applies the union of account and check rules', () => {
    const account = [excludeWiki];
    const check = [includeEdu];
    const rules = mergeSourceRules(account, check);
    expect(decideSource(rules, 'https://en.wikipedia.org/')).toEqual({ kept: false, reason: 'excluded' });
    expect(decideSource(rules, 'https://news.com/')).toEqual({ kept: false, reason: 'not_included' });
    expect(decideSource(rules, 'https://harvard.edu/')).toEqual({ kept: true, reason: null });
  });

  it('decides thousands of addresses against 100 rules quickly', () => {
    const rules: NormalisedSourceRule[] = [];
    for (let i = 0; i < 25; i += 1) {
      rules.push(rule('domain', `site${i}.com`));
      rules.push(rule('hostname', `blog.host${i}.org`));
      rules.push(rule('url', `docs.example${i}.net/v${i}/`, 'include'));
      rules.push(rule('pattern', `*/tag${i}/*.html$`));
    }
    const compiled = compileSourceRules(rules);
    const started = performance.now();
    let kept = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const n = i % 40;
      if (compiled.decide(`https://docs.example${n}.net/v${n}/page/${i}?q=${i}`).kept) kept += 1;
    }
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(kept).toBe(20_000 * (25 / 40));
  });
});

describe('mergeSourceRules and sourceRuleKey', () => {
  it('keys a rule by mode, kind and value', () => {
    expect(sourceRuleKey(rule('domain', 'example.com'))).not.toBe(sourceRuleKey(rule('domain', 'example.com', 'include')));
    expect(sourceRuleKey(rule('domain', 'example.com'))).not.toBe(sourceRuleKey(rule('hostname', 'example.com')));
    expect(sourceRuleKey(rule('url', 'https://www.example.com/a/'))).toBe(sourceRuleKey(rule('url', 'example.com/a')));
  });

  it('merges without duplicates, keeping the account copy and its order', () => {
    const account = [
      { id: 'sr_1', ...rule('domain', 'example.com') },
      { id: 'sr_2', ...rule('pattern', '*.pdf$') },
    ];
    const check = [
      { id: 'c1', ...rule('domain', 'https://www.example.com/') },
      { id: 'c2', ...rule('domain', 'example.com', 'include') },
      { id: 'c3', ...rule('domain', 'example.com', 'include') },
    ];
    expect(mergeSourceRules(account, check).map((r) => r.id)).toEqual(['sr_1', 'sr_2', 'c2']);
    expect(mergeSourceRules([], [])).toEqual([]);
  });
});
