/** The leads feature's booking page for a call with the founder ('Book a Free Info Call', 'Schedule a Demo'). */
export const CONSULTATION_PATH = "/founder-consultation";
