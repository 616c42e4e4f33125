// What both bench scripts (bench.mjs, bench-lighthouse.mjs) do with the servers they start.
import { execFileSync, spawn } from "node:child_process";

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

/** The cookies a response sets, as a Cookie header. */
function cookiesOf(response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * Signs a demo account in through the auth API, as a browser would; returns the Cookie header. The
 * demo admin's second factor is the current code of its public demo secret (npm run admin:code).
 */
export async function signIn(base, appUrl, email) {
  const post = (urlPath, body, cookie) =>
    fetch(`${base}${urlPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: appUrl, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
  const response = await post("/api/auth/sign-in/email", { email, password: DEMO_PASSWORD });
  if (!response.ok) throw new Error(`sign-in as ${email} on ${base} answered ${response.status}: ${await response.text()}`);
  if (!(await response.json()).twoFactorRedirect) return cookiesOf(response);
  const root = new URL("..", import.meta.url);
  const code = execFileSync(process.execPath, ["--import", "tsx", "scripts/admin-code.ts"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  const verified = await post("/api/auth/two-factor/verify-totp", { code }, cookiesOf(response));
  if (!verified.ok) throw new Error(`two-factor code for ${email} on ${base} answered ${verified.status}: ${await verified.text()}`);
  return cookiesOf(verified);
}
