import * as v from 'valibot';
import type { Deps } from '../http/context';
import { defineRoute, ok } from '../http/route';
import { idParam } from '../http/validate';
import type { Session } from '../services/sessions';
import { brandAndBranch, catalogueViewer } from './menu';

/** Audiences a viewer sees: everyone's content plus registered-only or guest-only content. */
const audiences = (typeUser: string | undefined) => [
  'todos',
  typeUser === 'registered' ? 'registrados' : 'invitados',
];

const params = v.object({ brandId: idParam, storeId: idParam, userId: idParam });

/**
 * The branch, and the query parameters ($1 brand, $2 branch, $3 audiences) that pick the stories or
 * banners this viewer sees there: 404 for an unknown brand or branch, 401/403 for another user's id.
 */
async function audienceFilter(deps: Deps, p: v.InferOutput<typeof params>, session: Session | null) {
  const { brand, branch } = await brandAndBranch(deps.db, p.brandId, p.storeId);
  const viewer = catalogueViewer(session, brand, p.userId);
  return { branch, filter: [brand.id, branch.id, audiences(viewer.user?.type_user)] };
}

interface StoryRow {
  id: string;
  name: string;
  image: string;
  user_name: string;
  schedule: Date;
  name_button: string | null;
  link_button: string | null;
  public_destinated: string;
  branch_id: string | null;
}

interface BannerRow {
  id: string;
  name: string;
  image: string;
  link: string | null;
  public_destinated: string;
  branch_id: string | null;
}

export const marketingRoutes = [
  defineRoute({
    method: 'GET',
    path: '/marketing/storie/:brandId/:storeId/:userId',
    summary:
      "Stories for the branch and the viewer's audience (brand-wide and the branch's own), newest first",
    auth: 'optional',
    params,
    async handler({ c, deps, params: p, session }) {
      const { branch, filter } = await audienceFilter(deps, p, session);
      const { rows } = await deps.db.query<StoryRow>(
        `SELECT * FROM stories WHERE id_marca = $1 AND active AND (branch_id IS NULL OR branch_id = $2)
           AND public_destinated = ANY ($3::text[])
         ORDER BY schedule DESC, sort_order`,
        filter,
      );
      return ok(
        c,
        rows.map((s) => ({
          _id: s.id,
          name: s.name,
          image: s.image,
          user: s.user_name,
          schedule: new Date(s.schedule).toISOString(),
          nameButton: s.name_button,
          linkButton: s.link_button,
          publicDestinated: { value: s.public_destinated },
          storeId: s.branch_id ? branch.store_id : null,
        })),
      );
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/marketing/banner/:brandId/:storeId/:userId',
    summary: "Banners for the branch and the viewer's audience",
    auth: 'optional',
    params,
    async handler({ c, deps, params: p, session }) {
      const { branch, filter } = await audienceFilter(deps, p, session);
      const { rows } = await deps.db.query<BannerRow>(
        `SELECT * FROM banners WHERE id_marca = $1 AND active AND (branch_id IS NULL OR branch_id = $2)
           AND public_destinated = ANY ($3::text[])
         ORDER BY (branch_id IS NULL), sort_order`,
        filter,
      );
      return ok(
        c,
        rows.map((b) => ({
          _id: b.id,
          name: b.name,
          image: b.image,
          link: b.link,
          publicDestinated: { value: b.public_destinated },
          storeId: b.branch_id ? branch.store_id : null,
        })),
      );
    },
  }),
];
