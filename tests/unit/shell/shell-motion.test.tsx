// @vitest-environment happy-dom
/**
 * The shell's own motion and controls without framer-motion or react-aria (docs/performance.md "Weight"):
 * a closed toast keeps its element and slides out before it goes, a swipe closes it, the splash fades out
 * before it unmounts, the header tabs are native radios, and a pending button ignores presses and submits.
 * Rendered in happy-dom and driven with Testing Library.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToastInput } from '@/machines/toasts/toasts.machine';
import { Button } from '@/src/shell/button';
import { HeaderTabs } from '@/src/shell/header-tabs';
import { SplashScreen } from '@/src/shell/splash';
import { ToastStack } from '@/src/shell/toasts';

const toast = (id: string, text: string): ToastInput => ({ id, kind: 'info', message: { text } });

function mockReducedMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => mockReducedMotion(false));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('keeps a closed toast in its place, in the same element, while it slides out for 200 ms', () => {
    vi.useFakeTimers();
    const a = toast('a', 'Primero');
    const b = toast('b', 'Segundo');
    const c = toast('c', 'Tercero');
    const { rerender } = render(<ToastStack toasts={[a, b, c]} onDismiss={() => {}} />);
    const element = screen.getByText('Segundo').closest('li');
    rerender(<ToastStack toasts={[a, c]} onDismiss={() => {}} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.match(/Primero|Segundo|Tercero/)?.[0])).toEqual([
      'Primero',
      'Segundo',
      'Tercero',
    ]);
    expect(items[1]).toBe(element);
    expect(items[1].className).toContain('toast--leaving');
    expect(items[0].className).not.toContain('toast--leaving');
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByText('Segundo')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Segundo')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('removes a closed toast at once when the diner asked for reduced motion', () => {
    mockReducedMotion(true);
    const { rerender } = render(<ToastStack toasts={[toast('a', 'Primero')]} onDismiss={() => {}} />);
    rerender(<ToastStack toasts={[]} onDismiss={() => {}} />);
    expect(screen.queryByText('Primero')).toBeNull();
  });

  it('closes on a sideways swipe past 80 px, not on a short slow one, and the swipe is no tap', () => {
    vi.useFakeTimers({ toFake: ['performance', 'Date'] });
    const onDismiss = vi.fn();
    render(<ToastStack toasts={[toast('a', 'Primero')]} onDismiss={onDismiss} />);
    const item = screen.getByRole('listitem');
    // Events are stamped with the (faked) clock: a slow swipe is one whose steps are far apart.
    const swipe = (to: number, spanMs: number) => {
      fireEvent.pointerDown(item, { pointerId: 1, clientX: 10 });
      vi.advanceTimersByTime(spanMs / 2);
      fireEvent.pointerMove(item, { pointerId: 1, clientX: 10 + to / 2 });
      vi.advanceTimersByTime(spanMs / 2);
      fireEvent.pointerMove(item, { pointerId: 1, clientX: 10 + to });
      fireEvent.pointerUp(item, { pointerId: 1, clientX: 10 + to });
      fireEvent.click(screen.getByRole('button'));
    };
    swipe(40, 1000);
    expect(onDismiss).not.toHaveBeenCalled();
    expect(item.style.transform).toBe('');
    swipe(120, 1000);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('closes on a tap', async () => {
    const onDismiss = vi.fn();
    render(<ToastStack toasts={[toast('a', 'Primero')]} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: /Primero/ }));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });
});

describe('splash', () => {
  it('fades out for 400 ms once it turns off, then leaves the page', () => {
    vi.useFakeTimers();
    const { rerender } = render(<SplashScreen isShowing appName="Brasa" />);
    const splash = screen.getByRole('status');
    expect(splash.className).toBe('splash');
    rerender(<SplashScreen isShowing={false} appName="Brasa" />);
    expect(screen.getByRole('status')).toBe(splash);
    expect(splash.className).toContain('splash--leaving');
    expect(splash.style.transitionDuration).toBe('400ms');
    act(() => vi.advanceTimersByTime(399));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes at once with reduced motion', () => {
    mockReducedMotion(true);
    const { rerender } = render(<SplashScreen isShowing appName="Brasa" />);
    rerender(<SplashScreen isShowing={false} appName="Brasa" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('header tabs', () => {
  it('are native radios in a named group: clicking or arrowing selects', async () => {
    const onChange = vi.fn();
    const options = [
      { label: 'Activos', value: 'active' },
      { label: 'Pasados', value: 'past' },
    ];
    render(<HeaderTabs options={options} active="active" label="Pedidos" onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Pedidos' });
    expect(group).toBeTruthy();
    const active = screen.getByRole('radio', { name: 'Activos' }) as HTMLInputElement;
    const past = screen.getByRole('radio', { name: 'Pasados' }) as HTMLInputElement;
    expect(active.checked).toBe(true);
    expect(past.checked).toBe(false);
    expect(active.closest('label')?.hasAttribute('data-selected')).toBe(true);
    await userEvent.click(screen.getByText('Pasados'));
    expect(onChange).toHaveBeenCalledWith('past');
  });
});

describe('button', () => {
  it('is disabled with the disabled attribute and presses nothing', async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Finalizar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Finalizar' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('while loading keeps its focus, says it is unavailable, and neither presses nor submits', async () => {
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" isLoading onPress={onPress}>
          Ingresar
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Ingresar' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('presses once per click and submits its form', async () => {
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" onPress={onPress}>
          Ingresar
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
