export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  tone = "light",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <div className="mx-auto max-w-3xl text-center">
      {eyebrow && (
        <p className={`text-sm font-semibold tracking-wide uppercase ${dark ? "text-accent-300" : "text-accent-700"}`}>
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={`mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${dark ? "text-white" : "text-brand-950"}`}>
        {title}
      </h2>
      {subtitle && (
        <p className={`mt-4 text-lg text-pretty ${dark ? "text-slate-300" : "text-slate-600"}`}>{subtitle}</p>
      )}
    </div>
  );
}
