import { describe, expect, it } from 'vitest';
import { BRANCH_IDS } from '@/server/db/seed/branches';
import { BRAND_B2C_ID } from '@/server/db/seed/brands';
import { DEMO_USER_ID } from '@/server/db/seed/users';
import { IdMap } from '@/tests/e2e/model-paths/id-map';
import { staticIds } from '@/tests/e2e/model-paths/real-ids';

// The id map of the browser walks (tests/e2e/model-paths): whole segments only, one-to-one, per flow.
describe('the e2e id map', () => {
  const map = () =>
    new IdMap([
      ['brand-1', BRAND_B2C_ID],
      ['user-1', DEMO_USER_ID],
      ['guest-1', 'a1b2c3'],
    ]);

  it('translates whole path segments and query values, both ways', () => {
    expect(map().realPath('/user/user-1?idMarca=brand-1')).toBe(
      `/user/${DEMO_USER_ID}?idMarca=${BRAND_B2C_ID}`,
    );
    expect(map().modelPath(`/pedido/usuario/a1b2c3?x=${DEMO_USER_ID}#top`)).toBe(
      '/pedido/usuario/guest-1?x=user-1#top',
    );
  });

  it('never replaces part of a segment or of a value', () => {
    expect(map().realPath('/user/user-10/brand-1x?q=user-1a')).toBe('/user/user-10/brand-1x?q=user-1a');
    expect(map().modelValue({ id: `${DEMO_USER_ID}0`, text: `hola ${DEMO_USER_ID}` })).toEqual({
      id: `${DEMO_USER_ID}0`,
      text: `hola ${DEMO_USER_ID}`,
    });
  });

  it('translates the whole-id strings of a body, deep', () => {
    expect(map().modelValue({ user: { _id: 'a1b2c3', idMarca: BRAND_B2C_ID }, ids: [DEMO_USER_ID] })).toEqual(
      {
        user: { _id: 'guest-1', idMarca: 'brand-1' },
        ids: ['user-1'],
      },
    );
  });

  it('fails on a collision either way, and accepts the same pair again', () => {
    const ids = map();
    ids.add('user-1', DEMO_USER_ID);
    expect(() => ids.add('user-1', 'another')).toThrow(/already the server's/);
    expect(() => ids.add('user-2', DEMO_USER_ID)).toThrow(/already the model's "user-1"/);
  });

  it("gives each flow only its own name for Palermo, and profileCompletion's user-1 is perfil@demo.com", () => {
    expect(staticIds('currentBranch').realPath('/local/b-1')).toBe(`/local/${BRANCH_IDS.palermo}`);
    expect(staticIds('checkout').realPath('/local/b-1')).toBe('/local/b-1');
    expect(staticIds('checkout').realPath('/local/local-1')).toBe(`/local/${BRANCH_IDS.palermo}`);
    expect(staticIds('profileCompletion').realPath('/user/user-1')).not.toBe(`/user/${DEMO_USER_ID}`);
    expect(staticIds('points').realPath('/points/user-1')).toBe(`/points/${DEMO_USER_ID}`);
  });

  it("leaves passwordRecovery's user-1 (Lucía) to be learned from the outbox link, with the brand mapped", () => {
    const ids = staticIds('passwordRecovery');
    expect(ids.realPath('/forgotpassword/resetpassword/user-1/token-1')).toBe(
      '/forgotpassword/resetpassword/user-1/token-1',
    );
    expect(ids.realPath('/user/guest/brand-1')).not.toBe('/user/guest/brand-1');
    ids.add('user-1', 'lucia-real-id');
    ids.add('token-1', 'real-token');
    expect(ids.realPath('/forgotpassword/sentMail/user-1/token-1')).toBe(
      '/forgotpassword/sentMail/lucia-real-id/real-token',
    );
  });
});
