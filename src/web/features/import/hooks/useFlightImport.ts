import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import type { ImportFileInput, ImportFlightDataMutation } from '@web/gql/graphql';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { toRequestFailure } from '@web/lib/errors/requestFailure';
import { useState } from 'react';
import { IMPORT_FLIGHT_DATA } from '../graphql/ImportFlightData';
import { INVALID_FILE_MESSAGE, isAcceptableFile } from '../importTexts';
import { readFileBase64 } from '../readFileBase64';

export type ImportResult = ImportFlightDataMutation['importFlightData'];

/** Reading the files (measured), then the request (upload and processing, not measured). */
export type ImportProgress = { stage: 'reading'; percent: number } | { stage: 'sending' } | null;

/**
 * Select → check (dry run: nothing written) → import the valid rows. The files are read once and
 * sent again for the real import, so what is written is what was shown.
 */
export function useFlightImport() {
  const [mutate] = useMutation(IMPORT_FLIGHT_DATA);
  const [files, setFiles] = useState<File[]>([]);
  const [encoded, setEncoded] = useState<ImportFileInput[] | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [progress, setProgress] = useState<ImportProgress>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);

  const select = (chosen: File[]) => {
    setFiles(chosen);
    setEncoded(null);
    setPreview(null);
    setResult(null);
    setFailure(chosen.length > 0 && !chosen.every(isAcceptableFile) ? INVALID_FILE_MESSAGE : null);
  };

  const send = async (inputs: ImportFileInput[], dryRun: boolean): Promise<ImportResult | null> => {
    setProgress({ stage: 'sending' });
    try {
      const { data } = await mutate({ variables: { files: inputs, dryRun } });
      return data?.importFlightData ?? null;
    } catch (error) {
      const { code, field } = toRequestFailure(error);
      setFailure(
        code === 'VALIDATION_FAILED' && field === 'files' ? INVALID_FILE_MESSAGE : errorMessage(error),
      );
      return null;
    } finally {
      setProgress(null);
    }
  };

  const check = async () => {
    if (files.length === 0 || !files.every(isAcceptableFile)) {
      setFailure(INVALID_FILE_MESSAGE);
      return;
    }
    setFailure(null);
    setResult(null);
    const total = files.reduce((sum, file) => sum + file.size, 0);
    const loaded = files.map(() => 0);
    setProgress({ stage: 'reading', percent: 0 });
    let inputs: ImportFileInput[];
    try {
      inputs = await Promise.all(
        files.map(async (file, index) => ({
          name: file.name,
          contentBase64: await readFileBase64(file, (bytes) => {
            loaded[index] = bytes;
            const sum = loaded.reduce((a, b) => a + b, 0);
            setProgress({ stage: 'reading', percent: Math.round((sum / total) * 100) });
          }),
        })),
      );
    } catch {
      setProgress(null);
      setFailure(INVALID_FILE_MESSAGE);
      return;
    }
    setEncoded(inputs);
    setPreview(await send(inputs, true));
  };

  const importValid = async () => {
    if (!encoded) return;
    setFailure(null);
    const done = await send(encoded, false);
    if (done) setResult(done);
  };

  return { files, select, check, importValid, preview, result, progress, failure, busy: progress !== null };
}
