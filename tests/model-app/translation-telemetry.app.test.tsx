// @vitest-environment happy-dom
import { vi } from 'vitest';
import { createTranslationTelemetryAppModel } from '@/machines/language/translation-telemetry.app-model';
import { describeAppModel } from './describe-app-model';

/** §8: a refused metrics call is logged only: the warnings are read here (machines/ names no console). */
const warned: string[] = [];
vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
  warned.push(args.map(String).join(' '));
});

describeAppModel(createTranslationTelemetryAppModel({ warnings: () => warned }));
