import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RatingCategory } from '@shared/ratingScheme';

/** The five rating categories, as judges and the results name them. */
export const CATEGORY_LABELS: Record<RatingCategory, MessageDescriptor> = {
  generalImpression: msg`Gesamteindruck`,
  boneStructure: msg`Knochenbau`,
  back: msg`Rücken`,
  musculature: msg`Muskulatur`,
  wings: msg`Flügel`,
};

/** The skip reasons' names: written in src/shared, where the server's results mails take them too. */
export { SKIP_REASON_NAMES as SKIP_REASON_LABELS } from '@shared/judging';
