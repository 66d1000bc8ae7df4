import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

describe('createSseParser', () => {
  it('reads events cut anywhere across chunks', () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\nda')).toEqual([]);
    expect(parser.push('ta: {"text":"Hel"}\n')).toEqual([]);
    expect(parser.push('\nevent: delta\ndata: {"text":"lo"}\n\n')).toEqual([
      { event: 'delta', data: '{"text":"Hel"}' },
      { event: 'delta', data: '{"text":"lo"}' },
    ]);
  });

  it('joins multi-line data, ignores comments, and handles CRLF split between chunks', () => {
    const parser = createSseParser();
    expect(parser.push(': keep-alive\r\n\r\ndata: one\r')).toEqual([]);
    expect(parser.push('\ndata: two\r\n\r\n')).toEqual([{ event: undefined, data: 'one\ntwo' }]);
  });

  it('gives the last event on flush when the closing blank line never came', () => {
    const parser = createSseParser();
    expect(parser.push('event: done\ndata: {}')).toEqual([]);
    expect(parser.flush()).toEqual([{ event: 'done', data: '{}' }]);
    expect(parser.flush()).toEqual([]);
  });
});
