import { menuBrowsingModel } from '@/machines/menu-browsing/menu-browsing.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(menuBrowsingModel);
