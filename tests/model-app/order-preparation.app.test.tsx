// @vitest-environment happy-dom
import { orderPreparationAppModel } from '@/machines/order-preparation/order-preparation.app-model';
import { describeAppModel } from './describe-app-model';

describeAppModel(orderPreparationAppModel);
