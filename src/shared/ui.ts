/** Fixed constants of the web shell: overlay layers, the dialog shake, layout breakpoints. */
export const Z_INDEX = { overlay: 2000, dialog: 2400 } as const;
export const SHAKE = { durationMs: 150, scale: 1.03 } as const;
/** Layout breakpoints (upper bounds, px): xs<600, sm<960, md<1280, lg<1920, xl<2560. */
export const BREAKPOINTS_PX = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;
