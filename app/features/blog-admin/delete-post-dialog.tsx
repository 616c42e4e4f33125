import * as Dialog from "@radix-ui/react-dialog";
import { useEffect } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useFetcher } from "react-router";
import { buttonClassName } from "~/ui/button-link";
import { DialogPanel } from "~/ui/dialog-frame";
import { FormAlert } from "~/ui/form/form-alert";

const dangerButtonClassName =
  "inline-flex h-11 items-center justify-center rounded-lg bg-red-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:focus-ring disabled:opacity-60";

/** Spec §2: 'Are you sure you want to delete this post?' before a post is deleted. */
export function DeletePostDialog({ post, onClose }: { post: { id: string; title: string } | null; onClose(): void }) {
  return (
    <Dialog.Root open={post !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* Keyed by post: each confirmation has its own request and answer. */}
      {post ? <DeleteConfirmation key={post.id} post={post} onDeleted={onClose} /> : null}
    </Dialog.Root>
  );
}

function DeleteConfirmation({ post, onDeleted }: { post: { id: string; title: string }; onDeleted(): void }) {
  const { t } = useTranslation("blog-admin");
  const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
  const busy = fetcher.state !== "idle";
  const done = fetcher.state === "idle" && fetcher.data?.ok === true;
  useEffect(() => {
    if (done) onDeleted();
  }, [done, onDeleted]);
  return (
    <DialogPanel role="alertdialog" data-testid="delete-post-dialog" className="max-w-md p-6 sm:p-8">
      <Dialog.Title className="text-xl font-bold text-brand-950">{t("delete.title")}</Dialog.Title>
      <Dialog.Description className="mt-3 text-slate-700">{t("delete.confirm")}</Dialog.Description>
      <p className="mt-2 font-medium text-slate-900">{post.title}</p>
      <div className="mt-4">
        <FormAlert message={fetcher.data?.error ? t(fetcher.data.error) : null} />
      </div>
      <fetcher.Form method="post" className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close type="button" className={buttonClassName({ variant: "outline" })}>
          {t("delete.cancel")}
        </Dialog.Close>
        <input type="hidden" name="id" value={post.id} />
        <button type="submit" name="intent" value="delete" disabled={busy} className={dangerButtonClassName}>
          {busy ? t("delete.deleting") : t("delete.delete")}
        </button>
      </fetcher.Form>
    </DialogPanel>
  );
}
