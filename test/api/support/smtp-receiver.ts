import { AddressInfo } from 'node:net';
import { simpleParser, ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  url: string;
  messages: (ParsedMail & { envelopeTo: string[] })[];
  /** Refuse the next n messages with a temporary error, as a busy server would. */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

/** A real SMTP server in the test process (plain, no auth) that keeps what it receives. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const messages: SmtpReceiver['messages'] = [];
  let refuse = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    // no DNS lookup of the client: the test machine may have no resolver, and each lookup would wait for its timeout
    disableReverseLookup: true,
    onRcptTo(_address, _session, callback) {
      if (refuse > 0) {
        refuse -= 1;
        const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext: (n) => { refuse = n; },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
