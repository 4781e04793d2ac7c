import { formatRingNumber } from '../../../shared/ringNumber.ts';
import type { Config } from '../../config.ts';
import type { BreederFee, EventResultsMails, Resolvers, ResultsMail } from '../generated/resolvers.ts';
import { eventCatalogue } from './catalogueService.ts';
import { type BreederFeeView, eventFees, myFees, payToOf, recordFeePayment } from './feesService.ts';
import {
  type EventResultsMailsView,
  eventResultsMails,
  type ResultsMailView,
  resendFailedResultsMails,
  resendResultsMail,
  sendUpdatedResults,
} from './resultsMailsService.ts';

function toBreederFee(fee: BreederFeeView, account: Config['paymentAccount']): BreederFee {
  return {
    eventId: String(fee.eventId),
    eventTitle: fee.eventTitle,
    breeder: { id: String(fee.breederId), shownName: `${fee.firstName} ${fee.lastName}`.trim() },
    email: fee.withEmail ? fee.email : null,
    pigeonCount: fee.pigeonCount,
    dueCents: fee.dueCents,
    paidCents: fee.paidCents,
    balanceCents: fee.balanceCents,
    paidOn: fee.paidOn,
    method: fee.method,
    payments: fee.payments.map((p) => ({ ...p, id: String(p.id) })),
    payTo: payToOf(fee, account),
  };
}

function toResultsMail(mail: ResultsMailView): ResultsMail {
  return {
    breeder: { id: String(mail.breederId), shownName: `${mail.firstName} ${mail.lastName}`.trim() },
    email: mail.email,
    state: mail.state,
    kind: mail.kind,
    sentAt: mail.sentAt?.toISOString() ?? null,
    sentCount: mail.sentCount,
    attempts: mail.attempts,
    lastError: mail.lastError,
    changed: mail.changed,
  };
}

function toEventResultsMails(list: EventResultsMailsView): EventResultsMails {
  const { eventId, mails, ...counts } = list;
  return { eventId: String(eventId), mails: mails.map(toResultsMail), ...counts };
}

export const showOfficeResolvers: Resolvers = {
  Query: {
    eventFees: async (_p, args, ctx) => {
      const list = await eventFees(ctx, args.eventId);
      return {
        eventId: String(list.eventId),
        fees: { pigeonFeeCents: list.pigeonFeeCents, breederFeeCents: list.breederFeeCents },
        breeders: list.breeders.map((fee) => toBreederFee(fee, ctx.config.paymentAccount)),
        dueCents: list.dueCents,
        paidCents: list.paidCents,
        openCents: list.openCents,
        openCount: list.openCount,
      };
    },
    myFees: async (_p, _args, ctx) =>
      (await myFees(ctx)).map((fee) => toBreederFee(fee, ctx.config.paymentAccount)),
    eventResultsMails: async (_p, args, ctx) =>
      toEventResultsMails(await eventResultsMails(ctx, args.eventId)),
    eventCatalogue: async (_p, args, ctx) =>
      (await eventCatalogue(ctx, args.eventId)).map((row) => ({
        cageId: row.cageId === null ? null : String(row.cageId),
        cageNumber: row.cageNumber,
        ringNumber: formatRingNumber({
          association: row.association,
          year: row.ringYear,
          serial: row.serial,
        }),
        classCode: row.classCode,
        sex: row.sex,
        color: row.color,
        breeder: { id: String(row.breederId), shownName: `${row.firstName} ${row.lastName}`.trim() },
      })),
  },
  Mutation: {
    recordFeePayment: async (_p, args, ctx) =>
      toBreederFee(await recordFeePayment(ctx, args), ctx.config.paymentAccount),
    resendResultsMail: async (_p, args, ctx) =>
      toResultsMail(await resendResultsMail(ctx, args.eventId, args.breederId)),
    resendFailedResultsMails: async (_p, args, ctx) =>
      toEventResultsMails(await resendFailedResultsMails(ctx, args.eventId)),
    sendUpdatedResults: async (_p, args, ctx) =>
      toEventResultsMails(await sendUpdatedResults(ctx, args.eventId)),
  },
  Event: {
    fees: (e) => ({ pigeonFeeCents: e.row.pigeonFeeCents, breederFeeCents: e.row.breederFeeCents }),
    myFee: async (e, _args, ctx) => {
      const fee = await ctx.loaders.myFee.load(e.row.id);
      return fee ? toBreederFee(fee, ctx.config.paymentAccount) : null;
    },
  },
};
