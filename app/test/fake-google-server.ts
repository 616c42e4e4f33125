import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// Test use only: a stand-in for Google's OAuth endpoints (consent page, token, revoke) and the
// Calendar API's events on 127.0.0.1. GOOGLE_OAUTH_BASE and GOOGLE_API_BASE point the app here.
// It checks what Google checks (client, redirect URI, one-time codes, revoked grants, bearer
// tokens, duplicate event ids) and keeps every request for assertions.

export interface FakeGoogleRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage["headers"];
  /** Form fields (OAuth) or the JSON body (Calendar API). */
  body: Record<string, unknown>;
}

export interface FakeGoogleEvent {
  id: string;
  summary: string;
  description: string;
  start: { dateTime: string };
  end: { dateTime: string };
  attendees: { email: string; displayName?: string }[];
  hangoutLink: string;
  status: "confirmed" | "cancelled";
  /** The refresh token's grant the event was made under (whose calendar). */
  grant: string;
}

export interface FakeGoogleServer {
  url: string;
  clientId: string;
  clientSecret: string;
  requests: FakeGoogleRequest[];
  events: Map<string, FakeGoogleEvent>;
  /** Where the consent page's Allow goes: the redirect URI with a fresh one-time code and the state. */
  approve(authUrl: string): string;
  /** The Calendar API answers this status to the next `count` event calls (0: back to normal). */
  failEvents(status: number, count?: number): void;
  /** The mentor removed the app in their Google account: the grant's tokens stop working. */
  revokeAll(): void;
  /** Refresh tokens still live (not revoked). */
  liveRefreshTokens(): string[];
  /** Every access token handed out, oldest first. */
  issuedAccessTokens(): string[];
  close(): Promise<void>;
}

export interface FakeGoogleOptions {
  /** Seconds an access token lasts (Google: 3599). */
  accessTokenSeconds?: number;
}

export async function startFakeGoogleServer(options: FakeGoogleOptions = {}): Promise<FakeGoogleServer> {
  const clientId = "unibridge-test.apps.googleusercontent.com";
  const clientSecret = "fake-google-client-secret";
  const requests: FakeGoogleRequest[] = [];
  const events = new Map<string, FakeGoogleEvent>();
  const codes = new Map<string, { redirectUri: string; scope: string }>();
  // refresh token -> live; access token -> its refresh token (grant)
  const grants = new Map<string, { live: boolean; scope: string }>();
  const accessTokens = new Map<string, string>();
  let eventFailure: { status: number; count: number } | null = null;
  const token = (prefix: string) => `${prefix}${randomBytes(18).toString("base64url")}`;

  function issueCode(authUrl: URL): { redirectUri: string; state: string; code: string } {
    // Only the consent page's own URL (our client) can get a code.
    const redirectUri = authUrl.searchParams.get("redirect_uri") ?? "";
    const code = token("4/fake-code-");
    codes.set(code, { redirectUri, scope: authUrl.searchParams.get("scope") ?? "" });
    return { redirectUri, state: authUrl.searchParams.get("state") ?? "", code };
  }

  const server = createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://google.test");
      const json = (req.headers["content-type"] ?? "").startsWith("application/json");
      let body: Record<string, unknown> = {};
      try {
        body = json ? (JSON.parse(raw || "{}") as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(raw));
      } catch {
        return send(res, 400, { error: { status: "INVALID_ARGUMENT" } });
      }
      requests.push({ method: req.method ?? "", path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body });
      route(req.method ?? "", url, body, req.headers.authorization, res);
    });
  });

  function route(method: string, url: URL, body: Record<string, unknown>, authorization: string | undefined, res: ServerResponse) {
    const path = url.pathname;
    if (method === "GET" && path === "/o/oauth2/v2/auth") return consentPage(url, res);
    if (method === "GET" && path === "/o/oauth2/v2/decide") {
      const auth = new URL(url.searchParams.get("auth") ?? "", "http://google.test");
      const allow = url.searchParams.get("choice") === "allow";
      const back = new URL(auth.searchParams.get("redirect_uri") ?? "");
      if (allow) back.searchParams.set("code", issueCode(auth).code);
      else back.searchParams.set("error", "access_denied");
      const state = auth.searchParams.get("state") ?? "";
      back.searchParams.set("state", state);
      res.writeHead(302, { Location: back.href });
      return res.end();
    }
    if (method === "POST" && path === "/token") return tokenEndpoint(body, res);
    if (method === "POST" && path === "/revoke") {
      const grant = grantOf(String(body.token ?? ""));
      if (!grant) return send(res, 400, { error: "invalid_token" });
      grants.get(grant)!.live = false;
      return send(res, 200, {});
    }
    const eventPath = /^\/calendar\/v3\/calendars\/primary\/events(?:\/([^/]+))?$/.exec(path);
    if (eventPath) {
      const access = /^Bearer (.+)$/.exec(authorization ?? "")?.[1] ?? "";
      const grant = accessTokens.get(access);
      if (!grant || !grants.get(grant)?.live) return send(res, 401, { error: { code: 401, status: "UNAUTHENTICATED" } });
      if (eventFailure && eventFailure.count > 0) {
        eventFailure.count--;
        return send(res, eventFailure.status, { error: { code: eventFailure.status, status: "INTERNAL" } });
      }
      if (method === "POST" && !eventPath[1]) return insertEvent(url, body, grant, res);
      if (method === "GET" && eventPath[1]) {
        const event = events.get(decodeURIComponent(eventPath[1]));
        if (!event || event.grant !== grant) return send(res, 404, { error: { code: 404, status: "NOT_FOUND" } });
        return send(res, 200, publicEvent(event));
      }
    }
    send(res, 404, { error: "not_found" });
  }

  function consentPage(url: URL, res: ServerResponse) {
    const problems = [
      url.searchParams.get("client_id") !== clientId && "client_id",
      url.searchParams.get("response_type") !== "code" && "response_type",
      !url.searchParams.get("redirect_uri") && "redirect_uri",
      !url.searchParams.get("state") && "state",
    ].filter(Boolean);
    if (problems.length > 0) {
      res.writeHead(400, { "Content-Type": "text/plain" });
      return res.end(`invalid request: ${problems.join(", ")}`);
    }
    const decide = (choice: string) => `/o/oauth2/v2/decide?${new URLSearchParams({ choice, auth: url.href })}`;
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><title>Fake Google sign-in</title><link rel="icon" href="data:,"></head><body><main>
<h1>Unibridge wants to access your Google Account</h1><p>Scope: ${escape(url.searchParams.get("scope") ?? "")}</p>
<a href="${escape(decide("allow"))}">Allow</a> <a href="${escape(decide("deny"))}">Cancel</a></main></body></html>`);
  }

  function tokenEndpoint(body: Record<string, unknown>, res: ServerResponse) {
    if (body.client_id !== clientId || body.client_secret !== clientSecret) return send(res, 401, { error: "invalid_client" });
    if (body.grant_type === "authorization_code") {
      const issued = codes.get(String(body.code ?? ""));
      codes.delete(String(body.code ?? ""));
      if (!issued || issued.redirectUri !== body.redirect_uri) return send(res, 400, { error: "invalid_grant" });
      const refresh = token("1//fake-refresh-");
      grants.set(refresh, { live: true, scope: issued.scope });
      return send(res, 200, { ...accessFor(refresh), refresh_token: refresh });
    }
    if (body.grant_type === "refresh_token") {
      const refresh = String(body.refresh_token ?? "");
      if (!grants.get(refresh)?.live) return send(res, 400, { error: "invalid_grant", error_description: "Token has been expired or revoked." });
      return send(res, 200, accessFor(refresh));
    }
    send(res, 400, { error: "unsupported_grant_type" });
  }

  function accessFor(refresh: string) {
    const access = token("ya29.fake-access-");
    accessTokens.set(access, refresh);
    return { access_token: access, expires_in: options.accessTokenSeconds ?? 3599, scope: grants.get(refresh)!.scope, token_type: "Bearer" };
  }

  function grantOf(value: string): string | undefined {
    if (grants.has(value)) return value;
    return accessTokens.get(value);
  }

  function insertEvent(url: URL, body: Record<string, unknown>, grant: string, res: ServerResponse) {
    const id = String(body.id ?? "");
    if (!/^[0-9a-v]{5,1024}$/.test(id)) return send(res, 400, { error: { code: 400, status: "INVALID_ARGUMENT", message: "Invalid resource id value." } });
    if (events.has(id)) return send(res, 409, { error: { code: 409, status: "ALREADY_EXISTS", message: "The requested identifier already exists." } });
    const request = (body.conferenceData as { createRequest?: { requestId?: string; conferenceSolutionKey?: { type?: string } } } | undefined)?.createRequest;
    const wantsMeet = url.searchParams.get("conferenceDataVersion") === "1" && request?.conferenceSolutionKey?.type === "hangoutsMeet" && Boolean(request.requestId);
    const digest = createHash("sha256").update(String(request?.requestId)).digest("hex");
    const letters = [...digest.slice(0, 10)].map((c) => String.fromCharCode(97 + (parseInt(c, 16) % 26))).join("");
    const event: FakeGoogleEvent = {
      id,
      summary: String(body.summary ?? ""),
      description: String(body.description ?? ""),
      start: body.start as { dateTime: string },
      end: body.end as { dateTime: string },
      attendees: (body.attendees as FakeGoogleEvent["attendees"]) ?? [],
      hangoutLink: wantsMeet ? `https://meet.google.com/${letters.slice(0, 3)}-${letters.slice(3, 7)}-${letters.slice(7, 10)}` : "",
      status: "confirmed",
      grant,
    };
    events.set(id, event);
    send(res, 200, publicEvent(event));
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    requests,
    events,
    approve(authUrl) {
      const { redirectUri, state, code } = issueCode(new URL(authUrl));
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", state);
      return back.href;
    },
    failEvents(status, count = 1) {
      eventFailure = count > 0 ? { status, count } : null;
    },
    revokeAll() {
      for (const grant of grants.values()) grant.live = false;
    },
    liveRefreshTokens() {
      return [...grants].filter(([, grant]) => grant.live).map(([refresh]) => refresh);
    },
    issuedAccessTokens() {
      return [...accessTokens.keys()];
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function publicEvent({ grant: _grant, hangoutLink, ...event }: FakeGoogleEvent) {
  return {
    ...event,
    kind: "calendar#event",
    ...(hangoutLink
      ? {
          hangoutLink,
          conferenceData: {
            conferenceSolution: { key: { type: "hangoutsMeet" }, name: "Google Meet" },
            entryPoints: [{ entryPointType: "video", uri: hangoutLink }],
            createRequest: { status: { statusCode: "success" } },
          },
        }
      : {}),
  };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" });
  res.end(JSON.stringify(body));
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
