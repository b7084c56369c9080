import { catalogueModel } from '@/machines/catalogue/catalogue.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(catalogueModel);
