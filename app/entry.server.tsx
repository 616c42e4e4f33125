import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { I18nProvider } from "~/lib/i18n-react";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContext, type RouterContextProvider } from "react-router";
import { localeContext, requestInfoContext, servicesContext } from "~/lib/app-context.server";
import { noteDatabaseOutage } from "~/lib/database-outage.server";
import { serverI18n } from "~/lib/i18n.server";
import { createLogger, type Logger } from "~/lib/logger.server";
import { NonceProvider } from "~/lib/nonce";
import { StylesheetTextProvider } from "~/lib/app-stylesheet";
import { builtStylesheetText } from "~/lib/built-stylesheet.server";
import { redactSecretPath } from "~/lib/redact-path";
import { createRenderCache, KEPT_PAGE_TTL_MS, renderCacheKey } from "~/lib/render-cache.server";

export const streamTimeout = 5_000;

// Development rebuilds modules without changing the data, so a kept render could be stale there.
const renderCache = import.meta.env.DEV ? null : createRenderCache({ ttlMs: KEPT_PAGE_TTL_MS, maxBytes: 32 * 1024 * 1024 });

/**
 * A loader, action or render that threw: one JSON line in the app's log (React Router's default
 * prints the error to the console over many lines, a failed query's parameters included). A lost
 * database is not a bug: it is noted for the 503 (answerDatabaseOutage in root.tsx), not logged here.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (noteDatabaseOutage(error, context)) return;
  if (request.signal.aborted) return;
  // A 404 or 405 that React Router answers itself carries the reason as `error`.
  const err: unknown = isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error;
  logRequestError(context, request, err, "request failed");
};

function logRequestError(context: Readonly<RouterContextProvider> | undefined, request: Request, err: unknown, message: string) {
  const fields = { err, reqId: valueOf(context, requestInfoContext)?.requestId, method: request.method, path: redactSecretPath(new URL(request.url).pathname) };
  (valueOf(context, servicesContext)?.logger ?? fallbackLogger()).error(fields, message);
}

// An error before the server's context was built (React Router checks it first) has no services.
function valueOf<T>(context: Readonly<RouterContextProvider> | undefined, key: RouterContext<T>): T | undefined {
  try {
    return context?.get(key);
  } catch {
    return undefined;
  }
}

let lastResortLogger: Logger | undefined;
function fallbackLogger(): Logger {
  lastResortLogger ??= createLogger("error");
  return lastResortLogger;
}

/**
 * Renders the whole page, then sends it in one piece. No loader defers data, so the shell is
 * already the whole page: streaming it would only split it into dozens of small writes, which
 * cost more server time than the render itself (decision 0013).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { cspNonce } = loadContext.get(requestInfoContext);
  const locale = loadContext.get(localeContext);
  const cacheKey = renderCache && cspNonce && renderCacheKey({ url: request.url, locale, context: routerContext.staticHandlerContext });
  const htmlResponse = (html: Buffer<ArrayBuffer>, cache: "hit" | "miss" | null) => {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    responseHeaders.set("Content-Length", String(html.byteLength));
    if (cache) responseHeaders.set("X-Render-Cache", cache);
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  };
  const kept = cacheKey ? renderCache?.get(cacheKey, cspNonce) : null;
  if (kept) return htmlResponse(kept, "hit");
  const i18n = serverI18n(locale);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        const html = Buffer.concat(chunks);
        // A render that failed part-way (onError) is not kept.
        if (cacheKey && cspNonce && responseStatusCode === 200) renderCache?.set(cacheKey, html, cspNonce);
        resolve(htmlResponse(html, cacheKey ? "miss" : null));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={cspNonce}>
        <StylesheetTextProvider value={builtStylesheetText}>
          <I18nProvider i18n={i18n}>
            <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
          </I18nProvider>
        </StylesheetTextProvider>
      </NonceProvider>,
      {
        nonce: cspNonce,
        // The page is sent whole (above), so a large Suspense boundary is written in its place too,
        // not after the rest with a script that moves it there once the browser runs it.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          shellRendered = true;
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject and are logged by handleError.
          if (shellRendered) logRequestError(loadContext, request, error, "rendering failed");
        },
      },
    );
  });
}
