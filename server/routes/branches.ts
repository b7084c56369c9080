import * as v from 'valibot';
import { requireOwnUser } from '../http/access';
import type { Deps } from '../http/context';
import { badRequest, messages, notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { idMarcaField } from '../http/schemas';
import { idParam } from '../http/validate';
import {
  type BranchRow,
  branchList,
  branchMessages,
  findBranchById,
  findBrandBranch,
  listBranches,
  setStatusOverride,
  shownNote,
  toBranchDto,
} from '../services/branches';
import { findBrandById } from '../services/brands';
import { toUserDto, updateUser } from '../services/users';
import { langQueryField, targetOf, translateBranchNotes } from '../translation/content';

/** A coordinate as a number or a numeric string, within a range. */
export const coordinate = (field: string, max: number) =>
  v.pipe(
    v.union(
      [
        v.number(),
        v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/, `El campo "${field}" no es válido`)),
      ],
      `El campo "${field}" debe ser un número`,
    ),
    v.transform(Number),
    v.number(),
    v.minValue(-max, `El campo "${field}" está fuera de rango`),
    v.maxValue(max, `El campo "${field}" está fuera de rango`),
  );

const allBody = v.pipe(
  v.object({
    idMarca: idMarcaField,
    latitude: v.optional(v.nullable(coordinate('latitude', 90))),
    longitude: v.optional(v.nullable(coordinate('longitude', 180))),
  }),
  v.check(
    (b) => (b.latitude == null) === (b.longitude == null),
    'Enviá latitud y longitud juntas para ordenar por distancia',
  ),
);

async function brandOr404(db: Parameters<typeof findBrandById>[0], id: string) {
  const brand = await findBrandById(db, id);
  if (!brand) throw notFound(messages.brandNotFound);
  return brand;
}

/** `?lang=`: the same language parameter as the menu's (absent or 'es': today's Spanish answer). */
const langQuery = v.object({ lang: langQueryField });

type Dto = ReturnType<typeof toBranchDto>;

/**
 * The branch DTOs in the diner's language: only a branch's own status note is translated
 * (server/translation/content.ts translateBranchNotes), cached like the menu's texts. Spanish untouched.
 */
async function inLanguage(
  c: Parameters<typeof ok>[0],
  deps: Pick<Deps, 'db' | 'translation'>,
  pairs: Array<{ row: BranchRow; dto: Dto }>,
  lang: Parameters<typeof targetOf>[0],
  brandId: string,
): Promise<Dto[]> {
  const dtos = pairs.map((p) => p.dto);
  const target = targetOf(lang);
  if (!target) return dtos;
  const items = pairs.map(({ row, dto }) => ({ dto, note: shownNote(row) }));
  const { passthrough } = await translateBranchNotes(deps.db, deps.translation, items, target, brandId);
  if (passthrough) c.header('X-Translation-Passthrough', '1');
  return dtos;
}

export const branchRoutes = [
  defineRoute({
    method: 'POST',
    path: '/local/all',
    summary:
      "The brand's branches; with latitude/longitude, nearest first with `distance` (km); ?lang= translates a branch's status note",
    auth: 'none',
    body: allBody,
    query: langQuery,
    async handler({ c, deps, body, query }) {
      const brand = await brandOr404(deps.db, body.idMarca);
      const rows = await listBranches(deps.db, brand.id);
      const position =
        body.latitude != null && body.longitude != null
          ? { latitude: body.latitude, longitude: body.longitude }
          : undefined;
      const byId = new Map(rows.map((row) => [row.id, row]));
      const dtos = branchList(rows, position);
      const pairs = dtos.map((dto) => ({ row: byId.get(dto.id) as BranchRow, dto }));
      return ok(c, await inLanguage(c, deps, pairs, query.lang, brand.id));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/local/:id',
    summary: 'One branch by id: data[0] (?lang= translates its status note)',
    auth: 'none',
    params: v.object({ id: idParam }),
    query: langQuery,
    async handler({ c, deps, params, query }) {
      const branch = await findBranchById(deps.db, params.id);
      if (!branch) throw notFound(branchMessages.notFound);
      const pairs = [{ row: branch, dto: toBranchDto(branch) }];
      return ok(c, await inLanguage(c, deps, pairs, query.lang, branch.id_marca));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/local/:brandId/:storeId',
    summary:
      'Branch data by {brandId}/{storeId} (the store id or the branch id): data[0] (?lang= translates its status note)',
    auth: 'none',
    params: v.object({ brandId: idParam, storeId: idParam }),
    query: langQuery,
    async handler({ c, deps, params, query }) {
      const brand = await brandOr404(deps.db, params.brandId);
      const branch = await findBrandBranch(deps.db, brand.id, params.storeId);
      if (!branch) throw notFound(branchMessages.notFound);
      const pairs = [{ row: branch, dto: toBranchDto(branch) }];
      return ok(c, await inLanguage(c, deps, pairs, query.lang, brand.id));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/user/local/:brandId/:userId',
    summary: "Sets the user's branch (idLocal)",
    auth: 'session',
    params: v.object({ brandId: idParam, userId: idParam }),
    body: v.object({
      idLocal: v.pipe(
        v.string(),
        v.trim(),
        v.minLength(1, 'El campo "idLocal" es obligatorio'),
        v.maxLength(100),
      ),
    }),
    async handler({ c, deps, params, body, me }) {
      await brandOr404(deps.db, params.brandId);
      const user = await requireOwnUser(c, deps.db, me(), params.userId, params.brandId);
      const branch = await findBrandBranch(deps.db, user.id_marca, body.idLocal);
      if (!branch) throw notFound(branchMessages.notFound);
      const updated = await updateUser(deps.db, user.id, { idLocal: branch.id });
      return ok(c, toUserDto(updated));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/dev/local/:id/status',
    summary: "Demo/test only: force a branch's status (or null to follow the schedule)",
    auth: 'none',
    params: v.object({ id: idParam }),
    body: v.object({
      status: v.nullable(
        v.picklist(['open', 'closing_soon', 'close'], 'El estado debe ser open, closing_soon, close o null'),
      ),
      note: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(120)))),
    }),
    async handler({ c, deps, params, body }) {
      if (!deps.config.devOutbox) throw notFound(messages.routeNotFound);
      if (body.status === null && body.note) throw badRequest('Una nota requiere un estado forzado');
      const branch = await setStatusOverride(
        deps.db,
        params.id,
        body.status,
        body.status ? (body.note ?? null) : null,
      );
      if (!branch) throw notFound(branchMessages.notFound);
      return ok(c, [toBranchDto(branch)]);
    },
  }),
];
