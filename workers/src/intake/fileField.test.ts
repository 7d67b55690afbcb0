import { describe, expect, it } from 'vitest';
import { decodeFileField } from './fileField.js';

const hello = new TextEncoder().encode('Hello, world');

describe('decodeFileField', () => {
  it('decodes base64, URL-safe base64, wrapped lines and data: URLs', () => {
    expect(decodeFileField('SGVsbG8sIHdvcmxk')).toEqual(hello);
    expect(decodeFileField('SGVsbG8s\r\nIHdvcmxk')).toEqual(hello);
    expect(decodeFileField('data:application/pdf;base64,SGVsbG8sIHdvcmxk')).toEqual(hello);
    expect(decodeFileField('data:text/plain,Hello%2C%20world')).toEqual(hello);
    expect(decodeFileField('data:,%FF%00')).toEqual(new Uint8Array([0xff, 0]));
    expect(decodeFileField('_-8')).toEqual(new Uint8Array([0xff, 0xef]));
  });

  it('refuses malformed fields with invalid_file and says what is wrong', () => {
    expect(decodeFileField('not base64 at all!')).toEqual({ error: { code: 'invalid_file', message: 'The file field is neither base64 nor a data: URL.' } });
    expect(decodeFileField('SGVsb')).toEqual({ error: { code: 'invalid_file', message: 'The base64 in the file field is cut short.' } });
    expect(decodeFileField('data:text/plain;base64')).toEqual({ error: { code: 'invalid_file', message: 'The data: URL has no comma before its data.' } });
    expect(decodeFileField('data:,100%')).toEqual({ error: { code: 'invalid_file', message: 'The data: URL holds a malformed percent-escape.' } });
    expect(decodeFileField('data:;base64,@@@@')).toMatchObject({ error: { code: 'invalid_file' } });
    expect(decodeFileField('   ')).toEqual({ error: { code: 'invalid_file', message: 'The file field is empty.' } });
  });

  it('answers file_too_large with the cap before decoding', () => {
    expect(decodeFileField('A'.repeat(4000), 1000)).toEqual({
      error: { code: 'file_too_large', message: 'The file is larger than the 1,000-byte upload cap.' },
    });
    expect(decodeFileField(`data:,${'a'.repeat(1001)}`, 1000)).toMatchObject({ error: { code: 'file_too_large' } });
  });
});
