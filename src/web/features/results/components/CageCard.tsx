import { Trans, useLingui } from '@lingui/react/macro';
import { CLASS_NAMES } from '@shared/classification';
import { SKIP_REASON_NAMES } from '@shared/judging';
import { RATING_CATEGORIES } from '@shared/ratingScheme';
import { CATEGORY_LABELS } from '@web/lib/judging/judgingLabels';
import { formatKm, SEX_LABELS } from '@web/lib/pigeonClasses/classLabels';
import { QrCode } from '@web/lib/qr/QrCode';
import { personName } from '@web/lib/text/personName';
import { formatScore } from '../resultTexts';
import classes from './CageCards.module.css';
import type { ClassResult } from './ClassResultTable';
import { PrizeMark } from './PrizeMark';

type Entry = ClassResult['entries'][number];

/** The anchor of a cage's card on the cards page, as its QR code links to it. */
export const cardAnchor = (cageNumber: number) => `cage-${cageNumber}`;

interface CageCardProps {
  entry: Entry;
  eventTitle: string;
  /**
   * The card's own absolute address, for its QR code; null while the site's address is unknown (a
   * page the server renders, and the browser taking it over): the code is drawn later.
   */
  url: string | null;
}

/** One cage's card: the pigeon, its flights, the five scores, total, place, prize, judge and remark. */
export function CageCard({ entry, eventTitle, url }: CageCardProps) {
  const { t, i18n } = useLingui();
  const anchor = cardAnchor(entry.cageNumber);
  const total = formatScore(i18n, entry.total);
  const reason = entry.skipReason ? i18n._(SKIP_REASON_NAMES[entry.skipReason]) : null;
  const cage = entry.cageNumber;
  const place = entry.place;
  const judge = entry.judge && personName(i18n, entry.judge.shownName);
  const note = entry.note;
  return (
    <article id={anchor} tabIndex={-1} className={classes.card} aria-labelledby={`${anchor}-title`}>
      <div className={classes.top}>
        <div style={{ minWidth: 0 }}>
          <p className={`${classes.line} ${classes.show}`}>{eventTitle}</p>
          <h2 className={classes.title} id={`${anchor}-title`}>
            <Trans>Käfig {cage}</Trans>
          </h2>
          <p className={`${classes.line} ${classes.ring}`}>{entry.ringNumber}</p>
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
          <dd>{i18n._(CLASS_NAMES[entry.classCode])}</dd>
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
          <dd>{personName(i18n, entry.breeder.shownName)}</dd>
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
        <p className={`${classes.line} ${classes.semibold}`}>
          {reason ? <Trans>Übersprungen: {reason}</Trans> : <Trans>Nicht bewertet</Trans>}
        </p>
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
            <p className={`${classes.line} ${classes.bold}`}>
              <Trans>Platz {place}</Trans>
            </p>
            {entry.prize && <PrizeMark />}
          </div>
        </>
      )}
      {judge && (
        <p className={`${classes.line} ${classes.small}`}>
          <Trans>Richter: {judge}</Trans>
        </p>
      )}
      {note && (
        <p className={`${classes.line} ${classes.small}`}>
          <Trans>Bemerkung: {note}</Trans>
        </p>
      )}
    </article>
  );
}
