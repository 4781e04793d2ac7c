/**
 * The server runs its libraries in their production mode unless told otherwise. React, which
 * renders the public pages (./http/serverRendering.ts), and graphql-js choose their build by
 * NODE_ENV when first loaded; unset, they ran as in development: checks and warnings on every
 * render, a show's class lists took ~30 % longer and its cage list ~70 % (bench/rendering.ts). The
 * server's entry imports this module first, before anything loads them; NODE_ENV=development in
 * the environment still wins.
 */
process.env.NODE_ENV ||= 'production';
