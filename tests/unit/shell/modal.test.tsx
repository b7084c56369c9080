import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShellModal } from '@/src/shell/modal';
import { type ModalEnvironment, ModalEnvironmentProvider } from '@/src/shell/modal-host';

const environment = (visibleModalId: string | null): ModalEnvironment => ({
  visibleModalId,
  isClosing: false,
  isDismissible: true,
  isMobile: true,
  onDismissRequest: () => {},
});

describe('ShellModal', () => {
  it('renders nothing unless it is the visible modal', () => {
    const html = renderToStaticMarkup(
      <ModalEnvironmentProvider value={environment('other-modal')}>
        <p>pantalla</p>
        <ShellModal id="logout-confirmation" title="¿Quieres cerrar sesión?" />
      </ModalEnvironmentProvider>,
    );
    expect(html).toBe('<p>pantalla</p>');
  });

  it('explains itself when used outside the shell', () => {
    expect(() => renderToStaticMarkup(<ShellModal id="x" title="t" />)).toThrow(/inside the AppShell/);
  });
});
