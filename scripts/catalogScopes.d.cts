// Types of catalogScopes.cjs (CommonJS, so that .dependency-cruiser.cjs can require it).
export declare const CATALOGS: readonly ['messages', 'work'];
export declare const WORK_SOURCES: string[];
export declare const PUBLIC_PAGES_WITH_WORK: string[];
export declare function pattern(globs: string[]): string;
export declare function isWorkSource(path: string): boolean;
