import { useMutation } from '@apollo/client/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  MAX_PAYMENT_CENTS,
  MAX_PAYMENT_NOTE_LENGTH,
  type PaymentMethod,
  type PaymentProblem,
  paymentProblem,
  signedCentsOfEuros,
} from '@shared/fees';
import { localToday } from '@shared/lenientValues';
import { SHOW_TIME_ZONE } from '@shared/site';
import { Dialog } from '@web/lib/dialog/Dialog';
import { toRequestFailure } from '@web/lib/errors/requestFailure';
import { notify } from '@web/lib/feedback/notify';
import { DateField } from '@web/lib/forms/DateField';
import { FormError } from '@web/lib/forms/FormError';
import { type FieldFailure, useFormSubmission } from '@web/lib/forms/useFormSubmission';
import { formatCents, PAYMENT_METHOD_LABELS } from '@web/lib/text/money';
import { RECORD_FEE_PAYMENT } from '../graphql/ShowOffice';

/** What a payment's problem (src/shared/fees.ts) says, on its field; the server names the same. */
function problemMessage(i18n: I18n, problem: PaymentProblem): MessageDescriptor {
  if (problem !== 'AMOUNT_TOO_LARGE') return PROBLEM_MESSAGES[problem];
  const max = formatCents(i18n, MAX_PAYMENT_CENTS);
  return msg`Höchstens ${max} je Buchung: Größere Beträge bitte in Teilen erfassen.`;
}

const PROBLEM_MESSAGES: Record<Exclude<PaymentProblem, 'AMOUNT_TOO_LARGE'>, MessageDescriptor> = {
  AMOUNT_ZERO: msg`Bitte geben Sie den Betrag in Euro ein (eine Erstattung mit Minus), nicht 0.`,
  REFUND_TOO_LARGE: msg`Es kann höchstens erstattet werden, was bezahlt wurde.`,
  DAY: msg`Bitte geben Sie einen Tag bis heute ein.`,
  METHOD: msg`Bitte wählen Sie die Zahlungsart.`,
  NOTE_TOO_LONG: msg`Die Notiz darf höchstens 200 Zeichen lang sein.`,
};

const FIELD_OF: Record<string, keyof PaymentValues> = {
  amountCents: 'amount',
  paidOn: 'paidOn',
  note: 'note',
};

interface PaymentValues {
  /** Euros as typed; '' while empty. */
  amount: number | string;
  paidOn: string;
  method: PaymentMethod;
  note: string;
}

export interface PaymentTarget {
  breederId: string;
  name: string;
  balanceCents: number;
  paidCents: number;
}

function asPayment(values: PaymentValues) {
  const cents = typeof values.amount === 'number' ? signedCentsOfEuros(values.amount) : null;
  return { amountCents: cents ?? 0, paidOn: values.paidOn, method: values.method, note: values.note };
}

const PROBLEMS: readonly string[] = [...Object.keys(PROBLEM_MESSAGES), 'AMOUNT_TOO_LARGE'];

/** The server's refusal of a payment, on the field it names. */
function paymentFieldError(i18n: I18n, error: unknown): FieldFailure | null {
  const { code, field, extensions } = toRequestFailure(error);
  const problem = extensions?.problem;
  if (code !== 'VALIDATION_FAILED' || !field || !FIELD_OF[field] || typeof problem !== 'string') return null;
  if (!PROBLEMS.includes(problem)) return null;
  return { field: FIELD_OF[field], message: problemMessage(i18n, problem as PaymentProblem) };
}

/**
 * Admin: books what a breeder paid (or, below 0, what was paid back). The amount starts as what is
 * open, the day as today in the show's zone, so the usual payment in full is one click.
 */
export function PaymentDialog({
  eventId,
  target,
  onClose,
}: {
  eventId: string;
  target: PaymentTarget;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const today = localToday(new Date(), SHOW_TIME_ZONE);
  const [record] = useMutation(RECORD_FEE_PAYMENT, {
    refetchQueries: ['EventFees'],
    awaitRefetchQueries: true,
  });
  const form = useForm<PaymentValues>({
    initialValues: {
      amount: Math.max(target.balanceCents, 0) / 100 || '',
      paidOn: today,
      method: 'TRANSFER',
      note: '',
    },
    validate: (values) => {
      const payment = asPayment(values);
      const found = paymentProblem(payment, today);
      if (found)
        return { [FIELD_OF[found.field] ?? found.field]: i18n._(problemMessage(i18n, found.problem)) };
      if (payment.amountCents < 0 && -payment.amountCents > target.paidCents)
        return { amount: i18n._(PROBLEM_MESSAGES.REFUND_TOO_LARGE) };
      return {};
    },
  });
  const submission = useFormSubmission({
    form,
    submit: (values) => record({ variables: { eventId, breederId: target.breederId, ...asPayment(values) } }),
    fieldErrors: (error) => paymentFieldError(i18n, error),
    onSuccess: () => {
      notify(i18n, 'success', t`Zahlung erfasst.`);
      onClose();
    },
  });
  const open = formatCents(i18n, Math.max(target.balanceCents, 0));
  const paid = formatCents(i18n, target.paidCents);
  const name = target.name;
  return (
    <Dialog opened onClose={onClose} title={t`Zahlung erfassen`}>
      <form {...submission.formProps}>
        <Stack gap="md">
          <Text>
            <Trans>
              {name}: offen {open}, bisher bezahlt {paid}.
            </Trans>
          </Text>
          <NumberInput
            label={t`Betrag`}
            description={t`Eine Erstattung mit Minus erfassen.`}
            required
            decimalScale={2}
            fixedDecimalScale
            allowNegative
            decimalSeparator={i18n.locale === 'de' ? ',' : '.'}
            thousandSeparator={i18n.locale === 'de' ? '.' : ','}
            suffix=" €"
            {...form.getInputProps('amount')}
          />
          <DateField
            label={t`Bezahlt am`}
            // The calendar offers no day to come (typed, one is refused with a message).
            excludeDate={(day) => day > today}
            description={
              /^\d{4}-\d{2}-\d{2}$/.test(form.values.paidOn)
                ? i18n.date(`${form.values.paidOn}T12:00:00`, { dateStyle: 'full' })
                : undefined
            }
            required
            {...form.getInputProps('paidOn')}
          />
          <Radio.Group label={t`Zahlungsart`} required {...form.getInputProps('method')}>
            <Group mt="xs">
              <Radio value="TRANSFER" label={i18n._(PAYMENT_METHOD_LABELS.TRANSFER)} />
              <Radio value="CASH" label={i18n._(PAYMENT_METHOD_LABELS.CASH)} />
            </Group>
          </Radio.Group>
          <TextInput
            label={t`Notiz`}
            description={t`Freiwillig, z. B. der Verwendungszweck der Überweisung.`}
            maxLength={MAX_PAYMENT_NOTE_LENGTH + 50}
            {...form.getInputProps('note')}
          />
          <FormError message={submission.failure} />
          <Group justify="flex-end">
            <Button variant="subtle" color="ink" onClick={onClose}>
              <Trans>Abbrechen</Trans>
            </Button>
            <Button type="submit" loading={submission.submitting}>
              <Trans>Zahlung buchen</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
