import { useQuery } from '@apollo/client/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  AUDIT_ENTRY_KINDS,
  AUDIT_PAGE_SIZE,
  type AuditEntryKind,
  isAuditEntryKind,
} from '@shared/auditTrail';
import { CLASS_NAMES } from '@shared/classification';
import { SKIP_REASON_NAMES } from '@shared/judging';
import { cageNumberProblem } from '@shared/validation';
import type { EventAuditTrailQuery } from '@web/gql/graphql';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { ListFilterForm, submitOnChange, useAddressField } from '@web/lib/paging/ListFilterForm';
import { pageWindow, useListParams } from '@web/lib/paging/listParams';
import { Pager } from '@web/lib/paging/Pager';
import { useShowTime } from '@web/lib/showTime/useShowTime';
import rowStyles from '@web/lib/table/rows.module.css';
import { personName } from '@web/lib/text/personName';
import { RingNumber } from '@web/lib/text/RingNumber';
import { useSearchParams } from 'react-router';
import { EVENT_AUDIT_TRAIL } from '../graphql/AuditTrail';

type Page = EventAuditTrailQuery['eventAuditTrail'];
type Entry = Page['entries'][number];
type Value = Entry['newValue'];

/** The trail's filters in the address (`?cage=12&judge=7&kind=SKIP&page=2`). */
const PARAMS = { cage: 'cage', judge: 'judge', kind: 'kind' } as const;

const AUDIT_KIND_LABELS: Record<AuditEntryKind, MessageDescriptor> = {
  RATING: msg`Bewertung`,
  SKIP: msg`Übersprungen`,
  LATE_ACCEPTED: msg`Nachträgliche Bewertung angenommen`,
  LATE_REJECTED: msg`Nachträgliche Bewertung abgelehnt`,
  CORRECTION: msg`Korrektur der Schauleitung`,
};

/** The filters the address names; what the app cannot read is no filter. */
function readFilters(params: URLSearchParams) {
  const cage = Number(params.get(PARAMS.cage));
  const judge = params.get(PARAMS.judge) ?? '';
  const kind = params.get(PARAMS.kind) ?? '';
  return {
    cageNumber: params.get(PARAMS.cage) && cageNumberProblem(cage) === null ? cage : null,
    judgeId: /^\d{1,9}$/.test(judge) ? judge : null,
    kind: isAuditEntryKind(kind) ? kind : null,
  };
}

/** The list's parameters with the filters, as the pager's links keep them. */
function withFilters(params: URLSearchParams, filters: ReturnType<typeof readFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filters.cageNumber !== null) next.set(PARAMS.cage, String(filters.cageNumber));
  if (filters.judgeId !== null) next.set(PARAMS.judge, filters.judgeId);
  if (filters.kind !== null) next.set(PARAMS.kind, filters.kind);
  return next;
}

/** A judgement as the trail shows it: the total, or skipped and why; a dash for none. */
function valueText(i18n: I18n, value: Value | null | undefined): string {
  if (!value) return '–';
  if (value.skipReason) return i18n._(msg`übersprungen (${i18n._(SKIP_REASON_NAMES[value.skipReason])})`);
  return value.total == null ? '–' : i18n.number(value.total);
}

/**
 * Admin: the show's audit trail as a table, the latest first: when (in the show's time zone), who,
 * what, the cage, the value before and after, and the reason; filtered by cage, judge and kind and
 * paged in the address (a GET form: src/web/lib/paging), read a page at a time from the server.
 */
export function AuditTrail({ eventId }: { eventId: string }) {
  const { t, i18n } = useLingui();
  const list = useListParams();
  // The list's own parameters (search, page) come without these: the pager's links add them back.
  const [given] = useSearchParams();
  const filters = readFilters(given);
  const params = withFilters(list.params, filters);
  const { data, previousData, loading, error } = useQuery(EVENT_AUDIT_TRAIL, {
    variables: { eventId, ...filters, ...pageWindow(list.page, AUDIT_PAGE_SIZE) },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.eventAuditTrail;
  if (!page) return error ? <ErrorAlert>{i18n._(errorMessage(error))}</ErrorAlert> : <PageLoader />;
  return (
    <Stack gap="md">
      <AuditFilters page={page} filters={filters} />
      {error && <ErrorAlert>{i18n._(errorMessage(error))}</ErrorAlert>}
      <Text role="status" aria-busy={loading}>
        {page.total === 0 ? (
          <Trans>Keine Einträge.</Trans>
        ) : (
          <Plural value={page.total} one="# Eintrag" other="# Einträge" />
        )}
      </Text>
      {page.entries.length > 0 && (
        // Seven columns do not fit a phone: the table scrolls sideways in a region reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard
        <section aria-label={t`Einträge des Verlaufs`} tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table withTableBorder className={rowStyles.striped} miw={760}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Zeit`}</Table.Th>
                <Table.Th>{t`Wer`}</Table.Th>
                <Table.Th>{t`Was`}</Table.Th>
                <Table.Th>{t`Käfig`}</Table.Th>
                <Table.Th>{t`Vorher`}</Table.Th>
                <Table.Th>{t`Nachher`}</Table.Th>
                <Table.Th>{t`Grund`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </Table.Tbody>
          </Table>
        </section>
      )}
      <Pager total={page.total} size={AUDIT_PAGE_SIZE} page={list.page} params={params} />
    </Stack>
  );
}

function AuditFilters({ page, filters }: { page: Page; filters: ReturnType<typeof readFilters> }) {
  const { t, i18n } = useLingui();
  const cage = useAddressField<HTMLInputElement>(
    filters.cageNumber === null ? '' : String(filters.cageNumber),
  );
  const judge = useAddressField<HTMLSelectElement>(filters.judgeId ?? '', { applyEarlyPick: true });
  const kind = useAddressField<HTMLSelectElement>(filters.kind ?? '', { applyEarlyPick: true });
  return (
    <ListFilterForm label={t`Verlauf filtern`}>
      <TextInput
        name={PARAMS.cage}
        label={t`Käfig`}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        {...cage}
        w={{ base: '100%', sm: 120 }}
      />
      <NativeSelect
        // Not "Richter": the paper card's form above has that field.
        label={t`Bewertungen von`}
        name={PARAMS.judge}
        {...judge}
        onChange={submitOnChange}
        data={[
          { value: '', label: t`Alle Richter` },
          ...page.judges.map((j) => ({ value: j.id, label: personName(i18n, j.shownName) })),
        ]}
        w={{ base: '100%', sm: 220 }}
      />
      <NativeSelect
        label={t`Art`}
        name={PARAMS.kind}
        {...kind}
        onChange={submitOnChange}
        data={[
          { value: '', label: t`Alle Arten` },
          ...AUDIT_ENTRY_KINDS.map((value) => ({ value, label: i18n._(AUDIT_KIND_LABELS[value]) })),
        ]}
        w={{ base: '100%', sm: 300 }}
      />
    </ListFilterForm>
  );
}

function EntryRow({ entry }: { entry: Entry }) {
  const { t, i18n } = useLingui();
  const showTime = useShowTime();
  const by = personName(i18n, entry.by.shownName);
  const judge = personName(i18n, entry.judge.shownName);
  return (
    <tr className={rowStyles.row}>
      <td>
        <time dateTime={entry.at}>{showTime(entry.at, { dateStyle: 'short', timeStyle: 'medium' })}</time>
      </td>
      <td>
        <Text size="sm">{by}</Text>
        {entry.by.id !== entry.judge.id && (
          <Text size="xs" c="ink.7">
            {t`für ${judge}`}
          </Text>
        )}
      </td>
      <td>{i18n._(AUDIT_KIND_LABELS[entry.kind])}</td>
      <td>
        <Text size="sm" fw={600}>
          {entry.cageNumber}
        </Text>
        <Text size="xs" c="ink.7">
          <RingNumber>{entry.ringNumber}</RingNumber> · {i18n._(CLASS_NAMES[entry.classCode])}
        </Text>
      </td>
      <td>{valueText(i18n, entry.oldValue)}</td>
      <td>{valueText(i18n, entry.newValue)}</td>
      <td style={{ overflowWrap: 'anywhere' }}>{entry.reason ?? ''}</td>
    </tr>
  );
}
