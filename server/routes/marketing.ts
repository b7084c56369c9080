import * as v from 'valibot';
import { catalogueViewer } from '../http/access';
import type { Deps } from '../http/context';
import { defineRoute, ok } from '../http/route';
import { idParam } from '../http/validate';
import { brandAndBranch } from '../services/catalogue-cache';
import { audiencesOf, listBanners, listStories } from '../services/marketing';
import type { Session } from '../services/sessions';

const params = v.object({ brandId: idParam, storeId: idParam, userId: idParam });

/**
 * The branch, and the filter that picks the stories or banners this viewer sees there: 404 for an
 * unknown brand or branch, 401/403 for another user's id.
 */
async function audienceFilter(deps: Deps, p: v.InferOutput<typeof params>, session: Session | null) {
  const { brand, branch } = await brandAndBranch(deps.db, p.brandId, p.storeId);
  const viewer = catalogueViewer(session, brand, p.userId);
  return {
    branch,
    filter: { brandId: brand.id, branchId: branch.id, audiences: audiencesOf(viewer.user?.type_user) },
  };
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
      const rows = await listStories(deps.db, filter);
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
      const rows = await listBanners(deps.db, filter);
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
