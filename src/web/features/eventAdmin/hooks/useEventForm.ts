import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import type { AdminEventQuery, EventInput, RatingSchemeInput } from '@web/gql/graphql';
import { errorMessage, fieldError } from '@web/lib/errors/errorMessages';
import { notify } from '@web/lib/feedback/notify';
import { useTranslatedValidation } from '@web/lib/forms/useTranslatedValidation';
import { useState } from 'react';
import {
  EMPTY_EVENT,
  type EventFormField,
  type EventFormValues,
  fromLocalInput,
  isSchemeField,
  schemeMessage,
  toLocalInput,
  validateEvent,
} from '../eventFormValidation';
import { CREATE_EVENT, UPDATE_EVENT } from '../graphql/EventMutations';

type AdminEvent = AdminEventQuery['event'];

const FIELDS = new Set<string>(Object.keys(EMPTY_EVENT));
const isFormField = (field: string): field is EventFormField => FIELDS.has(field);

function formValues(event: AdminEvent | null): EventFormValues {
  if (!event) return EMPTY_EVENT;
  return {
    title: event.title,
    eventType: event.eventType,
    description: event.description ?? '',
    registrationDeadline: toLocalInput(event.registrationDeadline),
    eventStart: toLocalInput(event.eventStart),
    ...event.location,
    ratingScheme: schemeInput(event),
  };
}

/** The event's rating scheme without __typename. */
function schemeInput(event: AdminEvent): RatingSchemeInput {
  const bounds = ({ min, max, step }: { min: number; max: number; step: number }) => ({ min, max, step });
  const scheme = event.ratingScheme;
  return {
    generalImpression: bounds(scheme.generalImpression),
    boneStructure: bounds(scheme.boneStructure),
    back: bounds(scheme.back),
    musculature: bounds(scheme.musculature),
    wings: bounds(scheme.wings),
  };
}

/** Create (no event) or edit form; the server's field errors land on their field. */
export function useEventForm(event: AdminEvent | null, onSaved: (id: string) => void) {
  const { i18n } = useLingui();
  const [create] = useMutation(CREATE_EVENT, { refetchQueries: ['EventsList'] });
  const [update] = useMutation(UPDATE_EVENT);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const form = useForm<EventFormValues>({
    initialValues: formValues(event),
    validate: useTranslatedValidation(validateEvent),
  });

  const submit = async (values: EventFormValues) => {
    setFailure(null);
    const input: EventInput = {
      title: values.title.trim(),
      eventType: values.eventType.trim(),
      description: values.description.trim() || null,
      registrationDeadline: fromLocalInput(values.registrationDeadline) ?? '',
      eventStart: fromLocalInput(values.eventStart) ?? '',
      location: {
        country: values.country.trim(),
        city: values.city.trim(),
        street: values.street.trim(),
        houseNumber: values.houseNumber.trim(),
        zipCode: values.zipCode.trim(),
      },
      ratingScheme: values.ratingScheme,
    };
    try {
      let id = event?.id ?? '';
      if (event) await update({ variables: { id: event.id, input } });
      else id = (await create({ variables: { input } })).data?.createEvent.id ?? '';
      notify(i18n, 'success', i18n._(msg`Erfolgreich gespeichert`));
      onSaved(id);
    } catch (error) {
      const onField = fieldError(error);
      if (onField && isSchemeField(onField.field)) {
        form.setFieldError(onField.field, i18n._(schemeMessage(onField.field)));
      } else if (onField && isFormField(onField.field)) {
        const message =
          onField.field === 'eventStart'
            ? msg`Das Event kann nicht vor dem Anmeldeschluss beginnen`
            : onField.message;
        form.setFieldError(onField.field, i18n._(message));
      } else {
        setFailure(errorMessage(error, 'save'));
      }
    }
  };

  return { form, submit, failure };
}
