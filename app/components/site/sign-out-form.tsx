export const SIGN_OUT_FORM_ID = "site-sign-out";

/**
 * The one sign-out form of the public shell; menu buttons submit it with `form=`, so a menu that closes (and
 * unmounts its items) on click cannot swallow the submission. A document POST: signing out reloads everything.
 */
export function SignOutForm() {
  return <form id={SIGN_OUT_FORM_ID} method="post" action="/sign-out" hidden />;
}
