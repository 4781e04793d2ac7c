import { validationFailed } from '../../errors.ts';
import { UNREADABLE_FILE } from '../../import/readFlightFile.ts';
import type { ImportFile } from './importService.ts';

const MAX_FILES = 20;
const MAX_NAME = 255;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The uploaded files as bytes. No files, a nameless file or content that is not base64 (a broken
 * upload, not a bad file) fail the whole call; what the bytes hold is judged per file by the import.
 */
export function decodeImportFiles(files: readonly { name: string; contentBase64: string }[]): ImportFile[] {
  if (files.length === 0) throw validationFailed('files', UNREADABLE_FILE);
  if (files.length > MAX_FILES) throw validationFailed('files', `At most ${MAX_FILES} files at once`);
  return files.map((file) => {
    const name = file.name.trim();
    if (name === '' || name.length > MAX_NAME) throw validationFailed('files', UNREADABLE_FILE);
    const base64 = file.contentBase64.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
    if (!BASE64.test(base64) || base64.length % 4 !== 0) throw validationFailed('files', UNREADABLE_FILE);
    return { name, bytes: Buffer.from(base64, 'base64') };
  });
}
