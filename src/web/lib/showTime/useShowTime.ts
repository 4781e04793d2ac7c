import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { showTimeText } from './showTimeText';

const neverChanges = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The zone of the reader's device. The server renders for the show's own zone (it cannot know the
 * reader's), and so does the page while it takes over that HTML; then it renders for the device.
 */
function useReaderZone(): string | undefined {
  return useSyncExternalStore(neverChanges, browserZone, () => undefined);
}

/**
 * Writes an instant in the show's zone in the page's language, with the zone's short name after a
 * time of day where the reader's clock differs ("18.10.2026, 18:00 MESZ" on a laptop set to UTC).
 */
export function useShowTime(): (
  instant: Date | string | number,
  options: Intl.DateTimeFormatOptions,
) => string {
  const { i18n } = useLingui();
  const readerZone = useReaderZone();
  return (instant, options) => showTimeText(i18n, instant, options, readerZone);
}
