import type { Queryable } from '../db/db';

/** Audiences a viewer sees: everyone's content plus registered-only or guest-only content. */
export const audiencesOf = (typeUser: string | undefined) => [
  'todos',
  typeUser === 'registered' ? 'registrados' : 'invitados',
];

/** Which stories or banners a viewer sees at a branch: the brand's and the branch's own, for these audiences. */
export interface AudienceFilter {
  brandId: string;
  branchId: string;
  audiences: string[];
}

export interface StoryRow {
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

export interface BannerRow {
  id: string;
  name: string;
  image: string;
  link: string | null;
  public_destinated: string;
  branch_id: string | null;
}

/** Active stories for the filter, newest first. */
export async function listStories(db: Queryable, f: AudienceFilter): Promise<StoryRow[]> {
  const { rows } = await db.query<StoryRow>(
    `SELECT * FROM stories WHERE id_marca = $1 AND active AND (branch_id IS NULL OR branch_id = $2)
       AND public_destinated = ANY ($3::text[])
     ORDER BY schedule DESC, sort_order`,
    [f.brandId, f.branchId, f.audiences],
  );
  return rows;
}

/** Active banners for the filter, the branch's own first. */
export async function listBanners(db: Queryable, f: AudienceFilter): Promise<BannerRow[]> {
  const { rows } = await db.query<BannerRow>(
    `SELECT * FROM banners WHERE id_marca = $1 AND active AND (branch_id IS NULL OR branch_id = $2)
       AND public_destinated = ANY ($3::text[])
     ORDER BY (branch_id IS NULL), sort_order`,
    [f.brandId, f.branchId, f.audiences],
  );
  return rows;
}
