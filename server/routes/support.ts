import * as v from 'valibot';
import { validateSupportDescription, validateSupportSubject } from '@/machines/rules/account-validators';
import { requestedBrandId } from '../http/access';
import { defineRoute, ok } from '../http/route';
import { emailField, specRule } from '../http/schemas';
import { supportReceiptMail } from '../mail/templates';
import { brandColor, findBrandByDomain, findBrandById } from '../services/brands';
import { saveSupportMessage } from '../services/support';

export const supportRoutes = [
  defineRoute({
    method: 'POST',
    path: '/support/add',
    summary: 'Stores a support message and e-mails a receipt',
    auth: 'optional',
    body: v.object({
      email: emailField,
      subject: v.pipe(
        v.string(),
        v.maxLength(200, 'El asunto no puede superar 200 caracteres'),
        specRule(validateSupportSubject),
      ),
      description: v.pipe(
        v.string(),
        v.maxLength(5000, 'El mensaje no puede superar 5000 caracteres'),
        specRule(validateSupportDescription),
      ),
    }),
    async handler({ c, deps, body, session }) {
      const brandId = session?.idMarca ?? requestedBrandId(c);
      const brand =
        (brandId ? await findBrandById(deps.db, brandId) : null) ??
        (await findBrandByDomain(deps.db, c.req.header('host') ?? ''));
      const id = await saveSupportMessage(deps.db, {
        userId: session?.user.id ?? null,
        brandId: brand?.id ?? null,
        email: body.email,
        subject: body.subject.trim(),
        description: body.description.trim(),
      });
      const appName = brand?.app_name ?? 'Soporte';
      const mail = supportReceiptMail(
        appName,
        brand ? brandColor(brand, 'primary', '#333') : '#333',
        body.subject.trim(),
      );
      await deps.mailer.send({ to: body.email, ...mail, idMarca: brand?.id });
      return ok(c, { _id: id, message: 'Tu mensaje se envió correctamente' });
    },
  }),
];
