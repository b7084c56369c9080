import { orderRatingModel } from '@/machines/order-rating/order-rating.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(orderRatingModel);
