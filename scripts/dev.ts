/**
 * Hot-reload development: the API restarts on server changes (tsx watch) and Vite serves the client
 * with HMR on :5173, proxying /api to the API on :5000. Open http://localhost:5173.
 */
import { spawn, type ChildProcess } from "node:child_process";

const children: ChildProcess[] = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: process.env.PORT ?? "5000" },
  }),
  spawn("npx", ["vite", "--host", "127.0.0.1"], { stdio: "inherit" }),
];

const stop = () => {
  for (const c of children) c.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) {
  c.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
