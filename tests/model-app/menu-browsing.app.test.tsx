// @vitest-environment happy-dom
import { menuBrowsingAppModel } from '@/machines/menu-browsing/menu-browsing.app-model';
import { describeAppModel } from './describe-app-model';

describeAppModel(menuBrowsingAppModel);
