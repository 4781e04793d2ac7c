import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

/** Wraps a validator that returns message descriptors into one that returns texts (for useForm). */
export function useTranslatedValidation<V, K extends string>(
  validate: (values: V) => Partial<Record<K, MessageDescriptor>>,
) {
  const { i18n } = useLingui();
  return useCallback(
    (values: V) => {
      const texts: Partial<Record<K, string>> = {};
      for (const [field, message] of Object.entries(validate(values)) as [K, MessageDescriptor][]) {
        texts[field] = i18n._(message);
      }
      return texts;
    },
    [i18n, validate],
  );
}
