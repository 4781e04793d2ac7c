import { randomInt } from 'node:crypto';
import type { Locale } from '../../../shared/locales.ts';
import { hasRank, type Role } from '../../../shared/roles.ts';
import { SALUTATIONS, type Salutation } from '../../../shared/salutations.ts';
import { isValidEmail, isValidPhoneNumber, normaliseEmail } from '../../../shared/validation.ts';
import {
  hashMailSecret,
  hashPasswordDigest,
  isPasswordDigest,
  newMailSecret,
  verifyPasswordDigest,
} from '../../auth/secrets.ts';
import { bearerToken, signSession, verifySession } from '../../auth/tokens.ts';
import { requireClient, requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import {
  changePasswordHash,
  confirmPendingEmail,
  consumePasswordReset,
  endAllSessions,
  findClientByEmail,
  findClientById,
  findClientByPendingEmailToken,
  findClientByVerificationCode,
  insertClient,
  insertPasswordReset,
  markVerified,
  NO_PENDING_EMAIL,
  renewVerificationCode,
  revokeSession,
  searchClients,
  setRoleKeepingASuperadmin,
  updateClient,
} from '../../db/clients.ts';
import { isUniqueViolation } from '../../db/connection.ts';
import type { ClientRow } from '../../db/schema.ts';
import { appError, validationFailed } from '../../errors.ts';
import { addressKey } from '../../http/addressKey.ts';
import type { Mail } from '../../mail/mailer.ts';
import {
  emailChangeMail,
  emailChangeNoticeMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from '../../mail/templates.ts';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** A link to a new address expires like a reset link; the profile can send a fresh one. */
const EMAIL_CHANGE_TOKEN_TTL_MS = RESET_TOKEN_TTL_MS;
// Compared against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
const DUMMY_HASH = hashPasswordDigest('0'.repeat(64));

type LimitedAction = keyof GraphQLContext['limits'];

/**
 * Who counts as one client (http/addressKey.ts): an IPv4 address, an IPv6 address by its /64, so
 * that one machine cannot walk through the 2^64 addresses its network is given.
 */
function limitKeys(ctx: GraphQLContext, email: string) {
  const ip = addressKey(ctx.requestInfo.ip ?? 'unknown');
  return { ip, addressAndIp: `${email}|${ip}` };
}

/**
 * Counts this attempt, from this client and for this e-mail address from this client, and refuses
 * it (RATE_LIMITED) once either is over its window. Counted first, so that attempts sent together
 * get no more through than attempts one after another. `giveBack` (for limits that count failures
 * only) takes the count back once the attempt turned out right.
 */
export async function takeAttempt(
  ctx: GraphQLContext,
  action: LimitedAction,
  email: string,
): Promise<{ giveBack(): Promise<void> }> {
  const limiter = ctx.limits[action];
  const keys = limitKeys(ctx, email);
  const over = await Promise.all([
    limiter.perIp.take(keys.ip),
    limiter.perAddressAndIp.take(keys.addressAndIp),
  ]);
  if (over.some(Boolean)) throw appError('RATE_LIMITED', 'Too many attempts, please wait a few minutes');
  return {
    giveBack: async () => {
      await Promise.all([
        limiter.perIp.giveBack(keys.ip),
        limiter.perAddressAndIp.giveBack(keys.addressAndIp),
      ]);
    },
  };
}

/** Every attempt counts (each sends a mail). */
async function rateLimit(ctx: GraphQLContext, action: LimitedAction, email: string): Promise<void> {
  await takeAttempt(ctx, action, email);
}

/**
 * Sends the mails one after the other once the answer has gone out; nothing waits for them. Where
 * an answer must not tell whether an address has an account, it must not wait for a mail that only
 * some addresses get: it would come later for those. A mail that fails is logged, the next still goes.
 */
function mailAfterAnswer(ctx: GraphQLContext, mails: readonly Mail[], failure: string): void {
  ctx.afterAnswer(async () => {
    for (const mail of mails)
      await ctx.mailer.send(mail).catch((error: unknown) => ctx.log.error(failure, { error: String(error) }));
  }, failure);
}

function requiredText(field: string, value: string, max = 100): string {
  const trimmed = value.trim();
  if (trimmed === '') throw validationFailed(field, `${field} is required`);
  if (trimmed.length > max) throw validationFailed(field, `${field} must be at most ${max} characters`);
  return trimmed;
}

function email(value: string): string {
  const normalised = normaliseEmail(value);
  if (!isValidEmail(normalised)) throw validationFailed('email', 'Enter a valid e-mail address');
  return normalised;
}

function optionalWebsite(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  try {
    const url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    if (!url.hostname.includes('.') || trimmed.length > 200) throw new Error('no host');
    return url.toString();
  } catch {
    throw validationFailed('website', 'Enter a valid web address');
  }
}

/** None, or one of the salutations (GraphQL's enum checks it too; this keeps the service honest). */
function optionalSalutation(value: Salutation | null | undefined): Salutation | null {
  if (value === null || value === undefined) return null;
  if (!(SALUTATIONS as readonly string[]).includes(value))
    throw validationFailed('salutation', 'Choose Frau, Herr or none');
  return value;
}

/** Empty means none; anything else must read as a phone number (the rule the forms show too). */
function optionalPhone(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  if (!isValidPhoneNumber(trimmed))
    throw validationFailed('phoneNumber', 'Enter a phone number: digits, spaces and + / - ( ) only');
  return trimmed;
}

function passwordDigestArg(field: string, value: string): string {
  if (value === '') throw appError('NO_PASSWORD', 'Enter a password', { field });
  if (!isPasswordDigest(value))
    throw validationFailed(field, `${field} must be the SHA-256 hex of the password`);
  return value;
}

async function session(ctx: GraphQLContext, client: ClientRow): Promise<string> {
  return signSession(
    ctx.config.jwtSecret,
    { clientId: client.id, sessionVersion: client.sessionVersion },
    ctx.now(),
  );
}

export async function registerClient(
  ctx: GraphQLContext,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    pwdHash: string;
    language: Locale;
    salutation?: Salutation | null;
  },
) {
  const address = email(input.email);
  await rateLimit(ctx, 'register', address);
  const firstName = requiredText('firstName', input.firstName);
  const lastName = requiredText('lastName', input.lastName);
  const digest = passwordDigestArg('pwdHash', input.pwdHash);
  const code = newMailSecret();
  const client = await insertClient(ctx.db, {
    email: address,
    firstName,
    lastName,
    passwordHash: await hashPasswordDigest(digest),
    language: input.language,
    salutation: optionalSalutation(input.salutation),
    verificationCodeHash: hashMailSecret(code),
  });
  if (!client) throw alreadyExists();
  await ctx.mailer.send(verificationMail(ctx.config.publicUrl, input.language, address, client, code));
  ctx.log.info('client registered', { clientId: client.id });
  return { client, token: await session(ctx, client) };
}

export async function verifyClient(ctx: GraphQLContext, verificationCode: string): Promise<boolean> {
  const code = verificationCode.trim();
  if (code === '')
    throw appError('MISSING_CREDENTIALS', 'Verification code missing', { field: 'verificationCode' });
  const client = await findClientByVerificationCode(ctx.db, hashMailSecret(code));
  if (!client) throw appError('CLIENT_NOT_FOUND', 'Unknown verification code');
  if (client.verifiedAt) throw appError('CLIENT_ALREADY_VERIFIED', 'E-mail address already confirmed');
  await markVerified(ctx.db, client.id, ctx.now());
  ctx.log.info('client verified', { clientId: client.id });
  return true;
}

/**
 * Mails a fresh verification link if an unconfirmed account has the address. The answer is the
 * same for any well-formed address (an account, a confirmed one, none) and comes as fast: the code
 * is renewed and the mail sent after the answer. So nobody learns from it
 * whether an address has an account or whether it is confirmed. Only the newest code is kept: the
 * link mailed before stops working (a second one alive would double what a leaked mail could do).
 */
export async function resendVerification(
  ctx: GraphQLContext,
  input: { email: string; language: Locale },
): Promise<boolean> {
  const address = email(input.email);
  await rateLimit(ctx, 'verificationResend', address);
  // After the answer: a write for an unconfirmed account and none for others would tell them apart.
  ctx.afterAnswer(() => renewVerification(ctx, address, input.language), 'verification mail not sent');
  return true;
}

async function renewVerification(ctx: GraphQLContext, address: string, language: Locale): Promise<void> {
  const code = newMailSecret();
  const client = await renewVerificationCode(ctx.db, address, hashMailSecret(code));
  if (!client) return;
  const addressee = client;
  await ctx.mailer.send(verificationMail(ctx.config.publicUrl, language, client.email, addressee, code));
  ctx.log.info('verification mail sent again', { clientId: client.id });
}

/**
 * loginClient is a query (the spec's name), so GraphQL would run it over GET, a request any page
 * of any site can make a browser send (an image's address will do): refused over GET before
 * anything is counted, so no such request locks an owner out.
 */
export async function loginClient(ctx: GraphQLContext, input: { email: string; password: string }) {
  if (ctx.requestInfo.method === 'GET')
    throw appError('REQUEST_REFUSED', 'Log in with a POST request', { http: { status: 405 } });
  if (input.email.trim() === '')
    throw appError('MISSING_CREDENTIALS', 'Check your input', { field: 'email' });
  if (input.password === '') throw appError('NO_PASSWORD', 'Enter a password', { field: 'password' });
  const address = normaliseEmail(input.email);
  // Only failures count, and only from where they come: the owner's right password still works.
  // Counted before the password is checked, and given back when it was right.
  const attempt = await takeAttempt(ctx, 'login', address);
  const failed = () => appError('LOGIN_FAILED', 'E-mail or password is wrong');
  if (!isPasswordDigest(input.password)) throw failed();
  const client = await findClientByEmail(ctx.db, address);
  const ok = await verifyPasswordDigest(client?.passwordHash ?? (await DUMMY_HASH), input.password);
  if (!client?.passwordHash || !ok) throw failed();
  await attempt.giveBack();
  if (!client.verifiedAt) throw appError('CLIENT_NOT_VERIFIED', 'E-mail address not confirmed yet');
  return { client, token: await session(ctx, client) };
}

/**
 * Saves the own account. Names, phone, website and the flag take effect at once; a new e-mail
 * address does not, and asks for the current password (a session alone must not be enough to
 * take the account). It is kept as the pending address and mailed a confirmation link, and the
 * address in effect gets a notice; that address keeps logging in and receiving resets until the
 * link is opened (confirmEmailChange). An address another account has is taken like any other but
 * mailed nothing, so its confirmation never comes: nobody learns from this whether an address has
 * an account, and its owner gets nothing. Sending the current address leaves a pending change
 * alone (the form sends the address in effect with every save); sending the pending one again
 * mails nothing.
 */
export async function saveClient(
  ctx: GraphQLContext,
  input: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    website?: string | null;
    emailPublic: boolean;
    phoneNumber?: string | null;
    language?: Locale | null;
    currentPassword?: string | null;
    /** Left out: unchanged; null: none. */
    salutation?: Salutation | null;
  },
): Promise<ClientRow> {
  const me = await requireClient(ctx);
  // Own account only; admins manage roles, not other people's contact data.
  if (input.id !== me.id) throw appError('NOT_AUTHORIZED', 'You can only edit your own account');
  const address = email(input.email);
  const values = {
    firstName: requiredText('firstName', input.firstName),
    lastName: requiredText('lastName', input.lastName),
    website: optionalWebsite(input.website),
    phoneNumber: optionalPhone(input.phoneNumber),
    emailPublic: input.emailPublic,
    ...(input.salutation === undefined ? {} : { salutation: optionalSalutation(input.salutation) }),
  };
  const changesAddress = address !== me.email && address !== me.pendingEmail;
  let token: string | null = null;
  let taken = false;
  if (changesAddress) {
    await rateLimit(ctx, 'emailChange', me.email);
    await requireCurrentPassword(ctx, me, input.currentPassword);
    taken = Boolean(await findClientByEmail(ctx.db, address));
    token = newMailSecret();
  }
  const saved = await updateClient(ctx.db, me.id, {
    ...values,
    ...(token ? pendingEmailColumns(ctx, address, token) : {}),
  });
  if (!saved) throw appError('CLIENT_NOT_FOUND', 'Account not found');
  if (token) {
    const language = input.language ?? saved.language;
    const addressee = saved;
    // Made for a taken address too, and both sent after the answer: up to here a free and a taken
    // address cost the same (the limit, the password, the look-up, the write), and an answer that
    // waited for the link's mail would come later when one goes out.
    const link = emailChangeMail(ctx.config.publicUrl, language, address, addressee, token);
    const notice = emailChangeNoticeMail(ctx.config.publicUrl, language, saved.email, addressee);
    mailAfterAnswer(ctx, taken ? [notice] : [link, notice], 'e-mail change mail not sent');
    ctx.log.info('e-mail change requested', { clientId: saved.id });
  }
  return saved;
}

/** Mails a fresh link to the pending address (none to an address another account has); the earlier link stops working. */
export async function resendEmailChange(
  ctx: GraphQLContext,
  input: { language?: Locale | null },
): Promise<ClientRow> {
  const me = await requireClient(ctx);
  const address = me.pendingEmail;
  if (!address) throw appError('VALIDATION_FAILED', 'No change of e-mail address is waiting');
  await rateLimit(ctx, 'emailChange', me.email);
  const token = newMailSecret();
  const saved = await updateClient(ctx.db, me.id, pendingEmailColumns(ctx, address, token));
  if (!saved) throw appError('CLIENT_NOT_FOUND', 'Account not found');
  const addressee = saved;
  const taken = Boolean(await findClientByEmail(ctx.db, address));
  const link = emailChangeMail(
    ctx.config.publicUrl,
    input.language ?? saved.language,
    address,
    addressee,
    token,
  );
  // An address another account has gets nothing (saveClient says why); the answer waits for no mail.
  mailAfterAnswer(ctx, taken ? [] : [link], 'e-mail change link not sent');
  ctx.log.info('e-mail change link sent again', { clientId: saved.id });
  return saved;
}

/** Drops the pending address; its link stops working. Nothing pending: nothing to do. */
export async function cancelEmailChange(ctx: GraphQLContext): Promise<ClientRow> {
  const me = await requireClient(ctx);
  if (!me.pendingEmail) return me;
  const saved = await updateClient(ctx.db, me.id, NO_PENDING_EMAIL);
  if (!saved) throw appError('CLIENT_NOT_FOUND', 'Account not found');
  ctx.log.info('e-mail change cancelled', { clientId: saved.id });
  return saved;
}

/**
 * Opens the link mailed to a pending address: from now on that address is the account's (it logs
 * in, resets go to it) and the old one is nothing: every earlier session ends and every reset link
 * mailed before stops working. No login needed: the link may be opened on another device. Like the
 * verification code the token is a 256-bit secret, so guesses are not counted.
 */
export async function confirmEmailChange(ctx: GraphQLContext, rawToken: string): Promise<string> {
  const token = rawToken.trim();
  if (token === '') throw appError('MISSING_CREDENTIALS', 'Confirmation token missing', { field: 'token' });
  const tokenHash = hashMailSecret(token);
  const invalid = () =>
    appError('EMAIL_CHANGE_TOKEN_INVALID', 'The confirmation link is invalid or has expired', {
      field: 'token',
    });
  const client = await findClientByPendingEmailToken(ctx.db, tokenHash);
  if (!client?.pendingEmail || !client.pendingEmailExpiresAt || client.pendingEmailExpiresAt <= ctx.now())
    throw invalid();
  // Someone registered or confirmed the address meanwhile: the link fails like any stale one (it
  // tells nobody that the address has an account now); the change stays pending, to be cancelled.
  if (await findClientByEmail(ctx.db, client.pendingEmail)) throw invalid();
  let confirmed: ClientRow | undefined;
  try {
    confirmed = await confirmPendingEmail(ctx.db, { tokenHash, now: ctx.now() });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid();
    throw error;
  }
  if (!confirmed) throw invalid(); // used by a second click a moment earlier
  // Every session of the account ended: its sockets too (http/graphqlWebSocket.ts).
  ctx.eventBus.publish('accountChanged', confirmed.id);
  ctx.log.info('e-mail change confirmed', { clientId: confirmed.id });
  return confirmed.email;
}

function pendingEmailColumns(ctx: GraphQLContext, address: string, token: string) {
  return {
    pendingEmail: address,
    pendingEmailTokenHash: hashMailSecret(token),
    pendingEmailExpiresAt: new Date(ctx.now().getTime() + EMAIL_CHANGE_TOKEN_TTL_MS),
  };
}

function alreadyExists() {
  return appError('CLIENT_ALREADY_EXISTS', 'An account with this e-mail already exists', { field: 'email' });
}

/**
 * A change of address asks for the account's current password (SHA-256 hex, as at login); wrong
 * ones count like failed logins, so a stolen session cannot guess it.
 */
async function requireCurrentPassword(ctx: GraphQLContext, me: ClientRow, given: string | null | undefined) {
  if (!given) throw appError('NO_PASSWORD', 'Enter your current password', { field: 'currentPassword' });
  const attempt = await takeAttempt(ctx, 'login', me.email);
  const ok =
    isPasswordDigest(given) && me.passwordHash && (await verifyPasswordDigest(me.passwordHash, given));
  if (!ok)
    throw appError('CURRENT_PASSWORD_WRONG', 'The current password is wrong', { field: 'currentPassword' });
  await attempt.giveBack();
}

/**
 * Mails a reset link if an account has the address. The answer is the same for any well-formed
 * address, and does the same work: the limit counted, an opaque id of the request (never the
 * account's). Looking the address up, keeping the link and mailing it all come after the answer,
 * so nobody learns from it, nor from how long it took, whether an address has an account.
 */
export async function requestPasswordReset(ctx: GraphQLContext, input: { email: string; language: Locale }) {
  const address = email(input.email);
  await rateLimit(ctx, 'resetRequest', address);
  const request = {
    id: randomInt(1, 2 ** 31 - 1),
    language: input.language,
    // The link's hour runs from the request, not from whenever the work after the answer gets to it.
    expiresAt: new Date(ctx.now().getTime() + RESET_TOKEN_TTL_MS),
  };
  // After the answer: a write for an address with an account and none for others would tell them apart.
  ctx.afterAnswer(() => issuePasswordReset(ctx, address, request), 'reset mail not sent');
  return { id: request.id };
}

async function issuePasswordReset(
  ctx: GraphQLContext,
  address: string,
  request: { id: number; language: Locale; expiresAt: Date },
): Promise<void> {
  const client = await findClientByEmail(ctx.db, address);
  if (!client) return;
  const token = newMailSecret();
  const issued = await insertPasswordReset(ctx.db, {
    tokenHash: hashMailSecret(token),
    clientId: client.id,
    email: client.email,
    expiresAt: request.expiresAt,
  });
  // The address changed hands meanwhile (a change of address confirmed): its mailbox gets nothing.
  if (!issued) return;
  ctx.log.info('password reset requested', { clientId: client.id, requestId: request.id });
  const addressee = client;
  await ctx.mailer.send(
    passwordResetMail(ctx.config.publicUrl, request.language, client.email, addressee, token),
  );
}

export async function resetPassword(
  ctx: GraphQLContext,
  input: { email: string; resetToken: string; newPassword: string },
) {
  const address = email(input.email);
  const digest = passwordDigestArg('newPassword', input.newPassword);
  if (input.resetToken.trim() === '')
    throw appError('MISSING_CREDENTIALS', 'Reset token missing', { field: 'resetToken' });
  // Wrong tokens count apart from reset requests: guessing never blocks the owner's next request.
  // Counted before the token is tried, and given back when it fitted.
  const attempt = await takeAttempt(ctx, 'resetToken', address);
  // An unknown address fails like a wrong token: nobody learns whether the address has an account.
  const client = await findClientByEmail(ctx.db, address);
  const passwordHash = await hashPasswordDigest(digest);
  const done =
    client &&
    (await consumePasswordReset(ctx.db, {
      clientId: client.id,
      tokenHash: hashMailSecret(input.resetToken.trim()),
      passwordHash,
      now: ctx.now(),
    }));
  if (!client || !done) {
    throw appError('RESET_TOKEN_INVALID', 'The reset link is invalid or has expired', {
      field: 'resetToken',
    });
  }
  await attempt.giveBack();
  ctx.eventBus.publish('accountChanged', client.id);
  ctx.log.info('password reset', { clientId: client.id });
  return { id: client.id };
}

/**
 * Sets a new password for the own account, the current one given (SHA-256 hex, as at login; wrong
 * ones count like failed logins, so a stolen session cannot guess it). Every other session ends
 * (the session version rises) while the calling device goes on with the fresh token returned;
 * every open reset link is spent and a waiting change of address dropped, as after a reset. The
 * account's address is told (in `language`, else the account's), after the answer: an owner who
 * did not do it resets the password from there.
 */
export async function changePassword(
  ctx: GraphQLContext,
  input: { currentPassword: string; newPassword: string; language?: Locale | null },
): Promise<{ client: ClientRow; token: string }> {
  const me = await requireClient(ctx);
  const digest = passwordDigestArg('newPassword', input.newPassword);
  await requireCurrentPassword(ctx, me, input.currentPassword);
  const changed = await changePasswordHash(ctx.db, {
    clientId: me.id,
    sessionVersion: me.sessionVersion,
    passwordHash: await hashPasswordDigest(digest),
    now: ctx.now(),
  });
  // A reset, a confirmed change of address or a logout everywhere came first: this session is over.
  if (!changed) throw appError('UNAUTHENTICATED', 'Session expired, please log in again');
  const addressee = changed;
  const mail = passwordChangedMail(
    ctx.config.publicUrl,
    input.language ?? changed.language,
    changed.email,
    addressee,
  );
  void ctx.mailer
    .send(mail)
    .catch((error: unknown) => ctx.log.error('password change notice not sent', { error: String(error) }));
  // The other devices' sessions ended: their sockets too (this device reconnects with its new token).
  ctx.eventBus.publish('accountChanged', changed.id);
  ctx.log.info('password changed', { clientId: changed.id });
  return { client: changed, token: await session(ctx, changed) };
}

/**
 * Logs out: this session's token is refused from now on (a token older than session ids ends
 * every session), or with `everywhere` every session of the account. Either way an open reset
 * link and a waiting change of address end too.
 */
export async function logoutClient(ctx: GraphQLContext, everywhere: boolean): Promise<boolean> {
  const me = await requireClient(ctx);
  const token = bearerToken(ctx.requestInfo.authorization);
  const claims = token ? await verifySession(ctx.config.jwtSecret, token, ctx.now()) : null;
  if (everywhere || !claims?.sessionId || !claims.expiresAt) {
    await endAllSessions(ctx.db, me.id, ctx.now());
  } else {
    await revokeSession(ctx.db, {
      sessionId: claims.sessionId,
      clientId: me.id,
      expiresAt: claims.expiresAt,
      now: ctx.now(),
    });
  }
  ctx.eventBus.publish('accountChanged', me.id);
  ctx.log.info('logged out', { clientId: me.id, everywhere });
  return true;
}

export async function listClients(
  ctx: GraphQLContext,
  input: { search?: string | null; limit?: number | null },
) {
  await requireRole(ctx, 'ADMIN');
  const limit = input.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > 200)
    throw validationFailed('limit', 'limit must be 1..200');
  return searchClients(ctx.db, (input.search ?? '').trim().slice(0, 100), limit);
}

/** Only a superadmin grants or takes ADMIN/SUPERADMIN; nobody changes their own role. */
export async function setClientRole(
  ctx: GraphQLContext,
  input: { id: number; role: Role },
): Promise<ClientRow> {
  const me = await requireRole(ctx, 'ADMIN');
  if (input.id === me.id) throw appError('NOT_AUTHORIZED', 'You cannot change your own role');
  const target = await findClientById(ctx.db, input.id);
  if (!target) throw appError('CLIENT_NOT_FOUND', 'Account not found');
  const touchesAdmins = hasRank(input.role, 'ADMIN') || hasRank(target.role, 'ADMIN');
  const notSuperadmin = () => appError('NOT_AUTHORIZED', 'Only a superadmin grants or takes admin roles');
  if (touchesAdmins && me.role !== 'SUPERADMIN') throw notSuperadmin();
  // The last superadmin stays one, and a superadmin demoted a moment ago grants nothing: both
  // checked in the transaction that writes (db/clients.ts), so two superadmins demoting each other
  // at once cannot both pass.
  const saved = await setRoleKeepingASuperadmin(ctx.db, {
    id: target.id,
    role: input.role,
    by: touchesAdmins ? me.id : undefined,
  });
  if (saved === 'lastSuperadmin') throw appError('NOT_AUTHORIZED', 'The last superadmin cannot be demoted');
  if (saved === 'notSuperadmin') throw notSuperadmin();
  if (!saved) throw appError('CLIENT_NOT_FOUND', 'Account not found');
  // What its subscriptions may see changed with the role: its sockets start afresh.
  ctx.eventBus.publish('accountChanged', target.id);
  ctx.log.info('role changed', { clientId: target.id, role: input.role, by: me.id });
  return saved;
}
