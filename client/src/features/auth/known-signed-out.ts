import { createContext, useContext } from 'react';

/**
 * Whether the page was asked for without a session cookie, so its visitor is known to be signed
 * out before the browser has asked who is signed in. The server renders such a request's
 * signed-in pages as a signed-out visitor sees them ("Sign In Required"), and says so on the
 * page (`data-visitor="signed-out"`), so that hydration renders the same (app/hydrate.tsx).
 */
export const KnownSignedOutContext = createContext(false);

export const useKnownSignedOut = () => useContext(KnownSignedOutContext);
