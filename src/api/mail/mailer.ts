import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written as an `.eml` file under DATA_DIR/mail/
 * and a log line names the file, so a local install can still finish a registration.
 * Log lines carry recipient and subject only: bodies hold codes and tokens.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'dataDir' | 'publicUrl'>, log: Logger): Mailer {
  const from = `Taubenschau <noreply@${new URL(config.publicUrl).hostname}>`;
  if (config.smtpUrl) {
    // Bounded waits: a mail the results outbox claimed is sent or failed well within its claim.
    const transport: Transporter = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
        log.info('mail sent', { to: mail.to, subject: mail.subject });
      },
      close: () => transport.close(),
    };
  }
  const dir = join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(dir, { recursive: true });
      const file = join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log.info('mail written (no SMTP_URL)', { to: mail.to, subject: mail.subject, file });
    },
    close: () => transport.close(),
  };
}
