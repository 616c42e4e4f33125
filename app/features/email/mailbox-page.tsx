import { Paperclip } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { htmlLang, toLocale } from "~/lib/i18n";
import { splitLinks } from "./link-text";

export interface MailboxMessageView {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  status: "queued" | "sent" | "failed";
  createdAt: Date;
  sentAt: Date | null;
  attachmentNames: string[];
}

const statusStyles: Record<MailboxMessageView["status"], string> = {
  queued: "bg-amber-50 text-amber-800 ring-amber-200",
  sent: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
};

/** The dev mailbox: every email the app queued, shown instead of being sent when SMTP_URL is not set. */
export function MailboxPage({ messages }: { messages: MailboxMessageView[] }) {
  const { t } = useTranslation("mailbox");
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t("heading")}</h1>
      <p className="mt-2 text-slate-600">{t("note")}</p>
      {messages.length === 0 ? (
        <p className="mt-10 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">{t("empty")}</p>
      ) : (
        <ol className="mt-8 space-y-6">
          {messages.map((message) => (
            <li key={message.id}>
              <MailboxMessage message={message} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function MailboxMessage({ message }: { message: MailboxMessageView }) {
  const { t } = useTranslation("mailbox");
  const subject = message.subject || t("noSubject");
  return (
    <article className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" aria-labelledby={`mail-${message.id}`}>
      <header className="border-b border-slate-100 bg-slate-50 px-5 py-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={`mail-${message.id}`} className="text-lg font-semibold text-slate-900">
            {subject}
          </h2>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${statusStyles[message.status]}`}>
            {t(`status.${message.status}`)}
          </span>
        </div>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">{t("to")}</dt>
          <dd className="break-all text-slate-800">{message.toAddress}</dd>
          <dt className="text-slate-500">{t("queuedAt")}</dt>
          <dd className="text-slate-800">
            <Timestamp value={message.createdAt} />
          </dd>
          {message.attachmentNames.length > 0 ? (
            <>
              <dt className="text-slate-500">{t("attachments")}</dt>
              <dd className="flex flex-wrap gap-2 text-slate-800">
                {message.attachmentNames.map((name, index) => (
                  <span key={`${index}-${name}`} className="inline-flex items-center gap-1">
                    <Paperclip aria-hidden="true" className="size-3.5 text-slate-400" />
                    {name}
                  </span>
                ))}
              </dd>
            </>
          ) : null}
        </dl>
      </header>
      <pre className="overflow-x-auto whitespace-pre-wrap break-words px-5 py-4 font-mono text-sm text-slate-800">
        <LinkedText text={message.textBody} />
      </pre>
      {message.htmlBody ? (
        <details className="border-t border-slate-100 px-5 py-3">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">{t("htmlVersion")}</summary>
          {/* Email HTML is untrusted: an empty sandbox runs no script, submits no form and has no origin. */}
          <iframe
            title={t("htmlFrameTitle", { subject })}
            sandbox=""
            srcDoc={message.htmlBody}
            loading="lazy"
            className="mt-3 h-96 w-full rounded-lg border border-slate-200 bg-white"
          />
        </details>
      ) : null}
    </article>
  );
}

function LinkedText({ text }: { text: string }) {
  return splitLinks(text).map((part, index) =>
    part.kind === "link" ? (
      <a key={index} href={part.value} rel="noreferrer" className="text-brand-700 underline hover:text-brand-900">
        {part.value}
      </a>
    ) : (
      part.value
    ),
  );
}

// A fixed time zone, named in the output: the server and the browser render the same text.
function Timestamp({ value }: { value: Date }) {
  const { i18n } = useTranslation();
  const date = new Date(value);
  const formatted = new Intl.DateTimeFormat(htmlLang(toLocale(i18n.language) ?? "en"), {
    dateStyle: "medium",
    timeStyle: "long",
    timeZone: "UTC",
  }).format(date);
  return <time dateTime={date.toISOString()}>{formatted}</time>;
}
