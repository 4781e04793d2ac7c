import type { Locale } from '../../shared/locales.ts';
import { withLocale } from '../../shared/locales.ts';
import type { Mail } from './mailer.ts';

// Mail texts live here rather than in the web's Lingui catalogs: the server runs without the
// macro compiler. Both languages are required by the types, so neither can lack a text.
type Texts = {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  footer: string;
};

const VERIFY: Record<Locale, Texts> = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    greeting: (name) => `Hallo ${name},`,
    body: 'vielen Dank für Ihre Registrierung bei Taubenschau. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:',
    action: 'E-Mail-Adresse bestätigen',
    footer: 'Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
  },
  en: {
    subject: 'Please confirm your e-mail address',
    greeting: (name) => `Hello ${name},`,
    body: 'thank you for registering with Taubenschau. Please confirm your e-mail address with this link:',
    action: 'Confirm e-mail address',
    footer: 'If you did not register, you can ignore this e-mail.',
  },
};

const RESET: Record<Locale, Texts> = {
  de: {
    subject: 'Passwort zurücksetzen',
    greeting: (name) => `Hallo ${name},`,
    body: 'Sie haben angefordert, Ihr Passwort zurückzusetzen. Über diesen Link können Sie innerhalb einer Stunde ein neues Passwort festlegen:',
    action: 'Neues Passwort festlegen',
    footer:
      'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
  },
  en: {
    subject: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    body: 'You asked to reset your password. Use this link within one hour to set a new password:',
    action: 'Set a new password',
    footer: 'If you did not ask for this, you can ignore this e-mail; your password stays unchanged.',
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function compose(texts: Texts, to: string, name: string, link: string): Mail {
  const text = `${texts.greeting(name)}\n\n${texts.body}\n\n${link}\n\n${texts.footer}\n`;
  const html = `<p>${escapeHtml(texts.greeting(name))}</p><p>${escapeHtml(texts.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p><p style="word-break:break-all">${escapeHtml(link)}</p><p>${escapeHtml(texts.footer)}</p>`;
  return { to, subject: texts.subject, text, html };
}

/** `{PUBLIC_URL}/verify?code=…` (`/en/verify?…` in English). */
export function verificationMail(
  publicUrl: string,
  locale: Locale,
  to: string,
  name: string,
  code: string,
): Mail {
  const link = `${publicUrl}${withLocale('/verify', locale)}?code=${encodeURIComponent(code)}`;
  return compose(VERIFY[locale], to, name, link);
}

/** `{PUBLIC_URL}/resetPassword?email=…&token=…` (`/en/resetPassword?…` in English). */
export function passwordResetMail(
  publicUrl: string,
  locale: Locale,
  to: string,
  name: string,
  token: string,
): Mail {
  const query = `email=${encodeURIComponent(to)}&token=${encodeURIComponent(token)}`;
  const link = `${publicUrl}${withLocale('/resetPassword', locale)}?${query}`;
  return compose(RESET[locale], to, name, link);
}
