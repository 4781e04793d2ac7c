import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type AddressObject, simpleParser } from 'mailparser';

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  date: number;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

/** Every mail the server wrote as .eml (no SMTP_URL in the e2e run), parsed. */
async function readMails(): Promise<ReceivedMail[]> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((f) => f.endsWith('.eml'))
      .map(async (file) => {
        const mail = await simpleParser(await readFile(join(dir, file)));
        return {
          to: addresses(mail.to),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          date: mail.date?.getTime() ?? 0,
        };
      }),
  );
}

/**
 * The first link in the newest mail to `address` whose URL path matches `pathPattern`
 * (e.g. /\/verify\?/), waiting up to 10 s for it to arrive. mailparser undoes quoted-printable.
 */
export async function latestMailLink(address: string, pathPattern: RegExp, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await readMails())
          .filter((m) => m.to.includes(address.toLowerCase()) && m.date >= after)
          .sort((a, b) => b.date - a.date);
        for (const mail of mails) {
          const found = mail.text.match(/https?:\/\/\S+/g)?.find((url) => pathPattern.test(url));
          if (found) {
            link = found;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000, message: `a mail to ${address} with a link matching ${pathPattern}` },
    )
    .toBe(true);
  return link!;
}
