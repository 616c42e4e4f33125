import sharp from "sharp";
import type { DbOrTx } from "~/db/db.server";
import { storeImage } from "~/features/media/store-image.server";
import type { Origin } from "./demo-people";
import type { Random } from "./random";

export const hairStyles = ["short", "side-part", "long", "bob", "bun", "curly", "buzz", "ponytail"] as const;
export type HairStyle = (typeof hairStyles)[number];
export const necklines = ["crew", "v-neck", "collar", "hoodie"] as const;
export type Neckline = (typeof necklines)[number];

export interface AvatarLook {
  background: string;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  neckline: Neckline;
  glasses: boolean;
}

const skinTones = ["#f7dccb", "#efc6a7", "#e0ac86", "#c98f68", "#ab7050", "#8a553a", "#6a3f2a"] as const;
const hairColours = {
  black: "#1d1a19",
  darkBrown: "#3a2a21",
  brown: "#5c402e",
  auburn: "#7b3f23",
  lightBrown: "#8e6a48",
  blonde: "#c7a26a",
} as const;
const backgrounds = ["#dce7f2", "#e6e0f3", "#f4e5d7", "#dbeee4", "#f2dede", "#e5ebd8", "#efe8d4", "#d8ecee", "#e9e4df"];
const shirts = ["#2f3e5c", "#3d5a45", "#6b2e3a", "#3b3f46", "#b9873a", "#2f6f73", "#f3f1ec", "#4a6a94", "#7a5c8a"];

type HairColour = keyof typeof hairColours;
const looksByOrigin: Record<Origin, { skin: [number, number]; hair: HairColour[] }> = {
  chinese: { skin: [0, 2], hair: ["black", "darkBrown"] },
  korean: { skin: [0, 2], hair: ["black", "darkBrown"] },
  japanese: { skin: [0, 2], hair: ["black", "darkBrown"] },
  vietnamese: { skin: [1, 3], hair: ["black", "darkBrown"] },
  indian: { skin: [2, 5], hair: ["black", "darkBrown"] },
  american: { skin: [0, 6], hair: ["black", "darkBrown", "brown", "auburn", "lightBrown", "blonde"] },
  hispanic: { skin: [1, 4], hair: ["black", "darkBrown", "brown"] },
  brazilian: { skin: [1, 5], hair: ["black", "darkBrown", "brown"] },
  british: { skin: [0, 1], hair: ["brown", "auburn", "lightBrown", "blonde", "darkBrown"] },
  german: { skin: [0, 1], hair: ["brown", "lightBrown", "blonde", "darkBrown"] },
  french: { skin: [0, 2], hair: ["brown", "darkBrown", "lightBrown", "black"] },
  "west-african": { skin: [4, 6], hair: ["black"] },
  "east-african": { skin: [4, 6], hair: ["black"] },
};

export function lookFor(r: Random, origin: Origin): AvatarLook {
  const { skin, hair } = looksByOrigin[origin];
  const hairStyle = origin.endsWith("african") && r.chance(0.6) ? r.pick(["curly", "buzz"] as const) : r.pick(hairStyles);
  return {
    background: r.pick(backgrounds),
    skin: skinTones[r.int(skin[0], skin[1])] ?? skinTones[0],
    hair: hairColours[r.pick(hair)],
    hairStyle,
    shirt: r.pick(shirts),
    neckline: r.pick(necklines),
    glasses: r.chance(0.22),
  };
}

/** Mixes a #rrggbb colour towards black (amount > 0) or white (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 0 : 255;
  const t = Math.abs(amount);
  const channel = (i: number) => {
    const value = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(value + (target - value) * t)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

// Hair drawn behind the head (long styles) and over it (fringe, crown).
function hairBack(style: HairStyle, colour: string): string {
  switch (style) {
    case "long":
      return `<path d="M76 112 C72 58 100 40 128 40 C156 40 184 58 180 112 L186 196 C160 210 96 210 70 196 Z" fill="${colour}"/>`;
    case "bob":
      return `<path d="M74 112 C70 58 100 40 128 40 C156 40 186 58 182 112 L184 158 C166 168 90 168 72 158 Z" fill="${colour}"/>`;
    case "bun":
      return `<circle cx="128" cy="44" r="22" fill="${colour}"/>`;
    case "ponytail":
      return `<path d="M158 70 C186 74 194 104 190 138 C188 158 182 174 172 186 C174 160 170 132 160 110 Z" fill="${colour}"/>`;
    case "curly":
      return [
        [88, 78, 20], [104, 60, 22], [128, 54, 24], [152, 60, 22], [168, 78, 20], [80, 100, 14], [176, 100, 14],
      ]
        .map(([x, y, radius]) => `<circle cx="${x}" cy="${y}" r="${radius}" fill="${colour}"/>`)
        .join("");
    default:
      return "";
  }
}

function hairFront(style: HairStyle, colour: string): string {
  switch (style) {
    case "short":
      return `<path d="M82 106 C78 64 102 50 130 50 C160 50 178 68 174 106 C168 86 152 74 128 76 C106 76 90 86 82 106 Z" fill="${colour}"/>`;
    case "side-part":
      return `<path d="M82 108 C76 62 104 48 132 50 C162 52 180 70 174 108 C170 90 160 80 148 76 C126 92 100 92 82 108 Z" fill="${colour}"/>`;
    case "buzz":
      return `<path d="M86 98 C86 66 106 56 128 56 C150 56 170 66 170 98 C160 80 146 74 128 74 C110 74 96 80 86 98 Z" fill="${colour}" opacity="0.85"/>`;
    case "curly":
      return `<path d="M84 102 C82 70 102 52 128 52 C154 52 174 70 172 102 C160 86 146 80 128 80 C110 80 96 86 84 102 Z" fill="${colour}"/>`;
    case "long":
    case "bob":
      return `<path d="M80 112 C76 64 102 48 130 48 C158 48 180 66 176 112 C170 92 158 78 134 72 C122 88 100 96 80 112 Z" fill="${colour}"/>`;
    case "bun":
    case "ponytail":
      return `<path d="M82 106 C78 64 102 52 128 52 C156 52 178 66 174 106 C166 84 150 74 128 74 C106 74 90 84 82 106 Z" fill="${colour}"/>`;
  }
}

function neckline(kind: Neckline, shirt: string, skin: string): string {
  const dark = shade(shirt, 0.25);
  switch (kind) {
    case "crew":
      return `<path d="M104 182 C112 196 144 196 152 182" fill="none" stroke="${dark}" stroke-width="5" stroke-linecap="round"/>`;
    case "v-neck":
      return `<path d="M106 180 L128 214 L150 180 Z" fill="${shade(skin, 0.08)}"/>`;
    case "collar":
      return `<path d="M104 178 L126 206 L112 214 L96 188 Z M152 178 L130 206 L144 214 L160 188 Z" fill="${shade(shirt, -0.85)}"/>`;
    case "hoodie":
      return `<path d="M86 196 C96 170 112 176 128 190 C144 176 160 170 170 196" fill="none" stroke="${dark}" stroke-width="8" stroke-linecap="round"/><path d="M118 204 L116 236 M138 204 L140 236" stroke="${shade(shirt, -0.6)}" stroke-width="3" stroke-linecap="round"/>`;
  }
}

export function avatarSvg(look: AvatarLook): string {
  const skinShadow = shade(look.skin, 0.12);
  const feature = shade(look.skin, 0.62);
  const glasses = look.glasses
    ? `<g fill="none" stroke="#2b2b2e" stroke-width="2.5"><rect x="97" y="101" width="26" height="20" rx="7"/><rect x="133" y="101" width="26" height="20" rx="7"/><path d="M123 109 L133 109"/></g>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="${look.background}"/>
<circle cx="128" cy="112" r="104" fill="${shade(look.background, -0.35)}" opacity="0.55"/>
${hairBack(look.hairStyle, look.hair)}
<path d="M110 140 H146 V186 C146 198 110 198 110 186 Z" fill="${skinShadow}"/>
<path d="M34 256 C34 206 76 180 128 180 C180 180 222 206 222 256 Z" fill="${look.shirt}"/>
${neckline(look.neckline, look.shirt, look.skin)}
<ellipse cx="84" cy="114" rx="8" ry="12" fill="${skinShadow}"/>
<ellipse cx="172" cy="114" rx="8" ry="12" fill="${skinShadow}"/>
<ellipse cx="128" cy="110" rx="44" ry="52" fill="${look.skin}"/>
${hairFront(look.hairStyle, look.hair)}
<path d="M101 99 Q110 95 118 98 M138 98 Q146 95 155 99" fill="none" stroke="${shade(look.hair, 0.1)}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>
<ellipse cx="110" cy="111" rx="3.6" ry="4" fill="${feature}"/>
<ellipse cx="146" cy="111" rx="3.6" ry="4" fill="${feature}"/>
<path d="M128 116 Q124 128 129 131" fill="none" stroke="${skinShadow}" stroke-width="2.5" stroke-linecap="round"/>
<path d="M117 141 Q128 148 139 141" fill="none" stroke="${shade(look.skin, 0.35)}" stroke-width="3" stroke-linecap="round"/>
${glasses}
</svg>`;
}

export async function renderAvatarPng(look: AvatarLook): Promise<Uint8Array> {
  const png = await sharp(Buffer.from(avatarSvg(look))).resize(256, 256).png({ compressionLevel: 6 }).toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

/** Stores a rendered portrait as the owner's image; returns the media row id. */
export async function storeAvatar(db: DbOrTx, png: Uint8Array, ownerId: string): Promise<string> {
  const { id } = await storeImage(db, png, { ownerId });
  return id;
}
