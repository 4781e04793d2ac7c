/**
 * The id of the `<template>` at the end of a rendered page's head that holds the app's scripts
 * (its entry and module preloads): the server puts them there, the page's first script
 * (src/web/early.ts) adds them to the head once the page has been painted. A module of its own: the
 * early script's chunk must import no other.
 */
export const AFTER_PAINT_ID = 'after-paint';
