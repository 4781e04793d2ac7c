/** The association's country, written out: the event form starts with it and the demo events use it. */
export const HOME_COUNTRY = 'Deutschland';
