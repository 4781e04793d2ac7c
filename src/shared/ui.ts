/** Fixed constants of the web shell: overlay layers and the dialog shake. */
export const Z_INDEX = { overlay: 2000, dialog: 2400 } as const;
export const SHAKE = { durationMs: 150, scale: 1.03 } as const;
