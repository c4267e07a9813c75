import { randomUUID } from 'node:crypto';

/**
 * Where SMS leave the school. A provider sends one text to one number and says what became of it:
 * its own id for the message and a status ('Sent' when a gateway took it, 'Logged' when nothing left).
 * Configured by SMS_PROVIDER: `log` (the default) records and logs without sending; `webhook` POSTs
 * { to, text } as JSON to SMS_WEBHOOK_URL (with `Authorization: Bearer SMS_WEBHOOK_TOKEN` when set),
 * the way most SMS gateways and relays take messages.
 */
export type SmsSendStatus = 'Logged' | 'Sent';
export interface SmsResult {
  providerId: string;
  status: SmsSendStatus;
}
export interface SmsProvider {
  name: string;
  send(to: string, text: string): Promise<SmsResult>;
}

/** The part of a pino logger the logging provider writes to. */
export interface SmsLog {
  info(obj: object, msg: string): void;
}

/** A number shown in logs: only its last two digits (the log carries no personal data). */
export const maskPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 2))}${digits.slice(-2)}`;
};

/** Sends nothing: records the message as Logged and writes one log line without the text or the number. */
export function loggingSmsProvider(log: SmsLog): SmsProvider {
  return {
    name: 'log',
    async send(to, text) {
      const providerId = `log-${randomUUID()}`;
      log.info(
        { sms: { providerId, to: maskPhone(to), chars: text.length } },
        'SMS logged, not sent (SMS_PROVIDER=log)',
      );
      return { providerId, status: 'Logged' };
    },
  };
}

/** POSTs the message to a gateway; a non-2xx answer or no answer within 10 s is a failure. */
export function webhookSmsProvider(url: string, token?: string, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'webhook',
    async send(to, text) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
      const body = (await res.json().catch(() => ({}))) as { id?: unknown; messageId?: unknown; sid?: unknown };
      const id = body.id ?? body.messageId ?? body.sid;
      return {
        providerId:
          typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 100) : `webhook-${randomUUID()}`,
        status: 'Sent',
      };
    },
  };
}

/** The provider the configuration names; an unknown name or a webhook without its URL stops the start. */
export function smsProviderFrom(
  config: { smsProvider: string; smsWebhookUrl?: string; smsWebhookToken?: string },
  log: SmsLog,
): SmsProvider {
  if (config.smsProvider === 'log') return loggingSmsProvider(log);
  if (config.smsProvider === 'webhook') {
    if (!config.smsWebhookUrl) throw new Error('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL (an http or https address)');
    return webhookSmsProvider(config.smsWebhookUrl, config.smsWebhookToken);
  }
  throw new Error(`Unknown SMS_PROVIDER "${config.smsProvider}" (use log or webhook)`);
}
