import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server in the test process. The app sends to it through nodemailer over TCP, so the
 * test sees exactly what a mail server would receive.
 */
export async function startMailbox() {
  const received: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const w of waiters.splice(0)) w();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string, subject: RegExp) =>
    received.find(
      (m) => m.to && JSON.stringify(m.to).includes(to) && subject.test(m.subject ?? ""),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first message to `to` whose subject matches, waiting up to 5 s for it. */
    async waitFor(to: string, subject: RegExp): Promise<ParsedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const mail = find(to, subject);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    /** The first link in a message's text that starts with `prefix`. */
    link(mail: ParsedMail, prefix: string): URL {
      const match = (mail.text ?? "").match(new RegExp(`${prefix.replace(/[.?]/g, "\\$&")}\\S+`));
      if (!match) throw new Error(`no ${prefix} link in: ${mail.text}`);
      return new URL(match[0]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
