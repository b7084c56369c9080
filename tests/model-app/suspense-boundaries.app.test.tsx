// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { createCatalogueAppModel } from '@/machines/catalogue/catalogue.app-model';
import { startApp } from './app-runner';
import { savedMenus } from './held-catalogue-cache';

/** Real time (the runner fakes performance.now): the overlay's chunk loads in real time. */
const realNow = performance.now.bind(performance);

/**
 * On Preact's runtime a Suspense boundary that suspends resets everything it already shows: their effects are
 * cleaned up and run again when it resumes, their state is lost (docs/performance.md "React's API on Preact's
 * runtime"). React hid that content and kept it. The product overlay's code loads the first time it opens over
 * MENU; in MENU's boundary, MENU was opened a second time (`menuBrowsing.opened`, and `currentBranch.routeOpened`,
 * which dropped the overlay's branch status check: tests/e2e/product.spec.ts "a branch that closed while the
 * diner was in it" added to a closed branch's cart about every second run). This file is a module graph of its
 * own (the app project), so the overlay's lazy component suspends on its first render here, as in a fresh page.
 */
it('MENU is not opened again while the product overlay over it loads its code', async () => {
  const running = await startApp(createCatalogueAppModel(savedMenus));
  try {
    await running.driver.wait(3000);
    expect(running.driver.url()).toBe('/menu/b-1/brasa-palermo');
    const events: string[] = [];
    const inspection = running.flow().system.inspect((e: InspectionEvent) => {
      if (e.type === '@xstate.event' && e.actorRef !== e.sourceRef) events.push(e.event.type);
    });
    await running.driver.navigate('/menu/b-1/brasa-palermo/product/PAR-001');
    const started = realNow();
    while (!events.includes('currentBranch.statusCheckRequested') && realNow() - started < 10_000) {
      await running.driver.settle();
    }
    await running.driver.settle();
    inspection.unsubscribe();
    // The overlay ran (its code arrived and it asked for the branch's status)…
    expect(events).toContain('currentBranch.statusCheckRequested');
    // …and MENU stayed as it was: not opened again, its branch not asked for again.
    expect(
      events.filter((type) => type === 'menuBrowsing.opened' || type === 'currentBranch.routeOpened'),
    ).toEqual([]);
  } finally {
    running.stop();
  }
}, 30_000);
