import { requireClient } from '../../auth/viewer.ts';
import type { ClientRow } from '../../db/schema.ts';
import type { Client, Resolvers } from '../generated/resolvers.ts';
import * as accounts from './accountsService.ts';
import * as memberData from './memberDataService.ts';

export const accountsResolvers: Resolvers = {
  Query: {
    loginClient: async (_p, args, ctx) => {
      const { client, token } = await accounts.loginClient(ctx, args);
      return { client: ownClient(client), token };
    },
    getClientByJWT: async (_p, _args, ctx) => ownClient(await requireClient(ctx)),
    clients: async (_p, args, ctx) => (await accounts.listClients(ctx, args)).map(toClient),
    myData: (_p, args, ctx) => memberData.myData(ctx, args.language ?? null),
  },
  Mutation: {
    registerClient: async (_p, args, ctx) => {
      const { client, token } = await accounts.registerClient(ctx, args);
      return {
        client: {
          id: client.id,
          firstName: client.firstName,
          lastName: client.lastName,
          email: client.email,
        },
        token,
      };
    },
    verifyClient: (_p, args, ctx) => accounts.verifyClient(ctx, args.verificationCode),
    resendVerification: (_p, args, ctx) => accounts.resendVerification(ctx, args),
    saveClient: async (_p, args, ctx) => ownClient(await accounts.saveClient(ctx, args)),
    resendEmailChange: async (_p, args, ctx) => ownClient(await accounts.resendEmailChange(ctx, args)),
    cancelEmailChange: async (_p, _args, ctx) => ownClient(await accounts.cancelEmailChange(ctx)),
    confirmEmailChange: (_p, args, ctx) => accounts.confirmEmailChange(ctx, args.token),
    requestPasswordReset: (_p, args, ctx) => accounts.requestPasswordReset(ctx, args),
    resetPassword: (_p, args, ctx) => accounts.resetPassword(ctx, args),
    changePassword: async (_p, args, ctx) => {
      const { client, token } = await accounts.changePassword(ctx, args);
      return { client: ownClient(client), token };
    },
    setClientRole: async (_p, args, ctx) => toClient(await accounts.setClientRole(ctx, args)),
    logoutClient: (_p, args, ctx) => accounts.logoutClient(ctx, args.everywhere ?? false),
    deleteMyAccount: (_p, args, ctx) => memberData.deleteMyAccount(ctx, args.password),
  },
};

/** Another account as an admin sees it: a pending address is its owner's business. */
function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    salutation: row.salutation,
    email: row.email,
    role: row.role,
    phoneNumber: row.phoneNumber,
    website: row.website,
    emailPublic: row.emailPublic,
    pendingEmail: null,
  };
}

/** The caller's own account, with the address waiting for confirmation. */
function ownClient(row: ClientRow): Client {
  return { ...toClient(row), pendingEmail: row.pendingEmail };
}
