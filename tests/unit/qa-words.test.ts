import { describe, expect, it } from 'vitest';
import type { FlowModel } from '@/machines/flow-model';
import { FLOW_MODELS } from '@/machines/registry';
import { signInModel } from '@/machines/sign-in/sign-in.model';
import { generatePaths } from '@/tools/flow-graph/paths';
import { NO_PRODUCER, producerOf, toQaMarkdown } from '@/tools/flow-graph/qa';
import {
  changeInWords,
  contextChangesInWords,
  defaultLabel,
  entryInWords,
  flattenContext,
  fullExpectation,
} from '@/tools/flow-graph/qa-words';

/**
 * The "expect:" lines of docs/test-paths (tools/flow-graph/qa-words.ts): step 1 describes the whole screen,
 * every later step only what changed, in words; a step needing a certain answer says how to produce it.
 */

const words = signInModel.contextWords;
const form = { email: '', hasPassword: false, errors: {} };
const model = {
  expectations: { editing: "'Inicio de sesión' with Email; 'Ingresar'", signingIn: "'Ingresar' spins" },
  contextWords: words,
};

describe('context in words', () => {
  it('opens nested objects and lists into key paths, in Spanish', () => {
    const flat = flattenContext({
      errors: { email: 'validation.emailRequired' },
      lines: [{ name: 'Pizza' }],
    });
    expect([...flat.keys()]).toEqual(['errors.email', 'lines.1.name']);
    expect(flat.get('lines.1.name')).toBe('Pizza');
  });

  it('spells out a code name when the model gives none', () => {
    expect(defaultLabel('currentModalId')).toBe('current modal id');
    expect(defaultLabel('lines.2.unitPrice')).toBe('lines #2 › unit price');
  });

  it("uses the model's labels and phrases", () => {
    expect(entryInWords('errors.email', 'Por favor ingresa su email', words)).toBe(
      "under Email: 'Por favor ingresa su email'",
    );
    expect(entryInWords('hasPassword', true, words)).toBe('Contraseña filled in (dots)');
    expect(entryInWords('errors.email', undefined, words)).toBe('nothing under Email');
    expect(entryInWords('attempts', 2)).toBe('attempts: 2');
    expect(entryInWords('flag', false)).toBe('flag: no');
    expect(entryInWords('secret', 'x', { secret: { hidden: true } })).toBe('');
  });

  it('names only what changed, never as JSON', () => {
    const before = { ...form, email: 'Lucia@Example.com', hasPassword: true };
    const after = { ...before, errors: { email: 'No existe una cuenta con este email' } };
    expect(contextChangesInWords(before, after, words)).toEqual([
      "under Email: 'No existe una cuenta con este email'",
    ]);
    expect(contextChangesInWords(after, before, words)).toEqual(['nothing under Email']);
    expect(contextChangesInWords(before, before, words)).toEqual([]);
  });
});

describe('expect lines', () => {
  const start = { stateIds: ['editing'], keyContext: form };

  it('step 1: the whole screen, and only the context that holds something', () => {
    expect(fullExpectation(model, start)).toBe("'Inicio de sesión' with Email; 'Ingresar'; Contraseña empty");
    expect(fullExpectation(model, { stateIds: [], keyContext: {} })).toBe('the flow has finished');
  });

  it('later steps: a new screen, "back to" one seen before, a changed message, or nothing', () => {
    const typed = { stateIds: ['editing'], keyContext: { ...form, email: 'a@b.c' } };
    const spinning = { stateIds: ['signingIn'], keyContext: typed.keyContext };
    const refused = { stateIds: ['editing'], keyContext: { ...typed.keyContext, errors: { email: 'No' } } };
    expect(changeInWords(model, typed, [start])).toBe("Email: 'a@b.c'");
    expect(changeInWords(model, spinning, [start, typed])).toBe("'Ingresar' spins");
    expect(changeInWords(model, refused, [start, typed, spinning])).toBe(
      "back to 'Inicio de sesión' with Email (as at step 2); under Email: 'No'",
    );
    expect(changeInWords(model, typed, [start, typed], "Tap 'Ingresar'")).toBe('nothing changes on screen');
    expect(changeInWords(model, typed, [start, typed], "Type 'a@b.c' in Email")).toBe(
      'the field shows the text; nothing else changes',
    );
  });

  it('parallel charts name the region that changed, and only it', () => {
    const layout = {
      expectations: {
        'splash.showing': 'the splash',
        'splash.done': 'no splash',
        'menu.closed': 'menu closed',
      },
    };
    const before = { stateIds: ['splash.showing', 'menu.closed'], keyContext: {} };
    const after = { stateIds: ['splash.done', 'menu.closed'], keyContext: {} };
    expect(fullExpectation(layout, before)).toBe('splash: the splash; menu: menu closed');
    expect(changeInWords(layout, after, [before])).toBe('splash: no splash');
  });
});

describe('the signIn page', () => {
  const page = toQaMarkdown(signInModel, generatePaths(signInModel));
  const stepLines = page.split('\n').filter((l) => /^\d+\. /.test(l));

  it('describes the form once per path, and prints no JSON', () => {
    expect(page).not.toMatch(/[{[]"/);
    expect(page).not.toContain('check:');
    const full = "'Inicio de sesión' with Email and Contraseña as typed; messages under the fields";
    const paths = page.match(/^## Path /gm)?.length ?? 0;
    expect(stepLines.filter((l) => l.includes(full)).length).toBe(paths);
    expect(stepLines.every((l) => l.startsWith('1. ') || !l.includes(full))).toBe(true);
  });

  it('says the 400 and the 404 in words under their fields', () => {
    expect(page).toContain(
      "The server answers 400 'La contraseña es incorrecta' — expect: back to 'Inicio de sesión' with Email and Contraseña as typed (as at step 3); under Contraseña: 'La contraseña es incorrecta'",
    );
    expect(page).toContain("under Email: 'No existe una cuenta con este email'");
  });

  it('names the demo account or the tool that produces each server answer', () => {
    const lines = page.split('\n');
    lines.forEach((line, i) => {
      if (/^\d+\. The server/.test(line)) expect(lines[i + 1]).toMatch(/^ {3}- how to get this answer: /);
    });
    expect(page).toContain('demo@demo.com with Demo1234');
    expect(page).toContain("Chrome DevTools → Network → 'Offline'");
    expect(page).not.toContain(NO_PRODUCER);
  });
});

describe('producers', () => {
  const m = (steps: FlowModel['steps']) => ({ steps }) as FlowModel;
  const at = (event: FlowModel['steps'][number]['event']) => ({ event }) as never;

  it('a written producer wins; a 5xx is only checked automatically; a user step needs none', () => {
    const ok = { type: 'xstate.done.actor.load', output: 1 };
    const fails = { type: 'xstate.error.actor.load', error: Object.assign(new Error('x'), { status: 503 }) };
    const refused = {
      type: 'xstate.error.actor.load',
      error: Object.assign(new Error('x'), { status: 400 }),
    };
    const tap = { type: 'tapped' };
    const model = m([
      { event: ok, step: 'The server answers', producedBy: 'the seeded demo@demo.com' },
      { event: fails, step: 'The server fails' },
      { event: refused, step: 'The server refuses' },
      { event: tap, step: 'Tap' },
    ]);
    expect(producerOf(model, at(ok))).toBe('the seeded demo@demo.com');
    expect(producerOf(model, at(fails))).toMatch(/never answers 5xx: only checked automatically/);
    expect(producerOf(model, at(refused))).toBe(NO_PRODUCER);
    expect(producerOf(model, at(tap))).toBeUndefined();
  });

  it('every step whose answer the flows of accounts need has a way to produce it written', () => {
    for (const id of ['signIn', 'signUp', 'passwordRecovery', 'support']) {
      const flow = FLOW_MODELS.find((f) => f.id === id) as FlowModel;
      for (const step of flow.steps) {
        const producer = producerOf(flow, at(step.event));
        if (producer === undefined) continue;
        expect(producer, `${id}: ${step.step}`).not.toBe(NO_PRODUCER);
      }
    }
  });
});
