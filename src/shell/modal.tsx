import { type PointerEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLayer } from './dialog-layer';
import { drawerDragElastic, shouldCloseDrawer } from './drawer-gesture';
import { CloseIcon } from './icons';
import { useModalEnvironment } from './modal-host';

export interface ShellModalProps {
  /** The layout actor's modal id; the modal shows only while it is the visible one. */
  id: string;
  title: ReactNode;
  children?: ReactNode;
  /** Actions row (buttons), pinned under the content. */
  footer?: ReactNode;
}

/**
 * A modal a screen declares anywhere in its tree (accounts.md §2.3 "Modals and drawers"): a centred dialog
 * on desktop, a bottom drawer on mobile. Open it with `useOpenModal()(id)`.
 */
export function ShellModal({ id, title, children, footer }: ShellModalProps) {
  const environment = useModalEnvironment();
  if (environment.visibleModalId !== id) return null;
  return (
    <ModalFrame
      title={title}
      footer={footer}
      isMobile={environment.isMobile}
      isClosing={environment.isClosing}
      isDismissable={environment.isDismissible}
      onDismiss={environment.onDismissRequest}
    >
      {children}
    </ModalFrame>
  );
}

export interface ModalFrameProps {
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Bottom drawer (mobile) instead of a centred dialog. */
  isMobile: boolean;
  /** Playing the 300 ms close transition. */
  isClosing: boolean;
  /** Overlay click closes it; when false the drawer resists dragging. */
  isDismissable: boolean;
  onDismiss: () => void;
}

/**
 * The presentational modal in the shell's own modal layer (dialog-layer.tsx: focus kept inside and returned,
 * Escape, the rest of the page inert, no page scroll). It slides up from the bottom as a drawer on mobile and
 * fades and scales in as a centred card on desktop, for TIMINGS.modalTransition (300 ms, overlays.css; none with
 * reduced motion); `isClosing` plays the way out while the layout flow keeps it mounted.
 */
export function ModalFrame({
  title,
  children,
  footer,
  isMobile,
  isClosing,
  isDismissable,
  onDismiss,
}: ModalFrameProps) {
  const content = (
    <ModalContent title={title} footer={footer} isDismissable={isDismissable} onDismiss={onDismiss}>
      {children}
    </ModalContent>
  );
  return (
    <DialogLayer
      className={`modal-overlay ${isMobile ? 'modal-overlay--drawer' : 'modal-overlay--dialog'}`}
      isExiting={isClosing}
      onEscape={onDismiss}
      onBackdropPress={isDismissable ? onDismiss : undefined}
    >
      <div className={isMobile ? 'modal modal--drawer' : 'modal modal--dialog'}>
        {isMobile ? (
          <DrawerSheet isClosing={isClosing} isResistant={!isDismissable} onDismiss={onDismiss}>
            {content}
          </DrawerSheet>
        ) : (
          <div className="modal__card" data-closing={isClosing || undefined}>
            {content}
          </div>
        )}
      </div>
    </DialogLayer>
  );
}

function ModalContent({
  title,
  children,
  footer,
  isDismissable,
  onDismiss,
}: Pick<ModalFrameProps, 'title' | 'children' | 'footer' | 'isDismissable' | 'onDismiss'>) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className="modal__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
      <div className="modal__header">
        <h3 id={titleId} className="modal__title">
          {title}
        </h3>
        {isDismissable ? (
          <button type="button" className="modal__close" aria-label={t('common.close')} onClick={onDismiss}>
            <CloseIcon />
          </button>
        ) : null}
      </div>
      {children ? <div className="modal__body">{children}</div> : null}
      {footer ? <div className="modal__footer">{footer}</div> : null}
    </div>
  );
}

interface DrawerSheetProps {
  children: ReactNode;
  isClosing: boolean;
  /** A non-dismissible drawer: movement scaled by 0.1 and a much higher bar to ask for closing. */
  isResistant: boolean;
  onDismiss: () => void;
}

interface SheetDrag {
  pointerId: number;
  startY: number;
  lastY: number;
  lastTime: number;
  /** px/ms, positive downwards. */
  velocityY: number;
}

/**
 * The mobile bottom drawer. Dragging starts from the grab handle so the content can still scroll: the sheet
 * follows the pointer (scaled by `drawerDragElastic`) through plain pointer events; the slide in and out is CSS
 * (`.drawer`, overlays.css); the close decision is the pure `shouldCloseDrawer`, and
 * the machine decides whether the modal may close.
 */
function DrawerSheet({ children, isClosing, isResistant, onDismiss }: DrawerSheetProps) {
  const drag = useRef<SheetDrag | null>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const elastic = drawerDragElastic(isResistant);
  const place = (offsetY: number) => {
    const element = sheet.current;
    if (!element) return;
    const shown = offsetY >= 0 ? offsetY * elastic.bottom : offsetY * elastic.top;
    element.style.transition = 'none';
    element.style.transform = `translateY(${shown}px)`;
  };
  const start = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      lastY: event.clientY,
      lastTime: event.timeStamp,
      velocityY: 0,
    };
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const elapsed = event.timeStamp - current.lastTime;
    if (elapsed > 0) current.velocityY = (event.clientY - current.lastY) / elapsed;
    current.lastY = event.clientY;
    current.lastTime = event.timeStamp;
    place(event.clientY - current.startY);
  };
  const end = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const release = {
      offsetY: event.clientY - current.startY,
      velocityY: current.velocityY,
      resistant: isResistant,
    };
    const element = sheet.current;
    if (element) {
      // Back to its place (the CSS transition on transform) unless the modal closes and slides away.
      element.style.transition = '';
      element.style.transform = '';
    }
    if (shouldCloseDrawer(release)) onDismiss();
  };
  return (
    <div className="drawer" data-closing={isClosing || undefined}>
      <div ref={sheet} className="drawer__sheet">
        <div
          className="drawer__grab"
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          aria-hidden="true"
        >
          <span className="drawer__handle" />
        </div>
        {children}
      </div>
    </div>
  );
}
