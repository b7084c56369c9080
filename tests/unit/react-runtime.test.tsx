// @vitest-environment happy-dom
/**
 * The code is written against React's API and runs on Preact's runtime (tools/preact-compat-alias.ts): the
 * build and these tests alias `react` and `react-dom` to preact/compat. This file fails if the tests stop
 * running on that runtime: the alias gone from vitest.config.ts (React's own module would be imported), or a
 * library that imports React loaded by Node instead of inlined (it would get a second runtime, and rendering
 * a component that calls its hooks would throw or never update), or two copies of Preact itself loaded (with Vite's
 * dependency optimizer on, `preact.mjs?v=…` beside the `preact.mjs` preact/compat imports: tools/vitest-one-preact.ts).
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, options, type VNode } from 'preact';
import * as compat from 'preact/compat';
import * as hooks from 'preact/hooks';
import * as React from 'react';
import { Checkbox } from 'react-aria-components';
import * as ReactDOM from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => cleanup());

describe('React API on Preact runtime', () => {
  it('resolves react and react-dom to preact/compat', () => {
    expect(React.useState).toBe(compat.useState);
    expect(ReactDOM.createPortal).toBe(compat.createPortal);
    // preact/compat reports the React version whose API it implements, not React 19's.
    expect(React.version).toBe(compat.version);
  });

  it('gives ids unique in the document, across render roots (src/runtime/react.js)', () => {
    function Labelled({ text }: { text: string }) {
      const id = React.useId();
      return (
        <section aria-labelledby={id}>
          <h2 id={id}>{text}</h2>
        </section>
      );
    }
    // Two roots, as a resumed lazy screen and a modal's portal can be: Preact's own useId gives both 'P0-0'.
    render(<Labelled text="Tipo de consumición" />);
    render(<Labelled text="¡Mejorá tu experiencia!" />);
    expect(screen.getByRole('region', { name: '¡Mejorá tu experiencia!' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tipo de consumición' })).toBeTruthy();
  });

  it('renders through Testing Library with Preact (its vnode on the container)', () => {
    const { container } = render(<p>Hola</p>);
    // Preact keeps the root's vnode on the container as `__k` (its mangled `_children`); React does not.
    expect(container).toHaveProperty('__k');
    expect(screen.getByText('Hola')).toBeTruthy();
  });

  it('runs react-aria-components hooks on the same runtime: a checkbox toggles', async () => {
    function Terms() {
      const [checked, setChecked] = React.useState(false);
      return (
        <Checkbox isSelected={checked} onChange={setChecked}>
          {checked ? 'Aceptado' : 'Sin aceptar'}
        </Checkbox>
      );
    }
    render(<Terms />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByText('Aceptado')).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it("loads one copy of Preact: `preact`'s hooks see the elements react-aria and Testing Library render", () => {
    expect(compat.Component).toBe(Component);
    expect(compat.useState).toBe(hooks.useState);
    const types: unknown[] = [];
    const previous = options.vnode;
    options.vnode = (vnode: VNode) => {
      types.push(vnode.type);
      previous?.(vnode);
    };
    try {
      render(<Checkbox>Acepto</Checkbox>);
    } finally {
      options.vnode = previous;
    }
    // The checkbox's <input> is created inside react-aria-components (bundled by the optimizer in this environment).
    expect(types).toContain(Checkbox);
    expect(types).toContain('input');
  });
});
