/**
 * The light half of the feature's public files: who is signed in, and the way to the sign-in page.
 * Pages that only ask this (a favourite button, a beach card) import it rather than the index,
 * which also offers the account forms and dialogs (react-hook-form, its resolver: 60 kB that a
 * page showing no form would otherwise load and evaluate).
 */
export { userQueryKey, userQueryOptions, useUser } from './api/get-user';
export { SignedIn } from './components/signed-in';
export { signInHref } from './components/user-menu';
export { KnownSignedOutContext, useKnownSignedOut } from './known-signed-out';
