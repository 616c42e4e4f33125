const JITSI_BASE = "https://meet.jit.si/";
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567"; // RFC 4648 base32, lower case
const RANDOM_BYTES = 20; // 160 bits: nobody can guess or enumerate a room

/** A Jitsi Meet room nobody else can find: anyone with the link can join, so it must be unguessable. */
export function createMeetingLink(): string {
  return `${JITSI_BASE}Unibridge-${base32(crypto.getRandomValues(new Uint8Array(RANDOM_BYTES)))}`;
}

function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}
