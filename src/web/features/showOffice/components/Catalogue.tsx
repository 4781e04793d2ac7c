import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Stack, Table, Text, Title } from '@mantine/core';
import { CLASS_NAMES } from '@shared/classification';
import { SHOW_TIME_ZONE } from '@shared/site';
import type { EventCatalogueQuery } from '@web/gql/graphql';
import { eventTypeName } from '@web/lib/eventTexts/eventTexts';
import { SEX_LABELS } from '@web/lib/pigeonClasses/classLabels';
import { personName } from '@web/lib/text/personName';
import { RingNumber } from '@web/lib/text/RingNumber';
import { breederIndex, entriesByClass } from '../catalogue';
import classes from './Catalogue.module.css';

/**
 * The printed catalogue (A4, the browser's own PDF): a cover with the show, its date, place and
 * judges per class; the entries by class and cage number; an index of the breeders with their
 * cages. Each part starts a page of its own on paper.
 */
export function Catalogue({ data }: { data: EventCatalogueQuery }) {
  const { t, i18n } = useLingui();
  const { event, eventCatalogue: entries } = data;
  const when = i18n.date(new Date(event.eventStart), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: SHOW_TIME_ZONE,
  });
  const { street, houseNumber, zipCode, city } = event.location;
  const judged = event.classes.filter((c) => c.judges.length > 0);
  return (
    <article className={classes.catalogue} aria-label={t`Katalog`}>
      <section className={classes.cover} aria-labelledby="catalogue-title">
        <Text size="sm" c="ink.7" fw={600}>
          {eventTypeName(i18n, event.eventType)}
        </Text>
        <Title order={2} id="catalogue-title" className={classes.title}>
          {event.title}
        </Title>
        <Text size="lg">{when}</Text>
        <Text size="lg">
          {street} {houseNumber}, {zipCode} {city}
        </Text>
        <Title order={3} size="h4" mt="lg">
          <Trans>Preisrichter</Trans>
        </Title>
        {judged.length === 0 ? (
          <Text c="ink.7">
            <Trans>Noch keine Preisrichter zugewiesen.</Trans>
          </Text>
        ) : (
          <dl className={classes.judges}>
            {judged.map((c) => (
              <div key={c.code}>
                <dt>{i18n._(CLASS_NAMES[c.code])}</dt>
                <dd>{c.judges.map((j) => personName(i18n, j.shownName)).join(', ')}</dd>
              </div>
            ))}
          </dl>
        )}
        <Text mt="lg">
          <Plural value={entries.length} one="# Taube" other="# Tauben" />
        </Text>
      </section>

      <section className={classes.part} aria-labelledby="catalogue-entries">
        <Title order={2} size="h3" id="catalogue-entries">
          <Trans>Meldungen</Trans>
        </Title>
        {entries.length === 0 && (
          <Text c="ink.7">
            <Trans>Noch hat niemand Tauben angemeldet.</Trans>
          </Text>
        )}
        <Stack gap="md">
          {entriesByClass(entries).map((group) => (
            <div key={group.classCode} className={classes.group}>
              <Title order={3} size="h4" mb={4}>
                {i18n._(CLASS_NAMES[group.classCode])}
              </Title>
              {/* Scrolled sideways on a phone: by keyboard too. */}
              <section
                className={classes.scroll}
                aria-label={i18n._(CLASS_NAMES[group.classCode])}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
                tabIndex={0}
              >
                <Table className={classes.table} withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t`Käfig`}</Table.Th>
                      <Table.Th>{t`Ringnummer`}</Table.Th>
                      <Table.Th>{t`Geschlecht`}</Table.Th>
                      <Table.Th>{t`Farbe`}</Table.Th>
                      <Table.Th>{t`Züchter`}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <tbody>
                    {group.entries.map((entry) => (
                      <tr key={entry.ringNumber}>
                        <td>{entry.cageNumber ?? '–'}</td>
                        <td>
                          <RingNumber>{entry.ringNumber}</RingNumber>
                        </td>
                        <td>{i18n._(SEX_LABELS[entry.sex])}</td>
                        <td>{entry.color}</td>
                        <td>{personName(i18n, entry.breeder.shownName)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </section>
            </div>
          ))}
        </Stack>
      </section>

      <section className={classes.part} aria-labelledby="catalogue-index">
        <Title order={2} size="h3" id="catalogue-index">
          <Trans>Züchterverzeichnis</Trans>
        </Title>
        <ul className={classes.index}>
          {breederIndex(entries, i18n.locale).map((breeder) => (
            <li key={breeder.id}>
              <span>{personName(i18n, breeder.name)}</span>
              <span>{breeder.cages.length > 0 ? breeder.cages.join(', ') : '–'}</span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
