import { addressSearchModel } from '@/machines/address-search/address-search.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(addressSearchModel);
