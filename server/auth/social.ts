import type { Queryable } from '../db/db';
import { escapeHtml } from '../mail/templates';
import { newId } from '../security/crypto';
import { type BrandRow, brandColor } from '../services/brands';
import type { UserRow } from '../services/users';
import type { SocialIdentity } from './google';

export const SOCIAL_METHODS = ['google', 'facebook', 'apple'] as const;
export type SocialMethod = (typeof SOCIAL_METHODS)[number];
export const SOCIAL_TOKEN_TTL_MINUTES = 10;

/** Demo accounts offered by the sandbox consent page ("demo@demo.com" links to the seeded user). */
export const sandboxAccounts = [
  { key: 'martina', name: 'Martina González', email: 'demo@demo.com' },
  { key: 'sofia', name: 'Sofía Martínez', email: 'sofia.martinez@ejemplo.com.ar' },
  { key: 'tomas', name: 'Tomás Álvarez', email: 'tomas.alvarez@ejemplo.com.ar' },
] as const;

export const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

/**
 * Finds the brand's user for a social identity: by provider subject, then by e-mail (linking the
 * identity), else creates a verified registered user. Social sign-ups then complete their
 * personal data with PUT /api/user/{id}.
 */
export async function findOrCreateSocialUser(
  db: Queryable,
  brand: BrandRow,
  identity: SocialIdentity,
  campaign: string | null,
): Promise<UserRow> {
  const bySubject = await db.query<UserRow>(
    'SELECT * FROM users WHERE id_marca = $1 AND auth_provider = $2 AND auth_subject = $3',
    [brand.id, identity.provider, identity.subject],
  );
  if (bySubject.rows[0]) return bySubject.rows[0];
  const linked = await db.query<UserRow>(
    `UPDATE users SET auth_provider = $3, auth_subject = $4, verified = true, updated_at = now()
     WHERE id_marca = $1 AND email = $2 AND type_user = 'registered' RETURNING *`,
    [brand.id, identity.email, identity.provider, identity.subject],
  );
  if (linked.rows[0]) return linked.rows[0];
  const created = await db.query<UserRow>(
    `INSERT INTO users (id, id_marca, type_user, email, name, verified, auth_provider, auth_subject, campaign)
     VALUES ($1, $2, 'registered', $3, $4, true, $5, $6, $7) RETURNING *`,
    [newId(), brand.id, identity.email, identity.name, identity.provider, identity.subject, campaign],
  );
  return created.rows[0];
}

const providerLabel: Record<SocialMethod, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

/** The sandbox consent page: what the provider would show, on our own origin, in Spanish. */
export function consentPage(brand: BrandRow, method: SocialMethod, hidden: Record<string, string>): string {
  const primary = escapeHtml(brandColor(brand, 'primary', '#1a73e8'));
  const contrast = escapeHtml(brandColor(brand, 'primaryContrast', '#fff'));
  const fields = Object.entries(hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const accounts = sandboxAccounts
    .map(
      (
        a,
        i,
      ) => `<label class="account"><input type="radio" name="account" value="${a.key}"${i === 0 ? ' checked' : ''}>
<span class="avatar" aria-hidden="true">${escapeHtml(a.name[0])}</span><span><strong>${escapeHtml(a.name)}</strong><br><small>${escapeHtml(a.email)}</small></span></label>`,
    )
    .join('');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Ingresar con ${providerLabel[method]} · ${escapeHtml(brand.app_name)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 4px}p{color:#555;margin:0 0 16px}
.account{display:flex;gap:12px;align-items:center;padding:12px;border:1px solid #ddd;border-radius:12px;margin-bottom:8px;cursor:pointer}
.avatar{width:36px;height:36px;border-radius:50%;background:${primary};color:${contrast};display:grid;place-items:center;font-weight:bold}
fieldset{border:0;padding:0;margin:0}legend{font-weight:600;margin-bottom:8px}
.new input[type=text],.new input[type=email]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:8px;margin-top:6px}
.actions{display:flex;gap:8px;margin-top:16px}
button{flex:1;padding:12px;border-radius:10px;border:0;font-size:16px;cursor:pointer}
.accept{background:${primary};color:${contrast}}.cancel{background:#e5e7eb}
.note{font-size:12px;color:#777;margin-top:16px}
</style></head>
<body><main>
<h1>Ingresá con ${providerLabel[method]}</h1>
<p>${escapeHtml(brand.app_name)} quiere acceder a tu nombre y tu email.</p>
<form method="post" action="/api/auth/sandbox/consent">${fields}
<fieldset><legend>Elegí una cuenta</legend>${accounts}
<label class="account new"><input type="radio" name="account" value="new"><span>Crear una cuenta nueva
<input type="text" name="name" placeholder="Nombre y apellido" autocomplete="name" aria-label="Nombre y apellido">
<input type="email" name="email" placeholder="Email" autocomplete="email" aria-label="Email"></span></label>
</fieldset>
<div class="actions"><button class="cancel" type="submit" name="decision" value="cancel">Cancelar</button>
<button class="accept" type="submit" name="decision" value="accept">Continuar</button></div>
</form>
<p class="note">Entorno de prueba: esta página reemplaza al proveedor de ingreso social.</p>
</main></body></html>`;
}
