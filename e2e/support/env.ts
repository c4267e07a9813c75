import os from 'node:os';
import path from 'node:path';

export const APP_PORT = Number(process.env.E2E_PORT ?? 3311);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
/** Messages the in-process SMTP server received, one JSON file each, for the tests to read. */
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), `caduceus-e2e-mail-${APP_PORT}`);
export const DEMO_PASSWORD = 'Caduceus@2026';
/** The shared secret the app's inbound email endpoint wants (INBOUND_EMAIL_TOKEN of the server under test). */
export const INBOUND_TOKEN = process.env.E2E_INBOUND_TOKEN ?? 'e2e-inbound-relay-token';
