// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenLoadBoundary } from '@/src/shell/screen-load-boundary';

const MESSAGE = 'No pudimos cargar esta pantalla. Revisá tu conexión e intentá nuevamente.';

/** A route whose chunk cannot be fetched (no connection), as React.lazy sees it. */
const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a screen whose code cannot be fetched (diner walk: offline on MENU, the product left a blank app)', () => {
  it("keeps the app, says what happened with 'Intentar nuevamente', which loads the app again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    await act(async () => {
      render(
        <div>
          <header>Brasa</header>
          <ScreenLoadBoundary reload={reload} target={new EventTarget() as Window}>
            <Suspense fallback={null}>
              <Unreachable />
            </Suspense>
          </ScreenLoadBoundary>
        </div>,
      );
    });
    expect((await screen.findByRole('alert')).querySelector('p')?.textContent).toBe(MESSAGE);
    expect(screen.getByText('Brasa')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Intentar nuevamente' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads again on its own when the connection comes back, once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    const target = new EventTarget() as Window;
    await act(async () => {
      render(
        <ScreenLoadBoundary reload={reload} target={target}>
          <Suspense fallback={null}>
            <Unreachable />
          </Suspense>
        </ScreenLoadBoundary>,
      );
    });
    await screen.findByRole('alert');
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the screen and never reloads when its code arrives', async () => {
    const reload = vi.fn();
    const target = new EventTarget() as Window;
    render(
      <ScreenLoadBoundary reload={reload} target={target}>
        <p>Menú</p>
      </ScreenLoadBoundary>,
    );
    expect(screen.getByText('Menú')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    target.dispatchEvent(new Event('online'));
    expect(reload).not.toHaveBeenCalled();
  });
});
