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
