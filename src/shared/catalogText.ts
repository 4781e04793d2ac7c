/**
 * A text of the catalogs (locales/<locale>/messages.po) written in src/shared, for the web and the
 * server alike: the form Lingui's `msg` macro compiles to, with an explicit id, because neither this
 * folder nor the server's compiler runs the macro. The web translates it with `i18n._(text)`, the
 * server with its catalogs (src/api/i18n/catalogs.ts), both by its id; `npm run extract` finds it by
 * the `/*i18n*\/` mark that must stand right before the object.
 */
export interface CatalogText {
  id: string;
  message: string;
}
