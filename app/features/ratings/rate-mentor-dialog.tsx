import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "~/lib/i18n-react";
import { DialogCloseButton, DialogPanel } from "~/ui/dialog-frame";
import { RatingForm } from "./rating-form";
import type { MentorToRateView } from "./rate-mentors-panel";

/** The rating dialog of "Rate Your Mentors": rates the most recent unrated session with this mentor. */
export default function RateMentorDialog({
  mentor,
  session,
  open,
  onClose,
  onCloseAutoFocus,
  onRated,
}: {
  mentor: MentorToRateView;
  /** The session the rating is about ("General Consultation on Nov 20, 2026, 3:00 PM EST"). */
  session: string;
  open: boolean;
  onClose(): void;
  onCloseAutoFocus(event: Event): void;
  onRated(): void;
}) {
  const { t } = useTranslation("ratings");
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogPanel aria-describedby={`rate-session-${mentor.meetingId}`} onCloseAutoFocus={onCloseAutoFocus} className="max-h-[90vh] max-w-md overflow-y-auto p-6">
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="text-lg font-bold text-brand-950">{t("dialog.title", { name: mentor.mentorName })}</Dialog.Title>
          <DialogCloseButton label={t("dialog.close")} className="-mt-1 -mr-2" />
        </div>
        <p id={`rate-session-${mentor.meetingId}`} className="mt-1 mb-4 text-sm text-slate-600">
          {t("form.about", { session })}
        </p>
        <RatingForm meetingId={mentor.meetingId} onRated={onRated} />
      </DialogPanel>
    </Dialog.Root>
  );
}
