import sharp from "sharp";
import type { DbOrTx } from "~/db/db.server";
import { storeImage } from "~/features/media/store-image.server";

// Demo posts' cover images: a flat illustration per category, drawn as SVG and rendered by
// sharp. No text is drawn (fonts differ between machines); each post's alt text describes it.
const WIDTH = 1200;
const HEIGHT = 630;
// Drawn on a 1200 x 630 canvas (the link-preview shape), stored at 960 wide: sharp enough for
// the post page's column, and quicker to render when the demo data is seeded.
const STORED_WIDTH = 960;

interface Palette {
  from: string;
  to: string;
  ink: string;
  accent: string;
}

const palettes: Record<string, Palette> = {
  "Essay Writing": { from: "#eef1fb", to: "#dbe2f6", ink: "#26377d", accent: "#fba424" },
  "SAT Prep": { from: "#fff8eb", to: "#feecc7", ink: "#1f2c63", accent: "#3f57b5" },
  Extracurriculars: { from: "#e6f4ee", to: "#cfe9dc", ink: "#1f4d3a", accent: "#f5850b" },
  "College Selection": { from: "#e8eefb", to: "#c9d6f2", ink: "#18224c", accent: "#fcbc4d" },
  "Application Strategy": { from: "#f3ecfa", to: "#e2d5f3", ink: "#3b2a63", accent: "#f5850b" },
  "Interview Tips": { from: "#fdf0ea", to: "#f8dccd", ink: "#5b2a17", accent: "#3f57b5" },
  "Financial Aid": { from: "#eaf5f6", to: "#cfe7ea", ink: "#164247", accent: "#fba424" },
};

const fallback: Palette = { from: "#eef1fb", to: "#dbe2f6", ink: "#26377d", accent: "#fba424" };

// Each motif is drawn around the centre of the right half of the image.
function motif(category: string, p: Palette): string {
  switch (category) {
    case "Essay Writing":
      return `<rect x="700" y="150" width="300" height="360" rx="18" fill="#fff"/>
${[210, 260, 310, 360, 410].map((y, i) => `<rect x="740" y="${y}" width="${i === 4 ? 130 : 220}" height="12" rx="6" fill="${p.ink}" opacity="0.25"/>`).join("")}
<g transform="rotate(35 930 300)"><rect x="905" y="120" width="50" height="300" rx="10" fill="${p.ink}"/><path d="M905 420 L955 420 L930 480 Z" fill="${p.accent}"/><rect x="905" y="140" width="50" height="26" fill="${p.accent}"/></g>`;
    case "SAT Prep":
      return `<rect x="690" y="140" width="320" height="380" rx="18" fill="#fff"/>
${[0, 1, 2, 3, 4, 5]
  .map((row) =>
    [0, 1, 2, 3]
      .map((col) => `<circle cx="${750 + col * 62}" cy="${195 + row * 56}" r="18" fill="${(row * 3 + col) % 5 === 1 ? p.accent : "none"}" stroke="${p.ink}" stroke-width="4"/>`)
      .join(""),
  )
  .join("")}`;
    case "Extracurriculars":
      return `<path d="M760 170 H940 V260 C940 330 890 370 850 370 C810 370 760 330 760 260 Z" fill="${p.accent}"/>
<path d="M760 200 H710 C710 270 740 300 770 300 M940 200 H990 C990 270 960 300 930 300" fill="none" stroke="${p.accent}" stroke-width="16"/>
<rect x="830" y="370" width="40" height="70" fill="${p.ink}"/><rect x="770" y="440" width="160" height="36" rx="8" fill="${p.ink}"/>
<path d="M850 210 L862 240 L894 242 L869 262 L878 293 L850 275 L822 293 L831 262 L806 242 L838 240 Z" fill="#fff"/>`;
    case "College Selection":
      return `<path d="M680 250 L850 160 L1020 250 Z" fill="${p.ink}"/><rect x="690" y="250" width="320" height="24" fill="${p.ink}"/>
${[720, 790, 860, 930].map((x) => `<rect x="${x}" y="285" width="34" height="170" fill="#fff"/>`).join("")}
<rect x="680" y="455" width="340" height="30" fill="${p.ink}"/><circle cx="850" cy="215" r="18" fill="${p.accent}"/>`;
    case "Application Strategy":
      return `<rect x="690" y="150" width="320" height="340" rx="18" fill="#fff"/><rect x="690" y="150" width="320" height="70" rx="18" fill="${p.ink}"/>
${[0, 1, 2, 3]
  .map((row) =>
    [0, 1, 2, 3, 4]
      .map((col) => `<rect x="${715 + col * 58}" y="${240 + row * 60}" width="42" height="42" rx="8" fill="${row === 1 && col === 3 ? p.accent : p.ink}" opacity="${row === 1 && col === 3 ? 1 : 0.15}"/>`)
      .join(""),
  )
  .join("")}`;
    case "Interview Tips":
      return `<rect x="660" y="160" width="250" height="150" rx="30" fill="${p.ink}"/><path d="M710 310 L700 360 L760 310 Z" fill="${p.ink}"/>
<rect x="800" y="290" width="250" height="150" rx="30" fill="${p.accent}"/><path d="M1000 440 L1010 490 L950 440 Z" fill="${p.accent}"/>
${[720, 785, 850].map((x) => `<circle cx="${x}" cy="235" r="14" fill="#fff"/>`).join("")}`;
    case "Financial Aid":
      return `<ellipse cx="850" cy="440" rx="150" ry="34" fill="${p.ink}" opacity="0.2"/>
${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${810 + (i % 2) * 12}" cy="${420 - i * 34}" rx="90" ry="24" fill="${p.accent}" stroke="${p.ink}" stroke-width="4"/>`).join("")}
<rect x="930" y="220" width="120" height="200" rx="14" fill="#fff" stroke="${p.ink}" stroke-width="4"/><path d="M955 270 H1025 M955 310 H1025 M955 350 H1000" stroke="${p.ink}" stroke-width="8" stroke-linecap="round" opacity="0.5"/>`;
    default:
      return `<circle cx="850" cy="320" r="150" fill="${p.accent}"/>`;
  }
}

export function coverSvg(category: string): string {
  const p = palettes[category] ?? fallback;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${STORED_WIDTH}" height="${(STORED_WIDTH * HEIGHT) / WIDTH}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<circle cx="160" cy="520" r="220" fill="${p.ink}" opacity="0.06"/><circle cx="1120" cy="60" r="160" fill="${p.accent}" opacity="0.18"/>
<rect x="120" y="220" width="380" height="28" rx="14" fill="${p.ink}" opacity="0.8"/>
<rect x="120" y="272" width="300" height="20" rx="10" fill="${p.ink}" opacity="0.35"/>
<rect x="120" y="310" width="340" height="20" rx="10" fill="${p.ink}" opacity="0.35"/>
<rect x="120" y="370" width="110" height="36" rx="18" fill="${p.accent}"/>
${motif(category, p)}
</svg>`;
}

export async function renderBlogCover(category: string): Promise<Uint8Array> {
  const png = await sharp(Buffer.from(coverSvg(category))).png({ compressionLevel: 6 }).toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

/** Stores a rendered cover as media (re-encoded like an upload); returns the media id. */
export async function storeBlogCover(db: DbOrTx, png: Uint8Array): Promise<string> {
  const { id } = await storeImage(db, png, { maxDimension: STORED_WIDTH });
  return id;
}
