import type { Locale } from '../../shared/locales.ts';
import { buildPath } from '../../shared/routes.ts';
import type { Salutation } from '../../shared/salutations.ts';
import type { Mail } from './mailer.ts';

// Mail texts live here rather than in the web's Lingui catalogs: the server runs without the
// macro compiler. Both languages are required by the types, so neither can lack a text.
type Texts = {
  subject: string;
  body: string;
  action: string;
  footer: string;
};

const VERIFY: Record<Locale, Texts> = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    body: 'vielen Dank für Ihre Registrierung bei Taubenschau. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:',
    action: 'E-Mail-Adresse bestätigen',
    footer: 'Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
  },
  en: {
    subject: 'Please confirm your e-mail address',
    body: 'thank you for registering with Taubenschau. Please confirm your e-mail address with this link:',
    action: 'Confirm e-mail address',
    footer: 'If you did not register, you can ignore this e-mail.',
  },
};

const RESET: Record<Locale, Texts> = {
  de: {
    subject: 'Passwort zurücksetzen',
    body: 'Sie haben angefordert, Ihr Passwort zurückzusetzen. Über diesen Link können Sie innerhalb einer Stunde ein neues Passwort festlegen:',
    action: 'Neues Passwort festlegen',
    footer:
      'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
  },
  en: {
    subject: 'Reset your password',
    body: 'You asked to reset your password. Use this link within one hour to set a new password:',
    action: 'Set a new password',
    footer: 'If you did not ask for this, you can ignore this e-mail; your password stays unchanged.',
  },
};

// To the new address: its link makes the change. Until then the old address stays in effect.
const EMAIL_CHANGE: Record<Locale, Texts> = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
    body: 'Sie möchten diese E-Mail-Adresse künftig für Ihr Konto bei Taubenschau verwenden. Bitte bestätigen Sie sie innerhalb einer Stunde über diesen Link:',
    action: 'Neue E-Mail-Adresse bestätigen',
    footer:
      'Bis dahin bleibt Ihre bisherige Adresse gültig. Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
  },
  en: {
    subject: 'Please confirm your new e-mail address',
    body: 'You want to use this e-mail address for your Taubenschau account from now on. Please confirm it within one hour with this link:',
    action: 'Confirm new e-mail address',
    footer:
      'Until then your previous address stays in effect. If you did not ask for this, you can ignore this e-mail.',
  },
};

// To the old address: a change it did not ask for is answered with a new password, which drops it.
// It does not name the new address: whoever reads the old mailbox learns nothing of the new one.
const EMAIL_CHANGE_NOTICE: Record<Locale, Texts & { changeTo: string }> = {
  de: {
    subject: 'Änderung Ihrer E-Mail-Adresse angefordert',
    changeTo:
      'für Ihr Konto bei Taubenschau wurde beantragt, die E-Mail-Adresse zu ändern. Die Änderung gilt erst, wenn der Link in der E-Mail an die neue Adresse geöffnet wird; bis dahin loggen Sie sich weiter mit Ihrer bisherigen Adresse ein.',
    body: 'Wenn Sie das nicht waren, ändern Sie bitte Ihr Passwort über diesen Link:',
    action: 'Passwort ändern',
    footer:
      'Ein neues Passwort verwirft die Änderung der E-Mail-Adresse und loggt alle Geräte aus. Wenn Sie die Änderung selbst beantragt haben, ist nichts zu tun.',
  },
  en: {
    subject: 'Change of your e-mail address requested',
    changeTo:
      'someone asked to change the e-mail address of your Taubenschau account. The change only takes effect once the link in the e-mail to the new address is opened; until then you keep logging in with your current address.',
    body: 'If this was not you, please change your password with this link:',
    action: 'Change password',
    footer:
      'A new password drops the change of e-mail address and logs out every device. If you asked for the change yourself, there is nothing to do.',
  },
};

// To the account's address after a change of password in a session: a change its owner did not
// make is answered with a reset, which needs only the mailbox.
const PASSWORD_CHANGED: Record<Locale, Texts & { lead: string }> = {
  de: {
    subject: 'Ihr Passwort wurde geändert',
    lead: 'das Passwort Ihres Kontos bei Taubenschau wurde soeben geändert. Jedes andere Gerät, auf dem Sie eingeloggt waren, ist ausgeloggt.',
    body: 'Wenn Sie das nicht waren, legen Sie bitte sofort über diesen Link ein neues Passwort fest:',
    action: 'Neues Passwort festlegen',
    footer: 'Wenn Sie das Passwort selbst geändert haben, ist nichts zu tun.',
  },
  en: {
    subject: 'Your password was changed',
    lead: 'the password of your Taubenschau account has just been changed. Every other device you were logged in on has been logged out.',
    body: 'If this was not you, please set a new password right away with this link:',
    action: 'Set a new password',
    footer: 'If you changed the password yourself, there is nothing to do.',
  },
};

/**
 * The name a mail greets with: only letters (of any script), spaces, apostrophes and hyphens, at
 * most 60 characters. A registrant types their name freely, and a mail in the association's name
 * goes to an address they chose: nothing they typed may arrive as a sentence or a link (no dot,
 * colon, slash or digit survives, so "evil.example/x" greets as "evil example x"). With nothing
 * left the greeting goes without a name.
 */
function greetingName(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .trim();
}

/** Whom a mail is to: the account's names and, when known, how the holder is addressed. */
export interface Addressee {
  firstName: string;
  lastName: string;
  salutation: Salutation | null;
}

// Every mail says "Sie" (and the English the matching formal tone): the greeting addresses the
// holder formally by the last name when the salutation is known, else by the full name.
const SALUTATION_WORDS: Record<Locale, Record<Salutation, string>> = {
  de: { FRAU: 'Frau', HERR: 'Herr' },
  en: { FRAU: 'Ms', HERR: 'Mr' },
};
const GREETINGS: Record<Locale, { named: (name: string) => string; anonymous: string }> = {
  de: { named: (name) => `Guten Tag ${name},`, anonymous: 'Guten Tag,' },
  en: { named: (name) => `Dear ${name},`, anonymous: 'Hello,' },
};

/**
 * The mail's first line: "Guten Tag Frau Mustermann," / "Dear Ms Mustermann," with a salutation,
 * "Guten Tag Erika Mustermann," / "Dear Erika Mustermann," without one, and "Guten Tag," when no
 * name is left (greetingName).
 */
export function greetingLine(locale: Locale, to: Addressee): string {
  const last = greetingName(to.lastName);
  const full = greetingName(`${to.firstName} ${to.lastName}`);
  const greetings = GREETINGS[locale];
  if (to.salutation && last) return greetings.named(`${SALUTATION_WORDS[locale][to.salutation]} ${last}`);
  return full ? greetings.named(full) : greetings.anonymous;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greeting, an optional lead paragraph, the body, the link, the footer. */
function compose(
  texts: Texts,
  locale: Locale,
  to: string,
  addressee: Addressee,
  link: string,
  lead?: string,
): Mail {
  const paragraphs = lead === undefined ? [texts.body] : [lead, texts.body];
  const greeting = greetingLine(locale, addressee);
  const text = `${greeting}\n\n${paragraphs.join('\n\n')}\n\n${link}\n\n${texts.footer}\n`;
  const html = `<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p><p style="word-break:break-all">${escapeHtml(link)}</p><p>${escapeHtml(texts.footer)}</p>`;
  return { to, subject: texts.subject, text, html };
}

/** `{PUBLIC_URL}/verify?code=…` (`/en/verify?…` in English). */
export function verificationMail(
  publicUrl: string,
  locale: Locale,
  to: string,
  addressee: Addressee,
  code: string,
): Mail {
  const link = `${publicUrl}${buildPath('verify', locale)}?code=${encodeURIComponent(code)}`;
  return compose(VERIFY[locale], locale, to, addressee, link);
}

/** `{PUBLIC_URL}/resetPassword?email=…&token=…` (`/en/resetPassword?…` in English). */
export function passwordResetMail(
  publicUrl: string,
  locale: Locale,
  to: string,
  addressee: Addressee,
  token: string,
): Mail {
  const query = `email=${encodeURIComponent(to)}&token=${encodeURIComponent(token)}`;
  const link = `${publicUrl}${buildPath('resetPassword', locale)}?${query}`;
  return compose(RESET[locale], locale, to, addressee, link);
}

/** To the new address: `{PUBLIC_URL}/confirmEmail?token=…` (`/en/confirmEmail?…` in English). */
export function emailChangeMail(
  publicUrl: string,
  locale: Locale,
  to: string,
  addressee: Addressee,
  token: string,
): Mail {
  const link = `${publicUrl}${buildPath('confirmEmail', locale)}?token=${encodeURIComponent(token)}`;
  return compose(EMAIL_CHANGE[locale], locale, to, addressee, link);
}

/**
 * To the address still in effect: that a change was asked for, and `{PUBLIC_URL}/resetPassword`
 * (`/en/resetPassword` in English) to answer a change the owner did not ask for.
 */
export function emailChangeNoticeMail(
  publicUrl: string,
  locale: Locale,
  to: string,
  addressee: Addressee,
): Mail {
  const texts = EMAIL_CHANGE_NOTICE[locale];
  const link = `${publicUrl}${buildPath('resetPassword', locale)}`;
  return compose(texts, locale, to, addressee, link, texts.changeTo);
}

/**
 * To the account's address after its password was changed in a session: that it was, and
 * `{PUBLIC_URL}/resetPassword` (`/en/resetPassword` in English) for an owner who did not do it.
 */
export function passwordChangedMail(
  publicUrl: string,
  locale: Locale,
  to: string,
  addressee: Addressee,
): Mail {
  const texts = PASSWORD_CHANGED[locale];
  const link = `${publicUrl}${buildPath('resetPassword', locale)}`;
  return compose(texts, locale, to, addressee, link, texts.lead);
}
