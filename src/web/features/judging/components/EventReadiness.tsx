import { useAppOffline } from '@web/lib/pwa/appOffline';
import { useSession } from '@web/lib/session/SessionContext';
import { useOfflinePreparation } from '../hooks/useOfflinePreparation';
import { OfflineReadiness } from './OfflineReadiness';

/**
 * Whether this tablet is ready to judge one of the judge's shows without network, where the shows
 * are listed ("Meine Events", the dashboard): the same line and button as on the show's cage list.
 */
export function EventReadiness({ eventId, eventTitle }: { eventId: string; eventTitle: string }) {
  const { user } = useSession();
  const app = useAppOffline();
  const data = useOfflinePreparation(user.id ?? -1, eventId, false);
  return <OfflineReadiness app={app} data={data} eventTitle={eventTitle} />;
}
