import { useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import type { EventType } from '@shared/eventTypes';
import type { AdminEventQuery, EventInput, RatingSchemeInput } from '@web/gql/graphql';
import { fieldError } from '@web/lib/errors/errorMessages';
import { notify } from '@web/lib/feedback/notify';
import { type FieldFailure, useFormSubmission } from '@web/lib/forms/useFormSubmission';
import { useTranslatedValidation } from '@web/lib/forms/useTranslatedValidation';
import {
  EMPTY_EVENT,
  type EventFormField,
  type EventFormValues,
  FEE_FIELDS,
  FEE_MESSAGE,
  feeCents,
  fromFormTime,
  isSchemeField,
  OBJECTION_DAYS_MESSAGE,
  schemeMessage,
  toFormTime,
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
    registrationDeadline: toFormTime(event.registrationDeadline),
    eventStart: toFormTime(event.eventStart),
    ...event.location,
    ratingScheme: schemeInput(event),
    pigeonFee: event.fees.pigeonFeeCents / 100,
    breederFee: event.fees.breederFeeCents / 100,
    objectionDays: event.objectionDays,
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

/** The server's field errors on their input: a scheme bound, or one of the form's fields. */
function eventFieldError(error: unknown): FieldFailure | null {
  const onField = fieldError(error);
  if (!onField) return null;
  // The server names the fees in cents; the form has them in euros.
  for (const [formField, inputField] of Object.entries(FEE_FIELDS))
    if (onField.field === inputField) return { field: formField, message: FEE_MESSAGE };
  if (isSchemeField(onField.field)) return { field: onField.field, message: schemeMessage(onField.field) };
  if (onField.field === 'objectionDays') return { field: onField.field, message: OBJECTION_DAYS_MESSAGE };
  if (!isFormField(onField.field)) return null;
  return onField.field === 'eventStart'
    ? { field: onField.field, message: msg`Das Event kann nicht vor dem Anmeldeschluss beginnen` }
    : onField;
}

/** Create (no event) or edit form; the server's field errors land on their field. */
export function useEventForm(event: AdminEvent | null, onSaved: (id: string) => void) {
  const { i18n } = useLingui();
  const [create] = useMutation(CREATE_EVENT, { refetchQueries: ['EventsList'] });
  const [update] = useMutation(UPDATE_EVENT);
  const form = useForm<EventFormValues>({
    initialValues: formValues(event),
    validate: useTranslatedValidation(validateEvent),
  });

  const submit = async (values: EventFormValues): Promise<string> => {
    const input: EventInput = {
      title: values.title.trim(),
      // validateEvent has made sure a type is chosen.
      eventType: values.eventType as EventType,
      description: values.description.trim() || null,
      registrationDeadline: fromFormTime(values.registrationDeadline) ?? '',
      eventStart: fromFormTime(values.eventStart) ?? '',
      location: {
        country: values.country,
        city: values.city.trim(),
        street: values.street.trim(),
        houseNumber: values.houseNumber.trim(),
        zipCode: values.zipCode.trim(),
      },
      ratingScheme: values.ratingScheme,
      pigeonFeeCents: feeCents(values.pigeonFee),
      breederFeeCents: feeCents(values.breederFee),
      objectionDays: Number(values.objectionDays),
    };
    if (event) {
      await update({ variables: { id: event.id, input } });
      return event.id;
    }
    return (await create({ variables: { input } })).data?.createEvent.id ?? '';
  };

  const submission = useFormSubmission({
    form,
    submit,
    fieldErrors: eventFieldError,
    onSuccess: (id) => {
      notify(i18n, 'success', i18n._(msg`Erfolgreich gespeichert`));
      onSaved(id);
    },
  });

  return { form, ...submission };
}
