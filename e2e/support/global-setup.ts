import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { APP_PORT, APP_URL, INBOUND_TOKEN, MAIL_DIR, SMTP_PORT } from './env.js';

const root = path.resolve(import.meta.dirname, '../..');

/** A real SMTP server that keeps each received message as JSON in MAIL_DIR. */
function startSmtp(): Promise<SMTPServer> {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        const to = [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address) ?? []);
        fs.writeFileSync(
          path.join(MAIL_DIR, `${Date.now()}-${n++}.json`),
          JSON.stringify({ to, subject: mail.subject, text: mail.text }),
        );
        done();
      }, done);
    },
  });
  return new Promise((resolve) => server.listen(SMTP_PORT, '127.0.0.1', () => resolve(server)));
}

/** Starts the built application on a fresh embedded database with the demo school. */
export default async function globalSetup() {
  const smtp = await startSmtp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      PUBLIC_URL: APP_URL,
      LOG_LEVEL: 'warn',
      INBOUND_EMAIL_TOKEN: INBOUND_TOKEN,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // the first start loads the demo school; on a busy machine that can take a while
  const deadline = Date.now() + 240_000;
  const fail = async (message: string) => {
    // never leave the server behind: it holds the port and this process's output open
    server.kill('SIGTERM');
    await new Promise((r) => smtp.close(() => r(undefined)));
    throw new Error(message);
  };
  for (;;) {
    if (server.exitCode !== null) await fail(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${APP_URL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) await fail('the server did not become healthy in 240 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => smtp.close(() => r(undefined)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
