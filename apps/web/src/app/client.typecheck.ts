/**
 * Compiled by `npm run typecheck`, never run or bundled: it proves that the typed client (client.ts)
 * refuses what the server does not declare. Each `@ts-expect-error` line must stay an error: if the
 * server declared such a path or field, or the client stopped checking, the directive itself would be
 * the error and typecheck would fail. A server change (a path renamed, a response field dropped) makes
 * the web's real calls fail the same way once `npm run api:generate` has run (and `npm run api:check`
 * fails until it has).
 */
import { apiUrl, call, useGet, type ApiAnswer } from './client';

export async function typedClientRefuses(leadId: number) {
  // @ts-expect-error a path the server does not declare
  await call('get', '/api/leads/{leadId}/no-such-part', { path: { leadId } });
  // @ts-expect-error a declared path, but not for this method
  await call('delete', '/api/leads/{leadId}/header', { path: { leadId } });
  // @ts-expect-error the path's parameter is missing
  await call('get', '/api/leads/{leadId}/header');
  // @ts-expect-error the path's parameter has another name
  await call('get', '/api/leads/{leadId}/header', { path: { id: leadId } });
  // @ts-expect-error a query parameter the list does not take
  await call('get', '/api/leads', { query: { noSuchFilter: 1 } });
  // @ts-expect-error a body the write does not take
  await call('post', '/api/leads/bulk/close', { body: { noSuchField: true } });
  const payment = { amount: '1.00', method: 'CARD' as const };
  // @ts-expect-error a header the route declares (the payment's Idempotency-Key) is missing
  await call('post', '/api/students/{studentId}/invoices/{invoiceId}/payments', {
    path: { studentId: 1, invoiceId: 1 },
    body: payment,
  });
  // @ts-expect-error a header the route does not declare
  await call('get', '/api/leads/{leadId}/header', { path: { leadId }, header: { 'idempotency-key': 'k' } });
  const header = await call('get', '/api/leads/{leadId}/header', { path: { leadId } });
  // @ts-expect-error a response field the server does not send
  void header.noSuchField;
  // @ts-expect-error a link to a path the server does not declare
  void apiUrl('/api/no-such-download/{id}', { id: 1 });
}

export function useTypedClientRefuses() {
  // @ts-expect-error a hook on a path the server does not declare
  useGet('/api/no-such-list', undefined);
  const page: ApiAnswer<'get', '/api/leads'> | undefined = useGet('/api/leads', { query: { page: 1 } }).data;
  return page?.items.map((lead) => lead.name);
}
