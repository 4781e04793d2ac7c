import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Text } from '@mantine/core';
import { pageCount } from '@shared/paging';
import { Link } from 'react-router';
import { ALL_PAGES, type ListParams, withListParams } from './listParams';
import classes from './paging.module.css';

interface PagerProps {
  /** Rows (or cards, breeders) in all pages. */
  total: number;
  /** Rows per page. */
  size: number;
  page: ListParams['page'];
  params: URLSearchParams;
}

/**
 * Links to the previous and next page of a long list and to every row on one page (for printing):
 * plain links, so paging works without JavaScript. Nothing when everything fits one page.
 */
export function Pager({ total, size, page, params }: PagerProps) {
  const { t } = useLingui();
  const pages = pageCount(total, size);
  // An address past the end (an old bookmark of a list that has shrunk): nothing there, say so.
  if (page !== ALL_PAGES && page > pages)
    return (
      <Group gap="md" className={classes.pager} data-print-hide="">
        <Text role="status">
          <Trans>Diese Seite gibt es nicht.</Trans>
        </Text>
        <Anchor component={Link} to={withListParams(params, { page: null }) || '?'}>
          <Trans>Zur ersten Seite</Trans>
        </Anchor>
      </Group>
    );
  if (pages <= 1) return null;
  const to = (value: number | typeof ALL_PAGES) =>
    withListParams(params, { page: value === 1 ? null : value }) || '?';
  if (page === ALL_PAGES)
    return (
      <Group gap="md" className={classes.pager} data-print-hide="">
        <Text size="sm">
          <Plural value={total} one="# Eintrag auf einer Seite" other="Alle # Einträge auf einer Seite" />
        </Text>
        <Anchor component={Link} to={to(1)} size="sm">
          <Trans>Seitenweise anzeigen</Trans>
        </Anchor>
      </Group>
    );
  const current = Math.min(page, pages);
  return (
    <nav aria-label={t`Seiten`} className={classes.pager} data-print-hide="">
      <Group gap="md" wrap="wrap" align="baseline">
        {current > 1 ? (
          <Anchor component={Link} to={to(current - 1)} rel="prev">
            <Trans>← Zurück</Trans>
          </Anchor>
        ) : null}
        <Text aria-current="page">
          <Trans>
            Seite {current} von {pages}
          </Trans>
        </Text>
        {current < pages ? (
          <Anchor component={Link} to={to(current + 1)} rel="next">
            <Trans>Weiter →</Trans>
          </Anchor>
        ) : null}
        <Anchor component={Link} to={to(ALL_PAGES)} size="sm">
          <Plural
            value={total}
            one="# Eintrag auf einer Seite"
            other="Alle # auf einer Seite (zum Drucken)"
          />
        </Anchor>
      </Group>
    </nav>
  );
}
