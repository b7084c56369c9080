import { describe, expect, it } from 'vitest';
import { Button } from '@/src/shell/button';
import { TextField } from '@/src/shell/text-field';
import { render, tagsWith } from './render';

const noop = () => {};

describe('TextField', () => {
  it('shows the error capitalised under the field and marks the input invalid', () => {
    const { html, text } = render(
      <TextField
        label="Email"
        value="x"
        onChange={noop}
        error="el email no es válido"
        helperText="Usá tu email"
      />,
    );
    expect(text).toContain('El email no es válido');
    expect(text).not.toContain('el email no es válido');
    const input = tagsWith(html, '<input')[0];
    expect(input).toContain('aria-invalid="true"');
    expect(html.indexOf('El email no es válido')).toBeGreaterThan(html.indexOf('<input'));
    expect(text).toContain('Usá tu email');
  });

  it('is not invalid without an error', () => {
    const { html, text } = render(<TextField label="Nombre" value="" onChange={noop} />);
    expect(tagsWith(html, '<input')[0]).not.toContain('aria-invalid');
    expect(text).toBe('Nombre');
  });

  it('labels the input', () => {
    const { html } = render(<TextField label="Email" value="" onChange={noop} />);
    const labelFor = /<label[^>]*for="([^"]+)"/.exec(html)?.[1];
    expect(labelFor).toBeTruthy();
    expect(tagsWith(html, '<input')[0]).toContain(`id="${labelFor}"`);
  });

  it('gives password fields a "Mostrar contraseña" toggle and hides the text', () => {
    const { html } = render(<TextField label="Contraseña" type="password" value="secreta" onChange={noop} />);
    expect(tagsWith(html, '<input')[0]).toContain('type="password"');
    expect(tagsWith(html, 'aria-label="Mostrar contraseña"')).toHaveLength(1);
    const plain = render(<TextField label="Email" type="email" value="" onChange={noop} />).html;
    expect(plain).not.toContain('Mostrar contraseña');
  });
});

describe('Button', () => {
  it('shows a spinner and is marked pending while loading', () => {
    const { html } = render(<Button isLoading>Ingresar</Button>);
    expect(html).toContain('spinner');
    expect(tagsWith(html, '<button')[0]).toContain('data-pending');
  });

  it('renders disabled when isDisabled', () => {
    const { html } = render(<Button isDisabled>Ingresar</Button>);
    expect(tagsWith(html, '<button')[0]).toMatch(/ disabled(="")?[\s>]/);
    expect(html).not.toContain('spinner');
  });
});
