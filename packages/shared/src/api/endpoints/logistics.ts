import { getEndpoint } from '../endpoint';
import type * as Logistics from '../logistics';

/**
 * `logisticsCalls` (ours, issue #22): what the shipment dialogs ask the courier aggregator. The
 * aggregator's push to us (POST /api/logistics/kuaidi100/callback) is not a call of ours: it
 * answers the aggregator's documented body, not the envelope.
 */

/** Signed in (member or staff): the courier a tracking number belongs to, most likely first. */
export const recogniseCourier = getEndpoint<typeof Logistics.recogniseCourierQuerySchema, Logistics.CourierRecognition>('/api/logistics/recogniseCourier');
