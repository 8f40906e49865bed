import { describe, expect, it } from 'vitest';
import { parseResponses } from './http-responses.js';

const ok = (body: string) => `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

describe('parseResponses', () => {
  it('reports pipelined responses in order, however the bytes are cut', () => {
    const wire = Buffer.from(ok('{"a":"你好"}') + 'HTTP/1.1 429 Too Many Requests\r\ncontent-length: 2\r\n\r\n{}' + ok('[]'));
    for (const cut of [1, 3, 7, 20, wire.length]) {
      const seen: number[] = [];
      const read = parseResponses((s) => seen.push(s));
      for (let i = 0; i < wire.length; i += cut) read(wire.subarray(i, i + cut));
      expect(seen).toEqual([200, 429, 200]);
    }
  });

  it('skips a chunked body and waits for its last chunk', () => {
    const seen: number[] = [];
    const read = parseResponses((s) => seen.push(s));
    read(Buffer.from('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n5\r\nhello\r\n'));
    expect(seen).toEqual([]);
    read(Buffer.from('0\r\n\r\n' + ok('1')));
    expect(seen).toEqual([200, 200]);
  });
});
