import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@/machines/rules/routes';
import { selectUser } from '@/machines/session/session.selectors';
import type { SupportErrors } from '@/machines/support/support.machine';
import {
  selectCanSendSupport,
  selectIsSendingSupport,
  selectSupportErrors,
  selectSupportMessage,
  selectSupportSubject,
  selectSupportView,
} from '@/machines/support/support.selectors';
import { useFlow, useFlowRef, useSession } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { useUiText } from '@/src/i18n/use-ui-text';
import { SupportForm } from './support-form';
import { SupportResult } from './support-result';
import '@/src/styles/support.css';

/**
 * PROFILE_HELP_SUPPORT (accounts.md §2.6): title "Soporte". The spec's back goes to PROFILE_HELP, which is
 * not in the route map (§2.2) and has no contents; back goes to PROFILE, where the "Ayuda" entry leads here
 * (issue 10 #4, see the readings in docs/flows/README.md).
 */
export function SupportScreen() {
  const { t } = useTranslation();
  useScreenLayout({ title: 'support.title', goBack: ROUTES.PROFILE });
  const support = useFlowRef('support');
  const email = useSession((s) => selectUser(s)?.email ?? null);
  const view = useFlow('support', selectSupportView);
  const subject = useFlow('support', selectSupportSubject);
  const message = useFlow('support', selectSupportMessage);
  const errors = useFlow('support', selectSupportErrors, shallowEqualErrors);
  const text = useUiText([errors.subject, errors.message]);
  const canSend = useFlow('support', selectCanSendSupport);
  const isSending = useFlow('support', selectIsSendingSupport);

  // A fresh form each time the screen opens; later e-mail refreshes must not wipe what is typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen opens only.
  useEffect(() => {
    support.send({ type: 'support.opened', email });
  }, [support]);

  const changeSubject = useCallback(
    (value: string) => support.send({ type: 'support.subjectChanged', value }),
    [support],
  );
  const changeMessage = useCallback(
    (value: string) => support.send({ type: 'support.messageChanged', value }),
    [support],
  );
  const submit = useCallback(() => support.send({ type: 'support.submitted' }), [support]);
  const retry = useCallback(() => support.send({ type: 'support.retryRequested' }), [support]);
  const newMessage = useCallback(() => support.send({ type: 'support.newMessageRequested' }), [support]);
  const backToAccount = useCallback(() => support.send({ type: 'support.accountRequested' }), [support]);

  return (
    <section className="screen support" aria-label={t('support.title')}>
      {view === 'sent' || view === 'failed' ? (
        <SupportResult
          kind={view}
          onNewMessage={newMessage}
          onBackToAccount={backToAccount}
          onRetry={retry}
        />
      ) : (
        <SupportForm
          subject={subject}
          message={message}
          subjectError={text(errors.subject)}
          messageError={text(errors.message)}
          canSend={canSend}
          isSending={isSending}
          onSubjectChange={changeSubject}
          onMessageChange={changeMessage}
          onSubmit={submit}
        />
      )}
    </section>
  );
}

const shallowEqualErrors = (a: SupportErrors, b: SupportErrors) =>
  a.subject === b.subject && a.message === b.message;
