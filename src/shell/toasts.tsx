import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@/locales/catalogue';
import type { ToastInput, ToastKind } from '@/machines/toasts/toasts.machine';
import { sameToasts, selectToasts } from '@/machines/toasts/toasts.selectors';
import { useToasts, useToastsRef } from '@/src/app/hooks';
import { useUiText } from '@/src/i18n/use-ui-text';
import { DRAWER_GESTURE, shouldDismissToast } from './drawer-gesture';
import { usePrefersReducedMotion } from './presence';

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

/** How long a closed toast takes to leave (overlays.css `.toast--leaving`). */
const EXIT_MS = 200;

interface LeavingToast {
  toast: ToastInput;
  /** The toast it followed, to keep its place while it leaves. */
  after: string | null;
}

interface ShownToast {
  toast: ToastInput;
  isLeaving: boolean;
}

/**
 * The toasts on screen: the current ones in order, plus the ones just closed for EXIT_MS while they slide
 * out, each kept at its place. With reduced motion a closed toast goes at once.
 */
export function useShownToasts(toasts: ToastInput[], exitMs: number): ShownToast[] {
  const [state, setState] = useState({ previous: toasts, leaving: [] as LeavingToast[] });
  let { leaving } = state;
  if (state.previous !== toasts) {
    // Worked out while rendering (React's "state from the previous props"), so a closed toast keeps its
    // element and slides out instead of being removed for a frame and entering again.
    const current = new Set(toasts.map((toast) => toast.id));
    const closed =
      exitMs > 0
        ? state.previous
            .map((toast, index) => ({ toast, after: index > 0 ? state.previous[index - 1].id : null }))
            .filter(({ toast }) => !current.has(toast.id))
        : [];
    leaving = [...state.leaving.filter(({ toast }) => !current.has(toast.id)), ...closed];
    setState({ previous: toasts, leaving });
  }
  const leavingIds = leaving.map(({ toast }) => toast.id).join(' ');
  useEffect(() => {
    if (!leavingIds) return;
    const ids = new Set(leavingIds.split(' '));
    const timer = setTimeout(
      () => setState((now) => ({ ...now, leaving: now.leaving.filter(({ toast }) => !ids.has(toast.id)) })),
      exitMs,
    );
    return () => clearTimeout(timer);
  }, [leavingIds, exitMs]);
  const shown: ShownToast[] = toasts.map((toast) => ({ toast, isLeaving: false }));
  for (const { toast, after } of leaving) {
    if (shown.some((item) => item.toast.id === toast.id)) continue;
    const index = after === null ? -1 : shown.findIndex((item) => item.toast.id === after);
    shown.splice(index + 1, 0, { toast, isLeaving: true });
  }
  return shown;
}

/**
 * Notifications, top-centre (accounts.md §2.3 "Toasts"): light theme, slide in, closed on click or by
 * swiping sideways; no progress bar and no pause on hover (the toast machine owns the 5 s). The motion is
 * CSS (overlays.css), the swipe plain pointer events, so the first screen loads no animation library.
 */
export function ToastStack({ toasts, onDismiss }: ToastStackProps) {
  const { t } = useTranslation();
  const reduceMotion = usePrefersReducedMotion();
  const shown = useShownToasts(toasts, reduceMotion ? 0 : EXIT_MS);
  return (
    <section className="toasts" aria-label={t('shell.toasts.label')}>
      <ol className="toasts__list">
        {shown.map(({ toast, isLeaving }) => (
          <ToastItem key={toast.id} toast={toast} isLeaving={isLeaving} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  );
}

interface Swipe {
  pointerId: number;
  startX: number;
  lastX: number;
  lastTime: number;
  /** px/ms, positive to the right. */
  velocityX: number;
}

function ToastItem({
  toast,
  isLeaving,
  onDismiss,
}: {
  toast: ToastInput;
  isLeaving: boolean;
  onDismiss: (id: string) => void;
}) {
  // A drag ends with a click on the same element; that click must not count as "tap to close" twice.
  const wasDragged = useRef(false);
  const swipe = useRef<Swipe | null>(null);
  const { t } = useTranslation();
  const text = useUiText([toast.message]);
  const kindLabel = KIND_LABEL[toast.kind];
  const label = kindLabel ? t(kindLabel) : '';
  const glyph = KIND_GLYPH[toast.kind];

  const startSwipe = (event: PointerEvent<HTMLLIElement>) => {
    wasDragged.current = false;
    if (isLeaving || (event.pointerType === 'mouse' && event.button !== 0)) return;
    swipe.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      lastX: event.clientX,
      lastTime: event.timeStamp,
      velocityX: 0,
    };
  };
  const moveSwipe = (event: PointerEvent<HTMLLIElement>) => {
    const current = swipe.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const offsetX = event.clientX - current.startX;
    const elapsed = event.timeStamp - current.lastTime;
    if (elapsed > 0) current.velocityX = (event.clientX - current.lastX) / elapsed;
    current.lastX = event.clientX;
    current.lastTime = event.timeStamp;
    if (!wasDragged.current && Math.abs(offsetX) < DRAWER_GESTURE.dragThreshold) return;
    if (!wasDragged.current) {
      wasDragged.current = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    event.currentTarget.style.transition = 'none';
    event.currentTarget.style.transform = `translateX(${offsetX}px)`;
  };
  const endSwipe = (event: PointerEvent<HTMLLIElement>) => {
    const current = swipe.current;
    if (!current || current.pointerId !== event.pointerId) return;
    swipe.current = null;
    const element = event.currentTarget;
    element.style.transition = '';
    if (!wasDragged.current) return;
    const offsetX = event.clientX - current.startX;
    if (shouldDismissToast({ offsetX, velocityX: current.velocityX })) {
      element.style.setProperty('--toast-exit-x', `${offsetX < 0 ? -80 : 80}px`);
      element.style.transform = '';
      onDismiss(toast.id);
    } else {
      // Back to its place (the CSS transition on transform).
      element.style.transform = '';
    }
  };

  return (
    <li
      className={isLeaving ? `toast toast--${toast.kind} toast--leaving` : `toast toast--${toast.kind}`}
      onPointerDown={startSwipe}
      onPointerMove={moveSwipe}
      onPointerUp={endSwipe}
      onPointerCancel={endSwipe}
    >
      <div role={toast.kind === 'error' ? 'alert' : 'status'} className="toast__live">
        <button
          type="button"
          className="toast__body"
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
    </li>
  );
}

/** The toast list container: reads the toasts actor and sends `toast.dismissed`. */
export function Toasts() {
  const toastsRef = useToastsRef();
  const toasts = useToasts(selectToasts, sameToasts);
  return <ToastStack toasts={toasts} onDismiss={(id) => toastsRef.send({ type: 'toast.dismissed', id })} />;
}
