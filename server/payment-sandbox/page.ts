import { formatCurrency } from '@/machines/rules/format';
import { escapeHtml } from '../mail/templates';

export interface CheckoutView {
  preferenceId: string;
  amount: number;
  title: string;
  status: 'pending' | 'approved' | 'rejected';
  /** Where {type:'close'} is posted (the app origin from the preference). */
  appOrigin: string | null;
}

const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const STATUS_TEXT = {
  pending: '',
  approved: 'Pago aprobado. Podés volver a la tienda.',
  rejected: 'Pago rechazado. Podés volver a la tienda.',
} as const;

/**
 * The sandbox's hosted checkout: a neutral provider look (not the brand's), the amount in ARS and
 * Aprobar / Rechazar / Cerrar. A decision is POSTed to this same origin; then the page posts
 * {type:'close'} to window.opener with targetOrigin = the app origin and closes itself.
 */
export function checkoutPage(view: CheckoutView): string {
  const decided = view.status !== 'pending';
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pagar ${escapeHtml(formatCurrency(view.amount))} · Checkout de prueba</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #eef1f5; color: #1f2933; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; width: min(420px, 92vw); border-radius: 14px; box-shadow: 0 8px 30px rgba(15,23,42,.12); overflow: hidden; }
  header { background: #2d3748; color: #fff; padding: 16px 20px; display: flex; align-items: center; gap: 10px; }
  header .lock { width: 28px; height: 28px; border-radius: 50%; background: #4a5568; display: grid; place-items: center; font-size: 14px; }
  header strong { font-size: 15px; letter-spacing: .02em; }
  header small { display: block; opacity: .75; font-size: 12px; }
  section { padding: 22px 20px; }
  .label { font-size: 13px; color: #52606d; margin: 0 0 4px; }
  .amount { font-size: 34px; font-weight: 700; margin: 0 0 6px; }
  .title { margin: 0 0 18px; color: #3e4c59; }
  .card { border: 1px dashed #cbd2d9; border-radius: 10px; padding: 12px 14px; font-size: 13px; color: #52606d; margin-bottom: 20px; }
  .actions { display: grid; gap: 10px; }
  button { font: inherit; font-weight: 600; border-radius: 10px; border: 0; padding: 13px; cursor: pointer; }
  #approve { background: #2f855a; color: #fff; }
  #reject { background: #c53030; color: #fff; }
  #close { background: #e4e7eb; color: #1f2933; }
  button:disabled { opacity: .5; cursor: default; }
  #status { min-height: 1.4em; margin: 14px 0 0; font-weight: 600; }
  footer { font-size: 11px; color: #7b8794; padding: 0 20px 16px; }
</style>
</head>
<body>
<main>
  <header><span class="lock" aria-hidden="true">🔒</span><div><strong>Checkout de pagos</strong><small>Entorno de prueba (sandbox)</small></div></header>
  <section>
    <p class="label">Total a pagar</p>
    <p class="amount" data-testid="amount">${escapeHtml(formatCurrency(view.amount))}</p>
    <p class="title">${escapeHtml(view.title)}</p>
    <div class="card">Tarjeta de prueba •••• 4242 — ningún cargo es real.</div>
    <div class="actions">
      <button id="approve" type="button"${decided ? ' disabled' : ''}>Aprobar</button>
      <button id="reject" type="button"${decided ? ' disabled' : ''}>Rechazar</button>
      <button id="close" type="button">Cerrar</button>
    </div>
    <p id="status" role="status">${escapeHtml(STATUS_TEXT[view.status])}</p>
  </section>
  <footer>Referencia ${escapeHtml(view.preferenceId)}</footer>
</main>
<script>
(function () {
  var preference = ${json(view.preferenceId)};
  var appOrigin = ${json(view.appOrigin)};
  var statusEl = document.getElementById('status');
  var buttons = ['approve', 'reject'].map(function (id) { return document.getElementById(id); });
  function finish() {
    try { if (window.opener && appOrigin) window.opener.postMessage({ type: 'close' }, appOrigin); } catch (e) {}
    window.close();
  }
  function decide(action) {
    buttons.forEach(function (b) { b.disabled = true; });
    statusEl.textContent = 'Procesando…';
    fetch('/checkout/' + encodeURIComponent(preference) + '/' + action, { method: 'POST' })
      .then(function (r) { return r.json(); })
      .then(function (body) {
        var status = body && body.data && body.data.status;
        statusEl.textContent = status === 'approved' ? ${json(STATUS_TEXT.approved)} : status === 'rejected' ? ${json(STATUS_TEXT.rejected)} : (body && body.message) || 'No se pudo procesar el pago.';
        setTimeout(finish, 800);
      })
      .catch(function () {
        statusEl.textContent = 'No se pudo procesar el pago.';
        buttons.forEach(function (b) { b.disabled = false; });
      });
  }
  document.getElementById('approve').addEventListener('click', function () { decide('approve'); });
  document.getElementById('reject').addEventListener('click', function () { decide('reject'); });
  document.getElementById('close').addEventListener('click', finish);
})();
</script>
</body>
</html>`;
}

export function notFoundPage(): string {
  return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>Pago no encontrado</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#eef1f5">
<main style="background:#fff;padding:24px;border-radius:12px"><h1 style="font-size:20px">Pago no encontrado</h1>
<p>La referencia de pago no existe o venció.</p></main></body></html>`;
}
