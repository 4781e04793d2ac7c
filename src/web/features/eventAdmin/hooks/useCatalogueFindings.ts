import { useQuery } from '@apollo/client/react';
import { type CatalogueFinding, catalogueFindings, startBlockers } from '@shared/catalogueChecks';
import type { ClassCode } from '@shared/classification';
import { useFirstReadSettled } from '@web/lib/apollo/firstRead';
import { useMemo } from 'react';
import { CATALOGUE_CHECKS } from '../graphql/CatalogueChecks';

/**
 * Admin: the event's open findings before the start and what keeps it from starting
 * (src/shared/catalogueChecks.ts), read afresh when a page asks and on `refresh`, and the judges' names to show them with. `skip`: not asked at all.
 */
export function useCatalogueFindings(eventId: string, skip = false) {
  const { data, loading, networkStatus, refetch } = useQuery(CATALOGUE_CHECKS, {
    variables: { id: eventId },
    fetchPolicy: 'cache-and-network',
    skip,
  });
  const settled = useFirstReadSettled({ data, networkStatus });
  return useMemo(() => {
    const classes = data?.event.classes ?? [];
    const checked = classes.map((eventClass) => ({ ...eventClass, code: eventClass.code as ClassCode }));
    const findings: CatalogueFinding[] = catalogueFindings(checked);
    const judgeNames = new Map(classes.flatMap((c) => c.judges.map((judge) => [judge.id, judge.shownName])));
    return {
      findings,
      blockers: startBlockers(checked),
      judgeNames,
      known: data !== undefined,
      /** Whether the first read is over (lib/apollo/firstRead.ts). */
      settled,
      loading,
      /** Reads the findings again (another tab may have numbered cages or assigned judges). */
      // Offline it keeps what it read: the dialog says what was known.
      refresh: () => void refetch().catch(() => undefined),
    };
  }, [data, loading, settled, refetch]);
}
