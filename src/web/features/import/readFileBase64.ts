/** The file as a data: URL (which the import accepts as base64); progress in bytes read. */
export function readFileBase64(file: Blob, onProgress?: (loaded: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => onProgress?.(event.loaded);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.onload = () => {
      onProgress?.(file.size);
      resolve(String(reader.result));
    };
    reader.readAsDataURL(file);
  });
}
