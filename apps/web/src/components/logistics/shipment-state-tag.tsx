import { LOGISTICS_SOURCE_LABELS, LOGISTICS_STATE, type Shipment } from '@tcm/shared';
import { Tag, type TagColor } from '@/components/lite/tag/tag';

const TROUBLE: readonly number[] = [LOGISTICS_STATE.PROBLEM, LOGISTICS_STATE.SIGN_RETURNED, LOGISTICS_STATE.RETURNING, LOGISTICS_STATE.REFUSED, LOGISTICS_STATE.CUSTOMS_PROBLEM];
const colourOf = (state: number): TagColor => (state === LOGISTICS_STATE.SIGNED ? 'green' : TROUBLE.includes(state) ? 'red' : 'blue');

/** A shipment's latest state as the courier aggregator reported it (issue #22); nothing while none has. */
export function ShipmentStateTag({ shipment }: { shipment: Pick<Shipment, 'state' | 'stateName'> }) {
  if (shipment.state === null || !shipment.stateName) return null;
  return (
    <Tag bordered color={colourOf(shipment.state)} data-testid="shipment-state">
      {shipment.stateName}
    </Tag>
  );
}

/** 「快递100」 on an event the aggregator reported; nothing on one staff typed in. */
export function EventSourceTag({ source }: { source: string }) {
  if (source === 'recorded') return null;
  return <Tag color="cyan">{LOGISTICS_SOURCE_LABELS[source] ?? source}</Tag>;
}
