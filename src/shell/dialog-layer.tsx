import {
  createContext,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

/**
 * The shell's own modal layer (what react-aria's ModalOverlay/Modal/Dialog and FocusScope did, in ~1 kB):
 * rendered over everything at the end of `<body>`; while it is the topmost layer the rest of the page is
 * `inert`, the page does not scroll, Tab and Shift+Tab cycle inside it, Escape asks to close,
 * and when it goes the focus returns where it was. Layers stack (the customisation modal over the product
 * overlay): only the topmost one listens, and the one under it comes back to life when it closes.
 */

/**
 * The open layers, bottom first: a layer rendered inside another one is above it, whichever effect ran first
 * (React runs a child's effects before its parent's); siblings stack in the order they opened.
 */
const layers: HTMLElement[] = [];
const layerOrder = new WeakMap<HTMLElement, [depth: number, opened: number]>();
let openedCount = 0;
const LayerDepth = createContext(0);

function addLayer(layer: HTMLElement, depth: number) {
  openedCount += 1;
  layerOrder.set(layer, [depth, openedCount]);
  layers.push(layer);
  const order = (element: HTMLElement) => layerOrder.get(element) ?? [0, 0];
  layers.sort((a, b) => order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1]);
}
/** Elements this module made inert (never another's attribute). */
const hiddenByLayers = new Set<Element>();
let scrollLock: { overflow: string; paddingRight: string } | null = null;

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])', // i18n-exempt: a CSS selector
  'input:not([disabled]):not([type="hidden"])', // i18n-exempt: a CSS selector
  'select:not([disabled])', // i18n-exempt: a CSS selector
  'textarea:not([disabled])', // i18n-exempt: a CSS selector
  'iframe',
  '[tabindex]',
  '[contenteditable]:not([contenteditable="false"])',
].join(',');

/**
 * The elements Tab reaches inside `root`, in order: focusable, not `tabindex="-1"`, not under `hidden` or
 * `inert`, and one stop per radio group (its checked radio, or its first when none is checked).
 */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  const radioStops = new Map<string, HTMLInputElement>();
  const candidates = [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
  for (const element of candidates) {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) continue;
    const stop = radioStops.get(element.name);
    if (!stop || (!stop.checked && element.checked)) radioStops.set(element.name, element);
  }
  return candidates.filter(
    (element) =>
      !(element instanceof HTMLInputElement) ||
      element.type !== 'radio' ||
      !element.name ||
      radioStops.get(element.name) === element,
  );
}

/**
 * Where `inert` exists (every current browser), it hides the rest from assistive tech as well as from the pointer
 * and the keyboard; `aria-hidden` is only the fallback (react-aria's choice too, so tests query the page the same).
 */
const HIDING_ATTRIBUTE =
  typeof HTMLElement !== 'undefined' && 'inert' in HTMLElement.prototype ? 'inert' : 'aria-hidden';

/** The topmost layer is the only live part of the page; the rest is inert. */
function syncLayers() {
  const top = layers.at(-1);
  const hide = new Set<Element>();
  if (top) for (const child of document.body.children) if (child !== top) hide.add(child);
  for (const element of hiddenByLayers) {
    if (hide.has(element)) continue;
    element.removeAttribute(HIDING_ATTRIBUTE);
    hiddenByLayers.delete(element);
  }
  for (const element of hide) {
    if (hiddenByLayers.has(element) || element.hasAttribute(HIDING_ATTRIBUTE)) continue;
    element.setAttribute(HIDING_ATTRIBUTE, HIDING_ATTRIBUTE === 'inert' ? '' : 'true');
    hiddenByLayers.add(element);
  }
  const html = document.documentElement;
  if (top && !scrollLock) {
    scrollLock = { overflow: html.style.overflow, paddingRight: html.style.paddingRight };
    const scrollbar = window.innerWidth - html.clientWidth;
    html.style.overflow = 'hidden';
    if (scrollbar > 0) html.style.paddingRight = `${scrollbar}px`;
  } else if (!top && scrollLock) {
    html.style.overflow = scrollLock.overflow;
    html.style.paddingRight = scrollLock.paddingRight;
    scrollLock = null;
  }
}

/** Tab and Shift+Tab wrap inside the layer; focus that lands outside it is brought back. */
function keepFocusIn(layer: HTMLElement, event: KeyboardEvent) {
  const stops = tabbableIn(layer);
  const active = document.activeElement;
  if (stops.length === 0) {
    event.preventDefault();
    return;
  }
  const first = stops[0];
  const last = stops[stops.length - 1];
  const inside = active instanceof HTMLElement && layer.contains(active);
  const onStop = inside && stops.includes(active);
  if (event.shiftKey && (!onStop || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!onStop || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The element that last lost the focus to nothing (the focus went to `<body>`): a product card whose route
 * change blurs it before the overlay's layer opens is still the layer's opener, so the focus returns to it.
 */
let blurredToBody: Element | null = null;
if (typeof document !== 'undefined')
  document.addEventListener('focusout', (event) => {
    blurredToBody = event.relatedTarget === null && event.target instanceof Element ? event.target : null;
  });
const openerOf = (active: Element | null) =>
  (active === null || active === document.body) && blurredToBody?.isConnected ? blurredToBody : active;

/**
 * Makes the element of `layerRef` a modal layer while mounted. `onEscape` is called for Escape while it is
 * the topmost layer (the flow decides whether it closes).
 */
export function useDialogLayer(layerRef: RefObject<HTMLElement | null>, onEscape: () => void, depth = 0) {
  const latestOnEscape = useRef(onEscape);
  useEffect(() => {
    latestOnEscape.current = onEscape;
  });
  useLayoutEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const opener = openerOf(document.activeElement);
    addLayer(layer, depth);
    syncLayers();
    if (layers.at(-1) === layer && !layer.contains(document.activeElement)) {
      layer.querySelector<HTMLElement>('[role="dialog"]')?.focus({ preventScroll: true });
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (layers.at(-1) !== layer || event.defaultPrevented || event.isComposing) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        latestOnEscape.current();
      } else if (event.key === 'Tab') keepFocusIn(layer, event);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (layers.at(-1) !== layer || !(event.target instanceof Node) || layer.contains(event.target)) return;
      (tabbableIn(layer)[0] ?? layer.querySelector<HTMLElement>('[role="dialog"]'))?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const focusWasInside =
        layer.contains(document.activeElement) || document.activeElement === document.body;
      layers.splice(layers.indexOf(layer), 1);
      syncLayers();
      if (focusWasInside && opener instanceof HTMLElement && opener.isConnected)
        opener.focus({ preventScroll: true });
    };
  }, [layerRef, depth]);
}

export interface DialogLayerProps {
  /** The backdrop's class; the layer fills the viewport. */
  className: string;
  children: ReactNode;
  /** Escape (topmost layer only). */
  onEscape: () => void;
  /** A press on the backdrop itself, outside the content (omit: the backdrop does nothing). */
  onBackdropPress?: () => void;
  /** Its close transition is playing (`data-exiting`, for CSS). */
  isExiting?: boolean;
}

/**
 * A modal layer in a portal at the end of `<body>` (see `useDialogLayer`). Its content must hold one element
 * with `role="dialog"`, `aria-modal="true"`, a label and `tabIndex={-1}`: it takes the focus when the layer
 * opens unless something inside already has it.
 */
export function DialogLayer({ className, children, onEscape, onBackdropPress, isExiting }: DialogLayerProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const [target] = useState(() => (typeof document === 'undefined' ? null : document.body));
  const depth = useContext(LayerDepth) + 1;
  useDialogLayer(layerRef, onEscape, depth);
  // A press that starts and ends on the backdrop itself (not a text selection dragged out of the content).
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onBackdropPress?.();
    pressStartedOnBackdrop.current = false;
  };
  if (!target) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop's press is a pointer shortcut; Escape and the close button are the keyboard's way.
    // biome-ignore lint/a11y/useKeyWithClickEvents: same.
    <div
      ref={layerRef}
      className={className}
      data-dialog-layer=""
      data-exiting={isExiting || undefined}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <LayerDepth.Provider value={depth}>{children}</LayerDepth.Provider>
    </div>,
    target,
  );
}
