/** The product's name: a proper name, the same in every language. */
export const APP_NAME = 'Taubenschau';

/** The association's shows take place in Germany: dates the server writes are this zone's. */
export const SHOW_TIME_ZONE = 'Europe/Berlin';
