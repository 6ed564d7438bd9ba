import {
  DEFAULT_EDITION,
  PHARMACOPOEIA_EDITIONS,
  TESTING_BASIS,
  TESTING_BASIS_LABELS,
  type PharmacopoeiaEdition,
  type TestingBasis,
} from '@tcm/shared';

/** §4: an edition is a testing basis (1 = 2015, 2 = 2020); its label is the basis label. */
const BASIS_OF: Readonly<Record<PharmacopoeiaEdition, TestingBasis>> = {
  2015: TESTING_BASIS.PHARMACOPOEIA_2015,
  2020: TESTING_BASIS.PHARMACOPOEIA_2020,
};

export const editionLabel = (edition: PharmacopoeiaEdition): string => TESTING_BASIS_LABELS[BASIS_OF[edition]];

/** Newest first, as the switch shows them. */
export const EDITION_OPTIONS = [...PHARMACOPOEIA_EDITIONS]
  .sort((a, b) => b - a)
  .map((edition) => ({ value: edition, label: editionLabel(edition) }));

/** The edition in the address, or the default (2020) when missing or unknown. */
export function editionParam(raw: string | null): PharmacopoeiaEdition {
  const n = Number(raw);
  return (PHARMACOPOEIA_EDITIONS as readonly number[]).includes(n) ? (n as PharmacopoeiaEdition) : DEFAULT_EDITION;
}
