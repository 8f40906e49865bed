/**
 * Splits a connection's bytes into HTTP/1.1 responses and reports each one's status: enough for a load client
 * that counts answers (bodies are skipped, by content-length or chunked transfer coding).
 */
export function parseResponses(onResponse: (status: number) => void): (chunk: Buffer) => void {
  let buf: Buffer = Buffer.alloc(0);
  return (chunk) => {
    buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
    for (;;) {
      const headEnd = buf.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const head = buf.toString('latin1', 0, headEnd);
      const status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      let end: number;
      if (length) {
        end = headEnd + 4 + Number(length[1]);
        if (buf.length < end) return;
      } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
        const last = chunkedEnd(buf, headEnd + 4);
        if (last < 0) return;
        end = last;
      } else {
        end = headEnd + 4;
      }
      buf = buf.subarray(end);
      onResponse(status);
    }
  };
}

/** Where a chunked body starting at `from` ends (after its last chunk and final CRLF), or -1 while incomplete. */
function chunkedEnd(buf: Buffer, from: number): number {
  let at = from;
  for (;;) {
    const lineEnd = buf.indexOf('\r\n', at);
    if (lineEnd < 0) return -1;
    const size = parseInt(buf.toString('latin1', at, lineEnd), 16);
    if (size === 0) {
      const end = buf.indexOf('\r\n\r\n', lineEnd);
      return end < 0 ? -1 : end + 4;
    }
    at = lineEnd + 2 + size + 2;
    if (buf.length < at) return -1;
  }
}
