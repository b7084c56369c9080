import type { Queryable } from '../db/db';

/** One activity record (accounts.md §7.7): the kind, who and where, and the body as sent. */
export async function recordActivity(
  db: Queryable,
  a: { kind: string; userId: string; brandId: string; storeId: string | null; payload: unknown },
): Promise<void> {
  await db.query(
    'INSERT INTO activities (kind, user_id, id_marca, store_id, payload) VALUES ($1, $2, $3, $4, $5)',
    [a.kind, a.userId, a.brandId, a.storeId, JSON.stringify(a.payload)],
  );
}

/** A campaign-tagged visit with its UTM parts. */
export async function recordUtmVisit(
  db: Queryable,
  v: { brandId: string; url: string; campaign: string | null; source: string | null; medium: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO utm_visits (id_marca, url_utm, utm_campaign, utm_source, utm_medium) VALUES ($1, $2, $3, $4, $5)`,
    [v.brandId, v.url, v.campaign, v.source, v.medium],
  );
}

/** Stores (or refreshes) a browser's push subscription for a user, one per endpoint. */
export async function savePushSubscription(
  db: Queryable,
  userId: string,
  subscription: { endpoint: string },
): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, subscription) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, endpoint) DO UPDATE SET subscription = EXCLUDED.subscription, created_at = now()`,
    [userId, subscription.endpoint, JSON.stringify(subscription)],
  );
}
