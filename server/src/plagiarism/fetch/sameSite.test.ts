import { describe, expect, it } from 'vitest';
import { isSameSite, siteOf } from './sameSite.js';

describe('same site', () => {
  it('groups a site’s hosts and keeps other sites apart', () => {
    expect(siteOf('en.m.wikipedia.org')).toBe('wikipedia.org');
    expect(siteOf('www.bbc.co.uk')).toBe('bbc.co.uk');
    expect(siteOf('news.example.com.au')).toBe('example.com.au');
    expect(siteOf('127.0.0.1')).toBe('127.0.0.1');
    expect(isSameSite(new URL('https://en.m.wikipedia.org/wiki/X'), new URL('https://en.wikipedia.org/wiki/X'))).toBe(true);
    expect(isSameSite(new URL('https://evil.co.uk/'), new URL('https://bbc.co.uk/'))).toBe(false);
    expect(isSameSite(new URL('https://wikipedia.org.evil.com/'), new URL('https://wikipedia.org/'))).toBe(false);
    expect(isSameSite(new URL('http://127.0.0.1:1/'), new URL('http://127.0.0.2:1/'))).toBe(false);
  });
});
