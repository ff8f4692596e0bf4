import { useEffect } from "react";

/**
 * Whether the browser is still hydrating the page the server sent: true from the moment the client bundle loads
 * until the first commit of the whole tree. Static markup (static-markup.tsx) keeps the server's DOM only while
 * this is true; anything mounted later (a client-side navigation) draws itself.
 */
let hydrating = typeof document !== "undefined";

export function isHydrating(): boolean {
  return hydrating;
}

/** Called once, by the document shell: its effect runs after every component of the first render has mounted. */
export function useEndOfHydration() {
  useEffect(() => {
    hydrating = false;
    // A mark end-to-end tests wait for before they use a control that only works once React has hydrated it.
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
