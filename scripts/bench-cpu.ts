/**
 * Where a bench run's CPU went: the app (or ceiling) server process, the PostgreSQL backends serving the bench
 * database, and the load generator (this process). Read from /proc (Linux), so the split is there to explain a ratio,
 * not to be one.
 */
import { readFileSync } from "node:fs";
import type postgres from "postgres";

const TICKS_PER_SECOND = 100;

function processMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name: state is the first, utime the 12th and stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0; // gone
  }
}

export interface CpuSample {
  server: number;
  postgres: number;
  load: number;
}

export async function cpuSample(sql: postgres.Sql, database: string, serverPid: number): Promise<CpuSample> {
  const backends = await sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${database}`;
  const usage = process.cpuUsage();
  return {
    server: processMs(serverPid),
    postgres: backends.reduce((sum, b) => sum + processMs(b.pid), 0),
    load: (usage.user + usage.system) / 1000,
  };
}

/** CPU milliseconds per request between two samples, per process group. */
export function perRequest(before: CpuSample, after: CpuSample, requests: number): string {
  const f = (k: keyof CpuSample) => ((after[k] - before[k]) / Math.max(1, requests)).toFixed(3);
  return `cpu ms/request: server ${f("server")}, postgres ${f("postgres")}, load ${f("load")}`;
}
