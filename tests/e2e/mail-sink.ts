import http from "node:http";
import { decodedHeader, mailText } from "~/test/received-mail";
import { startSmtpTestServer } from "~/test/smtp-test-server";

// The end-to-end tests' mail server: a real SMTP server the app sends to, and a small HTTP
// endpoint the tests read the received messages from (GET /messages?to=address).

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3925);
const httpPort = Number(process.env.E2E_MAIL_PORT ?? 3926);

const smtp = await startSmtpTestServer(smtpPort);

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${httpPort}`);
  if (url.pathname === "/healthz") {
    res.end("ok");
    return;
  }
  if (url.pathname !== "/messages") {
    res.statusCode = 404;
    res.end();
    return;
  }
  const to = url.searchParams.get("to")?.toLowerCase();
  const messages = smtp.received
    .filter((mail) => !to || mail.to.some((address) => address.toLowerCase() === to))
    .map((mail) => ({
      to: mail.to,
      subject: decodedHeader(mail, "subject"),
      text: mailText(mail),
      attachments: [...mail.raw.matchAll(/filename="?([^";\r\n]+)"?/gi)].map((match) => match[1]),
      raw: mail.raw,
    }))
    .reverse();
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify(messages));
});
server.listen(httpPort, "127.0.0.1");

function shutdown() {
  server.close();
  void smtp.close().then(() => process.exit(0));
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
