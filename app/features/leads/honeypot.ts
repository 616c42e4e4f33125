/** The field every lead form carries, hidden from people; a bot that fills it is thanked and ignored. */
export const HONEYPOT_FIELD = "website";
