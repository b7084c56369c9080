// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/locales/en';
import { scheduleStatusText } from '@/machines/rules/schedule-text';
import { applyUiLanguage, createI18n } from '@/src/i18n/i18n';
import { BranchStatusBadge } from '@/src/screens/branches/branch-status-badge';

/** The badge as the branch cards show it: the server's Spanish line, read back into its message. */
async function badgeIn(language: 'es' | 'en', line: string) {
  const i18n = createI18n();
  await applyUiLanguage(language, i18n, { en: async () => ({ default: en }) });
  render(
    <I18nextProvider i18n={i18n}>
      <BranchStatusBadge status="close" text={scheduleStatusText(line)} />
    </I18nextProvider>,
  );
  return screen.getByText(/./).textContent;
}

afterEach(cleanup);

describe('the branch status badge follows the UI language (ordering.md §2 "Branch card")', () => {
  it('shows the schedule lines in English', async () => {
    expect(await badgeIn('en', 'Abierto las 24 hs')).toBe('Open 24 hours');
    cleanup();
    expect(await badgeIn('en', 'Cerrado · abre a las 11:30 hs')).toBe('Closed · opens at 11:30');
    cleanup();
    expect(await badgeIn('en', 'Cerrado · abre el miércoles a las 09:00 hs')).toMatch(/09:00/);
    expect(screen.getByText(/09:00/).textContent).not.toMatch(/abre/);
  });

  it('keeps the spec Spanish in Spanish, and a branch note as the server wrote it', async () => {
    expect(await badgeIn('es', 'Cerrado · abre a las 11:30 hs')).toBe('Cerrado · abre a las 11:30 hs');
    cleanup();
    expect(await badgeIn('en', 'Cerrado por inventario')).toBe('Cerrado por inventario');
  });

  it('reads a line back into its message and values', () => {
    expect(scheduleStatusText('Cerrado · abre mañana a las 08:00 hs')).toEqual({
      key: 'schedule.opensTomorrowAt',
      values: { time: '08:00' },
    });
    expect(scheduleStatusText('Cerrado')).toBe('schedule.closed');
    expect(scheduleStatusText('Cerrado por reformas')).toEqual({ text: 'Cerrado por reformas' });
  });
});
