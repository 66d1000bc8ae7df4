// CPU time of every process on the machine, read from /proc (Linux): during a load it shows which
// process is the limit (the server, the database or the load generator itself).
import { readdirSync, readFileSync } from 'node:fs';

// /proc/<pid>/stat counts in clock ticks; Linux reports USER_HZ as 100 on every architecture.
const MICROS_PER_TICK = 10_000;

/** CPU microseconds (user + system) so far by process id, with each process's command name. */
export function cpuByProcess(): Map<number, { name: string; micros: number }> {
  const byPid = new Map<number, { name: string; micros: number }>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return byPid;
  }
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // the process ended while the list was read
    }
    // The command name is in parentheses and may itself contain spaces or parentheses.
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    if (Number.isFinite(ticks)) byPid.set(Number(pid), { name, micros: ticks * MICROS_PER_TICK });
  }
  return byPid;
}

/**
 * CPU used between two readings, summed into the server, this process (the load generator) and the
 * other processes by command name, largest first.
 */
export function cpuBetween(
  before: ReturnType<typeof cpuByProcess>,
  after: ReturnType<typeof cpuByProcess>,
  serverPid: number,
): { name: string; micros: number }[] {
  const totals = new Map<string, number>();
  for (const [pid, { name, micros }] of after) {
    const used = micros - (before.get(pid)?.micros ?? 0);
    if (used <= 0) continue;
    const label = pid === serverPid ? 'server' : pid === process.pid ? 'load generator (this process)' : name;
    totals.set(label, (totals.get(label) ?? 0) + used);
  }
  return [...totals].map(([name, micros]) => ({ name, micros })).sort((a, b) => b.micros - a.micros);
}
