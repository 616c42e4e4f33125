import type { RouterContextProvider } from "react-router";
import { connectionContext } from "./app-context.server";

// Headers a proxy adds when it relays someone else's request; any of them means the connection
// from loopback is not the person asking.
const FORWARDING_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "x-client-ip",
  "x-cluster-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "fastly-client-ip",
  "via",
];

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 form. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.toLowerCase().replace(/^::ffff:/, "");
  return ip === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

export function hasForwardingHeaders(headers: Headers): boolean {
  return FORWARDING_HEADERS.some((name) => headers.has(name));
}

/**
 * A request that really comes from this machine: the socket's peer is loopback and no proxy
 * relayed it. The Host header says nothing about who asks, so it is not looked at.
 */
export function isFromThisMachine({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }): boolean {
  return isLoopbackAddress(context.get(connectionContext).remoteAddress) && !hasForwardingHeaders(request.headers);
}
