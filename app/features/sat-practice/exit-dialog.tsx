import { useTranslation } from "~/lib/i18n-react";
import { ConfirmFormDialog } from "~/ui/confirm-form-dialog";

/** Leaving asks first, in the spec's words; confirming ends the session without a result. */
export function ExitDialog({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation("sat-practice");
  return (
    <ConfirmFormDialog
      trigger={t("question.exit")}
      triggerSize="sm"
      title={t("question.exitTitle")}
      text={t("question.exitText")}
      confirm={t("question.exitConfirm")}
      cancel={t("question.exitCancel")}
      fields={{ intent: "abandon", sessionId }}
    />
  );
}
