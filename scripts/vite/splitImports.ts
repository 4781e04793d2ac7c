/**
 * The import rewriting the build's module-splitting plugins share (scripts/vite/graphqlDocuments.ts,
 * scripts/vite/iconModules.ts): `import { A, B as C } from 'big'` becomes one import per name, each
 * from a module of its own (`import { A } from 'virtual:…/A'; import { B as C } from 'virtual:…/B';`).
 *
 * Why: a module lands in exactly one chunk. A module of many exports that pages use a few of each
 * (the generated GraphQL documents, `@mdi/js`'s icons) becomes one chunk every page downloads whole;
 * a module per export lets the bundler put each where the pages that use it are.
 */
import { type Plugin, parseSync, type Rollup } from 'vite';

export interface SplitImportsOptions {
  /** Whether an import's specifier names the module to split (may resolve it first). */
  splits(specifier: string): boolean | Promise<boolean>;
  /** Whether a name imported from it has a module of its own; other names stay on the import. */
  has(name: string): boolean;
  /** The prefix of the specifier of a name's own module (the name follows it). */
  prefix: string;
  /** Reports an import the rewriting cannot split (the plugin context's `error`). */
  error(message: string): never;
}

/**
 * The module's code with the imports `splits` names rewritten, or null when there are none. `file`
 * is the module's path without query: its extension says how to parse the code.
 */
export async function splitImports(
  code: string,
  file: string,
  options: SplitImportsOptions,
): Promise<string | null> {
  const { splits, has, prefix } = options;
  // As the file's language, should TypeScript not be stripped yet (JavaScript parses as well).
  const lang = (/\.([jt]sx?)$/.exec(file)?.[1] ?? 'js') as 'js' | 'jsx' | 'ts' | 'tsx';
  const { module } = parseSync(file, code, { lang, sourceType: 'module' });
  const edits: { start: number; end: number; text: string }[] = [];
  for (const declaration of module.staticImports) {
    const specifier = declaration.moduleRequest.value;
    if (!(await splits(specifier))) continue;
    const imports: string[] = [];
    // Types (should TypeScript not be stripped yet) and other names stay where they were.
    const kept: string[] = [];
    const keptTypes: string[] = [];
    for (const { importName, localName, isType } of declaration.entries) {
      const imported = importName.name;
      if (importName.kind !== 'Name' || !imported)
        options.error(`${file}: only named imports from ${specifier} can be split into modules of their own`);
      const local = localName.value;
      const binding = imported === local ? local : `${imported} as ${local}`;
      if (isType) keptTypes.push(binding);
      else if (has(imported)) imports.push(`import { ${binding} } from '${prefix}${imported}';`);
      else kept.push(binding);
    }
    if (imports.length === 0) continue;
    if (kept.length > 0)
      imports.push(
        `import { ${[...kept, ...keptTypes.map((t) => `type ${t}`)].join(', ')} } from '${specifier}';`,
      );
    else if (keptTypes.length > 0)
      imports.push(`import type { ${keptTypes.join(', ')} } from '${specifier}';`);
    // The same lines as before: the module's source map stays right.
    const original = code.slice(declaration.start, declaration.end);
    const lines = '\n'.repeat(original.split('\n').length - 1);
    edits.push({ start: declaration.start, end: declaration.end, text: imports.join(' ') + lines });
  }
  if (edits.length === 0) return null;
  let result = code;
  for (const { start, end, text } of edits.reverse())
    result = result.slice(0, start) + text + result.slice(end);
  return result;
}

/** A module id without its query (`?v=…`, `?import`). */
export const withoutQuery = (id: string) => id.replace(/\?.*$/, '');

/**
 * The hooks that answer the imports `splitImports` writes: `virtual:<kind>/<name>` resolves to the
 * module id `\0<kind>:<name>` (`\0`: no file, and no other plugin's business), whose code `code`
 * gives; it reports an unknown name through the context's `error`. The modules have no side effects.
 */
export function splitModules(
  kind: string,
  code: (context: Rollup.PluginContext, name: string) => string,
): { prefix: string; id: string; hooks: Pick<Plugin, 'resolveId' | 'load'> } {
  const prefix = `virtual:${kind}/`;
  const id = `\0${kind}:`;
  return {
    prefix,
    id,
    hooks: {
      resolveId: {
        filter: { id: new RegExp(`^virtual:${kind}/`) },
        handler: (specifier) => id + specifier.slice(prefix.length),
      },
      load: {
        filter: { id: new RegExp(`^\0${kind}:`) },
        handler(module) {
          return { code: code(this, module.slice(id.length)), moduleSideEffects: false };
        },
      },
    },
  };
}
