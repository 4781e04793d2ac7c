import { requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import { type CatalogueRow, selectCatalogue } from '../../db/catalogue.ts';
import { findEvent } from '../events/eventAccess.ts';

/** Admin: the event's registered pigeons as the catalogue prints them. */
export async function eventCatalogue(ctx: GraphQLContext, eventId: string): Promise<CatalogueRow[]> {
  await requireRole(ctx, 'ADMIN');
  const event = await findEvent(ctx.db, eventId);
  return selectCatalogue(ctx.db, event.id);
}
