// The server bench's load generator, run in its own process: GET `url` open-loop at `rate` requests/s for `seconds`.
// Request i is due at t0 + i / rate and its latency counts from that moment to the last byte of the answer, so a slow
// answer cannot hide the queue behind it, and a generator that fires late charges its lateness to the server.
//
// It speaks HTTP/1.1 itself over keep-alive sockets (one request at a time on each, as many sockets as requests in
// flight): on the bench's 2-core host it shares the cores with the server, and Node's fetch cost about 1–1.4 ms of CPU
// per request there, more than the server spent answering, so the client's own work (and its event loop falling up to
// 140 ms behind its schedule) was measured as server latency. This one costs about a quarter of that (mostly the
// loopback socket's system calls), and keeps to its schedule.
import { connect } from 'node:net';

const { url, token, rate, seconds, maxInFlight } = JSON.parse(process.argv[2]);
const target = new URL(url);
const REQUEST = Buffer.from(
  `GET ${target.pathname}${target.search} HTTP/1.1\r\nhost: ${target.host}\r\n` +
    `authorization: Bearer ${token}\r\naccept: application/json\r\n\r\n`,
  'latin1',
);
const HEADER_END = Buffer.from('\r\n\r\n');
const total = Math.round(rate * seconds);
const interval = 1000 / rate;
/** Sockets opened before the clock starts (a client keeps its connections alive); more are opened when needed. */
const PREOPEN = 8;

const latencies = [];
const idle = [];
let inFlight = 0;
let sent = 0;
let finished = 0;
let errors = 0;
let skipped = 0;
let maxLateMs = 0;
let t0 = 0;

function settle() {
  if (++finished !== total) return;
  const cpu = process.cpuUsage();
  process.send(
    {
      latencies,
      errors,
      skipped,
      elapsedMs: performance.now() - t0,
      generatorCpuMs: (cpu.user + cpu.system) / 1000,
      generatorMaxLateMs: maxLateMs,
    },
    () => process.exit(0),
  );
}

/** One keep-alive connection; `due` is the due time of its request in flight (null: idle). */
function open() {
  const c = {
    socket: connect(Number(target.port), target.hostname),
    due: null,
    chunks: [],
    size: 0,
    need: -1,
  };
  c.socket.setNoDelay(true);
  c.socket.on('data', (chunk) => {
    if (c.due === null) return;
    c.chunks.push(chunk);
    c.size += chunk.length;
    if (c.need < 0) {
      const buf = c.chunks.length === 1 ? c.chunks[0] : Buffer.concat(c.chunks);
      c.chunks = [buf];
      const end = buf.indexOf(HEADER_END);
      if (end < 0) return;
      const head = buf.toString('latin1', 0, end);
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (!length) return fail(c); // the server answers every request with a Content-Length
      c.need = end + 4 + Number(length[1]);
      c.ok = head.startsWith('HTTP/1.1 200 ');
    }
    if (c.size >= c.need) done(c, c.ok);
  });
  c.socket.on('error', () => fail(c));
  c.socket.on('close', () => fail(c));
  return c;
}

function done(c, ok) {
  const due = c.due;
  c.due = null;
  c.chunks = [];
  c.size = 0;
  c.need = -1;
  if (!ok) errors++;
  latencies.push(performance.now() - due);
  inFlight--;
  if (!c.socket.destroyed) idle.push(c);
  settle();
}

function fail(c) {
  c.socket.destroy();
  const i = idle.indexOf(c);
  if (i >= 0) idle.splice(i, 1);
  if (c.due !== null) done(c, false);
}

function fire(due) {
  if (inFlight >= maxInFlight) {
    skipped++;
    settle();
    return;
  }
  const late = performance.now() - due;
  if (late > maxLateMs) maxLateMs = late;
  inFlight++;
  const c = idle.pop() ?? open();
  c.due = due;
  c.socket.write(REQUEST);
}

function tick() {
  const now = performance.now();
  while (sent < total && t0 + sent * interval <= now) fire(t0 + interval * sent++);
  if (sent < total) setTimeout(tick, 1);
}

const warm = Array.from({ length: PREOPEN }, open);
await Promise.all(warm.map((c) => new Promise((ok) => c.socket.once('connect', ok))));
idle.push(...warm);
t0 = performance.now();
tick();
