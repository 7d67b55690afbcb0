import { describe, expect, it } from 'vitest';
import { pageOf } from './appPaths.js';

describe('pageOf', () => {
  it('maps the app paths to pages', () => {
    expect(pageOf('/')).toEqual({ name: 'checks' });
    expect(pageOf('/checks/new/')).toEqual({ name: 'new-check' });
    expect(pageOf('/account')).toEqual({ name: 'keys' });
    expect(pageOf('/account/rules')).toEqual({ name: 'rules' });
    expect(pageOf('/account/dictionary')).toEqual({ name: 'dictionary' });
    expect(pageOf('/try')).toEqual({ name: 'try' });
    expect(pageOf('/reports/5b0c7c1e-8f3a-4d7e-9a51-2d3c4b5a6f70')).toEqual({ name: 'report', id: '5b0c7c1e-8f3a-4d7e-9a51-2d3c4b5a6f70' });
    // the API's address of a check leads to its report too
    expect(pageOf('/checks/5B0C7C1E-8F3A-4D7E-9A51-2D3C4B5A6F70/')).toEqual({ name: 'report', id: '5b0c7c1e-8f3a-4d7e-9a51-2d3c4b5a6f70' });
  });

  it('answers not-found for anything else, and decodes report ids', () => {
    expect(pageOf('/reports/')).toEqual({ name: 'not-found' });
    expect(pageOf('/reports/a/b')).toEqual({ name: 'not-found' });
    expect(pageOf('/admin')).toEqual({ name: 'not-found' });
    expect(pageOf('/reports/a%20b')).toEqual({ name: 'report', id: 'a b' });
    expect(pageOf('/checks/other')).toEqual({ name: 'not-found' });
  });
});
