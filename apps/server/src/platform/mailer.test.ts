import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';

/** Just enough of an SMTP server (RFC 5321, no TLS, no auth) to receive what nodemailer sends. */
function fakeSmtp(): { server: Server; messages: string[] } {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let data: string | null = null;
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
        end = buffer.indexOf('\r\n');
      }
    });
  });
  return { server, messages };
}

let t: TestServer;
const smtp = fakeSmtp();

beforeAll(async () => {
  smtp.server.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  t = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Fika <hello@fika.test>' });
});
afterAll(async () => {
  await t.close();
  smtp.server.close();
});

describe('e-mail through SMTP_URL', () => {
  it('sends the password reset e-mail over SMTP instead of keeping it in the outbox', async () => {
    const result = await t.gql('mutation { passwordReset(username: "owner@demo.fika.test") { success } }');
    expect(result.data).toEqual({ passwordReset: { success: true } });
    expect(smtp.messages).toHaveLength(1);
    const message = smtp.messages[0] ?? '';
    expect(message).toMatch(/^To: owner@demo\.fika\.test/m);
    expect(message).toMatch(/^From: Fika <hello@fika\.test>/m);
    expect(message).toContain('reset-password?token=');
    expect(await t.outbox('owner@demo.fika.test')).toHaveLength(0);
  });
});
