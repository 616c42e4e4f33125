import { useTranslation } from "~/lib/i18n-react";
import { formatSlotDate, SlotTime } from "~/features/booking/slot-time";
import { utcToEasternSlot } from "~/features/booking/slots";

/** A session's Eastern date, and its time in Eastern with the viewer's own zone beneath. */
export function MeetingWhen({ startsAt, dateStyle = "short" }: { startsAt: string; dateStyle?: "short" | "long" }) {
  const { i18n } = useTranslation();
  const slot = utcToEasternSlot(startsAt);
  return (
    <span className="block">
      <span className="block font-semibold text-slate-900">{formatSlotDate(slot.date, i18n.language, dateStyle)}</span>
      <SlotTime date={slot.date} time={slot.time} className="block text-sm text-slate-700" />
    </span>
  );
}
