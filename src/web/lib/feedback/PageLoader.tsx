import { Trans } from '@lingui/react/macro';
import { Center, Loader, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/** A spinner that screen readers announce as a status (default text: loading). */
export function PageLoader({ label }: { label?: ReactNode }) {
  return (
    <Center py="xl" role="status">
      <Loader />
      <VisuallyHidden>{label ?? <Trans>Wird geladen</Trans>}</VisuallyHidden>
    </Center>
  );
}
