import { describe, expect, it } from 'vitest';
import { loggingSmsProvider, maskPhone, smsProviderFrom } from './sms.js';

describe('SMS providers', () => {
  it('the logging provider records the message as Logged and logs neither the text nor the number', async () => {
    const lines: { obj: object; msg: string }[] = [];
    const p = loggingSmsProvider({ info: (obj, msg) => lines.push({ obj, msg }) });
    const r = await p.send('+1 305 555 0142', 'Your password link: https://x/reset?token=abc');
    expect(r.status).toBe('Logged');
    expect(r.providerId).toMatch(/^log-/);
    expect(lines).toHaveLength(1);
    const logged = JSON.stringify(lines[0]);
    expect(logged).not.toContain('password');
    expect(logged).not.toContain('3055550142');
    expect(logged).not.toContain('555');
    expect(lines[0].obj).toMatchObject({ sms: { providerId: r.providerId, to: '*********42', chars: 45 } });
  });

  it('chooses the provider from the configuration and refuses an unknown one', () => {
    const log = { info: () => {} };
    expect(smsProviderFrom({ smsProvider: 'log' }, log).name).toBe('log');
    expect(smsProviderFrom({ smsProvider: 'webhook', smsWebhookUrl: 'https://sms.example/send' }, log).name).toBe(
      'webhook',
    );
    expect(() => smsProviderFrom({ smsProvider: 'webhook' }, log)).toThrow(/SMS_WEBHOOK_URL/);
    expect(() => smsProviderFrom({ smsProvider: 'carrier-pigeon' }, log)).toThrow(/Unknown SMS_PROVIDER/);
    expect(maskPhone('12')).toBe('12');
  });
});
