// The benchmark's baseline: the least work a Node HTTP server can do per request.
import http from "node:http";

http
  .createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/plain" });
    res.end("hello world");
  })
  .listen(Number(process.env.PORT ?? 3931), "127.0.0.1");
