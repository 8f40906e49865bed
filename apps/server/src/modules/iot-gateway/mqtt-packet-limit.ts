type Parser = { packet: { cmd?: string; length: number }; _parseLength: () => boolean; _emitError: (err: Error) => void };

/**
 * Bounds the size of the MQTT packets one broker connection may send. mqtt-packet (Aedes' parser) buffers a whole
 * packet before handing it over, whatever length its header announces (up to 256 MB), and has no limit setting;
 * so the length is checked as soon as the header is read, and a packet over the limit ends the connection before
 * its body is buffered. Returns false when the parser does not look as expected (the caller refuses to start).
 */
export function limitPacketSizes(client: unknown, limits: { connect: number; other: number }, oversized: (cmd: string, length: number) => void): boolean {
  const parser = (client as { _parser?: Partial<Parser> })._parser;
  if (!parser || typeof parser._parseLength !== 'function' || typeof parser._emitError !== 'function') return false;
  const parseLength = parser._parseLength;
  parser._parseLength = function (this: Parser) {
    const done = parseLength.call(this);
    if (!done) return false;
    const cmd = this.packet.cmd ?? '';
    const max = cmd === 'connect' ? limits.connect : limits.other;
    if (this.packet.length <= max) return true;
    oversized(cmd, this.packet.length);
    this._emitError(new Error(`packet too large: ${cmd} ${this.packet.length} bytes`));
    return false;
  };
  return true;
}
