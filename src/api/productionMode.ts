/**
 * The server runs its libraries in their production mode unless told otherwise. React, which
 * renders the public pages (./http/serverRendering.ts), chooses its build by NODE_ENV when first
 * loaded; unset, it ran its development build: checks and warnings on every render, a show's class
 * lists took ~30 % longer and its cage list ~70 % (bench/rendering.ts). graphql-js then also skips
 * its development-only check of objects from another copy of itself. The server's entry imports
 * this module first, before anything loads them; NODE_ENV=development in the environment still
 * wins. React's errors from a render are then logged in their short production form.
 */
process.env.NODE_ENV ||= 'production';
