import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturnType } from '@mantine/form';
import { type ErrorAction, errorMessage, fieldError } from '@web/lib/errors/errorMessages';
import { type RequestFailure, toRequestFailure } from '@web/lib/errors/requestFailure';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstError } from './focusFirstError';

/** A server error that belongs on one input: its form path (`email`, `rules.3.minKm`) and its text. */
export interface FieldFailure {
  field: string;
  message: MessageDescriptor;
}

export interface FormSubmissionOptions<Values, Result> {
  form: UseFormReturnType<Values>;
  /** Sends the checked values; throws when the request fails. */
  submit: (values: Values) => Promise<Result>;
  /** Runs after a successful submit; an error it throws is shown like a failed request. */
  onSuccess?: (result: Result, values: Values) => unknown;
  /**
   * Which server errors belong on an input, e.g. `formFieldError`. Without it, every error is
   * shown in the alert above the form.
   */
  fieldErrors?: (error: unknown, values: Values) => FieldFailure | null;
  /** What the user was doing: picks the alert's text when the server names no code. */
  action?: ErrorAction;
  /** Told the first invalid field before it gets the focus, e.g. to show the tab that holds it. */
  onInvalidField?: (field: string) => void;
}

export interface FormSubmission {
  /** Spread onto the `<form>`. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  };
  /** The alert's text (for FormError), or null. */
  failure: MessageDescriptor | null;
  /** The code of the error in the alert (NETWORK: no answer), or null. */
  failureCode: RequestFailure['code'];
  /** True from a valid submit until its request and onSuccess are done. */
  submitting: boolean;
}

/** The shared texts of a server field error (see fieldError), when the form has that field. */
export function formFieldError<Values extends object>(error: unknown, values: Values): FieldFailure | null {
  const onField = fieldError(error);
  return onField && Object.hasOwn(values, onField.field) ? onField : null;
}

/**
 * What every form does when it is sent: check the values and focus the first invalid input; send
 * once, however often it is submitted meanwhile; put the server's field errors on their input and
 * focus it; show anything else as a translated alert above the form.
 */
export function useFormSubmission<Values, Result>({
  form,
  submit,
  onSuccess,
  fieldErrors,
  action = 'save',
  onInvalidField,
}: FormSubmissionOptions<Values, Result>): FormSubmission {
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const [failure, setFailure] = useState<{ message: MessageDescriptor; code: RequestFailure['code'] } | null>(
    null,
  );

  const focusInvalid = (field: string) => {
    // Committed at once: a state update made outside an event (after a server's answer) may be
    // rendered only after the next frame, and the input would not be found shown yet.
    flushSync(() => onInvalidField?.(field));
    // After the next paint, when the input is marked aria-invalid (and its tab is shown).
    requestAnimationFrame(() => focusFirstError(formRef.current));
  };

  const send = async (values: Values) => {
    setFailure(null);
    try {
      const result = await submit(values);
      await onSuccess?.(result, values);
    } catch (error) {
      const onField = fieldErrors?.(error, values) ?? null;
      if (onField) {
        // Committed before the focus is moved (see focusInvalid): after an answer, React might render
        // the error only after the frame that looks for the invalid input.
        flushSync(() => form.setFieldError(onField.field, i18n._(onField.message)));
        focusInvalid(onField.field);
      } else {
        setFailure({ message: errorMessage(error, action), code: toRequestFailure(error).code });
      }
    }
  };

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    // A second submit (double click, Enter pressed twice) while one is on its way sends nothing.
    if (sending.current) return;
    sending.current = true;
    const done = () => {
      sending.current = false;
    };
    form.onSubmit(
      (values) => send(values).finally(done),
      (errors) => {
        done();
        const first = Object.keys(errors)[0];
        if (first !== undefined) focusInvalid(first);
      },
    )(event);
  };

  return {
    formProps: { ref: formRef, noValidate: true, onSubmit },
    failure: failure?.message ?? null,
    failureCode: failure?.code ?? null,
    submitting: form.submitting,
  };
}
