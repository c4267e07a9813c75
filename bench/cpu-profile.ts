/**
 * Summarises a V8 CPU profile (node --cpu-prof; the benches write one with BENCH_CPU_PROF=<folder>):
 * self time by package or source folder, and the functions with the most self time.
 *
 *   npx tsx bench/cpu-profile.ts <file.cpuprofile> [top=40]
 */
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile.ts <file.cpuprofile> [top]');
const prof = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const top = Number(topArg ?? 40);
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
prof.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** node_modules/<pkg>, the repo folder, node: internals or a V8 bucket such as (garbage collector). */
function bucketOf(n: Node): string {
  const url = n.callFrame.url;
  if (!url) return n.callFrame.functionName.startsWith('(') ? n.callFrame.functionName : '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url.split('/')[0].replace(/:.*$/, ':') + url.slice(5).split('/')[0];
  const m = /\/(apps|packages|bench)\/([^/]+)\/(?:src\/)?([^/]+)/.exec(url);
  return m ? `${m[1]}/${m[2]}/${m[3]}` : url;
}

const buckets = new Map<string, number>();
const fns = new Map<string, number>();
for (const [id, t] of self) {
  const n = byId.get(id)!;
  const b = bucketOf(n);
  buckets.set(b, (buckets.get(b) ?? 0) + t);
  const f = `${n.callFrame.functionName || '(anonymous)'}  ${b}:${n.callFrame.lineNumber + 1}`;
  fns.set(f, (fns.get(f) ?? 0) + t);
}
const pct = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)} %  ${(t / 1000).toFixed(0).padStart(6)} ms`;
console.log(`profile: ${(total / 1e6).toFixed(1)} s sampled\n\nself time by package / folder:`);
for (const [b, t] of [...buckets].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(t)}  ${b}`);
console.log('\nfunctions by self time:');
for (const [f, t] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(t)}  ${f}`);
