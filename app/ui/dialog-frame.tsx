import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";

/** A centred modal panel over a dimmed page: the Radix portal, overlay and content every dialog shares. */
export function DialogPanel({ className = "", ...content }: Dialog.DialogContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50 backdrop-blur-sm" />
      <Dialog.Content
        {...content}
        className={`fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white shadow-2xl focus:outline-none ${className}`}
      />
    </Dialog.Portal>
  );
}

/** The panel's × button; `label` names it for screen readers ("Close reviews"). */
export function DialogCloseButton({ label, className = "" }: { label: string; className?: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className={`inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:focus-ring ${className}`}
    >
      <X className="size-5" aria-hidden="true" />
    </Dialog.Close>
  );
}

/** The panel's top bar: its title, a line that describes it (Radix links both to the panel) and the × button. */
export function DialogHeader({ title, description, closeLabel }: { title: string; description: string; closeLabel: string }) {
  return (
    <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
      <div>
        <Dialog.Title className="text-lg font-bold text-brand-950">{title}</Dialog.Title>
        <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
      </div>
      <DialogCloseButton label={closeLabel} className="-mr-2" />
    </div>
  );
}
