import type { PharmacopoeiaEdition } from '@tcm/shared';
import { RadioGroup } from '@/components/lite/radio-group/radio-group';
import { EDITION_OPTIONS } from '../editions';

/** 2020/2015 (§4 testing bases). `available` limits the choice, e.g. to the editions a monograph has: the others are greyed. */
export function EditionSwitch({
  value,
  onChange,
  available,
}: {
  value: PharmacopoeiaEdition;
  onChange: (edition: PharmacopoeiaEdition) => void;
  available?: readonly PharmacopoeiaEdition[];
}) {
  const options = EDITION_OPTIONS.map((o) => ({ ...o, disabled: available ? !available.includes(o.value) : false }));
  return <RadioGroup<PharmacopoeiaEdition> look="segmented" ariaLabel="药典版本" options={options} value={value} onChange={onChange} />;
}
