import { m, useReducedMotion } from 'framer-motion';
import { type PointerEvent, type ReactNode, useRef } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@/machines/rules/timings';
import { drawerDragElastic, shouldCloseDrawer } from './drawer-gesture';
import { CloseIcon } from './icons';
import { useModalEnvironment } from './modal-host';
import { MotionScope } from './motion-scope';

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

const EASE_OUT: [number, number, number, number] = [0.32, 0.72, 0, 1];

/** The presentational modal: react-aria handles focus trap, labelling by title, Escape and the overlay. */
export function ModalFrame({
  title,
  children,
  footer,
  isMobile,
  isClosing,
  isDismissable,
  onDismiss,
}: ModalFrameProps) {
  const reduceMotion = useReducedMotion();
  const duration = reduceMotion ? 0 : TIMINGS.modalTransition / 1000;
  return (
    <MotionScope>
      <ModalOverlay
        isOpen
        isDismissable={isDismissable}
        isExiting={isClosing}
        onOpenChange={(isOpen) => {
          if (!isOpen) onDismiss();
        }}
        className={`modal-overlay ${isMobile ? 'modal-overlay--drawer' : 'modal-overlay--dialog'}`}
      >
        <Modal className={isMobile ? 'modal modal--drawer' : 'modal modal--dialog'}>
          {isMobile ? (
            <DrawerSheet
              isClosing={isClosing}
              isResistant={!isDismissable}
              duration={duration}
              onDismiss={onDismiss}
            >
              <ModalContent title={title} footer={footer} isDismissable={isDismissable} onDismiss={onDismiss}>
                {children}
              </ModalContent>
            </DrawerSheet>
          ) : (
            <m.div
              className="modal__card"
              initial={{ opacity: 0, scale: 0.96 }}
              animate={isClosing ? { opacity: 0, scale: 0.96 } : { opacity: 1, scale: 1 }}
              transition={{ duration, ease: EASE_OUT }}
            >
              <ModalContent title={title} footer={footer} isDismissable={isDismissable} onDismiss={onDismiss}>
                {children}
              </ModalContent>
            </m.div>
          )}
        </Modal>
      </ModalOverlay>
    </MotionScope>
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
  return (
    <Dialog className="modal__dialog">
      <div className="modal__header">
        <Heading slot="title" className="modal__title">
          {title}
        </Heading>
        {isDismissable ? (
          <Button className="modal__close" aria-label={t('common.close')} onPress={onDismiss}>
            <CloseIcon />
          </Button>
        ) : null}
      </div>
      {children ? <div className="modal__body">{children}</div> : null}
      {footer ? <div className="modal__footer">{footer}</div> : null}
    </Dialog>
  );
}

interface DrawerSheetProps {
  children: ReactNode;
  isClosing: boolean;
  /** A non-dismissible drawer: movement scaled by 0.1 and a much higher bar to ask for closing. */
  isResistant: boolean;
  duration: number;
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
 * follows the pointer (scaled by `drawerDragElastic`) through plain pointer events, so only framer-motion's
 * animation features are needed (motion-features.ts); the close decision is the pure `shouldCloseDrawer`, and
 * the machine decides whether the modal may close.
 */
function DrawerSheet({ children, isClosing, isResistant, duration, onDismiss }: DrawerSheetProps) {
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
    <m.div
      className="drawer"
      initial={{ y: '100%' }}
      animate={{ y: isClosing ? '100%' : 0 }}
      transition={{ duration, ease: EASE_OUT }}
    >
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
    </m.div>
  );
}
