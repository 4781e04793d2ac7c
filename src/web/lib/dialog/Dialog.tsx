import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './DialogFrame';

export type { DialogProps };

// The modal machinery (Modal, focus trap, scroll lock) loads when a dialog first opens, not on home.
const DialogFrame = lazy(async () => ({ default: (await import('./DialogFrame')).DialogFrame }));

/** The one dialog of the app: closes on Escape, outside click and back; `persistent` shakes instead. */
export function Dialog(props: DialogProps) {
  const [everOpened, setEverOpened] = useState(props.opened);
  if (props.opened && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  );
}
