import { createContext, useContext } from "react";

// The per-request CSP nonce; only known on the server (browsers hide it from the DOM).
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
