import { BookOpenCheck, Compass, GraduationCap, MessagesSquare, PenLine, Route, Trophy, type LucideIcon } from "lucide-react";

const icons: Record<string, LucideIcon> = {
  "Essay Writing": PenLine,
  "SAT Prep": BookOpenCheck,
  Extracurriculars: Trophy,
  "College Selection": Compass,
  "Application Strategy": Route,
  "Interview Tips": MessagesSquare,
};

export function CategoryIcon({ category, className }: { category: string; className: string }) {
  const Icon = icons[category] ?? GraduationCap;
  return <Icon className={className} aria-hidden="true" />;
}
