import { spawn } from "node:child_process";

/** `node server.js` in production mode, in its own process, with everything it prints kept. */
export function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", SMTP_URL: "", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += String(d)));
  child.stderr.on("data", (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export async function healthStatus(baseUrl: string): Promise<number | undefined> {
  return (await fetch(`${baseUrl}/healthz`).catch(() => null))?.status;
}
