import { readdir, readFile } from 'node:fs/promises';

// Where a load run's CPU went, read from Linux's /proc: the load generator, the server and its PostgreSQL share the
// machine's cores, so a figure that stops rising with the code's speed-ups is read against this split.

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The machine's busy and total CPU ticks so far, all cores (/proc/stat's first line; idle and iowait are idle). */
async function readMachineTicks() {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => '');
  const ticks = (stat.split('\n')[0] ?? '').split(/\s+/).slice(1).map(Number).filter(Number.isFinite);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return { busy: total - (ticks[3] ?? 0) - (ticks[4] ?? 0), total };
}

/**
 * CPU seconds used so far by the server, by its PostgreSQL (every process below it), by this process (the load
 * generator) and by the whole machine, from /proc.
 * @param {number | undefined} serverPid
 */
export async function readCpuSeconds(serverPid) {
  /** @type {Map<number, { ppid: number, seconds: number }>} */
  const processes = new Map();
  for (const name of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.length < 13) continue;
    processes.set(Number(name), {
      ppid: Number(fields[1]),
      seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    });
  }
  /** @param {number} pid */
  const below = (pid) => {
    for (let at = processes.get(pid)?.ppid; at; at = processes.get(at)?.ppid)
      if (at === serverPid) return true;
    return false;
  };
  /** @type {Map<number, number>} */
  const database = new Map();
  for (const [pid, { seconds }] of processes) if (below(pid)) database.set(pid, seconds);
  const usage = process.cpuUsage();
  return {
    server: processes.get(serverPid ?? -1)?.seconds ?? 0,
    database,
    load: (usage.user + usage.system) / 1e6,
    machine: await readMachineTicks(),
  };
}

/** @typedef {Awaited<ReturnType<typeof readCpuSeconds>>} CpuReading */

/**
 * PostgreSQL's CPU between two readings, per backend: a backend that exited in between is left out (its time
 * is lost, never subtracted), one that started counts whole.
 * @param {Map<number, number>} before
 * @param {Map<number, number>} after
 */
function databaseSeconds(before, after) {
  let seconds = 0;
  for (const [pid, now] of after) seconds += now - (before.get(pid) ?? 0);
  return seconds;
}

/**
 * CPU per request between two readings, in µs: the server, its PostgreSQL, the load generator and the rest of
 * the machine (the kernel's workers, other programs); `busyShare` is how busy the machine's cores were.
 * @typedef {{ serverUs: number, postgresUs: number, loadGeneratorUs: number, otherUs: number, busyShare: number }} CpuPerRequest
 */

/**
 * @param {CpuReading} before
 * @param {CpuReading} after
 * @param {number} requests
 * @returns {CpuPerRequest}
 */
export function cpuPerRequest(before, after, requests) {
  const per = (/** @type {number} */ seconds) => Math.round((seconds * 1e6) / requests);
  const server = after.server - before.server;
  const postgres = databaseSeconds(before.database, after.database);
  const load = after.load - before.load;
  const machineBusy = (after.machine.busy - before.machine.busy) / TICKS_PER_SECOND;
  const machineTotal = after.machine.total - before.machine.total;
  return {
    serverUs: per(server),
    postgresUs: per(postgres),
    loadGeneratorUs: per(load),
    otherUs: per(Math.max(0, machineBusy - server - postgres - load)),
    busyShare: machineTotal > 0 ? (after.machine.busy - before.machine.busy) / machineTotal : 0,
  };
}

/** The split as one line of text. @param {CpuPerRequest} cpu @param {string} request e.g. "heartbeat" */
export function describeCpuPerRequest(cpu, request) {
  return `CPU per ${request}: server ${cpu.serverUs} µs, PostgreSQL ${cpu.postgresUs} µs, load generator ${cpu.loadGeneratorUs} µs, other ${cpu.otherUs} µs; the cores ${Math.round(cpu.busyShare * 100)} % busy`;
}
