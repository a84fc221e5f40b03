#!/usr/bin/env node
// Load benchmark of the sandbox's game list (docs/quality.md: "sandbox API, game list page of 12 out of
// 10,000: p99 <= 20 ms on loopback under 50 concurrent clients"). A benchmark reports; it asserts
// nothing and exits 0 whatever the figures (a failed start exits 1).
//
//   node scripts/load-game-list.mjs [--seconds 10] [--clients 50] [--warmup 1]
//
// Clients use node:http with a keep-alive agent (one socket per client), which measures the server
// rather than the client's fetch machinery.
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import { startSandbox } from './lib/sandbox.mjs';

const BUDGET_P99_MS = 20;

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '1' },
  },
});
const seconds = Number(values.seconds);
const clients = Number(values.clients);
const warmup = Number(values.warmup);
if (!(seconds > 0) || !(clients > 0) || !(warmup >= 0)) {
  console.error('--seconds and --clients must be positive numbers, --warmup non-negative');
  process.exit(2);
}

// Varied but realistic filters: what the lobby sends when a player pages, picks a vendor, a
// classification, a min bet or types a name. Seeded so two runs ask the same questions.
const TYPES = ['RNG', 'RNG', 'RNG', 'LIVE', 'FISH', 'PVP', 'CARD', 'MINI', 'JACKPOT'];
const VENDORS = {
  RNG: ['NOVA', 'LUMEN', 'KOI', 'ORBIT'],
  LIVE: ['VELVET', 'CROWN'],
  CARD: ['DECK'],
};
const CLASSES = ['SC', 'VP', 'AC', 'JP'];
const BETS = [1, 5, 10, 50, 75];
const NAMES = ['dragon', 'gold', 'lucky', 'panda', 'ba'];
let seed = 42;
const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
const pick = (list) => list[Math.floor(rand() * list.length)];

function nextPath() {
  const type = pick(TYPES);
  const query = new URLSearchParams({ gameType: type, pageSize: '12' });
  const roll = rand();
  if (roll < 0.35 && VENDORS[type]) query.set('vassalage', pick(VENDORS[type]));
  else if (roll < 0.5 && type === 'RNG') query.set('classification', pick(CLASSES));
  else if (roll < 0.65) query.set('minBet', String(pick(BETS)));
  else if (roll < 0.75) query.set('gameName', pick(NAMES));
  query.set('page', String(1 + Math.floor(rand() * 20)));
  return `/wps/relay/GAME_list?${query}`;
}

function get(agent, url, path) {
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function run(url, durationMs, nextPathOf = nextPath) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const path = nextPathOf();
      const t = performance.now();
      try {
        const status = await get(agent, url, path);
        if (status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t);
    }
  };
  const begun = performance.now();
  await Promise.all(Array.from({ length: clients }, worker));
  const elapsed = performance.now() - begun;
  agent.destroy();
  return { latencies, errors, elapsed };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

let sandbox;
try {
  sandbox = await startSandbox({ ttlSeconds: 120, quiet: true });
} catch (error) {
  console.error(`load-game-list: ${error.message}`);
  process.exit(1);
}
const url = new URL(sandbox.origin);
try {
  if (warmup > 0) await run(url, warmup * 1000);
  // The baseline: the cheapest endpoint under the same load, in the same run. These machines are
  // shared, so the ratio to it says more about the game list than the raw figure does.
  const base = await run(url, (seconds * 1000) / 2, () => '/wps/system/status');
  const baseSorted = base.latencies.sort((a, b) => a - b);
  const { latencies, errors, elapsed } = await run(url, seconds * 1000);
  const sorted = latencies.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p));
  const fmt = (ms) => `${ms.toFixed(2)} ms`;
  console.log(`sandbox start (spawn to listening, incl. seed): ${sandbox.startMs.toFixed(0)} ms`);
  console.log(`game list, ${clients} clients, ${seconds} s, pages of 12 out of 10,000 games`);
  console.log(
    `  requests: ${sorted.length} (${errors} errors), ${(sorted.length / (elapsed / 1000)).toFixed(0)} req/s`,
  );
  console.log(
    `  latency: p50 ${fmt(p50)}, p95 ${fmt(p95)}, p99 ${fmt(p99)}, max ${fmt(sorted.at(-1) ?? NaN)}`,
  );
  console.log(`  budget p99 <= ${BUDGET_P99_MS} ms: ${p99 <= BUDGET_P99_MS ? 'within' : 'OVER'}`);
  const [b50, b99] = [50, 99].map((p) => percentile(baseSorted, p));
  console.log(
    `baseline /wps/system/status: ${(baseSorted.length / (base.elapsed / 1000)).toFixed(0)} req/s, ` +
      `p50 ${fmt(b50)}, p99 ${fmt(b99)}; game list p99 / baseline p99 = ${(p99 / b99).toFixed(2)}`,
  );
} finally {
  sandbox.stop();
}
