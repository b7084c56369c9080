// @vitest-environment happy-dom
import { addressSearchAppModel } from '@/machines/address-search/address-search.app-model';
import { describeAppModel } from './describe-app-model';

describeAppModel(addressSearchAppModel);
