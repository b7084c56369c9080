// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInModel } from '@/machines/sign-in/sign-in.model';
import { signInWords } from '@/machines/sign-in/sign-in.words';
import { FlowStepper } from '@/src/flows-page/flow-stepper';
import { generatePaths } from '@/tools/flow-graph/paths';
import { toSimulatedPaths } from '@/tools/flow-graph/paths-json';

// Mermaid cannot lay out in happy-dom: the "SVG" is the source text, so the highlighted class can be read.
vi.mock('mermaid', () => ({
  default: {
    initialize: () => {},
    render: async (_id: string, source: string) => ({
      svg: `<svg><desc>${source.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</desc></svg>`,
    }),
  },
}));

afterEach(cleanup);

/**
 * /__flows' simulation (issue 9): pick a generated path of a flow and step through it; the diagram highlights
 * the state of each point while the step's words and what a person sees show beside it.
 */
describe('the flow stepper', () => {
  const paths = toSimulatedPaths(generatePaths(signInModel));
  // A path that signs in: its step 2 or later reaches signingIn.
  const chosen = paths.findIndex((p) => p.points.some((pt) => pt.stateIds.includes('signingIn')));
  const path = paths[chosen];
  const at = path.points.findIndex((pt) => pt.stateIds.includes('signingIn'));

  const diagram = () => document.querySelector('.flow-diagram')?.textContent ?? '';

  it('starts at the start, then Next moves the highlight, the step and the expectation', async () => {
    render(<FlowStepper model={signInModel} words={signInWords} paths={paths} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: String(chosen) } });

    expect(screen.getByTestId('stepper-step').textContent).toBe(signInModel.start);
    expect(screen.getByTestId('stepper-state').textContent).toBe("Filling in 'Inicio de sesión'");
    await waitFor(() => expect(diagram()).toContain('class editing liveState'));
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);

    for (let i = 0; i < at; i++) fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(screen.getByTestId('stepper-position').textContent).toBe(
      `Paso ${at} de ${path.points.length - 1}`,
    );
    expect(screen.getByTestId('stepper-step').textContent).toContain(path.points[at].step);
    expect(screen.getByTestId('stepper-state').textContent).toBe('Signing in');
    expect(screen.getByTestId('stepper-expect').textContent).toBe(signInModel.expectations.signingIn);
    await waitFor(() => expect(diagram()).toContain('class signingIn liveState'));
    expect(diagram()).not.toContain('class editing liveState');

    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByTestId('stepper-state').textContent).toBe("Filling in 'Inicio de sesión'");
  });

  it('offers every generated path of the flow', () => {
    render(<FlowStepper model={signInModel} words={signInWords} paths={paths} />);
    expect(screen.getAllByRole('option')).toHaveLength(paths.length);
    expect(paths.length).toBeGreaterThan(1);
  });
});
