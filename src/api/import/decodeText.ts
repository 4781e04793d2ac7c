/** The text of a CSV/TSV file and the encoding it was read with. */
export interface DecodedText {
  text: string;
  encoding: 'UTF-8' | 'UTF-8 with BOM' | 'UTF-16LE' | 'UTF-16BE' | 'windows-1252';
}

/**
 * A byte-order mark decides; else bytes that are valid UTF-8 are UTF-8, and anything else is
 * Windows-1252 (what German Excel saves as "CSV"). Null for binary data (NUL characters).
 */
export function decodeText(bytes: Uint8Array): DecodedText | null {
  const decoded = decode(bytes);
  return decoded.text.includes('\u0000') ? null : decoded;
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
