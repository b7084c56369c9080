// i18n-exempt-file: the spec's Spanish texts, written out on purpose for the app-models (tests/model-app); never rendered.
import type { AppDriver } from '../app-model';

/**
 * The profile-completion prompt as a signed-in diner missing only the phone answers it (accounts.md §4.7): it
 * opens 1 s after the sign-in ('Completa tus datos', the profile-completion flow's own timer, waited here as
 * another flow's), the diner types the phone and presses 'Confirmar'. The app then sends the PUT, which the
 * caller's scripted server answers; its success updates the session's user (`session.userUpdated`).
 */
export async function completePhoneInPrompt(app: AppDriver, phoneNumber: string): Promise<void> {
  const prompt = () => {
    const dialog = app.screen.queryByRole('dialog', { name: 'Completa tus datos' });
    return dialog && dialog.closest('[data-exiting]') === null ? dialog : null;
  };
  // Its second is counted from the sign-in; a little more lets its code load and the modal enter.
  for (let i = 0; i < 30 && !prompt(); i += 1) await app.wait(50);
  for (let i = 0; i < 100 && !prompt(); i += 1) await app.settle();
  const dialog = prompt();
  if (!dialog) throw new Error("the completion prompt 'Completa tus datos' did not open");
  const phone = app.within(dialog).getByLabelText('Teléfono');
  await app.user.clear(phone);
  await app.user.type(phone, phoneNumber);
  await app.user.click(app.within(dialog).getByRole('button', { name: 'Confirmar' }));
  await app.settle();
}
