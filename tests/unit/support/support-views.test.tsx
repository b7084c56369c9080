// @vitest-environment happy-dom
import { cleanup, render as renderInPage } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SupportForm, type SupportFormProps } from '@/src/screens/support/support-form';
import { SupportResult } from '@/src/screens/support/support-result';
import { render, tagsWith } from '../shell/render';

const noop = () => {};
afterEach(() => cleanup());
const formProps: SupportFormProps = {
  subject: '',
  message: '',
  canSend: false,
  isSending: false,
  onSubjectChange: noop,
  onMessageChange: noop,
  onSubmit: noop,
};

describe('SupportForm', () => {
  it('shows "Envíanos tu consulta" with Asunto, Mensaje and a disabled Enviar', () => {
    const { html, text } = render(<SupportForm {...formProps} />);
    expect(text).toContain('Envíanos tu consulta');
    expect(text).toContain('Asunto');
    expect(text).toContain('Mensaje');
    expect(tagsWith(html, '<textarea')).toHaveLength(1);
    const submit = tagsWith(html, 'type="submit"')[0];
    expect(submit).toContain('disabled');
  });

  it('keeps what was typed and shows the spec messages under the fields', () => {
    const { html, text } = render(
      <SupportForm
        {...formProps}
        subject="Ho"
        message="Mi pedido no llegó"
        subjectError="Por favor ingresa un asunto"
        messageError="El mensaje debe tener al menos 100 caracteres."
      />,
    );
    expect(tagsWith(html, '<input')[0]).toContain('value="Ho"');
    // The text area's value, read in the page: Preact's server renderer drops it from react-aria's text area.
    const { container } = renderInPage(
      <SupportForm {...formProps} subject="Ho" message="Mi pedido no llegó" />,
    );
    expect(container.querySelector('textarea')?.value).toBe('Mi pedido no llegó');
    expect(text).toContain('Por favor ingresa un asunto');
    expect(text).toContain('El mensaje debe tener al menos 100 caracteres.');
    expect(tagsWith(html, 'aria-invalid="true"')).toHaveLength(2);
  });

  it('enables Enviar when the form can be sent', () => {
    const { html } = render(<SupportForm {...formProps} subject="Pedido" message="x" canSend />);
    expect(tagsWith(html, 'type="submit"')[0]).not.toContain('disabled');
  });
});

describe('SupportResult', () => {
  it('success: the spec texts with "Enviar otro mensaje" and "Volver a mi cuenta"', () => {
    const { html, text } = render(
      <SupportResult kind="sent" onNewMessage={noop} onBackToAccount={noop} onRetry={noop} />,
    );
    expect(text).toBe(
      'Tu mensaje se envió correctamente El equipo de soporte analizará tu mensaje y se pondrá en contacto de ser necesario. Enviar otro mensaje Volver a mi cuenta',
    );
    expect(tagsWith(html, 'role="status"')).toHaveLength(1);
  });

  it('error: the spec texts with "Intentar nuevamente" and "Enviar otro mensaje"', () => {
    const { html, text } = render(
      <SupportResult kind="failed" onNewMessage={noop} onBackToAccount={noop} onRetry={noop} />,
    );
    expect(text).toBe(
      'Hubo un error al enviar el mensaje Por favor, intenta volver a enviar el mensaje. Intentar nuevamente Enviar otro mensaje',
    );
    expect(tagsWith(html, 'role="alert"')).toHaveLength(1);
  });
});
