import http from 'node:http';

/** What a call answers: enough to count it and to drain its body. */
type Answer = { ok: boolean; arrayBuffer(): Promise<unknown> };

/** A bounded closed-loop load: `clients` callers repeat `call` until `seconds` pass; latencies in ms. */
export async function load(call: () => Promise<Answer>, clients: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const res = await call().catch(() => undefined);
        if (!res?.ok) errors++;
        await res?.arrayBuffer().catch(() => undefined);
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / seconds),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
  };
}

/**
 * A light GET for the load loops: node:http over kept-alive connections, the body read and dropped.
 * The load generator shares the machine's two cores with the server and the database, and fetch()
 * cost it about 0.45 ms of CPU a request, this about half that (bench/README.md).
 */
export function httpGetter(base: string, headers: Record<string, string>, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(base);
  return (path: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.get({ hostname, port, path, headers, agent }, (res) => {
        const ok = (res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300;
        res.on('data', () => {});
        res.on('end', () => resolve({ ok, arrayBuffer: async () => undefined }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
}
