/** Where Apollo's cache is kept on the device: IndexedDB's database and object store (persistCache.ts). */
export const CACHE_STORE = { database: 'taubenschau-cache', store: 'apollo' } as const;
