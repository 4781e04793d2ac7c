import type { I18n } from '@lingui/core';
import { SelectOrdinal, Trans, useLingui } from '@lingui/react/macro';
import { CLASS_NAMES } from '@shared/classification';
import { EVENT_TYPE_NAMES } from '@shared/eventTypes';
import { ASSOCIATION } from '@web/config/association';
import type { EventCertificatesQuery } from '@web/gql/graphql';
import { useShowTime } from '@web/lib/showTime/useShowTime';
import { personName } from '@web/lib/text/personName';
import { RingNumber } from '@web/lib/text/RingNumber';
import type { ReactNode } from 'react';
import { type Certificate, certificateDate } from '../certificates';
import classes from './Certificates.module.css';

type Results = EventCertificatesQuery['eventResults'];

/** Points as the results pages write them (up to two decimals, in the reader's notation). */
const points = (i18n: I18n, value: number | null) =>
  value === null ? '' : i18n.number(value, { maximumFractionDigits: 2 });
type Entry = Results['classes'][number]['entries'][number];
type Champion = Results['bestBreeders'][number];

/**
 * The certificates, one A4 sheet each: on screen scaled previews, on paper one page each without
 * margins (their sizes are in fractions of the sheet's width: Certificates.module.css). Every sheet
 * names the association, the show, the award, the breeder and the points, and is dated the day the
 * results became final; provisional results say so on every sheet.
 */
export function Certificates({
  event,
  certificates,
  now,
}: {
  event: Results['event'];
  certificates: readonly Certificate<Entry, Champion>[];
  /** Today, for the date of provisional results' certificates. */
  now: Date;
}) {
  const { t, i18n } = useLingui();
  const showTime = useShowTime();
  const provisional = event.resultsStatus !== 'FINAL';
  const dated = showTime(certificateDate(event.resultsFinalAt, now), { dateStyle: 'long' });
  const showDate = showTime(event.eventStart, { dateStyle: 'long' });
  const deadline = event.objectionDeadline
    ? showTime(event.objectionDeadline, { dateStyle: 'long', timeStyle: 'short' })
    : null;
  const association = i18n._(ASSOCIATION.name);
  const showType = i18n._(EVENT_TYPE_NAMES[event.eventType]);
  const city = event.location.city;
  return (
    <div className={classes.sheets}>
      {certificates.map((certificate) => {
        const name =
          certificate.kind === 'champion'
            ? personName(i18n, certificate.champion.breeder.shownName)
            : personName(i18n, certificate.entry.breeder.shownName);
        const place = certificate.kind === 'class' ? certificate.place : 0;
        const className = certificate.kind === 'class' ? i18n._(CLASS_NAMES[certificate.classCode]) : '';
        const award =
          certificate.kind === 'champion' ? (
            <Trans>Schausieger</Trans>
          ) : (
            <SelectOrdinal value={place} other="#. Platz" />
          );
        const sum = certificate.kind === 'champion' ? points(i18n, certificate.champion.sum) : '';
        const label =
          certificate.kind === 'champion'
            ? t`Urkunde Schausieger: ${name}`
            : t`Urkunde ${className}, Platz ${place}: ${name}`;
        return (
          <article className={classes.sheet} key={certificate.key} aria-label={label} data-certificate>
            <div className={classes.frame}>
              <p className={classes.association}>{association}</p>
              <h2 className={classes.title}>
                <Trans>Urkunde</Trans>
              </h2>
              {provisional && (
                <p className={classes.provisional} data-provisional>
                  {deadline ? (
                    <Trans>Vorläufiges Ergebnis – Einspruchsfrist bis {deadline}</Trans>
                  ) : (
                    <Trans>Vorläufiges Ergebnis</Trans>
                  )}
                </p>
              )}
              <p className={classes.show}>{event.title}</p>
              <p className={classes.showMeta}>
                {showType} · {showDate} · {city}
              </p>
              <p className={classes.award}>{award}</p>
              <p className={classes.name}>{name}</p>
              {certificate.kind === 'champion' ? (
                <Details
                  rows={[
                    [t`Summe der besten drei Tauben (Punkte)`, sum],
                    [
                      t`Die besten drei Gesamtnoten`,
                      certificate.champion.topTotals.map((total) => points(i18n, total)).join(' / '),
                    ],
                  ]}
                />
              ) : (
                <Details
                  rows={[
                    [t`Klasse`, className],
                    [t`Ringnummer`, <RingNumber key="ring">{certificate.entry.ringNumber}</RingNumber>],
                    [t`Punkte`, points(i18n, certificate.entry.total)],
                  ]}
                />
              )}
              <div className={classes.signature}>
                <span>
                  {city}, {dated}
                </span>
                <span className={classes.signatureLine}>
                  <Trans>Die Schauleitung</Trans>
                </span>
              </div>
            </div>
          </article>
        );
      })}
    </div>
  );
}

function Details({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className={classes.details}>
      {rows.map(([term, value]) => (
        <div key={term} className={classes.detail}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
