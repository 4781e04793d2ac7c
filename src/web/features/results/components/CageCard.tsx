import { Trans, useLingui } from '@lingui/react/macro';
import { Text, Title } from '@mantine/core';
import { RATING_CATEGORIES } from '@shared/ratingScheme';
import { CATEGORY_LABELS, SKIP_REASON_LABELS } from '@web/lib/judging/judgingLabels';
import { CLASS_LABELS, formatKm, SEX_LABELS } from '@web/lib/pigeonClasses/classLabels';
import { formatScore } from '../resultTexts';
import classes from './CageCards.module.css';
import type { ClassResult } from './ClassResultTable';
import { PrizeMark } from './PrizeMark';
import { QrCode } from './QrCode';

type Entry = ClassResult['entries'][number];

/** The anchor of a cage's card on the cards page, as its QR code links to it. */
export const cardAnchor = (cageNumber: number) => `cage-${cageNumber}`;

interface CageCardProps {
  entry: Entry;
  eventTitle: string;
  /** The card's own absolute address, for its QR code. */
  url: string;
}

/** One cage's card: the pigeon, its flights, the five scores, total, place, prize, judge and remark. */
export function CageCard({ entry, eventTitle, url }: CageCardProps) {
  const { t, i18n } = useLingui();
  const anchor = cardAnchor(entry.cageNumber);
  const total = formatScore(i18n, entry.total);
  const reason = entry.skipReason ? i18n._(SKIP_REASON_LABELS[entry.skipReason]) : null;
  const cage = entry.cageNumber;
  const place = entry.place;
  const judge = entry.judge?.shownName;
  const note = entry.note;
  return (
    <article id={anchor} tabIndex={-1} className={classes.card} aria-labelledby={`${anchor}-title`}>
      <div className={classes.top}>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={600}>
            {eventTitle}
          </Text>
          <Title order={2} size="h3" id={`${anchor}-title`}>
            <Trans>Käfig {cage}</Trans>
          </Title>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {entry.ringNumber}
          </Text>
        </div>
        <QrCode
          value={url}
          label={t`QR-Code mit dem Link zur Karte von Käfig ${cage}`}
          className={classes.qr}
        />
      </div>
      <dl className={classes.facts}>
        <div>
          <dt>
            <Trans>Klasse</Trans>
          </dt>
          <dd>{i18n._(CLASS_LABELS[entry.classCode])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Geschlecht</Trans>
          </dt>
          <dd>{i18n._(SEX_LABELS[entry.sex])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Farbe</Trans>
          </dt>
          <dd>{entry.color}</dd>
        </div>
        <div>
          <dt>
            <Trans>Züchter</Trans>
          </dt>
          <dd>{entry.breeder.shownName}</dd>
        </div>
        <div>
          <dt>
            <Trans>Preis-km</Trans>
          </dt>
          <dd>{formatKm(i18n, entry.flightSummary.prizeKm)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Preise</Trans>
          </dt>
          <dd>{i18n.number(entry.flightSummary.prizes)}</dd>
        </div>
      </dl>
      {entry.total == null ? (
        <Text fw={600}>{reason ? <Trans>Übersprungen: {reason}</Trans> : <Trans>Nicht bewertet</Trans>}</Text>
      ) : (
        <>
          <table className={classes.scores} aria-label={t`Noten`}>
            <tbody>
              {RATING_CATEGORIES.map((category) => (
                <tr key={category}>
                  <th scope="row">{i18n._(CATEGORY_LABELS[category])}</th>
                  <td>{formatScore(i18n, entry.scores?.[category])}</td>
                </tr>
              ))}
              <tr className={classes.total}>
                <th scope="row">
                  <Trans>Gesamt</Trans>
                </th>
                <td>{total}</td>
              </tr>
            </tbody>
          </table>
          <div className={classes.outcome}>
            <Text fw={700}>
              <Trans>Platz {place}</Trans>
            </Text>
            {entry.prize && <PrizeMark />}
          </div>
        </>
      )}
      {judge && (
        <Text size="sm">
          <Trans>Richter: {judge}</Trans>
        </Text>
      )}
      {note && (
        <Text size="sm">
          <Trans>Bemerkung: {note}</Trans>
        </Text>
      )}
    </article>
  );
}
