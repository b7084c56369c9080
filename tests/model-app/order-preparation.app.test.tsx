// @vitest-environment happy-dom
import {
  orderPreparationAppModel,
  tabStorage,
} from '@/machines/order-preparation/order-preparation.app-model';
import { describeAppModel } from './describe-app-model';

tabStorage.clear = () => sessionStorage.clear();
describeAppModel(orderPreparationAppModel);
