import type { Locale } from '@shared/locales';
import { LIST_PARAMS } from '@shared/paging';
import { paths } from '@web/config/paths';
import { cardAnchor } from './components/CageCard';

/** The address a cage card's QR code opens: the cards searched for its number, at the card. */
export function cageCardUrl(origin: string, locale: Locale, eventId: string, cageNumber: number): string {
  const page = `${origin}${paths.resultCards.href(locale, { resultId: eventId })}`;
  return `${page}?${LIST_PARAMS.search}=${cageNumber}#${cardAnchor(cageNumber)}`;
}
