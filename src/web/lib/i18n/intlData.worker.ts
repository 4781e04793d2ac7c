// Creates one number, date and plural formatter of a language, then says so: see warmIntlData.ts.
import { SHOW_TIME_ZONE } from '@shared/site';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<string>) => {
  const locale = event.data;
  new Intl.NumberFormat(locale).format(1);
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOW_TIME_ZONE,
  }).format(0);
  new Intl.PluralRules(locale).select(1);
  self.postMessage(locale);
};
