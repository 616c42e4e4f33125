import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { connectionContext, type AppServices } from "~/lib/app-context.server";
import { loadContext } from "./load-context";

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  app.get("/peer", (req, res) => {
    const context = loadContext(req, res, {} as AppServices, { withNonce: false });
    res.json({ remoteAddress: context.get(connectionContext).remoteAddress, ip: req.ip });
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

it("gives loaders the socket's peer address, which no header can change", async () => {
  const response = await fetch(`${base}/peer`, { headers: { "X-Forwarded-For": "203.0.113.7", Host: "example.com" } });
  expect(await response.json()).toEqual({ remoteAddress: "127.0.0.1", ip: "203.0.113.7" });
});
