import type { EventCounts } from '../../db/events.ts';
import type { EventRow } from '../../db/schema.ts';

/** What Event fields resolve from (codegen mapper): the row plus its counts and creator. */
export interface EventModel extends EventCounts {
  row: EventRow;
}
