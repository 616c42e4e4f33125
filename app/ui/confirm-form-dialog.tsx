import * as Dialog from "@radix-ui/react-dialog";
import { Form } from "react-router";
import { buttonClassName, type ButtonSize, type ButtonVariant } from "./button-link";
import { DialogPanel } from "./dialog-frame";

export interface ConfirmFormDialogProps {
  trigger: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  /** The form's hidden fields (intent, ids), posted to the page's action on confirmation. */
  fields: Record<string, string>;
}

/** A button that asks first (an alert dialog, keyboard operable) and then posts the page's form. */
export function ConfirmFormDialog({ trigger, triggerVariant = "outline", triggerSize = "md", title, text, confirm, cancel, fields }: ConfirmFormDialogProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClassName({ variant: triggerVariant, size: triggerSize })}>{trigger}</Dialog.Trigger>
      <DialogPanel role="alertdialog" className="max-w-md p-6 sm:p-8">
        <Dialog.Title className="text-xl font-bold text-brand-950">{title}</Dialog.Title>
        <Dialog.Description className="mt-3 text-slate-700">{text}</Dialog.Description>
        <Form method="post" className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Dialog.Close type="button" className={buttonClassName({ variant: "outline" })}>
            {cancel}
          </Dialog.Close>
          <button type="submit" className={buttonClassName({ variant: "primary" })}>
            {confirm}
          </button>
        </Form>
      </DialogPanel>
    </Dialog.Root>
  );
}
