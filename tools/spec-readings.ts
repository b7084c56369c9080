/**
 * Where the spec can be read two ways, the reading the app follows. Printed in docs/flows/README.md by
 * `npm run flows`; add a bullet here (not in the generated README) when a flow settles one.
 */
export const SPEC_READINGS: readonly string[] = [
  'The stories viewer path follows `HOME/:id/:storeId/historias/:storyId`, because the route map names the parameter `:storyId`.',
  'Profile completion progress is the base (60 % b2c, 30 % b2b) plus (100 − base) / fields per filled field, capped at 100: it reaches 100 exactly when every field is filled, which is what "submit is disabled until progress reaches 100%" needs. A field counts once it holds a value ("+54" alone is no phone); the while-typing rules show their messages and the submit rules (the phone needs 12 characters with "+") apply on submit.',
  'Support "back" goes to PROFILE_HELP as the spec says, although PROFILE_HELP is not in the route map (§2.2): the route rules then send it on to BASE.',
  'The fetch "5 s after start when the user has a name" (§4.6, path and purpose not shown) is one more user refresh (GET /user/{id}), with the same forced-logout rules.',
  "Social return: the URL's base64 `token` is the server's hand-off token, so the app also holds it as the temporary token and sends it as `auth_token` to /auth/login/success; an older session (a guest's) can then not answer instead of the new sign-in. Cookies alone count as a return only while a social login is pending (the method stored before the redirect), so an ordinary reload of a signed-in user is not a new sign-in.",
  'Entry handling (§4.6): the table-QR and deep-link redirects wait 500 ms from the moment a user exists (the guest just created, or the restored user); a failed guest creation ends the entry handling with the guest-entry toast.',
  'The welcome / auto-login prompt cannot be dismissed by the overlay: its two buttons are the only ways out, and both clear the auto_login flag.',
  'Guest creation (§7.2) follows the reading POST /user/guest/{idMarca} with no body; the server also accepts the other reading, POST /user/guest with {idMarca}.',
  'Sign-up keeps the pending unverified user in session storage without its password; after a reload on the personal data step a non-social sign-up goes back to SIGN_UP (prefilled) to type the password again.',
  "Answer shapes are read the way the app's HTTP client sees them: the spec's `data` is the response body, so `data.data` (active orders) is the body's `data` array, and `data.message` on errors is the body's `message` (the server also repeats it as `data.message` inside the body, which satisfies the other reading).",
];
