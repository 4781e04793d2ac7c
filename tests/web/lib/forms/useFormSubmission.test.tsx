import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { FormError } from '@web/lib/forms/FormError';
import {
  type FormSubmissionOptions,
  formFieldError,
  useFormSubmission,
} from '@web/lib/forms/useFormSubmission';
import { GraphQLRequestError } from '@web/lib/graphql/fetchGraphQL';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

// One form built on the hook the way the app's forms are: name and e-mail always shown, the city
// only once the hook reports it invalid (as the profile shows the tab that holds a field).

interface Values {
  name: string;
  email: string;
  city: string;
}

type Options = Omit<FormSubmissionOptions<Values, string>, 'form'>;

function TestForm(options: Options) {
  const [cityShown, setCityShown] = useState(false);
  const form = useForm<Values>({
    initialValues: { name: '', email: '', city: 'Köln' },
    validate: {
      name: (value) => (value.trim() === '' ? 'Der Name fehlt.' : null),
      email: (value) => (value.includes('@') ? null : 'Die E-Mail-Adresse fehlt.'),
      city: (value) => (value.trim() === '' ? 'Die Stadt fehlt.' : null),
    },
  });
  const { formProps, failure, submitting } = useFormSubmission({
    form,
    ...options,
    onInvalidField: (field) => {
      if (field === 'city') setCityShown(true);
      options.onInvalidField?.(field);
    },
  });
  return (
    <form {...formProps} aria-label="Testformular">
      <FormError message={failure} />
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="E-Mail" {...form.getInputProps('email')} />
      {cityShown && <TextInput label="Stadt" {...form.getInputProps('city')} />}
      <Button type="submit" loading={submitting}>
        Senden
      </Button>
      <Button variant="subtle" onClick={() => form.setFieldValue('city', '')}>
        Stadt leeren
      </Button>
    </form>
  );
}

async function renderForm(options: Partial<Options> = {}, path = '/') {
  const submit = options.submit ?? vi.fn(async () => 'gespeichert');
  const user = userEvent.setup();
  await renderWithProviders(<TestForm {...options} submit={submit} />, { path });
  const fill = async (values: Partial<Values>) => {
    if (values.name) await user.type(screen.getByRole('textbox', { name: 'Name' }), values.name);
    if (values.email) await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), values.email);
  };
  const send = () => user.click(screen.getByRole('button', { name: 'Senden' }));
  return { user, submit, fill, send };
}

const valid = { name: 'Nora', email: 'nora@example.org' };

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('useFormSubmission', () => {
  it('focuses the first invalid field when the check fails, and sends nothing', async () => {
    const { submit, fill, send } = await renderForm();
    await fill({ name: 'Nora' });
    await send();
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Die E-Mail-Adresse fehlt.')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
    expect(submit).not.toHaveBeenCalled();
  });

  it('reports the invalid field first, so that a hidden field is shown before it gets the focus', async () => {
    const onInvalidField = vi.fn();
    const { user, submit, fill, send } = await renderForm({ onInvalidField });
    await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Stadt leeren' }));
    await send();
    expect(onInvalidField).toHaveBeenCalledWith('city');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Stadt' })).toHaveFocus());
    expect(screen.getByText('Die Stadt fehlt.')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('puts a server field error on its field and focuses it, with no alert', async () => {
    const submit = vi.fn(async () => {
      throw new GraphQLRequestError('VALIDATION_FAILED', 'invalid e-mail', 'email');
    });
    const { fill, send } = await renderForm({ submit, fieldErrors: formFieldError });
    await fill(valid);
    await send();
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a server field error in the alert when the form maps no fields', async () => {
    const submit = vi.fn(async () => {
      throw new GraphQLRequestError('VALIDATION_FAILED', 'invalid e-mail', 'email');
    });
    const { fill, send } = await renderForm({ submit });
    await fill(valid);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte überprüfen Sie Ihre Eingabe.');
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a server error on a field the form does not have in the alert', async () => {
    const submit = vi.fn(async () => {
      throw new GraphQLRequestError('VALIDATION_FAILED', 'invalid web address', 'website');
    });
    const { fill, send } = await renderForm({ submit, fieldErrors: formFieldError });
    await fill(valid);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte überprüfen Sie Ihre Eingabe.');
  });

  it('shows any other error as the translated failure above the form', async () => {
    const submit = vi.fn(async () => {
      throw new GraphQLRequestError('RATE_LIMITED', 'slow down');
    });
    const { fill, send } = await renderForm({ submit, fieldErrors: formFieldError });
    await fill(valid);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte warten Sie ein paar Minuten.',
    );
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('translates the failure into English on an English page', async () => {
    const submit = vi.fn(async () => {
      throw new GraphQLRequestError('RATE_LIMITED', 'slow down');
    });
    const { fill, send } = await renderForm({ submit }, '/en');
    await fill(valid);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes.',
    );
  });

  it("words an error without a code by the form's action", async () => {
    const submit = vi.fn(async () => {
      throw new Error('no code');
    });
    const { fill, send } = await renderForm({ submit, action: 'login' });
    await fill(valid);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Die E-Mail oder das Passwort ist falsch.');
  });

  it('calls onSuccess with the answer and the values, and clears an earlier failure', async () => {
    const onSuccess = vi.fn();
    const submit = vi
      .fn<(values: Values) => Promise<string>>()
      .mockRejectedValueOnce(new GraphQLRequestError('NETWORK', 'offline'))
      .mockResolvedValueOnce('gespeichert');
    const { fill, send } = await renderForm({ submit, onSuccess });
    await fill(valid);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    );
    expect(onSuccess).not.toHaveBeenCalled();
    await send();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    const values = { ...valid, city: 'Köln' };
    expect(submit).toHaveBeenLastCalledWith(values);
    expect(onSuccess).toHaveBeenCalledWith('gespeichert', values);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure of onSuccess like a failed request', async () => {
    const onSuccess = vi.fn(() => {
      throw new GraphQLRequestError('NOT_AUTHORIZED', 'no');
    });
    const { fill, send } = await renderForm({ onSuccess });
    await fill(valid);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Dafür fehlt Ihnen die Berechtigung.');
  });

  it('keeps the button busy while sending and sends a double submit once', async () => {
    const answer = deferred<string>();
    const submit = vi.fn(() => answer.promise);
    const onSuccess = vi.fn();
    const { fill, send } = await renderForm({ submit, onSuccess });
    await fill(valid);
    await send();
    const button = screen.getByRole('button', { name: 'Senden' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-loading', 'true');
    // Enter pressed in a field twice while the first request is on its way.
    const form = screen.getByRole('form', { name: 'Testformular' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(submit).toHaveBeenCalledOnce();

    answer.resolve('gespeichert');
    await waitFor(() => expect(button).toBeEnabled());
    expect(onSuccess).toHaveBeenCalledOnce();
    // Once the answer is in, the form sends again.
    fireEvent.submit(form);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
  });
});
