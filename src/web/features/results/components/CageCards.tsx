import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, TextInput } from '@mantine/core';
import { mdiMagnify } from '@mdi/js';
import { PAGE_SIZES } from '@shared/paging';
import { paths } from '@web/config/paths';
import type { ResultCardsQuery } from '@web/gql/graphql';
import { fetchGraphQL } from '@web/lib/graphql/fetchGraphQL';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { ListFilterForm, useAddressField } from '@web/lib/paging/ListFilterForm';
import { LIST_PARAMS, type ListState, withListParams } from '@web/lib/paging/listParams';
import { Pager } from '@web/lib/paging/Pager';
import { useSiteOrigin } from '@web/lib/ssr/useSiteOrigin';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { chunk } from '../chunk';
import { RESULT_CARDS } from '../graphql/ResultCards';
import { cageCardsCsv } from '../resultsCsv';
import { csvFileName, RESULT_VIEW_LABELS } from '../resultTexts';
import { CageCard, cardAnchor } from './CageCard';
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
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const { classes: eventClasses, cageCards, event } = results;
  const search = useAddressField<HTMLInputElement>(list.search);
  const origin = useSiteOrigin();
  const pageUrl = `${origin}${paths.resultCards.href(locale, { resultId: eventId })}`;
  const cardUrl = (cageNumber: number) =>
    `${pageUrl}?${LIST_PARAMS.search}=${cageNumber}#${cardAnchor(cageNumber)}`;

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

  // The CSV holds every card the filters find, not only this page's.
  const download = async () => {
    const all = await fetchGraphQL(RESULT_CARDS, {
      eventId,
      classCode: list.classCode,
      search: list.search || null,
    });
    return {
      text: cageCardsCsv(i18n, all.eventResults.cageCards.entries, cardUrl),
      fileName: csvFileName(i18n, RESULT_VIEW_LABELS.cards, event.title),
    };
  };
  return (
    <Stack gap="lg">
      <ResultToolbar onDownload={download} printable>
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
