/** The product's name: a proper name, the same in every language. */
export const APP_NAME = 'Taubenschau';

/**
 * The association's shows take place in Germany: every time of a show is this zone's wall clock,
 * typed in the forms and written by the server, the pages and the mails alike, whatever zone a
 * device is set to (src/shared/showTime.ts). An association elsewhere changes this line and builds
 * (decision 0040).
 */
export const SHOW_TIME_ZONE = 'Europe/Berlin';

/** The GraphQL endpoint (HTTP and WebSocket), served by the same process as the PWA. */
export const GRAPHQL_PATH = '/graphql';

/**
 * The header on every answer of GRAPHQL_PATH that carries the server's clock (epoch ms) when the
 * answer was sent: devices keep their clock's offset from it (ratings are stamped with the
 * corrected time).
 */
export const SERVER_TIME_HEADER = 'X-Server-Time';

/**
 * The header that lets a request through the server's CSRF rule without a JSON body (a GET with a
 * query, say): a page of another site cannot set it without the browser asking the server first,
 * which it refuses. The app never needs it: it only POSTs JSON.
 */
export const CSRF_HEADER = 'x-taubenschau-csrf';
