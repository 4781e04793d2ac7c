import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { mdiMagnify } from '@mdi/js';
import { CLASS_NAMES } from '@shared/classification';
import { paths } from '@web/config/paths';
import { downloadText } from '@web/lib/csv/csv';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { useRenderLimit } from '@web/lib/ssr/renderLimit';
import { useSiteOrigin } from '@web/lib/ssr/useSiteOrigin';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ALL_CLASSES, chunk, filterClasses, searchCages } from '../resultFilters';
import { cageCardsCsv } from '../resultsCsv';
import { csvFileName, RESULT_VIEW_LABELS } from '../resultTexts';
import { CageCard, cardAnchor } from './CageCard';
import classes from './CageCards.module.css';
import type { ClassResult } from './ClassResultTable';
import { ResultToolbar } from './ResultToolbar';

/** Cards rendered on the server and at the take-over: two printed sheets, over a screen on a desktop. */
const FIRST_CARDS = 8;

interface CageCardsProps {
  eventId: string;
  eventTitle: string;
  classes: readonly ClassResult[];
}

/** Every cage's card in class order, four to a printed page, with a class filter and a search. */
export function CageCards({ eventId, eventTitle, classes: results }: CageCardsProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { hash } = useLocation();
  const [code, setCode] = useState<string>(ALL_CLASSES);
  const [query, setQuery] = useState('');
  // By cage number: the cards go onto the cages in that order.
  const entries = useMemo(() => {
    const ofClass = filterClasses(results, code).flatMap((c) => c.entries);
    return searchCages(ofClass, query).sort((a, b) => a.cageNumber - b.cageNumber);
  }, [results, code, query]);
  // The first two sheets while the page is rendered by the server and taken over, then all.
  const shown = entries.slice(0, useRenderLimit(FIRST_CARDS));
  const origin = useSiteOrigin();
  const pageUrl = `${origin}${paths.resultCards.href(locale, { resultId: eventId })}`;
  const cardUrl = (cageNumber: number) => `${pageUrl}#${cardAnchor(cageNumber)}`;

  // A scanned code opens the page at its card, once the card is there: the cards render after the
  // data, or after the first ones, so the browser's own jump to the anchor found nothing.
  const jumpedTo = useRef('');
  useEffect(() => {
    if (!hash.startsWith('#cage-') || jumpedTo.current === hash || shown.length === 0) return;
    const card = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!card) return;
    jumpedTo.current = hash;
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [hash, shown.length]);

  const download = () =>
    downloadText(
      cageCardsCsv(i18n, entries, cardUrl),
      csvFileName(i18n, RESULT_VIEW_LABELS.cards, eventTitle),
    );
  return (
    <Stack gap="lg">
      <ResultToolbar onDownload={download} printable>
        {results.length > 1 && (
          <NativeSelect
            label={t`Klasse`}
            value={code}
            onChange={(change) => setCode(change.currentTarget.value)}
            data={[
              { value: ALL_CLASSES, label: t`Alle Klassen` },
              ...results.map((c) => ({ value: c.code, label: i18n._(CLASS_NAMES[c.code]) })),
            ]}
            w={{ base: '100%', sm: 240 }}
          />
        )}
        <TextInput
          type="search"
          label={t`Suchen`}
          description={t`Käfignummer, Ringnummer oder Züchter`}
          leftSection={<Icon path={mdiMagnify} />}
          value={query}
          onChange={(change) => setQuery(change.currentTarget.value)}
          w={{ base: '100%', sm: 300 }}
        />
      </ResultToolbar>
      <Text size="sm" c="dimmed" role="status" data-print-hide="">
        {entries.length === 0 ? (
          <Trans>Keine Käfige gefunden.</Trans>
        ) : (
          <Plural
            value={entries.length}
            one="# Karte, gedruckt vier pro A4-Seite"
            other="# Karten, gedruckt vier pro A4-Seite"
          />
        )}
      </Text>
      <div className={classes.cards}>
        {chunk(shown, 4).map((sheet) => (
          <div key={sheet[0].cageId} className={classes.sheet}>
            {sheet.map((entry) => (
              <CageCard
                key={entry.cageId}
                entry={entry}
                eventTitle={eventTitle}
                // The server draws no codes: without the site's address they would be wrong, and
                // they were most of a big show's page and of its rendering time (decision 0002).
                url={origin ? cardUrl(entry.cageNumber) : null}
              />
            ))}
          </div>
        ))}
      </div>
    </Stack>
  );
}
