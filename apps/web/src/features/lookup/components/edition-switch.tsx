import { Segmented } from 'antd';
import type { PharmacopoeiaEdition } from '@tcm/shared';
import { EDITION_OPTIONS } from '../editions';

/** 2020/2015 (§4 testing bases). `available` limits the choice, e.g. to the editions a monograph has. */
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
  return (
    <Segmented<PharmacopoeiaEdition>
      aria-label="药典版本"
      options={options}
      value={value}
      onChange={(edition) => onChange(edition)}
    />
  );
}
