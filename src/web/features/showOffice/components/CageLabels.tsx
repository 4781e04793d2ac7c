import { useLingui } from '@lingui/react/macro';
import { CLASS_NAMES } from '@shared/classification';
import { paths } from '@web/config/paths';
import type { EventCatalogueQuery } from '@web/gql/graphql';
import { useLocale } from '@web/lib/i18n/useLocale';
import { QrCode } from '@web/lib/qr/QrCode';
import { RingNumber } from '@web/lib/text/RingNumber';
import type { CSSProperties } from 'react';
import { type LabelFormat, sheetMargins, sheetsOf } from '../labelFormats';
import classes from './CageLabels.module.css';

type Entry = EventCatalogueQuery['eventCatalogue'][number];

/**
 * One label per cage on sheets of the chosen format: the cage number large, the class, the ring
 * number, and a QR code that opens the cage's point card on a judge's tablet. On screen the labels
 * wrap to the width; on paper each sheet is one A4 page, the labels in their millimetres.
 */
export function CageLabels({
  eventId,
  entries,
  format,
}: {
  eventId: string;
  entries: readonly Entry[];
  format: LabelFormat;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const caged = entries.filter((entry) => entry.cageId && entry.cageNumber);
  const { topMm, leftMm } = sheetMargins(format);
  const sizes = {
    '--label-columns': format.columns,
    '--label-width': `${format.widthMm}mm`,
    '--label-height': `${format.heightMm}mm`,
    '--sheet-top': `${topMm}mm`,
    '--sheet-left': `${leftMm}mm`,
  } as CSSProperties;
  // Absolute, so that the tablet's camera opens it in the browser (server-rendered pages have no origin).
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <div className={classes.sheets} style={sizes}>
      {sheetsOf(caged, format).map((sheet, index) => (
        <div className={classes.sheet} key={sheet[0].cageId} data-sheet={index + 1}>
          {sheet.map((entry) => {
            const number = entry.cageNumber;
            const card = `${origin}${paths.judgeCage.href(locale, { eventId, cageId: entry.cageId ?? '' })}`;
            return (
              <div className={classes.label} key={entry.cageId} data-label>
                <div className={classes.text}>
                  <span className={classes.number}>{number}</span>
                  <span>{i18n._(CLASS_NAMES[entry.classCode])}</span>
                  <RingNumber>{entry.ringNumber}</RingNumber>
                </div>
                <QrCode
                  value={origin ? card : null}
                  label={t`Bewertungskarte von Käfig ${number}`}
                  className={classes.qr}
                />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
