/** The product's name: a proper name, the same in every language. */
export const APP_NAME = 'Taubenschau';

/**
 * The association's shows take place in Germany: event dates are written in this zone's time, by the
 * server and on every device alike (a visitor abroad sees the show's local time).
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
