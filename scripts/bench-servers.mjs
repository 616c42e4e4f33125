// What both bench scripts (bench.mjs, bench-lighthouse.mjs) do with the servers they start.
import { spawn } from "node:child_process";

export const DEMO_PASSWORD = "Unibridge-demo-1";

/** Starts `node <args>` in `cwd`; `ready` resolves once `readyUrl` answers 2xx. */
export function start(cwd, args, env, readyUrl) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  const ready = (async () => {
    for (let i = 0; i < 600; i++) {
      const ok = await fetch(readyUrl).then((r) => r.ok, () => false);
      if (ok) return;
      if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${readyUrl} did not become ready`);
  })();
  return { child, ready };
}

/** Signs a demo account in through the auth API, as a browser would; returns the Cookie header. */
export async function signIn(base, appUrl, email) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: appUrl },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} on ${base} answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
