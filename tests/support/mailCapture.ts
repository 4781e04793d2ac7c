import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailCapture {
  /** `smtp://127.0.0.1:<port>` to pass as SMTP_URL. */
  url: string;
  mails: CapturedMail[];
  /** Waits for the next mail to `to` (or any mail) that arrives after `since` mails were seen. */
  next(to: string, since?: number): Promise<CapturedMail>;
  /** While true, every mail is refused with `451` (a temporary failure), as a mail server that is down. */
  refuse(refusing: boolean): void;
  /** How many mails were refused so far. */
  refused(): number;
  /** Each mail is accepted this much later (a slow mail server). */
  delay(ms: number): void;
  close(): Promise<void>;
}

/** A real SMTP peer on a free port that keeps every mail it is sent, parsed. */
export async function startMailCapture(): Promise<MailCapture> {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  let refusing = false;
  let refusedCount = 0;
  let delayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusing) {
        refusedCount += 1;
        stream.resume();
        stream.once('end', () =>
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((parsed: ParsedMail) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
          mails.push({
            to: to ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: String(parsed.html || ''),
          });
          setTimeout(() => {
            for (const wake of waiters.splice(0)) wake();
            callback();
          }, delayMs);
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async next(to, since = 0) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = mails.slice(since).find((m) => m.to.toLowerCase() === to.toLowerCase());
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within 10 s`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 250);
        });
      }
    },
    refuse: (value) => {
      refusing = value;
    },
    refused: () => refusedCount,
    delay: (ms) => {
      delayMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: CapturedMail, prefix: string): URL {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return new URL(match[0]);
}
