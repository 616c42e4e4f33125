// Test use only: a small RFC 5545 reader, independent of the writer, to check invitations.

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Unfolds and splits an iCalendar text; throws on bare LF line endings. */
export function parseIcs(text: string): IcsProperty[] {
  if (/[^\r]\n/.test(text)) throw new Error("iCalendar lines must end with CRLF");
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  return unfolded
    .split("\r\n")
    .filter((line) => line.length > 0)
    .map(parseLine);
}

function parseLine(line: string): IcsProperty {
  let i = 0;
  let inQuotes = false;
  // The value starts at the first colon outside a quoted parameter value.
  for (; i < line.length; i++) {
    const c = line[i];
    if (c === '"') inQuotes = !inQuotes;
    else if (c === ":" && !inQuotes) break;
  }
  const [name = "", ...rawParams] = splitOutsideQuotes(line.slice(0, i), ";");
  const params: Record<string, string> = {};
  for (const p of rawParams) {
    const eq = p.indexOf("=");
    params[p.slice(0, eq)] = p.slice(eq + 1).replace(/^"(.*)"$/, "$1");
  }
  return { name, params, value: line.slice(i + 1) };
}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  let inQuotes = false;
  for (const c of text) {
    if (c === '"') inQuotes = !inQuotes;
    if (c === separator && !inQuotes) {
      parts.push(current);
      current = "";
    } else current += c;
  }
  parts.push(current);
  return parts;
}

/** A TEXT value with its escapes undone. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

/** The properties of the (single) VEVENT, by name. */
export function eventOf(properties: IcsProperty[]): Map<string, IcsProperty[]> {
  const start = properties.findIndex((p) => p.name === "BEGIN" && p.value === "VEVENT");
  const end = properties.findIndex((p) => p.name === "END" && p.value === "VEVENT");
  if (start < 0 || end < start) throw new Error("no VEVENT");
  const byName = new Map<string, IcsProperty[]>();
  for (const p of properties.slice(start + 1, end)) byName.set(p.name, [...(byName.get(p.name) ?? []), p]);
  return byName;
}

/** Every VEVENT of a calendar (a feed has many), each as its properties by name. */
export function eventsOf(properties: IcsProperty[]): Map<string, IcsProperty[]>[] {
  const events: Map<string, IcsProperty[]>[] = [];
  let current: Map<string, IcsProperty[]> | null = null;
  for (const p of properties) {
    if (p.name === "BEGIN" && p.value === "VEVENT") current = new Map();
    else if (p.name === "END" && p.value === "VEVENT") {
      if (current) events.push(current);
      current = null;
    } else if (current) current.set(p.name, [...(current.get(p.name) ?? []), p]);
  }
  return events;
}
