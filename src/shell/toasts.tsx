import { AnimatePresence, m, useReducedMotion } from 'framer-motion';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@/locales/catalogue';
import type { ToastInput, ToastKind } from '@/machines/toasts/toasts.machine';
import { sameToasts, selectToasts } from '@/machines/toasts/toasts.selectors';
import { useToasts, useToastsRef } from '@/src/app/hooks';
import { useUiText } from '@/src/i18n/use-ui-text';
import { shouldDismissToast } from './drawer-gesture';

const KIND_LABEL: Record<ToastKind, MessageKey | null> = {
  default: null,
  success: 'shell.toasts.kind.success',
  info: 'shell.toasts.kind.info',
  error: 'shell.toasts.kind.error',
  warning: 'shell.toasts.kind.warning',
  loading: 'shell.toasts.kind.loading',
};

const KIND_GLYPH: Record<ToastKind, string> = {
  default: '',
  success: '✓',
  info: 'i',
  error: '!',
  warning: '!',
  loading: '',
};

export interface ToastStackProps {
  /** Oldest first; the newest is appended at the bottom. */
  toasts: ToastInput[];
  onDismiss: (id: string) => void;
}

/**
 * Notifications, top-centre (accounts.md §2.3 "Toasts"): light theme, slide in, closed on click or by
 * swiping sideways; no progress bar and no pause on hover (the toast machine owns the 5 s).
 */
export function ToastStack({ toasts, onDismiss }: ToastStackProps) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  return (
    <section className="toasts" aria-label={t('shell.toasts.label')}>
      <ol className="toasts__list">
        <AnimatePresence initial={false}>
          {toasts.map((toast) => (
            <ToastItem
              key={toast.id}
              toast={toast}
              onDismiss={onDismiss}
              reduceMotion={Boolean(reduceMotion)}
            />
          ))}
        </AnimatePresence>
      </ol>
    </section>
  );
}

function ToastItem({
  toast,
  onDismiss,
  reduceMotion,
}: {
  toast: ToastInput;
  onDismiss: (id: string) => void;
  reduceMotion: boolean;
}) {
  // A drag ends with a click on the same element; that click must not count as "tap to close" twice.
  const wasDragged = useRef(false);
  const { t } = useTranslation();
  const text = useUiText([toast.message]);
  const kindLabel = KIND_LABEL[toast.kind];
  const label = kindLabel ? t(kindLabel) : '';
  const glyph = KIND_GLYPH[toast.kind];
  return (
    <m.li
      layout={!reduceMotion}
      className={`toast toast--${toast.kind}`}
      initial={reduceMotion ? { opacity: 0 } : { opacity: 0, y: -24 }}
      animate={{ opacity: 1, y: 0, x: 0 }}
      exit={reduceMotion ? { opacity: 0 } : { opacity: 0, x: 80, transition: { duration: 0.2 } }}
      transition={{ duration: reduceMotion ? 0 : 0.25, ease: 'easeOut' }}
      drag="x"
      dragSnapToOrigin
      dragElastic={0.6}
      onDragStart={() => {
        wasDragged.current = true;
      }}
      onDragEnd={(_event, info) => {
        if (shouldDismissToast({ offsetX: info.offset.x, velocityX: info.velocity.x / 1000 }))
          onDismiss(toast.id);
      }}
    >
      <div role={toast.kind === 'error' ? 'alert' : 'status'} className="toast__live">
        <button
          type="button"
          className="toast__body"
          onPointerDown={() => {
            wasDragged.current = false;
          }}
          onClick={() => {
            if (wasDragged.current) {
              wasDragged.current = false;
              return;
            }
            onDismiss(toast.id);
          }}
        >
          {toast.kind === 'loading' ? (
            <span className="spinner toast__icon" aria-hidden="true" />
          ) : glyph ? (
            <span className="toast__icon" aria-hidden="true">
              {glyph}
            </span>
          ) : null}
          {label ? <span className="visually-hidden">{`${label}: `}</span> : null}
          <span className="toast__message">{text(toast.message)}</span>
          <span className="visually-hidden"> {t('shell.toasts.tapToClose')}</span>
        </button>
      </div>
    </m.li>
  );
}

/** The toast list container: reads the toasts actor and sends `toast.dismissed`. */
export function Toasts() {
  const toastsRef = useToastsRef();
  const toasts = useToasts(selectToasts, sameToasts);
  return <ToastStack toasts={toasts} onDismiss={(id) => toastsRef.send({ type: 'toast.dismissed', id })} />;
}
