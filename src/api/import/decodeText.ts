/** The text of a CSV/TSV file and the encoding it was read with. */
export interface DecodedText {
  text: string;
  encoding: 'UTF-8' | 'UTF-8 with BOM' | 'UTF-16LE' | 'UTF-16BE' | 'windows-1252';
}

export type TextProblem = 'binary' | 'mixedEncoding';

/**
 * A byte-order mark decides; else bytes that are valid UTF-8 are UTF-8, and anything else is
 * Windows-1252 (what German Excel saves as "CSV") if it is that throughout. A problem instead for
 * binary data (NUL characters) and for a file that mixes encodings: read either way, some of its
 * umlauts would come out garbled.
 */
export function decodeText(bytes: Uint8Array): DecodedText | { problem: TextProblem } {
  const decoded = decode(bytes);
  if (decoded.text.includes('\u0000')) return { problem: 'binary' };
  if (decoded.encoding === 'windows-1252' && !plausiblyWindows1252(bytes, decoded.text))
    return { problem: 'mixedEncoding' };
  return decoded;
}

// Bytes Windows-1252 leaves undefined, and what UTF-8 letters look like when read as it (Ã¼ for ü).
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
const UTF8_READ_AS_1252 =
  /[ÃÂ][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013-\u2122]|â€/;

function plausiblyWindows1252(bytes: Uint8Array, text: string): boolean {
  for (const byte of bytes) if (UNDEFINED_IN_1252.has(byte)) return false;
  return !UTF8_READ_AS_1252.test(text);
}

function decode(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'UTF-8 with BOM' };
  // Excel's "Unicode text" export is UTF-16 with a BOM.
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16LE' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'UTF-16BE' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}
