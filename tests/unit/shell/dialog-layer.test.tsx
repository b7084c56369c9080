// @vitest-environment happy-dom
/**
 * The shell's own modal layer (src/shell/dialog-layer.tsx), which replaced react-aria's modal: the focus goes
 * into the dialog, Tab and Shift+Tab cycle inside it, Escape asks to close (the topmost layer only), the rest of
 * the page is inert while it is open, the page does not scroll, and the focus returns to the opener.
 * Rendered in happy-dom and driven with Testing Library through ModalFrame and the layer itself.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogLayer, tabbableIn } from '@/src/shell/dialog-layer';
import { ModalFrame } from '@/src/shell/modal';

afterEach(() => cleanup());

function Page({
  dismissable = true,
  onDismiss = () => {},
}: {
  dismissable?: boolean;
  onDismiss?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cerrar sesión
      </button>
      <a href="/perfil">Perfil</a>
      {open ? (
        <ModalFrame
          title="¿Quieres cerrar sesión?"
          isMobile
          isClosing={false}
          isDismissable={dismissable}
          onDismiss={() => {
            onDismiss();
            setOpen(false);
          }}
          footer={
            <>
              <button type="button">Cancelar</button>
              <button type="button">Sí, cerrar sesión</button>
            </>
          }
        >
          <p>Texto</p>
        </ModalFrame>
      ) : null}
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'Cerrar sesión' });

async function openModal() {
  const user = userEvent.setup();
  opener().focus();
  await user.click(opener());
  return user;
}

describe('the modal layer', () => {
  it('is a labelled modal dialog that takes the focus when it opens', async () => {
    render(<Page />);
    await openModal();
    const dialog = screen.getByRole('dialog', { name: '¿Quieres cerrar sesión?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
  });

  it('keeps Tab and Shift+Tab inside the dialog, wrapping at both ends', async () => {
    render(<Page />);
    const user = await openModal();
    const close = screen.getByRole('button', { name: 'Cerrar' });
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    const confirm = screen.getByRole('button', { name: 'Sí, cerrar sesión' });
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('asks to close on Escape, and the focus returns to the button that opened it', async () => {
    const onDismiss = vi.fn();
    render(<Page onDismiss={onDismiss} />);
    const user = await openModal();
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener());
  });

  it('makes the rest of the page inert, and locks the page scroll, until it closes', async () => {
    const { container } = render(<Page />);
    const user = await openModal();
    expect(container.hasAttribute('inert')).toBe(true);
    expect((screen.getByRole('link', { name: 'Perfil' }) as HTMLAnchorElement).closest('[inert]')).toBe(
      container,
    );
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(container.hasAttribute('inert')).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on a press on the backdrop only when dismissible; never on a press inside', async () => {
    const onDismiss = vi.fn();
    const { unmount } = render(<Page dismissable={false} onDismiss={onDismiss} />);
    let user = await openModal();
    const backdrop = () => document.querySelector('.modal-overlay') as HTMLElement;
    await user.click(backdrop());
    expect(onDismiss).not.toHaveBeenCalled();
    unmount();
    render(<Page onDismiss={onDismiss} />);
    user = await openModal();
    await user.click(screen.getByText('Texto'));
    expect(onDismiss).not.toHaveBeenCalled();
    await user.click(backdrop());
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

function Layer({ label, onEscape, children }: { label: string; onEscape: () => void; children?: ReactNode }) {
  return (
    <DialogLayer className="layer" onEscape={onEscape}>
      <div role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        <button type="button">{`${label}: botón`}</button>
        {children}
      </div>
    </DialogLayer>
  );
}

describe('stacked layers (the customisation modal over the product overlay)', () => {
  it('only the topmost hears Escape, and the one under it comes back to life when it closes', () => {
    const onBottomEscape = vi.fn();
    const onTopEscape = vi.fn();
    const { rerender } = render(
      <Layer label="Producto" onEscape={onBottomEscape}>
        <Layer label="Personalizar" onEscape={onTopEscape} />
      </Layer>,
    );
    const bottomLayer = screen.getByRole('dialog', { name: 'Producto', hidden: true })
      .parentElement as HTMLElement;
    expect(bottomLayer.hasAttribute('inert')).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onTopEscape).toHaveBeenCalledTimes(1);
    expect(onBottomEscape).not.toHaveBeenCalled();

    act(() => rerender(<Layer label="Producto" onEscape={onBottomEscape} />));
    expect(bottomLayer.hasAttribute('inert')).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Producto' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onBottomEscape).toHaveBeenCalledTimes(1);
  });
});

describe('the product overlay (a route: its card loses the focus before the layer opens)', () => {
  function Route() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <a href="/menu/b/s/product/PAR-001" onClick={(event) => event.preventDefault()}>
          Bife de chorizo
        </a>
        <button type="button" onClick={() => setOpen(true)}>
          abrir
        </button>
        {open ? <Layer label="Bife de chorizo" onEscape={() => setOpen(false)} /> : null}
      </>
    );
  }

  it('gives the focus back to the card that had it when the focus fell to the page before the layer opened', () => {
    render(<Route />);
    const card = screen.getByRole('link', { name: 'Bife de chorizo' });
    card.focus();
    // The route change blurs the card: the focus is on <body> when the overlay's layer mounts.
    act(() => card.blur());
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'abrir' }));
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Bife de chorizo' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(card);
  });
});

describe('tabbableIn', () => {
  it('skips disabled, tabindex -1 and hidden controls, and stops once per radio group (its checked radio)', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <button id="a">a</button>
      <button disabled>no</button>
      <span tabindex="-1">no</span>
      <div hidden><button>no</button></div>
      <input type="radio" name="g" id="r1"><input type="radio" name="g" id="r2" checked>
      <input type="radio" name="h" id="h1"><input type="radio" name="h" id="h2">
      <input type="hidden" name="x">
      <a href="/x" id="link">x</a>`;
    expect(tabbableIn(root).map((element) => element.id)).toEqual(['a', 'r2', 'h1', 'link']);
  });
});
