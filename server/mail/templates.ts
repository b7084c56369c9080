/** Spanish e-mail bodies. Texts are escaped: names come from users. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function layout(appName: string, color: string, body: string): string {
  return `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;background:#f5f5f5;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="color:${escapeHtml(color)};font-size:20px;margin-top:0">${escapeHtml(appName)}</h1>${body}
<p style="color:#777;font-size:12px">Si no solicitaste este email, podés ignorarlo.</p></div></body></html>`;
}

export function verificationMail(appName: string, color: string, name: string, code: string) {
  return {
    subject: `${appName}: tu código de verificación es ${code}`,
    text: `Hola ${name}, tu código para activar tu cuenta de ${appName} es ${code}. Vence en 15 minutos.`,
    html: layout(
      appName,
      color,
      `<p>Hola ${escapeHtml(name)}, este es tu código para activar tu cuenta:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold">${code}</p><p>Vence en 15 minutos.</p>`,
    ),
  };
}

export function recoveryMail(appName: string, color: string, name: string, link: string) {
  return {
    subject: `${appName}: reestablecé tu contraseña`,
    text: `Hola ${name}, para crear una nueva contraseña abrí este enlace (vence en 1 hora y se usa una sola vez): ${link}`,
    html: layout(
      appName,
      color,
      `<p>Hola ${escapeHtml(name)}, recibimos un pedido para reestablecer tu contraseña.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:${escapeHtml(color)};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Crear una nueva contraseña</a></p>
<p>El enlace vence en 1 hora y se puede usar una sola vez.</p>`,
    ),
  };
}

export function supportReceiptMail(appName: string, color: string, subject: string) {
  return {
    subject: `${appName}: recibimos tu consulta`,
    text: `Recibimos tu consulta "${subject}". El equipo de soporte analizará tu mensaje y se pondrá en contacto de ser necesario.`,
    html: layout(
      appName,
      color,
      `<p>Recibimos tu consulta <strong>${escapeHtml(subject)}</strong>.</p>
<p>El equipo de soporte analizará tu mensaje y se pondrá en contacto de ser necesario.</p>`,
    ),
  };
}
