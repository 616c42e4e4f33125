import type { Request, Response } from "express";
import { RouterContextProvider, type RouterContext } from "react-router";
import { connectionContext, requestInfoContext, servicesContext, type AppServices } from "~/lib/app-context.server";

/** What every loader and action of one request can read: the app's services and this request's facts. */
export function loadContext(req: Request, res: Response, services: AppServices, options: { withNonce: boolean }): RouterContextProvider {
  return new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [servicesContext, services],
      [
        requestInfoContext,
        {
          requestId: res.locals.requestId as string,
          cspNonce: options.withNonce ? (res.locals.cspNonce as string) : undefined,
        },
      ],
      // The socket's peer, not req.ip: with trust proxy, req.ip comes from X-Forwarded-For.
      [connectionContext, { remoteAddress: req.socket.remoteAddress }],
    ]),
  );
}
