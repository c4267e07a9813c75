/** A bounded closed-loop load: `clients` callers repeat `call` until `seconds` pass; latencies in ms. */
export async function load(call: () => Promise<Response>, clients: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, async () => {
    while (performance.now() < end) {
      const t = performance.now();
      const res = await call().catch(() => undefined);
      if (!res?.ok) errors++;
      await res?.arrayBuffer().catch(() => undefined);
      latencies.push(performance.now() - t);
    }
  }));
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, rps: Math.round(latencies.length / seconds), p50: pct(50), p95: pct(95), p99: pct(99) };
}
