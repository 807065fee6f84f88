// The composition root wires loyalty into the order paths (modules/orders/order-loyalty.ts says why
// the orders module does not import it itself).
import { earnForOrder, reverseForOrder } from '../modules/loyalty/earning.ts';
import { registerOrderLoyalty } from '../modules/orders/order-loyalty.ts';

registerOrderLoyalty({ earn: earnForOrder, reverse: reverseForOrder });
