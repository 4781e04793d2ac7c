import type { Plugin } from 'vite';

/** What the project's plugins use of Vite's plugin context; a test adds `resolve` where needed. */
export interface HookContext {
  error(message: string): never;
  addWatchFile(file: string): void;
  resolve?(specifier: string, importer: string): Promise<{ id: string } | null>;
}

/**
 * One hook of a Vite plugin as a plain function, called with a small plugin context: Vitest builds
 * without the project's own plugins (scripts/vite), so their tests call the hooks themselves.
 */
export function pluginHook(
  plugin: Plugin,
  name: 'resolveId' | 'load' | 'transform',
  extra: Pick<HookContext, 'resolve'> = {},
): (...args: unknown[]) => unknown {
  const value = plugin[name];
  const handler = (typeof value === 'function' ? value : value?.handler) as (...args: unknown[]) => unknown;
  const context: HookContext = {
    error(message) {
      throw new Error(message);
    },
    addWatchFile() {},
    ...extra,
  };
  return (...args) => handler.call(context, ...args, {});
}
