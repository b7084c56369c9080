import { describe, expect, it } from 'vitest';
import { ToastStack } from '@/src/shell/toasts';
import { render, tagsWith } from './render';

const noop = () => {};

describe('ToastStack', () => {
  it('lists toasts oldest first, the newest at the bottom', () => {
    const { text } = render(
      <ToastStack
        toasts={[
          { id: 'toast-1', kind: 'success', message: { text: 'Primero' } },
          { id: 'toast-2', kind: 'info', message: { text: 'Segundo' } },
        ]}
        onDismiss={noop}
      />,
    );
    expect(text.indexOf('Primero')).toBeGreaterThan(-1);
    expect(text.indexOf('Primero')).toBeLessThan(text.indexOf('Segundo'));
  });

  it('announces errors as alerts and the rest as status, styled by type', () => {
    const { html } = render(
      <ToastStack
        toasts={[
          { id: 'toast-1', kind: 'error', message: 'session.guestEntryFailed' },
          { id: 'toast-2', kind: 'warning', message: { text: 'Atento' } },
          { id: 'toast-3', kind: 'loading', message: { text: 'Cargando datos' } },
        ]}
        onDismiss={noop}
      />,
    );
    expect(tagsWith(html, 'role="alert"')).toHaveLength(1);
    expect(tagsWith(html, 'role="status"')).toHaveLength(2);
    expect(html).toContain('toast--error');
    expect(html).toContain('toast--warning');
    expect(html).toContain('toast--loading');
    expect(html).toContain('spinner');
    expect(html).not.toContain('progress');
  });

  it('renders an empty list with no toasts', () => {
    const { html } = render(<ToastStack toasts={[]} onDismiss={noop} />);
    expect(tagsWith(html, 'class="toast ')).toHaveLength(0);
    expect(html).toContain('aria-label="Notificaciones"');
  });
});
