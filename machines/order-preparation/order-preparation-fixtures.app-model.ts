// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { ServerAnswer } from '../app-model';
import { MODEL_PRODUCT } from './order-preparation.model';

/**
 * The data of ORDER_PREPARATION's executable model (order-preparation.app-model.ts): the product's path, the
 * tab's storage handed in by the test file, the guest, the named server answers and the failure toast.
 */
export const PRODUCT_URL = '/menu/product/PAR-001';

/**
 * The tab's session storage, where the preparation is kept across a reload: handed in by the test file
 * (machines/ names no browser global).
 */
export const tabStorage: { clear: () => void } = {
  clear: () => {
    throw new Error('orderPreparationAppModel: no tab storage handed in (tabStorage.clear)');
  },
};
export const guest = { _id: 'guest-1', typeUser: 'guest', idMarca: 'brand-1', name: 'Invitado' };
export const failure = (status: number, message: string) => Object.assign(new Error(message), { status });

export const PRODUCT_FIXTURES = {
  product: {
    status: 200,
    body: {
      status: 'success',
      data: [
        { ...MODEL_PRODUCT.product, categoriasComplementarias: MODEL_PRODUCT.categoriasComplementarias },
      ],
      categoriasComplementarias: MODEL_PRODUCT.categoriasComplementarias,
    },
  },
  notFound: { status: 404, body: { status: 'error', message: 'Producto no encontrado' } },
} satisfies Record<string, ServerAnswer>;

export const PRODUCT_FAILED =
  'No se pudo obtener la información del producto. Por favor, inténtalo de nuevo.';
