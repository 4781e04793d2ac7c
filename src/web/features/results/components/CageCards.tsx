import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, TextInput } from '@mantine/core';
import { mdiMagnify } from '@mdi/js';
import { PAGE_SIZES } from '@shared/paging';
import type { ResultCardsQuery } from '@web/gql/graphql';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { ListFilterForm, useAddressField } from '@web/lib/paging/ListFilterForm';
import { LIST_PARAMS, type ListState, withListParams } from '@web/lib/paging/listParams';
import { Pager } from '@web/lib/paging/Pager';
import { useSiteOrigin } from '@web/lib/ssr/useSiteOrigin';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cageCardUrl } from '../cageCardUrl';
import { chunk } from '../chunk';
import { CageCard } from './CageCard';
import classes from './CageCards.module.css';
import { ClassFilter } from './ClassFilter';
import { ResultToolbar } from './ResultToolbar';

interface CageCardsProps {
  eventId: string;
  results: ResultCardsQuery['eventResults'];
  list: ListState;
}

/**
 * Every cage's card by cage number, four to a printed page, a page of cards at a time, with a class
 * filter and a search. A card's QR code opens the page that holds just that card: the search for
 * its cage number (`?q=12#cage-12`).
 */
export function CageCards({ eventId, results, list }: CageCardsProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const { classes: eventClasses, cageCards, event } = results;
  const search = useAddressField<HTMLInputElement>(list.search);
  const origin = useSiteOrigin();
  const cardUrl = (cageNumber: number) => cageCardUrl(origin, locale, eventId, cageNumber);

  // A scanned code opens the page at its card, once the card is there: the cards render after the
  // data, so the browser's own jump to the anchor may have found nothing. A code printed before
  // the cards were paged names only the anchor: its card is looked for by its number.
  const jumpedTo = useRef('');
  const shown = cageCards.entries.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: looked for again when other cards are shown
  useEffect(() => {
    if (!hash.startsWith('#cage-') || jumpedTo.current === hash) return;
    const card = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!card) {
      const number = hash.slice('#cage-'.length);
      if (!list.search && /^\d+$/.test(number))
        navigate(
          { search: withListParams(new URLSearchParams(), { search: number }), hash },
          { replace: true },
        );
      return;
    }
    jumpedTo.current = hash;
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [hash, shown, list.search, navigate]);

  return (
    <Stack gap="lg">
      <ResultToolbar printable>
        <ListFilterForm label={t`Karten suchen`}>
          {eventClasses.length > 1 && <ClassFilter classes={eventClasses} chosen={list.classCode} />}
          <TextInput
            type="search"
            name={LIST_PARAMS.search}
            label={t`Suchen`}
            description={t`Käfignummer, Ringnummer oder Züchter`}
            leftSection={<Icon path={mdiMagnify} />}
            {...search}
            w={{ base: '100%', sm: 300 }}
          />
        </ListFilterForm>
      </ResultToolbar>
      <Text size="sm" c="dimmed" role="status" data-print-hide="">
        {cageCards.total === 0 ? (
          <Trans>Keine Käfige gefunden.</Trans>
        ) : (
          <Plural
            value={cageCards.total}
            one="# Karte, gedruckt vier pro A4-Seite"
            other="# Karten, gedruckt vier pro A4-Seite"
          />
        )}
      </Text>
      <div className={classes.cards}>
        {chunk(cageCards.entries, 4).map((sheet) => (
          <div key={sheet[0].cageId} className={classes.sheet}>
            {sheet.map((entry) => (
              <CageCard
                key={entry.cageId}
                entry={entry}
                eventTitle={event.title}
                // The server draws no codes: without the site's address they would be wrong, and
                // they were most of a big show's page and of its rendering time (decision 0002).
                url={origin ? cardUrl(entry.cageNumber) : null}
              />
            ))}
          </div>
        ))}
      </div>
      <Pager total={cageCards.total} size={PAGE_SIZES.cageCards} page={list.page} params={list.params} />
    </Stack>
  );
}
