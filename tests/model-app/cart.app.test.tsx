// @vitest-environment happy-dom
import { cartAppModel } from '@/machines/cart/cart.app-model';
import { describeAppModel } from './describe-app-model';

describeAppModel(cartAppModel);
