import { createContext, type RouterContextProvider } from "react-router";
import type { Db } from "~/db/db.server";
import type { PaymentGateway } from "./payment-gateway.server";
import type { Auth } from "./auth.server";
import type { Clock } from "./clock.server";
import type { Config } from "./config.server";
import type { Logger } from "./logger.server";
import type { SharedReads } from "./shared-reads.server";
import type { Locale } from "./i18n";

export interface AppServices {
  db: Db;
  auth: Auth;
  config: Config;
  logger: Logger;
  /** Wakes the email worker once a transaction that queued mail has committed. */
  notifyOutbox(): void;
  /** Stripe Checkout, or the local test gateway when no Stripe key is configured. */
  paymentGateway: PaymentGateway;
  /** The secret that signs and verifies payment webhooks (Stripe's, or a local one). */
  webhookSecret: string;
  /** Wakes the job worker once a transaction that queued jobs has committed. */
  notifyJobs(): void;
  /** Short-lived answers shared by every request of this process (mentor lists, leaderboard). */
  sharedReads: SharedReads;
  /** "Now" for rules that depend on it (a meeting has started); movable only in end-to-end tests. */
  clock: Clock;
  /** Each language's built strings chunk ("/assets/en-….js"), which pages preload; none in development and tests. */
  localeScripts?: Partial<Record<Locale, string>>;
}

export interface RequestInfo {
  requestId: string;
  /** Unset in development, where the CSP allows inline scripts (Vite) and a nonce would only
   * cause hydration warnings (browsers hide nonce attributes from the DOM). */
  cspNonce: string | undefined;
}

/** The TCP connection a request came on, as the socket reports it (never from headers). */
export interface ConnectionInfo {
  remoteAddress: string | undefined;
}

export const servicesContext = createContext<AppServices>();
export const requestInfoContext = createContext<RequestInfo>();
// Unknown until the server says otherwise: a request of unknown origin is not a local one.
export const connectionContext = createContext<ConnectionInfo>({ remoteAddress: undefined });
export const localeContext = createContext<Locale>("en");

export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}
